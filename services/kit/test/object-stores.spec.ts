import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { DiskObjectStore, type ObjectStore, S3ObjectStore } from '../src/index.js';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Everything media storage promises, asked of each implementation in the same words. */
function behavesLikeAnObjectStore(name: string, open: () => Promise<{ store: ObjectStore; close: () => Promise<void> }>) {
  describe(name, () => {
    let store: ObjectStore;
    let close: () => Promise<void>;
    beforeAll(async () => ({ store, close } = await open()));
    afterAll(() => close());

    it('stores a stream and reads it back whole and by byte range', async () => {
      const stored = await store.put('horses/h1/m1/clip.webm', Readable.from(['0123456789', 'abcdefghij']), 'video/webm');
      expect(stored.size).toBe(20);
      expect(await text(await store.read('horses/h1/m1/clip.webm'))).toBe('0123456789abcdefghij');
      expect(await text(await store.read('horses/h1/m1/clip.webm', { start: 5, end: 12 }))).toBe('56789abc');
      expect(await store.stat('horses/h1/m1/clip.webm')).toEqual({ size: 20, contentType: 'video/webm' });
    });

    it('stores a buffer, and answers null for what is not there', async () => {
      await store.put('horses/h1/m2/640.webp', Buffer.from('webp-bytes'), 'image/webp');
      expect(await store.stat('horses/h1/m2/640.webp')).toEqual({ size: 10, contentType: 'image/webp' });
      expect(await store.stat('horses/h1/missing/640.webp')).toBeNull();
    });

    it('removes objects, and removing what is gone is not an error', async () => {
      await store.put('uploads/0b4a2a2e-34b2-4a0e-9d3e-6f6d2c1c0c11', Buffer.from('x'), 'application/octet-stream');
      await store.remove(['uploads/0b4a2a2e-34b2-4a0e-9d3e-6f6d2c1c0c11', 'horses/none/none/1.webp']);
      expect(await store.stat('uploads/0b4a2a2e-34b2-4a0e-9d3e-6f6d2c1c0c11')).toBeNull();
    });

    it('lists the keys under a folder, at any depth, and none of a folder that is not there', async () => {
      await store.put('imports/j1/job.json', Buffer.from('{}'), 'application/json');
      await store.put('imports/j1/file', Buffer.from('a,b'), 'application/octet-stream');
      await store.put('imports/j2/job.json', Buffer.from('{}'), 'application/json');
      await store.put('importsx/other', Buffer.from('x'), 'application/octet-stream');
      expect((await store.list('imports/')).sort()).toEqual(['imports/j1/file', 'imports/j1/job.json', 'imports/j2/job.json']);
      expect(await store.list('nothing-here/')).toEqual([]);
    });

    it('refuses keys the server would never make', async () => {
      for (const key of ['../etc/passwd', '/abs/path', 'horses/../../x', 'UPPER/case', 'a//b', '']) {
        await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid object key/);
      }
    });

    it('passes its readiness check', async () => {
      await expect(store.check()).resolves.toBeUndefined();
    });
  });
}

behavesLikeAnObjectStore('the disk object store', async () => ({
  store: new DiskObjectStore(mkdtempSync(path.join(os.tmpdir(), 'remuda-store-'))),
  close: async () => {},
}));

behavesLikeAnObjectStore('the S3 object store, against an S3 server (s3rver)', async () => {
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(path.join(os.tmpdir(), 'remuda-s3-')) });
  const { port } = (await server.run()) as AddressInfo;
  const store = new S3ObjectStore({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'remuda-test-media',
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    region: 'us-east-1',
  });
  return { store, close: () => server.close() };
});

describe('the S3 object store with files larger than one part', () => {
  it('sends them as a multipart upload and reads back every byte', async () => {
    const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(path.join(os.tmpdir(), 'remuda-s3-')) });
    const { port } = (await server.run()) as AddressInfo;
    try {
      const store = new S3ObjectStore({ endpoint: `http://127.0.0.1:${port}`, bucket: 'remuda-big', accessKey: 'S3RVER', secretKey: 'S3RVER', region: 'us-east-1' });
      const size = 8 * 1024 * 1024 * 2 + 12345;
      const pattern = (i: number) => (i * 31 + 7) % 251;
      async function* generate() {
        for (let offset = 0; offset < size; offset += 1 << 20) {
          const chunk = Buffer.alloc(Math.min(1 << 20, size - offset));
          for (let i = 0; i < chunk.length; i++) chunk[i] = pattern(offset + i);
          yield chunk;
        }
      }
      const stored = await store.put('horses/h/m/clip.mp4', Readable.from(generate()), 'video/mp4');
      expect(stored.size).toBe(size);
      expect(await store.stat('horses/h/m/clip.mp4')).toEqual({ size, contentType: 'video/mp4' });
      const tail = Buffer.concat(await (await store.read('horses/h/m/clip.mp4', { start: size - 100, end: size - 1 })).toArray());
      expect([...tail]).toEqual(Array.from({ length: 100 }, (_, i) => pattern(size - 100 + i)));
    } finally {
      await server.close();
    }
  });
});
