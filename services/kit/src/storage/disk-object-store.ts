import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type ByteRange, type ObjectStore, type StoredObject, assertKey, contentTypeOf } from './object-store.js';

const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

/**
 * Objects as files under one folder. Writes go to a temporary file first, so a reader never sees half a file.
 * Folders and files are made for their owner only (0700, 0600): the gateway serves them, nobody else reads them.
 */
export class DiskObjectStore implements ObjectStore {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<StoredObject> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true, mode: DIR_MODE });
    const temporary = `${file}.${randomUUID()}.part`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temporary, { mode: FILE_MODE }));
      await rename(temporary, file);
    } catch (err) {
      await rm(temporary, { force: true });
      throw err;
    }
    return { size: (await stat(file)).size, contentType };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.file(key);
    await stat(file);
    return createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(this.file(key));
      return info.isFile() ? { size: info.size, contentType: contentTypeOf(key) } : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async remove(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.file(key), { force: true })));
  }

  async list(prefix: string): Promise<string[]> {
    const folder = this.file(prefix.replace(/\/$/, ''));
    let entries;
    try {
      entries = await readdir(folder, { recursive: true, withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    // A `.part` file is a write under way, not yet an object.
    return entries
      .filter((e) => e.isFile() && !e.name.endsWith('.part'))
      .map((e) => path.relative(this.root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true, mode: DIR_MODE });
  }
}
