import { unsupportedMedia } from '../sniff-media.js';
import { type ContainerReader, type Step, clipUnreadable, clipWithoutVideo } from './clip-scrubber.js';

// A clip's blocks are counted too when its clusters have no size (a live recording): hours of frames.
const MAX_ELEMENTS = 2_000_000;
const MAX_DEPTH = 8;
// The doc type and a track's type are read whole: a few bytes.
const MAX_READ_WHOLE = 64;

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
  Name: 0x536e,
  Cues: 0x1c53bb6b,
  Cluster: 0x1f43b675,
  Chapters: 0x1043a770,
  Tags: 0x1254c367,
  Attachments: 0x1941a469,
  Void: 0xec,
  Crc32: 0xbf,
} as const;

const VIDEO_TRACK = 1;
/** The elements of a segment: an element of these ends a cluster whose size is unknown. */
const SEGMENT_CHILDREN: Set<number> = new Set([ID.SeekHead, ID.Info, ID.Tracks, ID.Cues, ID.Cluster, ID.Chapters, ID.Tags, ID.Attachments]);
/** Metadata, by where it is: tags and attachments (cover art, files), the title, the date, a track's name. */
const METADATA = new Map<number, Set<number>>([
  [ID.Segment, new Set([ID.Tags, ID.Attachments])],
  [ID.Info, new Set([ID.Title, ID.DateUTC])],
  [ID.TrackEntry, new Set([ID.Name])],
]);
/** Elements stepped into, by their parent (0: the file itself). */
const MASTERS = new Map<number, number>([
  [ID.EBML, 0],
  [ID.Segment, 0],
  [ID.Info, ID.Segment],
  [ID.Tracks, ID.Segment],
  [ID.TrackEntry, ID.Tracks],
]);

interface Open {
  id: number;
  /** Where it ends; Infinity when its size is unknown (a live recording's segment and clusters). */
  end: number;
  trackType?: number;
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

/**
 * A WebM clip (EBML): the EBML header, whose doc type is `webm`, then one Segment with Tracks holding a video
 * track (TrackType 1) and at least one Cluster; every element within its parent and the file. A live
 * recording's segment and clusters, whose size is unknown, are read to where the next one begins. Tags,
 * attachments, the title, the recording date and the tracks' names become Void elements of exactly the same
 * length, zeroed; chapters are kept.
 */
export class WebmReader implements ContainerReader {
  private stack: Open[] = [];
  private elements = 0;
  private docType: string | null = null;
  private segments = 0;
  private clusters = 0;
  private videoTracks = 0;

  next(view: Buffer, offset: number): Step | null {
    this.close(offset);
    const id = readVint(view, 0, 4, true);
    if (!id) return null;
    const size = readVint(view, id.length, 8, false);
    if (!size) return null;
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
    // The doc type and a track's type are read whole: until they have arrived, nothing is counted or changed.
    const whole = (id.value === ID.DocType && within === ID.EBML) || (id.value === ID.TrackType && within === ID.TrackEntry);
    if (whole) {
      if (size.value > MAX_READ_WHOLE) throw clipUnreadable();
      if (view.length < header + size.value) return null;
    }
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
    if (MASTERS.get(id.value) === within || (id.value === ID.Cluster && within === ID.Segment && size.unknown)) {
      if (this.stack.length >= MAX_DEPTH) throw clipUnreadable();
      if (id.value === ID.Cluster) this.clusters++;
      this.stack.push({ id: id.value, end });
      return { take: header };
    }
    if (whole) {
      const data = view.subarray(header, header + size.value);
      if (id.value === ID.DocType) this.docType = data.toString('latin1').replace(/\0+$/, '');
      else parent!.trackType = data.length > 0 && data.length <= 6 ? data.readUIntBE(0, data.length) : 0;
      return { take: header + size.value };
    }
    if (METADATA.get(within)?.has(id.value)) return { take: header, out: voidHeader(header, header + size.value), body: size.value, zero: true };
    if (id.value === ID.Void) return { take: header, body: size.value, zero: true };
    if (id.value === ID.Cluster) this.clusters++;
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

  /** Where the innermost element of known size ends. */
  private bound(): number {
    return Math.min(Infinity, ...this.stack.map((open) => open.end));
  }

  /** Leaves the elements that end at `offset` (one of unknown size ends with its parent), counting video tracks. */
  private close(offset: number): void {
    for (;;) {
      const top = this.stack.at(-1);
      if (!top) return;
      const ends = top.end === offset || (top.end === Infinity && this.stack.length > 1 && this.stack.at(-2)!.end === offset);
      if (!ends) return;
      this.stack.pop();
      if (top.id === ID.TrackEntry && top.trackType === VIDEO_TRACK) this.videoTracks++;
    }
  }
}
