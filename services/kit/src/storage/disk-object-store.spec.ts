import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DiskObjectStore } from './disk-object-store.js';

const mode = (file: string) => statSync(file).mode & 0o777;

describe('DiskObjectStore', () => {
  it('makes its folders and files readable by their owner only', async () => {
    const root = path.join(mkdtempSync(path.join(os.tmpdir(), 'remuda-store-')), 'media');
    const store = new DiskObjectStore(root);
    await store.check();
    await store.put('horses/a1/original.webp', Buffer.from('picture'), 'image/webp');
    await store.put('horses/a1/clip.mp4', Readable.from([Buffer.from('clip')]), 'video/mp4');
    expect(mode(root)).toBe(0o700);
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      const file = path.join(entry.parentPath, entry.name);
      expect([file, mode(file)]).toEqual([file, entry.isDirectory() ? 0o700 : 0o600]);
    }
    expect(readdirSync(path.join(root, 'horses', 'a1')).sort()).toEqual(['clip.mp4', 'original.webp']);
  });
});
