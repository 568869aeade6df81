import { readFile } from 'node:fs/promises';
import type { HorseDetail } from '@remuda/contracts';
import type { ApiClient } from './api-client.js';
import { damagedPictures, unfitPictures, wholePictures } from './broken-pictures.js';
import { PAYLOAD_MARKERS, polyglotFiles } from './polyglot-pictures.js';
import { filesUnder } from './stored-files.js';

export interface RefusalContext {
  /** A trainer, signed in. */
  trainer: ApiClient;
  /** The folder every stored object ends up in (the disk store's, or the S3 server's). */
  mediaRoot: string;
}

const UNREADABLE = 'This picture could not be read: the file is damaged or incomplete. Upload the original picture again.';

/**
 * Broken pictures are refused with 415 and a message that says why, and leave nothing behind: no object in
 * storage (neither the upload nor a variant) and no media row. A whole picture of each format is still taken.
 */
export function describePictureRefusals(context: () => RefusalContext): void {
  describe('broken pictures', () => {
    let horseId: string;
    const upload = (file: { name: string; type: string; bytes: Buffer }) => context().trainer.upload(`/api/horses/${horseId}/media`, file);
    const mediaOfHorse = async () => ((await context().trainer.get(`/api/horses/${horseId}`)).body as HorseDetail).media;

    beforeAll(async () => {
      horseId = ((await context().trainer.post('/api/horses', { name: 'Broken Lens', sex: 'mare' })).body as HorseDetail).id;
    });

    it('refuses a picture cut short or damaged with 415 and why, keeping nothing of it', async () => {
      const stored = await filesUnder(context().mediaRoot);
      const refusal = expect.objectContaining({ code: 'UNSUPPORTED_MEDIA_TYPE', message: UNREADABLE });
      for (const picture of await damagedPictures()) {
        const res = await upload(picture);
        expect([picture.case, res.status, res.body]).toEqual([picture.case, 415, refusal]);
      }
      expect(await filesUnder(context().mediaRoot)).toEqual(stored);
      expect(await mediaOfHorse()).toEqual([]);
    }, 60_000);

    it('refuses a picture whose size or shape cannot be shown with 415, naming its size', async () => {
      const stored = await filesUnder(context().mediaRoot);
      for (const picture of await unfitPictures()) {
        const res = await upload(picture);
        const refusal = expect.objectContaining({ code: 'UNSUPPORTED_MEDIA_TYPE', message: picture.message });
        expect([picture.case, res.status, res.body]).toEqual([picture.case, 415, refusal]);
      }
      expect(await filesUnder(context().mediaRoot)).toEqual(stored);
      expect(await mediaOfHorse()).toEqual([]);
    }, 60_000);

    it('refuses a file carrying a script, page, PHP or archive, or keeps only a picture made again without it', async () => {
      // A horse of their own, so the pictures taken here are not counted below.
      const other = ((await context().trainer.post('/api/horses', { name: 'Two Faced', sex: 'mare' })).body as HorseDetail).id;
      for (const file of await polyglotFiles()) {
        const before = new Set(await filesUnder(context().mediaRoot));
        const res = await context().trainer.upload(`/api/horses/${other}/media`, file);
        expect([file.case, res.status]).toEqual([file.case, res.status === 201 ? 201 : 415]);
        if (res.status === 201) expect([file.case, res.body.contentType]).toEqual([file.case, 'image/webp']);
        const added = (await filesUnder(context().mediaRoot)).filter((f) => !before.has(f));
        if (res.status === 415) expect([file.case, added]).toEqual([file.case, []]);
        for (const stored of added) {
          const text = (await readFile(stored)).toString('latin1');
          expect([file.case, PAYLOAD_MARKERS.filter((marker) => text.includes(marker))]).toEqual([file.case, []]);
        }
      }
    }, 60_000);

    it('still takes a whole picture of each format', async () => {
      for (const [format, bytes] of Object.entries(await wholePictures())) {
        const res = await upload({ name: `whole.${format}`, type: `image/${format}`, bytes });
        expect([format, res.status, res.body.width, res.body.height]).toEqual([format, 201, 240, 160]);
      }
      expect(await mediaOfHorse()).toHaveLength(4);
    }, 60_000);
  });
}
