import { Controller, Inject, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { type ImportJob, type ImportPreview, PLATFORM_EDGE_ROUTES, documentName, importColumnsChoiceSchema, isImportKind } from '@remuda/contracts';
import { CONFIG, type Config, DomainError, currentActor } from '@remuda/service-kit';
import { Route } from '../http/route.js';
import { ImportJobs, countsOf, shown } from './import-jobs.js';
import { receiveFile } from './receive-file.js';

const MB = 1024 * 1024;

/**
 * Imports a ranch's spreadsheet of horses, medical records or riding logs: a preview of every row before anything is
 * written, then the rows imported as a job (`ImportJobs`) through the same operations as the forms, as the person
 * importing (roles, validation, events, history, health and care as for a form), which they follow and may cancel.
 */
@Controller()
export class ImportController {
  constructor(
    private readonly jobs: ImportJobs,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  /** A whole ranch from its export's archive, into a new install (an administrator's), as a job; before `/api/imports/{kind}`, which would take its path. */
  @Route(PLATFORM_EDGE_ROUTES.importArchive)
  restore(@Req() req: Request): Promise<ImportJob> {
    return this.jobs.restore(req, this.config.uploadLimits.archiveBytes, signedIn());
  }

  @Route(PLATFORM_EDGE_ROUTES.importPreview)
  async preview(@Param('kind') name: string, @Req() req: Request): Promise<ImportPreview> {
    if (!isImportKind(name)) throw new DomainError('NOT_FOUND', 'Not found.');
    const upload = await receiveImport(req, this.config.uploadLimits.importBytes);
    const { kind, columns, planned } = await this.jobs.plan(name, upload.file, upload.columns);
    return {
      kind: kind.name,
      columns,
      fields: kind.fields.map(({ field, label, required }) => ({ field, label, required: required ?? false })),
      counts: countsOf(planned),
      rows: planned.map(shown),
    };
  }

  @Route(PLATFORM_EDGE_ROUTES.importRun)
  async run(@Param('kind') name: string, @Req() req: Request): Promise<ImportJob> {
    if (!isImportKind(name)) throw new DomainError('NOT_FOUND', 'Not found.');
    return this.jobs.start(name, await receiveImport(req, this.config.uploadLimits.importBytes), signedIn());
  }

  @Route(PLATFORM_EDGE_ROUTES.importJobs)
  mine(): Promise<ImportJob[]> {
    return this.jobs.mine(signedIn());
  }

  @Route(PLATFORM_EDGE_ROUTES.importJob)
  job(@Param('id') id: string): Promise<ImportJob> {
    return this.jobs.get(id, signedIn());
  }

  @Route(PLATFORM_EDGE_ROUTES.importCancel)
  cancel(@Param('id') id: string): Promise<ImportJob> {
    return this.jobs.cancel(id, signedIn());
  }
}

/** The signed-in person a staff route acts for (its guard let only them in). */
function signedIn() {
  const actor = currentActor();
  if (!actor) throw new DomainError('UNAUTHENTICATED', 'Please sign in.');
  return actor;
}

/**
 * The multipart request of an import: its "file" (at most `maxBytes`, held in memory) and the person's matching of
 * columns ("columns", JSON), each refused with a message saying what to do.
 */
async function receiveImport(req: Request, maxBytes: number): Promise<{ file: Buffer; fileName: string; columns: Record<string, string> | undefined }> {
  const { taken: file, fileName, fields } = await receiveFile(req, {
    maxBytes,
    fields: { count: 4, size: 256 * 1024 },
    missing: () => new DomainError('VALIDATION_FAILED', 'Choose a file to import', [{ field: 'file', message: 'Choose a file to import' }]),
    tooLarge: () => new DomainError('PAYLOAD_TOO_LARGE', `This file is too large. The limit is ${Math.round(maxBytes / MB)} MB.`),
    take: async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
  });
  const named = fileName ? documentName(fileName) : '';
  if (fields.columns === undefined || fields.columns === '') return { file, fileName: named, columns: undefined };
  let parsed: unknown;
  try {
    parsed = JSON.parse(fields.columns);
  } catch {
    parsed = undefined;
  }
  const checked = importColumnsChoiceSchema.safeParse(parsed);
  if (!checked.success) throw new DomainError('VALIDATION_FAILED', 'Validation failed', [{ field: 'columns', message: 'Columns must name a field for each header' }]);
  return { file, fileName: named, columns: checked.data };
}
