import { randomUUID } from 'node:crypto';
import { Controller, Inject, type OnModuleInit, type Type } from '@nestjs/common';
import sharp from 'sharp';
import { type Actor, DOCUMENT_LIMITS, type RecordDocument, documentKey, documentUploadSchema } from '@remuda/contracts';
import type { z } from 'zod';
import {
  DomainError,
  Handles,
  OBJECT_STORE,
  type ObjectStore,
  RecentlyDeleted,
  Writes,
  adoptUpload,
  reachesItsEnd,
  readWhole,
  validationFailed,
} from '@remuda/service-kit';
import { KnownHorseEntity } from '@remuda/known-horses';
import type { HorseRecordEntity } from './horse-record.entity.js';
import { type RecordKind, defineRecordKindService, pascal } from './record-kind.js';
import type { RecordStore } from './record-store.js';

type Upload = z.infer<typeof documentUploadSchema>;
type WithDocuments = HorseRecordEntity & { documents?: RecordDocument[] };

/** A paper photographed in the barn stays legible at this size, and the file stays small enough for a phone. */
const PICTURE_SIDE = 2400;
// Far beyond any camera; refuses decompression bombs early (as a horse's pictures do).
const MAX_PIXELS = 100_000_000;

const unreadablePicture = () =>
  new DomainError('UNSUPPORTED_MEDIA_TYPE', 'This picture could not be read: the file is damaged or incomplete. Upload the original picture again.');

/** The name a document is downloaded under: as uploaded, with the extension of the file as it is kept. */
function keptName(name: string, contentType: RecordDocument['contentType']): string {
  const extension = contentType === 'application/pdf' ? '.pdf' : '.webp';
  const stem = name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return `${stem || 'document'}${extension}`;
}

/**
 * Keeps an uploaded document as the record will serve it: a PDF as it came (the gateway has judged it by its
 * bytes; it is only ever downloaded), a picture re-encoded as WebP, upright, no larger than the paper needs, and
 * without any of its metadata (EXIF, GPS). Answers the size kept.
 */
async function keepDocument(store: ObjectStore, upload: Upload, key: string): Promise<number> {
  if (upload.contentType === 'application/pdf') {
    return (await store.put(key, await store.read(upload.key), 'application/pdf')).size;
  }
  const original = await readWhole(store, upload.key);
  if (!reachesItsEnd(original, upload.contentType)) throw unreadablePicture();
  let data: Buffer;
  try {
    data = await sharp(original, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: PICTURE_SIDE, height: PICTURE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unreadablePicture();
  }
  await store.put(key, data, 'image/webp');
  return data.length;
}

/**
 * The handlers of a kind's documents (`withDocuments`), beside its record handlers. Attaching one keeps its file
 * and adds it to the record in one write with the record's `updated` event (one more version), applied once per
 * Idempotency-Key, for a horse the kind still takes records of (as a change of the record is); the file is removed
 * if the write fails. Removing one takes it off the record the same way (as a record is deleted, whatever its
 * horse), then removes its file. A record deleted keeps its files among the recently deleted; they go when it is
 * removed for good.
 */
export function documentHandlers<E extends HorseRecordEntity>(definition: RecordKind<E>, storeToken: string, deletedKind: string): Type<unknown> {
  const kind = defineRecordKindService(definition);
  const { operations: ops, events } = kind.contract;
  if (!ops.addDocument || !ops.removeDocument) throw new Error(`The ${kind.noun} carries no documents`);
  const notFound = () => new DomainError('NOT_FOUND', 'Document not found.');

  @Controller()
  class DocumentHandlers implements OnModuleInit {
    constructor(
      @Inject(storeToken) private readonly records: RecordStore<E>,
      @Inject(Writes) private readonly writes: Writes,
      @Inject(OBJECT_STORE) private readonly files: ObjectStore,
      @Inject(RecentlyDeleted) private readonly deleted: RecentlyDeleted,
    ) {}

    onModuleInit(): void {
      this.deleted.whenPurged(deletedKind, (row) => this.files.remove(((row.documents as RecordDocument[] | undefined) ?? []).map(documentKey)));
    }

    /**
     * The file is kept inside the write, after the record is taken and its room checked: a repeat of an attach
     * already applied (the same Idempotency-Key) keeps nothing and answers as the first did.
     */
    @Handles(ops.addDocument!)
    async add(input: unknown, actor: Actor) {
      const { id, name, upload } = input as { id: string; name: string; upload: Upload };
      return adoptUpload(this.files, upload.key, (written) =>
        this.change(id, undefined, { living: true }, async (documents) => {
          if (documents.length >= DOCUMENT_LIMITS.perRecord) {
            throw validationFailed([{ field: 'file', message: `A ${kind.noun} holds at most ${DOCUMENT_LIMITS.perRecord} documents.` }]);
          }
          const contentType = upload.contentType === 'application/pdf' ? 'application/pdf' : 'image/webp';
          const document: RecordDocument = { id: randomUUID(), name: keptName(name, contentType), contentType, size: 0, addedAt: new Date().toISOString(), addedBy: actor?.email ?? null };
          const key = documentKey(document);
          written.push(key);
          document.size = await keepDocument(this.files, upload, key);
          return [...documents, document];
        }),
      );
    }

    @Handles(ops.removeDocument!)
    async remove(input: unknown) {
      const { id, documentId, version } = input as { id: string; documentId: string; version?: number };
      let removed: RecordDocument | undefined;
      const answer = await this.change(id, version, { living: false }, (documents) => {
        removed = documents.find((document) => document.id === documentId.toLowerCase());
        if (!removed) throw notFound();
        return documents.filter((document) => document !== removed);
      });
      if (removed) await this.files.remove([documentKey(removed)]).catch(() => undefined);
      return answer;
    }

    /**
     * A record's documents changed in one transaction with its `updated` event, checked against the version read,
     * and, when `living`, refused for a horse the kind no longer takes records of (its `horseFor`).
     */
    private change(
      id: string,
      version: number | undefined,
      { living }: { living: boolean },
      documentsNow: (documents: RecordDocument[]) => RecordDocument[] | Promise<RecordDocument[]>,
    ) {
      return this.writes.run(async ({ em, record }) => {
        const existing = (await this.records.lock(em, id)) as (E & WithDocuments) | null;
        if (!existing) throw this.records.notFound();
        await this.records.checkVersion(em, existing, version);
        const horse = living ? await kind.horseFor(em, existing.horseId, existing) : await em.findOneBy(KnownHorseEntity, { id: existing.horseId });
        Object.assign(existing, { documents: await documentsNow(existing.documents ?? []), updatedAt: new Date().toISOString(), version: existing.version + 1 });
        await em.save(existing);
        const answer = this.records.answerOf(existing, horse?.name ?? null);
        await record(events.updated, existing.id, answer as never);
        return answer;
      });
    }
  }
  Object.defineProperty(DocumentHandlers, 'name', { value: `${pascal(kind.noun)}DocumentHandlers` });
  return DocumentHandlers;
}
