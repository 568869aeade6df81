import { unsupportedMedia } from '../sniff-media.js';
import { type ContainerReader, MAX_HELD, type Step, type Wait, clipUnreadable, clipWithoutVideo } from './clip-scrubber.js';
import { type Movie, scrubFragment, scrubMovie } from './mp4-movie.js';
import type { Range } from './zero-ranges.js';

// Far beyond any camera's clip (two hours in fragments of a second are some 15,000 boxes at the top level).
const MAX_BOXES = 100_000;
// ftyp is read whole: a few dozen bytes in any real file.
const MAX_FILE_TYPE = 4096;

/**
 * The brands of MP4 and QuickTime clips: ISO base media, MP4, QuickTime, Apple's M4V, 3GPP, DASH and CMAF
 * segments, Sony's and Flash's. Image brands (HEIF, AVIF) are not among them.
 */
const CLIP_BRANDS = /^(iso[m2-9a-z]|mp4[12]|mp71|avc1|av01|hvc1|hev1|dash|msdh|msix|M4V[ HP]|qt {2}|3gp[4-9]|3g2[a-c]|MSNV|XAVC|f4v |mmp4|cmf[c2s]|cmfs)$/;
// Box types are four printable characters (© included, as QuickTime's metadata names are written).
const BOX_TYPE = /^[\x20-\x7e\xa9]{4}$/;

/** Boxes whose contents nothing reads. */
const PADDING = new Set(['free', 'skip', 'wide']);
/**
 * What the top level of a clip holds that plays it; anything else there (user data, metadata, XMP, a
 * producer's wall-clock time, event messages) is freed.
 */
const TOP_LEVEL = new Set(['ftyp', 'moov', 'mdat', 'moof', 'mfra', 'sidx', 'ssix', 'styp', 'pdin', 'free', 'skip', 'wide']);

/**
 * An MP4 or QuickTime clip (ISO base media boxes): `ftyp` first, with a clip brand; one `moov` with a `trak`
 * whose handler is `vide`; its media in `mdat` (or fragments in `moof`); every box within its parent and the
 * file. The movie box and each fragment's header are read whole and scrubbed (./mp4-movie): only picture and
 * sound tracks stay, without metadata or times, and the samples of the tracks left out are named in `zeros`.
 * Boxes at the top level that do not play become `free` boxes of the same size with their bytes zeroed, and so
 * are the contents of padding: every chunk offset in the clip stays right.
 */
export class Mp4Reader implements ContainerReader {
  readonly zeros: Range[] = [];
  private boxes = 0;
  private first = true;
  private movie: Movie | null = null;
  private media = false;

  next(view: Buffer, offset: number): Step | Wait {
    if (view.length < 8) return { need: 8 };
    const type = view.toString('latin1', 4, 8);
    let size = view.readUInt32BE(0);
    let header = 8;
    if (size === 1) {
      if (view.length < 16) return { need: 16 };
      const large = view.readBigUInt64BE(8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw clipUnreadable();
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      // To the end of the file: only the last box may say so, and only one that is not read whole.
      size = Infinity;
    }
    if (!BOX_TYPE.test(type) || size < header) throw clipUnreadable();
    // ftyp, the movie box and a fragment's header are read whole: until they have arrived, nothing is counted or changed.
    const whole = this.first || type === 'moov' || type === 'moof';
    if (whole) {
      if (size > (this.first ? MAX_FILE_TYPE : MAX_HELD)) throw clipUnreadable();
      if (view.length < size) return { need: size };
    }
    if (++this.boxes > MAX_BOXES) throw clipUnreadable();
    const body = size - header;

    if (this.first) {
      this.first = false;
      if (type !== 'ftyp') throw unsupportedMedia();
      this.brands(view.subarray(header, size));
      return { take: size };
    }
    if (type === 'ftyp') throw clipUnreadable();
    if (type === 'moov') {
      if (this.movie) throw clipUnreadable();
      const out = Buffer.from(view.subarray(0, size));
      this.movie = scrubMovie(out, offset, this.zeros);
      return { take: size, out };
    }
    if (type === 'moof') {
      // A fragment names its tracks by the IDs the movie box gave them.
      if (!this.movie) throw clipUnreadable();
      const out = Buffer.from(view.subarray(0, size));
      scrubFragment(out, offset, this.movie, this.zeros);
      this.media = true;
      return { take: size, out };
    }
    if (!TOP_LEVEL.has(type)) {
      const out = Buffer.from(view.subarray(0, header));
      out.write('free', 4, 'latin1');
      return { take: header, out, body, zero: true };
    }
    if (PADDING.has(type)) return { take: header, body, zero: true };
    if (type === 'mdat') this.media = true;
    return { take: header, body };
  }

  end(): void {
    if (!this.movie || !this.media) throw clipUnreadable();
    if (this.movie.videoTracks === 0) throw clipWithoutVideo();
  }

  /** The major brand, then the compatible brands: a clip names at least one clip brand among them. */
  private brands(data: Buffer): void {
    if (data.length < 8 || data.length % 4 !== 0) throw clipUnreadable();
    const brands = [data.toString('latin1', 0, 4)];
    for (let at = 8; at < data.length; at += 4) brands.push(data.toString('latin1', at, at + 4));
    if (!brands.some((brand) => CLIP_BRANDS.test(brand))) throw unsupportedMedia();
  }
}
