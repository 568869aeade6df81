import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A clip to upload, and what it is. */
export interface ClipFile {
  case: string;
  name: string;
  type: string;
  bytes: Buffer;
}

/** What the clips with metadata carry (a GPS position, the camera's make and model, a title): none of it may be stored. */
export const CLIP_METADATA = ['+40.5000-108.2500', 'RanchCam', 'Corral 1', 'Morning ride at Sand Wash', 'xmpmeta', 'owner.txt'];

export const u32 = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
};

// ---------- MP4 (ISO base media boxes) ----------

/** A box: its size, its type, its contents. */
export function box(type: string, ...contents: Buffer[]): Buffer {
  const body = Buffer.concat(contents);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
}

/** A full box: a box whose contents begin with a version and flags. */
export const fullBox = (type: string, ...contents: Buffer[]) => box(type, Buffer.alloc(4), ...contents);

/** A QuickTime user data text (©xyz, ©mak, ...): its length, its language, the text. */
export const userText = (type: string, text: string) => box(type, Buffer.from([0, text.length, 0x15, 0xc7]), Buffer.from(text, 'latin1'));

/** A handler box: what a track holds ('vide', 'soun') or what a meta box's items are ('mdta'). */
export const handler = (type: string, name: string) => fullBox('hdlr', u32(0), Buffer.from(type, 'latin1'), Buffer.alloc(12), Buffer.from(`${name}\0`, 'latin1'));

/** The metadata a phone writes: GPS position, make, model, title in user data; Apple's keys; XMP. */
const movieUserData = () =>
  box('udta', userText('\xa9xyz', '+40.5000-108.2500/'), userText('\xa9mak', 'RanchCam'), userText('\xa9mod', 'Corral 1'), userText('\xa9nam', 'Morning ride at Sand Wash'));
const movieMeta = () => {
  const key = Buffer.from('com.apple.quicktime.location.ISO6709', 'latin1');
  const keys = fullBox('keys', u32(1), u32(8 + key.length), Buffer.from('mdta', 'latin1'), key);
  const value = box('data', u32(1), u32(0), Buffer.from('+40.5000-108.2500+2130.000/', 'latin1'));
  const items = box('ilst', box('\0\0\0\x01', value));
  return fullBox('meta', handler('mdta', ''), keys, items);
};
const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description tiff:Make="RanchCam" tiff:Model="Corral 1"/></rdf:RDF></x:xmpmeta>`;
const xmpBox = () => box('uuid', Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex'), Buffer.from(XMP, 'latin1'));

export interface Mp4Options {
  /** Bytes of media data (the frames). */
  mediaBytes?: number;
  /** The track's handler: 'vide' for video, 'soun' for sound alone. */
  track?: string;
  /** With a phone's metadata: a GPS position, make and model, a title, XMP. */
  metadata?: boolean;
  /** The media data before the movie box (as cameras write it) rather than after it (as for streaming). */
  mediaFirst?: boolean;
}

/**
 * An MP4 clip as a camera's muxer lays it out: file type, the movie box (a track with its media header,
 * handler and sample table, whose chunk offset points into the media data), the media data. `sampleAt` is the
 * offset of the first frame, which the chunk offset names.
 */
export function mp4Clip(options: Mp4Options = {}): { bytes: Buffer; sampleAt: number } {
  const { mediaBytes = 4096, track = 'vide', metadata = false, mediaFirst = false } = options;
  const ftyp = box('ftyp', Buffer.from('isom', 'latin1'), u32(0x200), Buffer.from('isomiso2avc1mp41', 'latin1'));
  const frames = Buffer.alloc(mediaBytes);
  for (let i = 0; i < frames.length; i++) frames[i] = (i * 31 + 7) & 0xff;
  const mdat = box('mdat', frames);
  const moovFor = (chunkOffset: number) => {
    const stbl = box(
      'stbl',
      fullBox('stsd', u32(0)),
      fullBox('stts', u32(1), u32(1), u32(1000)),
      fullBox('stsc', u32(1), u32(1), u32(1), u32(1)),
      fullBox('stsz', u32(mediaBytes), u32(1)),
      fullBox('stco', u32(1), u32(chunkOffset)),
    );
    const media = box('mdia', fullBox('mdhd', Buffer.alloc(20)), handler(track, track === 'vide' ? 'VideoHandler' : 'SoundHandler'), box('minf', stbl));
    const trak = box('trak', fullBox('tkhd', Buffer.alloc(80)), media, ...(metadata ? [box('udta', userText('\xa9nam', 'Morning ride at Sand Wash'))] : []));
    return box('moov', fullBox('mvhd', Buffer.alloc(96)), trak, ...(metadata ? [movieUserData(), movieMeta()] : []));
  };
  const extra = metadata ? xmpBox() : Buffer.alloc(0);
  if (mediaFirst) {
    const sampleAt = ftyp.length + extra.length + 8;
    return { bytes: Buffer.concat([ftyp, extra, mdat, moovFor(sampleAt)]), sampleAt };
  }
  const moovLength = moovFor(0).length;
  const sampleAt = ftyp.length + moovLength + extra.length + 8;
  return { bytes: Buffer.concat([ftyp, moovFor(sampleAt), extra, mdat]), sampleAt };
}

// ---------- WebM (EBML) ----------

export const DEMO_CLIP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../services/demo/clips/trotting-paint.webm');

const ID = {
  EBML: 0x1a45dfa3,
  Segment: 0x18538067,
  Info: 0x1549a966,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackType: 0x83,
  Cluster: 0x1f43b675,
  DocType: 0x4282,
} as const;

export interface Element {
  id: number;
  /** The whole element, header included. */
  bytes: Buffer;
  /** Its contents. */
  data: Buffer;
}

/** The elements one after another in `buf`, each with its known size. */
export function elements(buf: Buffer): Element[] {
  const out: Element[] = [];
  let pos = 0;
  while (pos < buf.length) {
    const idLength = Math.clz32(buf[pos]!) - 23;
    const id = buf.readUIntBE(pos, idLength);
    const first = buf[pos + idLength]!;
    const sizeLength = Math.clz32(first) - 23;
    let size = first & (0xff >> sizeLength);
    for (let i = 1; i < sizeLength; i++) size = size * 256 + buf[pos + idLength + i]!;
    const dataStart = pos + idLength + sizeLength;
    out.push({ id, bytes: buf.subarray(pos, dataStart + size), data: buf.subarray(dataStart, dataStart + size) });
    pos = dataStart + size;
  }
  return out;
}

/** An element: its ID, its size in eight bytes (or unknown), its contents. */
export function element(id: number, ...contents: Buffer[]): Buffer {
  const data = Buffer.concat(contents);
  const idBytes = Buffer.alloc(4);
  idBytes.writeUInt32BE(id);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(data.length) | (1n << 56n));
  return Buffer.concat([idBytes.subarray(Math.floor(Math.clz32(id) / 8)), size, data]);
}

const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
export const text = (id: number, value: string) => element(id, Buffer.from(value, 'utf8'));
export const uint = (id: number, value: number) => element(id, Buffer.from([value]));

export interface WebmOptions {
  /** With a title, a recording date, a track name, tags (GPS position, camera) and an attachment. */
  metadata?: boolean;
  /** As a live recording writes it: the segment and its clusters without a size. */
  live?: boolean;
  /** The track's type: 1 for video, 2 for sound. */
  trackType?: number;
  /** The doc type the EBML header names. */
  docType?: string;
}

/**
 * A demo clip (recorded in Chromium by scripts/demo-media/make-clips.mjs), laid out again: its header, info,
 * tracks and clusters, with what a camera or an editor adds. The seek head and cues are left out: their
 * offsets would no longer be right.
 */
export function webmClip(options: WebmOptions = {}): Buffer {
  const { metadata = false, live = false, trackType, docType } = options;
  const [header, segment] = elements(readFileSync(DEMO_CLIP));
  if (header?.id !== ID.EBML || segment?.id !== ID.Segment) throw new Error('the demo clip is not a WebM file');
  const headerBytes = docType
    ? element(ID.EBML, ...elements(header.data).map((e) => (e.id === ID.DocType ? text(ID.DocType, docType) : e.bytes)))
    : header.bytes;
  const children = elements(segment.data);
  const info = children.find((e) => e.id === ID.Info)!;
  const tracks = children.find((e) => e.id === ID.Tracks)!;
  const clusters = children.filter((e) => e.id === ID.Cluster);
  const infoBytes = metadata
    ? element(ID.Info, info.data, text(0x7ba9, 'Morning ride at Sand Wash'), element(0x4461, Buffer.from('0a1b2c3d4e5f6071', 'hex')))
    : info.bytes;
  const entries = elements(tracks.data).map((entry) => {
    if (entry.id !== ID.TrackEntry) return entry.bytes;
    const fields = elements(entry.data).map((f) => (f.id === ID.TrackType && trackType !== undefined ? uint(ID.TrackType, trackType) : f.bytes));
    return element(ID.TrackEntry, ...fields, ...(metadata ? [text(0x536e, 'Corral 1')] : []));
  });
  const tags = element(
    0x1254c367,
    element(0x7373, element(0x63c0), element(0x67c8, text(0x45a3, 'LOCATION'), text(0x4487, '+40.5000-108.2500/')), element(0x67c8, text(0x45a3, 'ENCODER'), text(0x4487, 'RanchCam Corral 1'))),
  );
  const attachments = element(0x1941a469, element(0x61a7, text(0x466e, 'owner.txt'), text(0x4660, 'text/plain'), text(0x465c, XMP), uint(0x46ae, 1)));
  const body = [
    infoBytes,
    element(ID.Tracks, ...entries),
    ...(metadata ? [tags, attachments] : []),
    ...clusters.map((c) => (live ? Buffer.concat([Buffer.from([0x1f, 0x43, 0xb6, 0x75]), UNKNOWN_SIZE, c.data]) : c.bytes)),
  ];
  const segmentBytes = live ? Buffer.concat([Buffer.from([0x18, 0x53, 0x80, 0x67]), UNKNOWN_SIZE, ...body]) : element(ID.Segment, ...body);
  return Buffer.concat([headerBytes, segmentBytes]);
}

// ---------- the corpus ----------

const PAGE = '<html><body><script>alert(document.domain)</script></body></html>';

/** Clips with metadata: each is kept, without it, at the same length. */
export function clipsWithMetadata(): ClipFile[] {
  return [
    { case: 'MP4 with GPS, make, model, title and XMP', name: 'IMG_0420.MP4', type: 'video/mp4', bytes: mp4Clip({ metadata: true }).bytes },
    { case: 'MP4 with its media first, and metadata', name: 'GOPR0042.MP4', type: 'video/mp4', bytes: mp4Clip({ metadata: true, mediaFirst: true }).bytes },
    { case: 'WebM with a title, tags, an attachment and a track name', name: 'ride.webm', type: 'video/webm', bytes: webmClip({ metadata: true }) },
    { case: 'live WebM (no sizes) with metadata', name: 'live.webm', type: 'video/webm', bytes: webmClip({ metadata: true, live: true }) },
  ];
}

/** Files that are not a whole clip with a video track, each with the refusal it gets. */
export function refusedClips(): (ClipFile & { message: string })[] {
  const unreadable = 'This clip could not be read: the file is damaged or incomplete. Upload the original clip again.';
  const noVideo = 'This clip has no video track. Upload an MP4, WebM or QuickTime clip with moving pictures.';
  const notAccepted = 'This kind of file is not accepted. Upload a JPEG, PNG, WebP or GIF picture, or an MP4, WebM or QuickTime clip.';
  const mp4 = mp4Clip().bytes;
  const webm = webmClip();
  const ftypHead = mp4.subarray(0, mp4.readUInt32BE(0));
  /** The clip with the size of its first `type` box grown by `more`. */
  const grown = (type: string, more: number) => {
    const out = Buffer.from(mp4);
    const at = out.indexOf(type, 0, 'latin1') - 4;
    out.writeUInt32BE(out.readUInt32BE(at) + more, at);
    return out;
  };
  // A box of a terabyte (a 64-bit size) after the clip.
  const huge = Buffer.concat([mp4, u32(1), Buffer.from('free', 'latin1'), Buffer.from([0, 0, 0x01, 0, 0, 0, 0, 0])]);
  return [
    { case: 'MP4 with sound alone', name: 'song.mp4', type: 'video/mp4', bytes: mp4Clip({ track: 'soun' }).bytes, message: noVideo },
    { case: 'WebM with sound alone', name: 'song.webm', type: 'video/webm', bytes: webmClip({ trackType: 2 }), message: noVideo },
    { case: 'MP4 cut short', name: 'cut.mp4', type: 'video/mp4', bytes: mp4.subarray(0, mp4.length - 100), message: unreadable },
    { case: 'WebM cut short', name: 'cut.webm', type: 'video/webm', bytes: webm.subarray(0, webm.length - 1000), message: unreadable },
    { case: 'MP4 whose movie box runs past the file', name: 'long.mp4', type: 'video/mp4', bytes: grown('moov', 1_000_000), message: unreadable },
    { case: 'MP4 with a box of a terabyte', name: 'huge.mp4', type: 'video/mp4', bytes: huge, message: unreadable },
    { case: 'MP4 whose track is larger than its movie', name: 'nested.mp4', type: 'video/mp4', bytes: grown('trak', 64), message: unreadable },
    { case: 'random bytes behind a file type box', name: 'noise.mp4', type: 'video/mp4', bytes: Buffer.concat([ftypHead, Buffer.alloc(4096, 7)]), message: unreadable },
    { case: 'MP4 without media data', name: 'empty.mp4', type: 'video/mp4', bytes: mp4.subarray(0, mp4.length - 4096 - 8), message: unreadable },
    { case: 'MP4 with a page after its end', name: 'page.mp4', type: 'video/mp4', bytes: Buffer.concat([mp4, Buffer.from(PAGE)]), message: unreadable },
    { case: 'WebM with a page after its end', name: 'page.webm', type: 'video/webm', bytes: Buffer.concat([webm, Buffer.from(PAGE)]), message: unreadable },
    { case: 'AVIF picture (a file type box of an image)', name: 'photo.mp4', type: 'video/mp4', bytes: box('ftyp', Buffer.from('avif', 'latin1'), u32(0), Buffer.from('avifmif1miaf', 'latin1'), Buffer.alloc(64)), message: notAccepted },
    { case: 'Matroska that is not WebM', name: 'film.mkv', type: 'video/x-matroska', bytes: webmClip({ docType: 'matroska' }), message: notAccepted },
    { case: 'QuickTime without its file type box', name: 'old.mov', type: 'video/quicktime', bytes: mp4.subarray(ftypHead.length), message: notAccepted },
  ];
}
