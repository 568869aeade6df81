import { unsupportedMedia } from '../sniff-media.js';
import { type ContainerReader, MAX_HELD, type Step, type Wait, clipUnreadable, clipWithoutVideo } from './clip-scrubber.js';

// A clip's blocks are counted too when its clusters have no size (a live recording): hours of frames.
const MAX_ELEMENTS = 2_000_000;
const MAX_DEPTH = 8;
// The doc type is read whole: a few bytes.
const MAX_DOC_TYPE = 64;
// A block group names its track in its first bytes (its Block comes first, in any muxer's file).
const MAX_BLOCK_LOOKAHEAD = 4096;

const ID = {
  EBML: 0x1a45dfa3,
  DocType: 0x4282,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Info: 0x1549a966,
  Title: 0x7ba9,
  DateUTC: 0x4461,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackType: 0x83,
  TrackNumber: 0xd7,
  Name: 0x536e,
  Cues: 0x1c53bb6b,
  Cluster: 0x1f43b675,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
  Chapters: 0x1043a770,
  Tags: 0x1254c367,
  Attachments: 0x1941a469,
  Void: 0xec,
  Crc32: 0xbf,
} as const;

const VIDEO_TRACK = 1;
/** The tracks the site plays: pictures and sound. Subtitles, buttons, metadata and other tracks are left out. */
const PLAYED_TRACKS = new Set([VIDEO_TRACK, 2]);
/** The elements of a segment: an element of these ends a cluster whose size is unknown. */
const SEGMENT_CHILDREN: Set<number> = new Set([ID.SeekHead, ID.Info, ID.Tracks, ID.Cues, ID.Cluster, ID.Chapters, ID.Tags, ID.Attachments]);
/** Metadata, by where it is: tags, attachments (cover art, files) and chapters (their names and times), the title, the date. */
const METADATA = new Map<number, Set<number>>([
  [ID.Segment, new Set([ID.Tags, ID.Attachments, ID.Chapters])],
  [ID.Info, new Set([ID.Title, ID.DateUTC])],
]);
/** Elements stepped into, by their parent (0: the file itself). */
const MASTERS = new Map<number, number>([
  [ID.EBML, 0],
  [ID.Segment, 0],
  [ID.Info, ID.Segment],
  [ID.Tracks, ID.Segment],
  [ID.Cluster, ID.Segment],
]);

interface Open {
  id: number;
  /** Where it ends; Infinity when its size is unknown (a live recording's segment and clusters). */
  end: number;
}

/** A variable-length integer (EBML): its length from the first byte's leading zeros, up to `maxLength` bytes. */
function readVint(view: Buffer, at: number, maxLength: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  if (view.length <= at) return null;
  const first = view[at]!;
  const length = first === 0 ? 9 : Math.clz32(first) - 23;
  if (length > maxLength) throw clipUnreadable();
  if (view.length < at + length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + view[at + i]!;
    if (view[at + i] !== 0xff) unknown = false;
  }
  if (!keepMarker && !unknown && value > Number.MAX_SAFE_INTEGER) throw clipUnreadable();
  return { value, length, unknown: !keepMarker && unknown };
}

/**
 * An EBML Void element exactly `total` bytes long over a header of `header` bytes: its ID, then its size in
 * the width that makes the lengths add up (at most 8 bytes; any header bytes left over count as its body).
 */
function voidHeader(header: number, total: number): Buffer {
  const out = Buffer.alloc(header);
  const width = Math.min(8, header - 1);
  out[0] = ID.Void;
  let value = BigInt(total - 1 - width) | (1n << BigInt(7 * width));
  for (let i = width; i >= 1; i--) {
    out[i] = Number(value & 0xffn);
    value >>= 8n;
  }
  return out;
}

/** Turns the element at `at` of `buf` (`header` bytes, then `size`) into a zeroed Void element of the same length. */
function voidIn(buf: Buffer, at: number, header: number, size: number): void {
  voidHeader(header, header + size).copy(buf, at);
  buf.fill(0, at + header, at + header + size);
}

/** An unsigned integer element's value. */
const uintOf = (data: Buffer) => (data.length > 0 && data.length <= 6 ? data.readUIntBE(0, data.length) : 0);

/**
 * Scrubs a track entry read whole (`buf`, its contents after `header` bytes) in place: its name becomes a Void
 * element, and so does the whole entry unless it is a picture or sound track. Answers its number and type.
 */
function scrubTrack(buf: Buffer, header: number): { number: number; type: number; kept: boolean } {
  let number = 0;
  let type = 0;
  for (let at = header; at < buf.length; ) {
    const id = readVint(buf, at, 4, true);
    const size = id && readVint(buf, at + id.length, 8, false);
    if (!id || !size || size.unknown) throw clipUnreadable();
    const head = id.length + size.length;
    if (at + head + size.value > buf.length) throw clipUnreadable();
    const data = buf.subarray(at + head, at + head + size.value);
    if (id.value === ID.TrackNumber) number = uintOf(data);
    else if (id.value === ID.TrackType) type = uintOf(data);
    else if (id.value === ID.Name) voidIn(buf, at, head, size.value);
    at += head + size.value;
  }
  const kept = PLAYED_TRACKS.has(type) && number > 0;
  if (!kept) voidIn(buf, 0, header, buf.length - header);
  return { number, type, kept };
}

/**
 * A WebM clip (EBML): the EBML header, whose doc type is `webm`, then one Segment with Tracks holding a video
 * track (TrackType 1) and at least one Cluster; every element within its parent and the file. A live
 * recording's segment and clusters, whose size is unknown, are read to where the next one begins. Tags,
 * attachments, chapters, the title, the recording date and the tracks' names become Void elements of exactly
 * the same length, zeroed; so do the tracks that are not pictures or sound (subtitles) and their blocks.
 */
export class WebmReader implements ContainerReader {
  private stack: Open[] = [];
  private elements = 0;
  private docType: string | null = null;
  private segments = 0;
  private clusters = 0;
  private videoTracks = 0;
  /** The numbers of the tracks kept, once the tracks have been read (they come before the clusters). */
  private kept: Set<number> | null = null;

  next(view: Buffer, offset: number): Step | Wait {
    this.close(offset);
    const more = { need: view.length + 1 };
    const id = readVint(view, 0, 4, true);
    if (!id) return more;
    const size = readVint(view, id.length, 8, false);
    if (!size) return more;
    if (offset === 0 && id.value !== ID.EBML) throw unsupportedMedia();
    // A segment's element ends a cluster of unknown size; so does the end of the segment, in close().
    if (this.stack.at(-1)?.id === ID.Cluster && this.stack.at(-1)!.end === Infinity && SEGMENT_CHILDREN.has(id.value)) this.stack.pop();
    const header = id.length + size.length;
    const parent = this.stack.at(-1);
    const within = parent?.id ?? 0;
    const unknownAllowed = (id.value === ID.Segment && within === 0) || (id.value === ID.Cluster && within === ID.Segment);
    if (size.unknown && !unknownAllowed) throw clipUnreadable();
    const end = size.unknown ? Infinity : offset + header + size.value;
    if (end !== Infinity && end > this.bound()) throw clipUnreadable();
    // The doc type and a track entry are read whole, a block's first bytes name its track: until they have
    // arrived, nothing is counted or changed.
    const docType = id.value === ID.DocType && within === ID.EBML;
    const track = id.value === ID.TrackEntry && within === ID.Tracks;
    if (docType || track) {
      if (size.value > (docType ? MAX_DOC_TYPE : MAX_HELD)) throw clipUnreadable();
      if (view.length < header + size.value) return { need: header + size.value };
    }
    const block = within === ID.Cluster ? this.blockTrack(view, id.value, header, header + size.value) : undefined;
    if (block === null) return more;
    if (++this.elements > MAX_ELEMENTS) throw clipUnreadable();

    if (within === 0) {
      if (id.value === ID.Segment) {
        if (this.docType !== 'webm') throw unsupportedMedia();
        if (++this.segments > 1) throw clipUnreadable();
      } else if (id.value !== ID.EBML || offset !== 0) {
        // Nothing but the header and one segment: no second file after the first, no bytes of another kind.
        throw clipUnreadable();
      }
    }
    if (MASTERS.get(id.value) === within) {
      if (this.stack.length >= MAX_DEPTH) throw clipUnreadable();
      if (id.value === ID.Cluster) {
        // A block names its track by the number the tracks gave it.
        if (!this.kept) throw clipUnreadable();
        this.clusters++;
      }
      if (id.value === ID.Tracks) this.kept ??= new Set();
      this.stack.push({ id: id.value, end });
      return { take: header };
    }
    if (docType) {
      this.docType = view.toString('latin1', header, header + size.value).replace(/\0+$/, '');
      return { take: header + size.value };
    }
    if (track) {
      const out = Buffer.from(view.subarray(0, header + size.value));
      const { number, type, kept } = scrubTrack(out, header);
      if (kept) this.kept!.add(number);
      if (kept && type === VIDEO_TRACK) this.videoTracks++;
      return { take: out.length, out };
    }
    const voided = METADATA.get(within)?.has(id.value) || (block !== undefined && !this.kept!.has(block));
    if (voided) return { take: header, out: voidHeader(header, header + size.value), body: size.value, zero: true };
    if (id.value === ID.Void) return { take: header, body: size.value, zero: true };
    // Anything else at the segment's level that no player reads (a segment holds nothing else) is voided too.
    if (within === ID.Segment && !SEGMENT_CHILDREN.has(id.value) && id.value !== ID.Crc32) {
      return { take: header, out: voidHeader(header, header + size.value), body: size.value, zero: true };
    }
    return { take: header, body: size.value };
  }

  end(offset: number): void {
    this.close(offset);
    while (this.stack.at(-1)?.end === Infinity) this.stack.pop();
    if (this.stack.length > 0 || this.segments === 0 || this.clusters === 0) throw clipUnreadable();
    if (this.videoTracks === 0) throw clipWithoutVideo();
  }

  /**
   * The track a block in a cluster belongs to (undefined for what is not a block), or null while `view` is too
   * short to say: a simple block names it first, a block group in its Block.
   */
  private blockTrack(view: Buffer, id: number, header: number, end: number): number | null | undefined {
    if (id === ID.SimpleBlock) return readVint(view, header, 8, false)?.value ?? null;
    if (id !== ID.BlockGroup) return undefined;
    for (let at = header; at < end; ) {
      if (at > MAX_BLOCK_LOOKAHEAD) throw clipUnreadable();
      const child = readVint(view, at, 4, true);
      const size = child && readVint(view, at + child.length, 8, false);
      if (!child || !size) return null;
      if (size.unknown) throw clipUnreadable();
      const head = child.length + size.length;
      if (child.value === ID.Block) return readVint(view, at + head, 8, false)?.value ?? null;
      at += head + size.value;
    }
    throw clipUnreadable();
  }

  /** Where the innermost element of known size ends. */
  private bound(): number {
    return Math.min(Infinity, ...this.stack.map((open) => open.end));
  }

  /** Leaves the elements that end at `offset` (one of unknown size ends with its parent). */
  private close(offset: number): void {
    for (;;) {
      const top = this.stack.at(-1);
      if (!top) return;
      const ends = top.end === offset || (top.end === Infinity && this.stack.length > 1 && this.stack.at(-2)!.end === offset);
      if (!ends) return;
      this.stack.pop();
    }
  }
}
