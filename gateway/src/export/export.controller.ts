import { Controller, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { z } from 'zod';
import {
  CARE_OPERATIONS,
  CONTACT_OPERATIONS,
  GALLERY_OPERATIONS,
  HORSE_OPERATIONS,
  MEDICAL_OPERATIONS,
  MEDICAL_RECORDS,
  type Operation,
  type OperationAnswer,
  type OperationRequest,
  PLATFORM_EDGE_ROUTES,
  RIDING_LOGS,
  RIDING_OPERATIONS,
  careSettingsSchema,
  galleryPictureSchema,
  horseSchema,
  inquirySchema,
} from '@remuda/contracts';
import { type JsonLogger, LOGGER, MessageClient, OBJECT_STORE, type ObjectStore, currentRequestMeta, runInRequestContext } from '@remuda/service-kit';
import { everyPage } from '../http/every-page.js';
import { Route } from '../http/route.js';
import { type ArchiveKind, type ArchiveSources, writeRanchArchive } from './ranch-archive.js';

const columnsOf = (schema: z.ZodObject) => Object.keys(schema.shape);

/**
 * The whole ranch for an administrator, as one ZIP archive streamed while it is read (docs/adr/026-export.md): the
 * services' own list operations page by page, as the administrator who asked, and the media files from the media
 * store. A service that cannot answer before the first byte is an error answer as any; after, the download breaks
 * off (a browser then says it failed) rather than end as an archive that looks whole.
 */
@Controller()
export class ExportController {
  constructor(
    private readonly messages: MessageClient,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  @Route(PLATFORM_EDGE_ROUTES.export)
  async download(@Res() res: Response): Promise<void> {
    // The archive is read long after this call returns to Nest: every request keeps the administrator's context.
    const meta = currentRequestMeta()!;
    const ask = <O extends Operation>(operation: O, data: OperationRequest<O>): Promise<OperationAnswer<O>> =>
      runInRequestContext(meta, () => this.messages.request(operation, data));
    const sources = this.sources(ask);
    // Asked before anything is sent: a service that is down is a plain error answer, not a broken archive.
    await ask(CARE_OPERATIONS.settings, {});
    await ask(HORSE_OPERATIONS.list, { limit: 1, offset: 0 });
    const exportedAt = new Date();
    res.status(200);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="remuda-export-${exportedAt.toISOString().slice(0, 10)}.zip"`);
    res.setHeader('Cache-Control', 'no-store');
    try {
      const manifest = await writeRanchArchive(sources, res, exportedAt);
      this.logger.info('ranch exported', { counts: manifest.counts, media: manifest.media });
    } catch (err) {
      this.logger.error('ranch export broke off', { err });
      res.destroy();
    }
  }

  private sources(ask: <O extends Operation>(operation: O, data: OperationRequest<O>) => Promise<OperationAnswer<O>>): ArchiveSources {
    const paged = (operation: Operation, query: Record<string, unknown> = {}) => () => everyPage(ask, operation, query);
    const once = (read: () => Promise<Record<string, unknown> | Record<string, unknown>[]>) =>
      async function* (): AsyncIterable<Record<string, unknown>[]> {
        const answer = await read();
        yield Array.isArray(answer) ? answer : [answer];
      };
    const kinds: ArchiveKind[] = [
      {
        name: 'horses',
        columns: columnsOf(horseSchema),
        pages: paged(HORSE_OPERATIONS.list),
        // The JSON keeps each horse with its pictures and clips.
        detail: (horse) => ask(HORSE_OPERATIONS.get, { id: horse.id as string }) as Promise<Record<string, unknown>>,
      },
      { name: 'medical-records', columns: columnsOf(MEDICAL_RECORDS.schema), pages: paged(MEDICAL_OPERATIONS.list) },
      { name: 'riding-logs', columns: columnsOf(RIDING_LOGS.schema), pages: paged(RIDING_OPERATIONS.list) },
      { name: 'care-settings', columns: columnsOf(careSettingsSchema), pages: once(() => ask(CARE_OPERATIONS.settings, {}) as Promise<Record<string, unknown>>) },
      { name: 'gallery', columns: columnsOf(galleryPictureSchema), pages: once(() => ask(GALLERY_OPERATIONS.list, {}) as Promise<Record<string, unknown>[]>) },
      { name: 'inquiries', columns: columnsOf(inquirySchema), pages: paged(CONTACT_OPERATIONS.list) },
    ];
    return { kinds, media: (key) => this.store.read(key) };
  }
}
