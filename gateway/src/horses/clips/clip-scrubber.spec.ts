import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DomainError } from '@remuda/service-kit';
import { LOCATION_TEXTS, cameraClips, cleanServed, readMp4, webmTracks, whatIsLeft } from '../../../test/camera-clips.js';
import { CLIP_METADATA, DEMO_CLIP, box, clipsWithMetadata, handler, mp4Clip, refusedClips, webmClip } from '../../../test/clip-files.js';
import { sniffMedia } from '../sniff-media.js';
import { scrubWhole } from './clip-scrubber.js';
import { Mp4Reader } from './mp4-reader.js';
import { scrubberFor } from './scrubber-for.js';
import { ZeroRanges } from './zero-ranges.js';

/** What the gateway keeps of `bytes`, arriving `size` bytes at a time: judged by its first bytes, then read as a clip. */
function keepInChunks(bytes: Buffer, size: number): Buffer {
  const media = sniffMedia(bytes.subarray(0, 64));
  if (media?.kind !== 'video') throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'This kind of file is not accepted. Upload a JPEG, PNG, WebP or GIF picture, or an MP4, WebM or QuickTime clip.');
  const scrubber = scrubberFor(media.contentType);
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(...scrubber.write(bytes.subarray(at, at + size)));
  scrubber.end();
  // What had passed before the clip's index named it is zeroed in a second pass, as the upload does.
  return new ZeroRanges(scrubber.late).apply(Buffer.concat(out), 0);
}

/** The same, the clip arriving whole. */
const keep = (bytes: Buffer) => keepInChunks(bytes, bytes.length);

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

  it('keeps a clip without metadata byte for byte, the demo clips among them', () => {
    // The least a movie can be (the benchmark's clip): a track with its handler alone.
    const least = Buffer.concat([box('ftyp', Buffer.from('isomiso2', 'latin1')), box('moov', box('trak', box('mdia', handler('vide', '')))), box('mdat', Buffer.alloc(64))]);
    for (const bytes of [mp4Clip().bytes, mp4Clip({ mediaFirst: true }).bytes, least, webmClip(), webmClip({ live: true })]) expect(keep(bytes).equals(bytes)).toBe(true);
    const demo = path.dirname(DEMO_CLIP);
    for (const name of readdirSync(demo)) {
      const bytes = readFileSync(path.join(demo, name));
      expect([name, keep(bytes).equals(bytes)]).toEqual([name, true]);
    }
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

  it('turns WebM tags, attachments, chapters, title, date and track names into Void elements', () => {
    const chapters = Buffer.from([0x10, 0x43, 0xa7, 0x70, 0x80]);
    const clip = webmClip({ metadata: true });
    const kept = keep(clip);
    for (const id of [[0x12, 0x54, 0xc3, 0x67], [0x19, 0x41, 0xa4, 0x69]]) expect(kept.includes(Buffer.from(id))).toBe(false);
    // Chapters at the end of a live segment become a Void element of the same length.
    const live = Buffer.concat([webmClip({ metadata: true, live: true }), chapters]);
    expect(keep(live).subarray(live.length - chapters.length)).toEqual(Buffer.from([0xec, 0x10, 0, 0, 0]));
  });

  it('reads a clip the same whatever sizes its chunks arrive in', () => {
    for (const clip of [...clipsWithMetadata(), ...cameraClips()]) {
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

describe('camera clips: only the pictures and sound are kept, nothing of where or when they were filmed', () => {
  it('the corpus carries GPS, subtitle and text tracks, locations and recording times', () => {
    for (const clip of cameraClips()) {
      const left = whatIsLeft(clip, clip.bytes);
      expect([clip.case, left.places.length >= 3, left.boxes.length >= 3, left.droppedZeroed]).toEqual([clip.case, true, true, false]);
      if (clip.type === 'video/webm') expect(left.tracks).toContain('9:subtitles');
      else expect([clip.case, left.tracks, left.recordingTime, left.times.length > 0]).toEqual([clip.case, ['1:video', '2:audio', '3:other', '4:other', '5:other'], true, true]);
    }
    expect(LOCATION_TEXTS.every((text) => cameraClips().some((clip) => clip.bytes.includes(Buffer.from(text, 'latin1'))))).toBe(true);
  });

  it('keeps each at its length, its picture and sound samples where they were, the other tracks and their samples zeroed', () => {
    for (const clip of cameraClips()) expect(whatIsLeft(clip, keep(clip.bytes))).toEqual(cleanServed(clip));
  });

  it('zeroes the samples of a track left out as they pass when the index comes first, later when it comes after them', () => {
    const zeroedLater = (bytes: Buffer) => {
      const scrubber = scrubberFor(sniffMedia(bytes.subarray(0, 64))!.contentType);
      scrubber.write(bytes);
      scrubber.end();
      return scrubber.late.length;
    };
    const [indexFirst, mediaFirst, quickTime, fragmented, webm] = cameraClips();
    expect([indexFirst, fragmented, webm].map((clip) => zeroedLater(clip!.bytes))).toEqual([0, 0, 0]);
    expect([mediaFirst, quickTime].map((clip) => zeroedLater(clip!.bytes))).toEqual([12, 12]);
  });

  it('reads what it kept again as it is: a clip with nothing left to take out', () => {
    for (const clip of cameraClips()) {
      const kept = keep(clip.bytes);
      expect([clip.case, keep(kept).equals(kept)]).toEqual([clip.case, true]);
    }
    expect(readMp4(keep(cameraClips()[0]!.bytes)).tracks).toEqual(['1:video', '2:audio']);
    expect(webmTracks(keep(cameraClips()[4]!.bytes))).not.toContain('9:subtitles');
  });
});
