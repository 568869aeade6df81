import { DomainError } from '@remuda/service-kit';
import { CLIP_METADATA, box, clipsWithMetadata, mp4Clip, refusedClips, webmClip } from '../../../test/clip-files.js';
import { sniffMedia } from '../sniff-media.js';
import { scrubWhole } from './clip-scrubber.js';
import { Mp4Reader } from './mp4-reader.js';
import { scrubberFor } from './scrubber-for.js';

/** What the gateway keeps of `bytes`: judged by its first bytes, then read whole as a clip. */
function keep(bytes: Buffer): Buffer {
  const media = sniffMedia(bytes.subarray(0, 64));
  if (media?.kind !== 'video') throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'This kind of file is not accepted. Upload a JPEG, PNG, WebP or GIF picture, or an MP4, WebM or QuickTime clip.');
  const scrubber = scrubberFor(media.contentType);
  const out = scrubber.write(bytes);
  scrubber.end();
  return Buffer.concat(out);
}

/** The same, with the clip arriving `size` bytes at a time. */
function keepInChunks(bytes: Buffer, size: number): Buffer {
  const scrubber = scrubberFor(sniffMedia(bytes.subarray(0, 64))!.contentType);
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(...scrubber.write(bytes.subarray(at, at + size)));
  scrubber.end();
  return Buffer.concat(out);
}

const found = (bytes: Buffer) => CLIP_METADATA.filter((text) => bytes.includes(Buffer.from(text, 'latin1')));

describe('clips: read as containers, kept without their metadata', () => {
  it('the corpus carries the metadata it is meant to', () => {
    for (const clip of clipsWithMetadata()) expect([clip.case, found(clip.bytes).length >= 4]).toEqual([clip.case, true]);
    expect(found(mp4Clip({ metadata: true }).bytes)).toEqual(CLIP_METADATA.filter((t) => t !== 'owner.txt'));
    expect(found(webmClip({ metadata: true }))).toEqual(expect.arrayContaining(['+40.5000-108.2500', 'RanchCam', 'Corral 1', 'Morning ride at Sand Wash', 'owner.txt']));
  });

  it('keeps each clip at its length, without its metadata, still a clip with its video track', () => {
    for (const clip of clipsWithMetadata()) {
      const kept = keep(clip.bytes);
      expect([clip.case, kept.length, found(kept)]).toEqual([clip.case, clip.bytes.length, []]);
      // Read again, it is a whole clip with a video track, and nothing is left to take out.
      expect([clip.case, keep(kept).equals(kept)]).toEqual([clip.case, true]);
    }
  });

  it('keeps a clip without metadata byte for byte', () => {
    for (const bytes of [mp4Clip().bytes, mp4Clip({ mediaFirst: true }).bytes, webmClip(), webmClip({ live: true })]) expect(keep(bytes).equals(bytes)).toBe(true);
  });

  it('turns MP4 metadata boxes into free boxes of the same size, so the frames stay where the index says', () => {
    for (const mediaFirst of [false, true]) {
      const { bytes, sampleAt } = mp4Clip({ metadata: true, mediaFirst });
      const kept = keep(bytes);
      expect(kept.subarray(sampleAt, sampleAt + 4096).equals(bytes.subarray(sampleAt, sampleAt + 4096))).toBe(true);
      for (const type of ['udta', 'meta', 'uuid']) expect([type, kept.includes(Buffer.from(type, 'latin1'))]).toEqual([type, false]);
      expect(kept.toString('latin1').split('free').length - 1).toBe(4);
      expect(kept.includes(Buffer.from('hdlr', 'latin1'))).toBe(true);
    }
  });

  it('turns WebM tags, attachments, title, date and track names into Void elements, keeping chapters', () => {
    const chapters = Buffer.from([0x10, 0x43, 0xa7, 0x70, 0x80]);
    const clip = webmClip({ metadata: true });
    const kept = keep(clip);
    for (const id of [[0x12, 0x54, 0xc3, 0x67], [0x19, 0x41, 0xa4, 0x69]]) expect(kept.includes(Buffer.from(id))).toBe(false);
    // An empty Chapters element at the end of a live segment is kept as it is.
    const live = Buffer.concat([webmClip({ metadata: true, live: true }), chapters]);
    expect(keep(live).subarray(live.length - chapters.length).equals(chapters)).toBe(true);
  });

  it('reads a clip the same whatever sizes its chunks arrive in', () => {
    for (const clip of clipsWithMetadata()) {
      const whole = keep(clip.bytes);
      for (const size of [1, 3, 7, 64, 1000, 65536]) expect([clip.case, size, keepInChunks(clip.bytes, size).equals(whole)]).toEqual([clip.case, size, true]);
    }
  });

  it('refuses what is not a whole clip with a video track, saying why', () => {
    for (const clip of refusedClips()) {
      let refusal: unknown = null;
      try {
        keep(clip.bytes);
      } catch (err) {
        refusal = err;
      }
      expect([clip.case, refusal instanceof DomainError && refusal.code, (refusal as Error | null)?.message]).toEqual([clip.case, 'UNSUPPORTED_MEDIA_TYPE', clip.message]);
    }
  });

  it('refuses a clip of more boxes than any camera writes', () => {
    const { bytes } = mp4Clip();
    const padding = Buffer.alloc(8 * 100_001);
    for (let at = 0; at < padding.length; at += 8) box('free').copy(padding, at);
    expect(() => scrubWhole(new Mp4Reader(), Buffer.concat([bytes, padding]))).toThrow('This clip could not be read');
  });
});
