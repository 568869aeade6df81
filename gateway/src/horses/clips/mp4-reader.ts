import { unsupportedMedia } from '../sniff-media.js';
import { type ContainerReader, type Step, clipUnreadable, clipWithoutVideo } from './clip-scrubber.js';

// Far beyond any camera's clip (two hours in fragments of a second are some 15,000 boxes at the top level).
const MAX_BOXES = 100_000;
const MAX_DEPTH = 8;
// ftyp and hdlr are read whole: a few dozen bytes in any real file.
const MAX_READ_WHOLE = 4096;

/**
 * The brands of MP4 and QuickTime clips: ISO base media, MP4, QuickTime, Apple's M4V, 3GPP, DASH and CMAF
 * segments, Sony's and Flash's. Image brands (HEIF, AVIF) are not among them.
 */
const CLIP_BRANDS = /^(iso[m2-9a-z]|mp4[12]|mp71|avc1|av01|hvc1|hev1|dash|msdh|msix|M4V[ HP]|qt {2}|3gp[4-9]|3g2[a-c]|MSNV|XAVC|f4v |mmp4|cmf[c2s]|cmfs)$/;
// Box types are four printable characters (© included, as QuickTime's metadata names are written).
const BOX_TYPE = /^[\x20-\x7e\xa9]{4}$/;

/** Where a box is stepped into, to find what it holds. */
const CONTAINERS = new Map([
  ['moov', ''],
  ['trak', 'moov'],
  ['mdia', 'trak'],
]);
/** Where metadata lives: user data (QuickTime's ©xyz location, ©mak make, ©mod model, ©nam name), metadata, XMP. */
const METADATA = new Set(['udta', 'meta', 'uuid']);
/** Boxes whose contents nothing reads. */
const PADDING = new Set(['free', 'skip', 'wide']);
/** What the top level of a clip holds besides metadata; anything else there is freed. */
const TOP_LEVEL = new Set(['ftyp', 'moov', 'mdat', 'moof', 'mfra', 'sidx', 'ssix', 'styp', 'emsg', 'prft', 'pdin', 'free', 'skip', 'wide']);

interface Open {
  type: string;
  end: number;
  /** For a trak: the handler type its mdia/hdlr names ('vide', 'soun', ...). */
  handler?: string;
}

/**
 * An MP4 or QuickTime clip (ISO base media boxes): `ftyp` first, with a clip brand; one `moov` with a `trak`
 * whose handler is `vide`; its media in `mdat` (or fragments in `moof`); every box within its parent and the
 * file. Metadata boxes (`udta`, `meta`, `uuid`) in the movie, its tracks and at the top level are turned into
 * `free` boxes of the same size with their bytes zeroed, and so are the contents of padding: every chunk
 * offset in the clip stays right.
 */
export class Mp4Reader implements ContainerReader {
  private stack: Open[] = [];
  private boxes = 0;
  private first = true;
  private movies = 0;
  private media = false;
  private videoTracks = 0;

  next(view: Buffer, offset: number): Step | null {
    this.close(offset);
    if (view.length < 8) return null;
    const type = view.toString('latin1', 4, 8);
    let size = view.readUInt32BE(0);
    let header = 8;
    if (size === 1) {
      if (view.length < 16) return null;
      const large = view.readBigUInt64BE(8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw clipUnreadable();
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      // To the end of the file: only the last box at the top level may say so.
      if (this.stack.length > 0) throw clipUnreadable();
      size = Infinity;
    }
    if (!BOX_TYPE.test(type) || size < header) throw clipUnreadable();
    const end = offset + size;
    const parent = this.stack.at(-1);
    const within = parent?.type ?? '';
    if (parent && end > parent.end) throw clipUnreadable();
    // ftyp and a track's handler are read whole: until they have arrived, nothing is counted or changed.
    if (this.first || (type === 'hdlr' && within === 'mdia')) {
      if (size > MAX_READ_WHOLE) throw clipUnreadable();
      if (view.length < size) return null;
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
    if (CONTAINERS.get(type) === within && size !== Infinity) {
      if (this.stack.length >= MAX_DEPTH) throw clipUnreadable();
      if (type === 'moov' && ++this.movies > 1) throw clipUnreadable();
      this.stack.push({ type, end });
      return { take: header };
    }
    if (type === 'hdlr' && within === 'mdia') {
      // Version and flags, then pre_defined (QuickTime: the component type), then the handler type.
      if (size < header + 12) throw clipUnreadable();
      this.stack.at(-2)!.handler = view.toString('latin1', header + 8, header + 12);
      return { take: size };
    }
    if (METADATA.has(type) || (within === '' && !TOP_LEVEL.has(type))) {
      const out = Buffer.from(view.subarray(0, header));
      out.write('free', 4, 'latin1');
      return { take: header, out, body, zero: true };
    }
    if (PADDING.has(type)) return { take: header, body, zero: true };
    if (within === '' && (type === 'mdat' || type === 'moof')) this.media = true;
    return { take: header, body };
  }

  end(offset: number): void {
    this.close(offset);
    if (this.stack.length > 0 || this.movies === 0 || !this.media) throw clipUnreadable();
    if (this.videoTracks === 0) throw clipWithoutVideo();
  }

  /** Leaves the boxes that end at `offset`, counting the video tracks among them. */
  private close(offset: number): void {
    while (this.stack.length > 0 && this.stack.at(-1)!.end === offset) {
      const box = this.stack.pop()!;
      if (box.type === 'trak' && box.handler === 'vide') this.videoTracks++;
    }
  }

  /** The major brand, then the compatible brands: a clip names at least one clip brand among them. */
  private brands(data: Buffer): void {
    if (data.length < 8 || data.length % 4 !== 0) throw clipUnreadable();
    const brands = [data.toString('latin1', 0, 4)];
    for (let at = 8; at < data.length; at += 4) brands.push(data.toString('latin1', at, at + 4));
    if (!brands.some((brand) => CLIP_BRANDS.test(brand))) throw unsupportedMedia();
  }
}
