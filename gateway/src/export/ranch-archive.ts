import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import { ZipFile } from 'yazl';
import { type RecordDocument, documentKey } from '@remuda/contracts';

type Item = Record<string, unknown>;

/** One kind of thing in the archive: `<name>.csv` and `<name>.json`. */
export interface ArchiveKind {
  name: string;
  /** The CSV's columns, in order: the fields of the kind's answer schema. */
  columns: readonly string[];
  /** Its items, page by page, as the kind's list answers them. */
  pages(): AsyncIterable<readonly Item[]>;
  /** An item as the JSON file keeps it, when that is more than the list's (a horse with its media). */
  detail?(item: Item): Promise<Item>;
}

export interface ArchiveSources {
  kinds: readonly ArchiveKind[];
  /** A media file's bytes, by its key in the media store. */
  media(key: string): Promise<Readable>;
}

/** What the archive's `manifest.json` says: which format it is, when it was made, and how many of each kind it holds. */
export interface ArchiveManifest {
  format: 'remuda-export';
  version: 1;
  exportedAt: string;
  counts: Record<string, number>;
  media: number;
}

const MEDIA_PATH = '/media/';

/**
 * A spreadsheet's cell: text as it is, with a leading apostrophe when a spreadsheet would run it as a formula
 * (csv-stringify's `escape_formulas`), quoted when it holds a comma, a quote or any line break; objects and lists as
 * their JSON; nothing for null.
 */
function csvChunk(rows: unknown[][], bom = false): string {
  return stringify(rows, {
    bom,
    escape_formulas: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    cast: { boolean: (value) => String(value), object: (value) => JSON.stringify(value) },
  });
}

async function* csvOf(kind: ArchiveKind): AsyncIterable<string> {
  yield csvChunk([[...kind.columns]], true);
  for await (const page of kind.pages()) {
    if (page.length > 0) yield csvChunk(page.map((item) => kind.columns.map((column) => item[column] ?? null)));
  }
}

/**
 * Every media key an item names: its `url` and those of its variants, the same of each of its `media`, and the file
 * of each of its `documents` (a record's, kept under `documents/`).
 */
export function mediaKeysOf(item: Item, keys: Set<string>): void {
  const take = (url: unknown) => {
    if (typeof url === 'string' && url.startsWith(MEDIA_PATH)) keys.add(decodeURIComponent(url.slice(MEDIA_PATH.length)));
  };
  take(item.url);
  for (const variant of Array.isArray(item.variants) ? (item.variants as Item[]) : []) take(variant.url);
  for (const media of Array.isArray(item.media) ? (item.media as Item[]) : []) mediaKeysOf(media, keys);
  for (const document of Array.isArray(item.documents) ? (item.documents as RecordDocument[]) : []) keys.add(documentKey(document));
}

/** The JSON file of a kind: one array, written item by item; each item's media keys are collected on the way. */
async function* jsonOf(kind: ArchiveKind, counts: Record<string, number>, keys: Set<string>): AsyncIterable<string> {
  let count = 0;
  yield '[';
  for await (const page of kind.pages()) {
    // A few details read at once: a herd of thousands reads its horses' media in a reasonable time.
    for (let i = 0; i < page.length; i += DETAILS_AT_ONCE) {
      const items = kind.detail ? await Promise.all(page.slice(i, i + DETAILS_AT_ONCE).map((item) => kind.detail!(item))) : page.slice(i, i + DETAILS_AT_ONCE);
      for (const item of items) {
        mediaKeysOf(item, keys);
        yield `${count === 0 ? '\n' : ',\n'}${JSON.stringify(item)}`;
        count += 1;
      }
    }
  }
  counts[kind.name] = count;
  yield count === 0 ? ']\n' : '\n]\n';
}

const DETAILS_AT_ONCE = 8;

/**
 * Adds an entry whose bytes `chunks` makes when the archive reaches it, and resolves once they are all written.
 * `making` holds the entry's stream meanwhile, so a failed archive can end it.
 */
function addMade(zip: ZipFile, name: string, chunks: AsyncIterable<string>, making: { stream: Readable | null }): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.addReadStreamLazy(name, (done) => {
      const stream = Readable.from(chunks, { objectMode: false });
      making.stream = stream;
      stream.once('end', resolve);
      stream.once('error', reject);
      stream.once('close', () => (stream.readableEnded ? resolve() : reject(new Error(`the archive stopped while ${name} was written`))));
      done(null, stream);
    });
  });
}

/**
 * Writes the whole ranch to `out` as a ZIP archive, streamed entry by entry (nothing of it is held whole in
 * memory): for each kind a CSV (UTF-8 with a byte order mark, so spreadsheets read names right) and a JSON file
 * of the same items, then every media file the items name under `media/<key>` (stored as it is: pictures and clips
 * are compressed already), and `manifest.json`. Rejects, leaving `out` to the caller, when a source fails.
 */
export async function writeRanchArchive(sources: ArchiveSources, out: Writable, exportedAt = new Date()): Promise<ArchiveManifest> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const making: { stream: Readable | null } = { stream: null };
  // A media file that cannot be read fails the archive.
  zip.on('error', (err: Error) => output.destroy(err));
  const written = pipeline(output, out);
  // The output's failure (the client went away, a media file missing) ends the entry being made, which stops
  // reading its source: nothing more is asked of the services for an archive nobody receives.
  written.catch((err: unknown) => making.stream?.destroy(err as Error));
  const counts: Record<string, number> = {};
  const keys = new Set<string>();
  const mtime = exportedAt;
  try {
    for (const kind of sources.kinds) {
      await addMade(zip, `${kind.name}.csv`, csvOf(kind), making);
      await addMade(zip, `${kind.name}.json`, jsonOf(kind, counts, keys), making);
    }
    for (const key of [...keys].sort()) {
      zip.addReadStreamLazy(`media/${key}`, { compress: false, mtime }, (done) => {
        sources.media(key).then((stream) => done(null, stream), (err: unknown) => done(err as Error, null as never));
      });
    }
    const manifest: ArchiveManifest = { format: 'remuda-export', version: 1, exportedAt: exportedAt.toISOString(), counts, media: keys.size };
    zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), 'manifest.json', { mtime });
    zip.end();
    await written;
    return manifest;
  } catch (err) {
    output.destroy(err as Error);
    await written.catch(() => undefined);
    throw err;
  }
}
