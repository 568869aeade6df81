import { PassThrough, Readable, Writable } from 'node:stream';
import { type ArchiveKind, writeRanchArchive } from './ranch-archive.js';

const horse = (n: number) => ({ id: `h${n}`, name: `Horse ${n}`, url: null });

/** A sink that keeps what it is given. */
function sink(): { out: Writable; bytes: () => Buffer } {
  const chunks: Buffer[] = [];
  const out = new Writable({ write: (chunk: Buffer, _encoding, done) => (chunks.push(chunk), done()) });
  return { out, bytes: () => Buffer.concat(chunks) };
}

/** The end of a ZIP file's central directory: an archive without it was cut short. */
const whole = (bytes: Buffer) => bytes.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]));

describe('writeRanchArchive', () => {
  it('ends as a whole archive with its manifest when every source answers', async () => {
    const { out, bytes } = sink();
    const kinds: ArchiveKind[] = [{ name: 'horses', columns: ['id', 'name'], pages: async function* () { yield [horse(1), horse(2)]; } }];
    const manifest = await writeRanchArchive({ kinds, media: async () => Readable.from([]) }, out, new Date('2026-11-26T10:00:00Z'));
    expect(manifest).toEqual({ format: 'remuda-export', version: 1, exportedAt: '2026-11-26T10:00:00.000Z', counts: { horses: 2 }, media: 0 });
    expect(whole(bytes())).toBe(true);
  });

  it('rejects, and never finishes the archive, when a service fails half way through a kind', async () => {
    const { out, bytes } = sink();
    const kinds: ArchiveKind[] = [
      {
        name: 'horses',
        columns: ['id', 'name'],
        pages: async function* () {
          yield [horse(1)];
          throw new Error('The horses service did not answer in time. Please try again.');
        },
      },
    ];
    await expect(writeRanchArchive({ kinds, media: async () => Readable.from([]) }, out)).rejects.toThrow('did not answer in time');
    expect(whole(bytes())).toBe(false);
  });

  it('rejects when a media file the items name cannot be read', async () => {
    const { out, bytes } = sink();
    const kinds: ArchiveKind[] = [{ name: 'gallery', columns: ['id'], pages: async function* () { yield [{ id: 'p1', url: '/media/gallery/p1.webp', variants: [] }]; } }];
    const media = async (key: string): Promise<Readable> => {
      throw new Error(`no object ${key}`);
    };
    await expect(writeRanchArchive({ kinds, media }, out)).rejects.toThrow('no object gallery/p1.webp');
    expect(whole(bytes())).toBe(false);
  });

  it('stops reading from the services once the download is gone', async () => {
    const out = new PassThrough();
    let pages = 0;
    const kinds: ArchiveKind[] = [
      {
        name: 'medical-records',
        columns: ['id', 'description'],
        // More than any download would take, a page at a time.
        pages: async function* () {
          for (;;) {
            pages += 1;
            yield Array.from({ length: 500 }, (_, i) => ({ id: `${pages}-${i}`, description: 'x'.repeat(200) }));
          }
        },
      },
    ];
    const writing = writeRanchArchive({ kinds, media: async () => Readable.from([]) }, out);
    // The client reads a little, then goes away.
    await new Promise<void>((resolve) => out.once('data', () => resolve()));
    out.destroy();
    await expect(writing).rejects.toThrow();
    const after = pages;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pages).toBe(after);
    expect(pages).toBeLessThan(50);
  });
});
