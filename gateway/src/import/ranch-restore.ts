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
import { DomainError, MessageClient, OBJECT_STORE, type ObjectStore, contentTypeOf, isObjectKey } from '@remuda/service-kit';
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

/** An archive in the media store, read and checked whole: every item by kind, and the media files they name. */
export interface CheckedArchive {
  zip: ZipFile;
  entries: ReadonlyMap<string, Entry>;
  items: ReadonlyMap<KindName, Item[]>;
  /** The calls that put it back, in order (`restoreCalls`): its media files' keys sorted, then its items. */
  calls: RestoreCall[];
}

/**
 * One call of a restore, in the order they go: a media file into the media store, or a step's items through its
 * operation, with what its answer counts (`added`, `present`) when it counts them. `size` is its share of the work.
 */
export type RestoreCall =
  | { media: string; size: number }
  | { kind: KindName; operation: Operation; data: unknown; size: number; counted?: (answer: unknown) => { added: number; present: number } };

const loaded = (answer: unknown) => answer as ArchiveLoaded;
const one = () => ({ added: 1, present: 0 });

/** What a restore has put back before it starts: nothing of each kind. */
export const nothingRestored = (): ArchiveRestored => {
  const none = () => Object.fromEntries(KINDS.map((kind) => [kind.name, 0]));
  return { added: none(), present: none(), media: 0 };
};

/**
 * Restores a ranch from the archive its export wrote (docs/adr/032-restore-from-archive.md) into an install without
 * horses of its own. The archive is streamed into the media store as it arrives (no replica's disk or memory holds
 * it) and read from there by ranges; every item is checked by its kind's schema before anything is written; then an
 * import job (`ImportJobs`) makes its calls: the media files into the media store under their keys, then each kind
 * through its services' `fromArchive` operation, as the administrator restoring. Anything already here under its id
 * is left as it is, so an archive sent again after a failure goes on where it stopped.
 */
@Injectable()
export class RanchRestore {
  constructor(
    private readonly messages: MessageClient,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  /** The archive of the request's "file" into the media store under `key`, as it arrives; answers its file's name. */
  async receive(req: Request, maxBytes: number, key: string): Promise<string> {
    const { fileName } = await receiveFile(req, {
      maxBytes,
      missing: () => refused('Choose an archive to restore'),
      tooLarge: () => new DomainError('PAYLOAD_TOO_LARGE', `This archive is too large. The limit is ${Math.round(maxBytes / 1024 ** 3)} GB.`),
      take: (file) => this.store.put(key, file, 'application/zip'),
    });
    return fileName;
  }

  /**
   * The archive stored under `key`, opened, read and checked whole: an archive with any fault is refused with its
   * faults (at most `FAULTS_SHOWN`), and so is an install with horses the archive does not hold.
   */
  async check(key: string): Promise<CheckedArchive> {
    const zip = await openStoredArchive(this.store, key);
    try {
      const archive = await checkedArchive(zip);
      await this.checkNewInstall(new Set(archive.items.get('horses')!.map((horse) => horse.id as string)));
      return archive;
    } catch (err) {
      zip.close();
      throw err;
    }
  }

  /** A media file into the media store under its key, unless it is there already at its size (a restore going on). */
  async putFile(archive: CheckedArchive, key: string): Promise<void> {
    const entry = archive.entries.get(`media/${key}`)!;
    const there = await this.store.stat(key);
    if (there?.size === entry.uncompressedSize) return;
    await this.store.put(key, await archive.zip.openReadStreamPromise(entry), contentTypeOf(key));
  }

  /** Refuses an install with horses the archive does not hold: a restore goes into a new install (or goes on in one). */
  private async checkNewInstall(archived: ReadonlySet<string>): Promise<void> {
    for await (const page of everyPage((o, d) => this.messages.request(o, d), HORSE_OPERATIONS.list, {})) {
      if (page.some((horse) => !archived.has(horse.id as string))) {
        throw new DomainError('CONFLICT', 'This install already has horses of its own. Restore an archive into a new install, started without the demo herd.');
      }
    }
  }
}

/**
 * The calls that put a checked archive back, in order: every media file, then each step's items in calls of at most
 * `ITEMS_PER_CALL` (the care settings in one).
 */
function restoreCalls(files: readonly string[], items: ReadonlyMap<KindName, Item[]>): RestoreCall[] {
  const calls: RestoreCall[] = files.map((media) => ({ media, size: 1 }));
  for (const step of STEPS) {
    const stepItems = (step.items ?? ((all) => all))(items.get(step.kind)!);
    if (step.kind === 'care-settings') {
      calls.push({ kind: step.kind, operation: step.operation, data: stepItems[0], size: 1, counted: step.counts && one });
      continue;
    }
    for (const batch of batches(stepItems)) calls.push({ kind: step.kind, operation: step.operation, data: { items: batch }, size: batch.length, counted: step.counts && loaded });
  }
  return calls;
}

/** Every item of an opened archive read and checked: an archive with a fault changes nothing. */
async function checkedArchive(zip: ZipFile): Promise<CheckedArchive> {
  const entries = await archiveEntries(zip);
  const manifest = parseJson(await entryText(zip, entries, 'manifest.json'), 'manifest.json') as Item | undefined;
  if (manifest?.format !== 'remuda-export' || manifest.version !== 1) throw refused(NOT_AN_ARCHIVE);

  const faults: FieldError[] = [];
  const items = new Map<KindName, Item[]>();
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
  return { zip, entries, items, calls: restoreCalls([...files].sort(), items) };
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
