import { readFile } from 'node:fs/promises';
import type { HorseDetail, Media } from '@remuda/contracts';
import { scrubberFor } from '../src/horses/clips/scrubber-for.js';
import { LOCATION_TEXTS, cameraClips, cleanServed, whatIsLeft } from './camera-clips.js';
import { CLIP_METADATA, clipsWithMetadata, refusedClips } from './clip-files.js';
import type { RefusalContext } from './picture-refusals.js';
import { filesUnder } from './stored-files.js';

/** Reads `bytes` as a clip of `contentType` again: throws unless it is a whole clip with a video track. */
function readAgain(bytes: Buffer, contentType: string): Buffer {
  const scrubber = scrubberFor(contentType);
  const out = Buffer.concat(scrubber.write(bytes));
  scrubber.end();
  return out;
}

/**
 * Clips are kept only when they are whole MP4 or WebM containers with a video track, and then without their
 * metadata (GPS position, camera, title, tags, attachments), at their length; everything else is refused with
 * 415 and a message that says why, and leaves nothing behind.
 */
export function describeClipUploads(context: () => RefusalContext): void {
  describe('clips', () => {
    let horseId: string;
    const upload = (file: { name: string; type: string; bytes: Buffer }) => context().trainer.upload(`/api/horses/${horseId}/media`, file);

    beforeAll(async () => {
      horseId = ((await context().trainer.post('/api/horses', { name: 'Home Movie', sex: 'gelding' })).body as HorseDetail).id;
    });

    it('keeps a clip without its GPS position, camera, title or tags, at its length, still a clip with its video track', async () => {
      for (const clip of clipsWithMetadata()) {
        const before = new Set(await filesUnder(context().mediaRoot));
        const res = await upload(clip);
        expect([clip.case, res.status, res.body.size]).toEqual([clip.case, 201, clip.bytes.length]);
        const media = res.body as Media;
        const added = (await filesUnder(context().mediaRoot)).filter((f) => !before.has(f));
        for (const file of added) {
          const bytes = await readFile(file);
          expect([clip.case, CLIP_METADATA.filter((text) => bytes.includes(Buffer.from(text, 'latin1')))]).toEqual([clip.case, []]);
        }
        // The clip's own file (the S3 server keeps a checksum and a description beside it).
        const key = media.url.replace(/^\/media\//, '');
        const stored = await readFile(added.find((f) => f.includes(key) && !/\.(json|md5)$/.test(f))!);
        const served = Buffer.from(await (await fetch(context().trainer.baseUrl + media.url)).arrayBuffer());
        expect([clip.case, served.equals(stored), stored.length]).toEqual([clip.case, true, clip.bytes.length]);
        expect([clip.case, readAgain(stored, media.contentType).equals(stored)]).toEqual([clip.case, true]);
      }
    }, 60_000);

    it('serves a camera clip with its pictures and sound alone, where they were: no other track, no place, no recording time', async () => {
      for (const clip of cameraClips()) {
        const res = await upload(clip);
        expect([clip.case, res.status, res.body.size]).toEqual([clip.case, 201, clip.bytes.length]);
        const served = Buffer.from(await (await fetch(context().trainer.baseUrl + (res.body as Media).url)).arrayBuffer());
        expect(whatIsLeft(clip, served)).toEqual(cleanServed(clip));
      }
      // Nor is anything of it left in storage: a clip whose index came after its frames was stored twice.
      for (const file of await filesUnder(context().mediaRoot)) {
        const bytes = await readFile(file);
        expect([file, LOCATION_TEXTS.filter((text) => bytes.includes(Buffer.from(text, 'latin1')))]).toEqual([file, []]);
      }
    }, 60_000);

    it('refuses a clip cut short, overrunning its boxes, without video, or another kind of file with 415 and why, keeping nothing', async () => {
      const stored = await filesUnder(context().mediaRoot);
      for (const clip of refusedClips()) {
        const res = await upload(clip);
        expect([clip.case, res.status, res.body]).toEqual([clip.case, 415, expect.objectContaining({ code: 'UNSUPPORTED_MEDIA_TYPE', message: clip.message })]);
      }
      expect(await filesUnder(context().mediaRoot)).toEqual(stored);
      expect(((await context().trainer.get(`/api/horses/${horseId}`)).body as HorseDetail).media).toHaveLength(clipsWithMetadata().length + cameraClips().length);
    }, 60_000);
  });
}
