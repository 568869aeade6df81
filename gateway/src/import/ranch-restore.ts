import { randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { type Entry, RandomAccessReader, type ZipFile, fromRandomAccessReaderPromise } from 'yauzl';
import type { z } from 'zod';
import {
  type ArchiveLoaded,
  type ArchiveRestored,
  CARE_OPERATIONS,
  CONTACT_OPERATIONS,
  type FieldError,
  GALLERY_OPERATIONS,
  HORSE_OPERATIONS,
  MEDICAL_RECORDS,
  type Operation,
  RIDING_LOGS,
} from '@remuda/contracts';
import { DomainError, type JsonLogger, LOGGER, MessageClient, OBJECT_STORE, type ObjectStore, contentTypeOf, isObjectKey } from '@remuda/service-kit';
import { mediaKeysOf } from '../export/ranch-archive.js';
import { everyPage } from '../http/every-page.js';
import { receiveFile } from './receive-file.js';

type Item = Record<string, unknown>;

/** The kinds of an archive, each checked by the items its service's `fromArchive` operation takes; the care settings are one item. */
const KINDS = [
  { name: 'horses', operation: HORSE_OPERATIONS.fromArchive },
  { name: 'care-settings', operation: CARE_OPERATIONS.settingsFromArchive, one: true },
  { name: 'gallery', operation: GALLERY_OPERATIONS.fromArchive },
  { name: 'medical-records', operation: MEDICAL_RECORDS.operations.fromArchive },
  { name: 'riding-logs', operation: RIDING_LOGS.operations.fromArchive },
  { name: 'inquiries', operation: CONTACT_OPERATIONS.fromArchive },
] as const satisfies ReadonlyArray<{ name: string; operation: Operation; one?: boolean }>;

type KindName = (typeof KINDS)[number]['name'];

/**
 * The calls that put a ranch back, in order, each with the kind whose items it sends (and what it makes of them)
 * and whether its answer counts them. The ranch's plan first, without the horses' own intervals; then the horses
 * service's copy of the medical records, so each horse is assessed on all of them at once as it comes back; the
 * horses; the plan again with their intervals; then what names the horses. Each horse is then as it was, and the
 * events that follow (the records', the plan's) find nothing to change in it.
 */
const STEPS: ReadonlyArray<{ kind: KindName; operation: Operation; items?: (items: Item[]) => Item[]; counts?: true }> = [
  { kind: 'care-settings', operation: CARE_OPERATIONS.settingsFromArchive, items: (items) => items.map((settings) => ({ ...settings, horseIntervals: [] })) },
  { kind: 'medical-records', operation: HORSE_OPERATIONS.recordsFromArchive },
  { kind: 'horses', operation: HORSE_OPERATIONS.fromArchive, counts: true },
  { kind: 'care-settings', operation: CARE_OPERATIONS.settingsFromArchive, counts: true },
  { kind: 'gallery', operation: GALLERY_OPERATIONS.fromArchive, counts: true },
  { kind: 'medical-records', operation: MEDICAL_RECORDS.operations.fromArchive, counts: true },
  { kind: 'riding-logs', operation: RIDING_LOGS.operations.fromArchive, counts: true },
  { kind: 'inquiries', operation: CONTACT_OPERATIONS.fromArchive, counts: true },
];

/** A call puts back at most this many items, and about this much JSON (a NATS message holds 1 MB). */
const ITEMS_PER_CALL = 100;
const BYTES_PER_CALL = 256 * 1024;
/** The largest JSON file of a kind read (a herd of 10,000 horses with their media is about 60 MB). */
const MAX_JSON_BYTES = 512 * 1024 * 1024;
/** How many times its packed size a compressed entry may unpack to before the archive is taken for a zip bomb. */
const MAX_UNPACK_RATIO = 200;
/** Where the media files an archive may put back are kept: the horses' pictures and clips, the gallery, the records' documents. */
const MEDIA_FOLDERS = ['horses/', 'gallery/', 'documents/'];
/** How many of an archive's faults are said at once. */
const FAULTS_SHOWN = 20;

const NOT_AN_ARCHIVE = 'This file is not an archive of a ranch. Choose the ZIP file that Download everything (ZIP) saved.';

const refused = (message: string, errors: FieldError[] = [{ field: 'file', message }]) => new DomainError('VALIDATION_FAILED', message, errors);

/**
 * Restores a ranch from the archive its export wrote (docs/adr/032-restore-from-archive.md) into an install without
 * horses of its own: the archive is read and every item checked by its kind's schema before anything is written,
 * then the media files go into the media store under their keys, then each kind through its services' `fromArchive`
 * operation, as the administrator restoring. Anything already here under its id is left as it is, so an archive sent
 * again after a failure goes on where it stopped.
 */
@Injectable()
export class RanchRestore {
  constructor(
    private readonly messages: MessageClient,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  /**
   * The archive is streamed into the media store as it arrives (no replica's disk or memory holds it), read from
   * there by ranges, and removed after.
   */
  async restore(req: Request, maxBytes: number): Promise<ArchiveRestored> {
    const key = `restores/${randomUUID()}/archive.zip`;
    try {
      await receiveFile(req, {
        maxBytes,
        missing: () => refused('Choose an archive to restore'),
        tooLarge: () => new DomainError('PAYLOAD_TOO_LARGE', `This archive is too large. The limit is ${Math.round(maxBytes / 1024 ** 3)} GB.`),
        take: (file) => this.store.put(key, file, 'application/zip'),
      });
      const zip = await openStoredArchive(this.store, key);
      try {
        return await this.restoreFrom(zip);
      } finally {
        zip.close();
      }
    } finally {
      await this.store.remove([key]).catch(() => undefined);
    }
  }

  private async restoreFrom(zip: ZipFile): Promise<ArchiveRestored> {
    const entries = await archiveEntries(zip);
    const manifest = parseJson(await entryText(zip, entries, 'manifest.json'), 'manifest.json') as Item | undefined;
    if (manifest?.format !== 'remuda-export' || manifest.version !== 1) throw refused(NOT_AN_ARCHIVE);

    // Every item read and checked first: an archive with a fault changes nothing.
    const faults: FieldError[] = [];
    const items = new Map<string, Item[]>();
    for (const kind of KINDS) {
      const name = `${kind.name}.json`;
      const read = parseJson(await entryText(zip, entries, name), name);
      if (!Array.isArray(read)) throw refused(`The archive's ${name} is not a list. ${NOT_AN_ARCHIVE}`);
      if ('one' in kind && read.length !== 1) faults.push({ field: name, message: 'This file holds one item' });
      const schema = itemSchemaOf(kind.operation, 'one' in kind);
      read.forEach((item, index) => {
        const result = schema.safeParse(item);
        if (!result.success) {
          for (const issue of result.error.issues) faults.push({ field: `${name}[${index}]${issue.path.map((p) => `.${String(p)}`).join('')}`, message: issue.message });
        }
      });
      items.set(kind.name, read as Item[]);
    }
    const files = new Set<string>();
    for (const kind of KINDS) for (const item of items.get(kind.name)!) mediaKeysOf(item, files);
    for (const key of files) {
      if (!MEDIA_FOLDERS.some((folder) => key.startsWith(folder)) || !isObjectKey(key)) {
        faults.push({ field: `media/${key}`, message: 'This is not where the site keeps media files' });
      } else if (!entries.has(`media/${key}`)) {
        faults.push({ field: `media/${key}`, message: 'This media file is named by an item but missing from the archive' });
      }
    }
    if (faults.length > 0) {
      throw refused(`This archive cannot be restored: ${faults.length === 1 ? 'one fault' : `${faults.length} faults`}, nothing was changed.`, faults.slice(0, FAULTS_SHOWN));
    }
    await this.checkNewInstall(new Set(items.get('horses')!.map((horse) => horse.id as string)));

    for (const key of [...files].sort()) await this.putFile(zip, entries.get(`media/${key}`)!, key);
    const added = Object.fromEntries(KINDS.map((kind) => [kind.name, 0])) as Record<KindName, number>;
    const present = { ...added };
    for (const step of STEPS) {
      const stepItems = (step.items ?? ((all) => all))(items.get(step.kind)!);
      if (step.kind === 'care-settings') {
        await this.messages.request(step.operation, stepItems[0] as never);
        if (step.counts) added[step.kind] += 1;
        continue;
      }
      for (const batch of batches(stepItems)) {
        const answer = (await this.messages.request(step.operation, { items: batch } as never)) as ArchiveLoaded;
        if (!step.counts) continue;
        added[step.kind] += answer.added;
        present[step.kind] += answer.present;
      }
    }
    this.logger.info('ranch restored from an archive', { added, present, media: files.size });
    return { added, present, media: files.size };
  }

  /** Refuses an install with horses the archive does not hold: a restore goes into a new install (or goes on in one). */
  private async checkNewInstall(archived: ReadonlySet<string>): Promise<void> {
    for await (const page of everyPage((o, d) => this.messages.request(o, d), HORSE_OPERATIONS.list, {})) {
      if (page.some((horse) => !archived.has(horse.id as string))) {
        throw new DomainError('CONFLICT', 'This install already has horses of its own. Restore an archive into a new install, started without the demo herd.');
      }
    }
  }

  /** A media file into the media store under its key, unless it is there already at its size (a restore going on). */
  private async putFile(zip: ZipFile, entry: Entry, key: string): Promise<void> {
    const there = await this.store.stat(key);
    if (there?.size === entry.uncompressedSize) return;
    await this.store.put(key, await zip.openReadStreamPromise(entry), contentTypeOf(key));
  }
}

/** The schema an item of a kind is checked by: the operation's request (`{ items: [item] }`), or the request itself for one item. */
function itemSchemaOf(operation: Operation, one: boolean): z.ZodType {
  const request = operation.request as z.ZodObject;
  return one ? request : (request.shape.items as z.ZodArray<z.ZodType>).element;
}

/** A kind's items as calls: at most `ITEMS_PER_CALL` and about `BYTES_PER_CALL` of JSON each. */
function* batches(items: readonly Item[]): Iterable<Item[]> {
  let batch: Item[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = JSON.stringify(item).length;
    if (batch.length > 0 && (batch.length === ITEMS_PER_CALL || bytes + size > BYTES_PER_CALL)) {
      yield batch;
      batch = [];
      bytes = 0;
    }
    batch.push(item);
    bytes += size;
  }
  if (batch.length > 0) yield batch;
}

/** A stored object read by ranges, as yauzl reads a ZIP: its directory at the end first, then each entry. */
class StoredObjectReader extends RandomAccessReader {
  constructor(
    private readonly store: ObjectStore,
    private readonly key: string,
  ) {
    super();
  }

  // yauzl's end is exclusive, the store's inclusive.
  override _readStreamForRange(start: number, end: number): Readable {
    if (end <= start) return Readable.from([]);
    const out = new PassThrough();
    this.store.read(this.key, { start, end: end - 1 }).then(
      (stream) => {
        stream.once('error', (err) => out.destroy(err));
        stream.pipe(out);
      },
      (err: unknown) => out.destroy(err as Error),
    );
    return out;
  }
}

async function openStoredArchive(store: ObjectStore, key: string): Promise<ZipFile> {
  const stored = await store.stat(key);
  try {
    return await fromRandomAccessReaderPromise(new StoredObjectReader(store, key), stored?.size ?? 0, { lazyEntries: true, autoClose: false });
  } catch {
    throw refused(NOT_AN_ARCHIVE);
  }
}

/** The archive's entries by name, from its directory alone; one that would unpack far past its size is refused. */
async function archiveEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.compressionMethod !== 0 && entry.uncompressedSize > MAX_UNPACK_RATIO * Math.max(entry.compressedSize, 1)) {
        throw refused('This archive would unpack to far more than its size, so it was not opened.');
      }
      entries.set(entry.fileName, entry);
    }
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw refused(NOT_AN_ARCHIVE);
  }
  return entries;
}

/** An entry's text, read whole (at most `MAX_JSON_BYTES`); a missing entry is not an archive of a ranch. */
async function entryText(zip: ZipFile, entries: ReadonlyMap<string, Entry>, name: string): Promise<string> {
  const entry = entries.get(name);
  if (!entry) throw refused(`The archive has no ${name}. ${NOT_AN_ARCHIVE}`);
  if (entry.uncompressedSize > MAX_JSON_BYTES) throw refused(`The archive's ${name} is larger than ${MAX_JSON_BYTES / 1024 ** 2} MB.`);
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of (await zip.openReadStreamPromise(entry)) as Readable) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  } catch {
    throw refused(`The archive's ${name} cannot be read. ${NOT_AN_ARCHIVE}`);
  }
}

function parseJson(text: string, name: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw refused(`The archive's ${name} is not JSON. ${NOT_AN_ARCHIVE}`);
  }
}
