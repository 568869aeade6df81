import { readFileSync } from 'node:fs';
import { MP4BoxBuffer, type Movie, createFile } from 'mp4box';
import { DEMO_CLIP, type Element, box, element, elements, fullBox, handler, text, u32, uint, userText } from './clip-files.js';

/**
 * Clips as action cameras, drones and phones write them, with where and when they were filmed outside the
 * boxes that hold metadata: a GPS track (GoPro), a subtitle track of coordinates (DJI), a text track, a
 * location box, QuickTime locations at every level, recording times in every header. None of it may be served.
 */

/** The place the clips were filmed, as each writer spells it: none of these may be left in a served clip. */
export const LOCATION_TEXTS = ['51.5074', '-0.1278', '000.1278', 'Hyde Park', 'DATE_RECORDED', '2024-05-01'];

/** A byte range of a file, [start, end). */
export type Range = [number, number];

/** A camera clip and where each of its tracks' samples lie. */
export interface CameraClip {
  case: string;
  name: string;
  type: string;
  bytes: Buffer;
  /** The samples of the tracks the site plays: served as they are, where they are. */
  kept: { video: Range[]; audio: Range[] };
  /** The samples of the tracks left out: served as zeros. */
  dropped: Range[];
}

// ---------- MP4 ----------

/** 2024-05-01 07:30 UTC in seconds since 1904, as MP4 headers count. */
const RECORDED = 3_797_393_400;
const u16 = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const u64 = (value: number) => {
  const out = Buffer.alloc(8);
  out.writeBigUInt64BE(BigInt(value));
  return out;
};
const fixed = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeInt32BE(Math.round(value * 65536));
  return out;
};
/** A full box of `version` with `flags`. */
const versioned = (type: string, version: number, flags: number, ...contents: Buffer[]) => box(type, u32((version << 24) | flags), ...contents);

/** A movie, track or media header: version 1 (64-bit times) or 0, created and modified at the recording time. */
const times = (wide: boolean) => (wide ? Buffer.concat([u64(RECORDED), u64(RECORDED + 60)]) : Buffer.concat([u32(RECORDED), u32(RECORDED + 60)]));
const mvhd = (wide: boolean) => versioned('mvhd', wide ? 1 : 0, 0, times(wide), u32(1000), wide ? u64(4000) : u32(4000), Buffer.alloc(76), u32(9));
const tkhd = (id: number, wide: boolean) => versioned('tkhd', wide ? 1 : 0, 3, times(wide), u32(id), u32(0), wide ? u64(4000) : u32(4000), Buffer.alloc(60));
const mdhd = (wide: boolean) => versioned('mdhd', wide ? 1 : 0, 0, times(wide), u32(1000), wide ? u64(4000) : u32(4000), u32(0x55c40000));

/** QuickTime's location, ISO 6709, as a phone writes it in user data. */
const xyz = () => userText('\xa9xyz', '+51.5074-000.1278/');
/** The 3GPP location box: a place name, then longitude, latitude and altitude in 16.16 fixed point. */
const loci = () => fullBox('loci', u16(0x55c4), Buffer.from('Hyde Park\0', 'latin1'), Buffer.from([0]), fixed(-0.1278), fixed(51.5074), fixed(35), Buffer.from('Earth\0\0', 'latin1'));

/** The sample entries: a picture (H.264), sound (AAC), GoPro's metadata, DJI's timed text, QuickTime text. */
const avc1 = () =>
  box(
    'avc1',
    Buffer.alloc(6),
    u16(1),
    Buffer.alloc(16),
    u16(64),
    u16(48),
    u32(0x00480000),
    u32(0x00480000),
    u32(0),
    u16(1),
    Buffer.alloc(32),
    u16(0x18),
    u16(0xffff),
    box('avcC', Buffer.from([1, 0x42, 0, 0x1e, 0xff, 0xe1, 0, 4, 0x67, 0x42, 0, 0x1e, 1, 0, 4, 0x68, 0xce, 0x3c, 0x80])),
  );
const mp4a = () => box('mp4a', Buffer.alloc(6), u16(1), Buffer.alloc(8), u16(2), u16(16), u16(0), u16(0), u32(48000 * 65536));
const gpmd = () => box('gpmd', Buffer.alloc(6), u16(1));
const tx3g = () => box('tx3g', Buffer.alloc(6), u16(1), Buffer.alloc(30));
const textEntry = () => box('text', Buffer.alloc(6), u16(1), Buffer.alloc(43));

interface TrackSpec {
  id: number;
  handler: string;
  entry: () => Buffer;
  /** The samples of each chunk, as bytes. */
  chunks: Buffer[][];
  /** How the sample table names sizes and offsets. */
  sizes: 'each' | 'fixed' | 'compact';
  offsets: 'stco' | 'co64';
  /** Where this track's own location boxes go (trak/udta, trak/mdia/minf/udta). */
  udta?: boolean;
  wide?: boolean;
  /** In a fragment: the size named by trex (the movie), by tfhd (the fragment) or by each sample (the run). */
  fragmentSizes?: 'trex' | 'tfhd' | 'trun';
}

/** Bytes no location is written in: a frame's worth of a pattern. */
const frame = (length: number, seed: number) => {
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i++) out[i] = (i * 31 + seed * 17 + 7) & 0x7f;
  return out;
};
/** GoPro's GPS stream (GPMF) as text that names the place, so that leaving its bytes behind is seen. */
const gpsSample = (second: number) => Buffer.from(`DEVC STRM GPS5 lat=51.5074${second} lon=-0.1278${second} alt=35 GPSU 240501073${second}`, 'latin1');
/** DJI's subtitles: one line of coordinates a frame. */
const srtSample = (second: number) => {
  const line = Buffer.from(`[latitude: 51.5074${second}] [longitude: -0.1278${second}] [rel_alt: 1.2] 2024-05-01 07:30:0${second}`, 'latin1');
  return Buffer.concat([u16(line.length), line]);
};

function cameraTracks(): TrackSpec[] {
  const seconds = [0, 1, 2, 3];
  return [
    // Video: two frames in the first chunks, one in the later ones (two runs in stsc).
    { id: 1, handler: 'vide', entry: avc1, chunks: seconds.map((s) => (s < 2 ? [frame(300 + s, s), frame(200, s + 10)] : [frame(250 + s, s)])), sizes: 'each', offsets: 'stco', udta: true, wide: true, fragmentSizes: 'trun' },
    { id: 2, handler: 'soun', entry: mp4a, chunks: seconds.map((s) => [frame(64, s + 20), frame(64, s + 30), frame(64, s + 40)]), sizes: 'fixed', offsets: 'stco', fragmentSizes: 'trex' },
    { id: 3, handler: 'meta', entry: gpmd, chunks: seconds.map((s) => [gpsSample(s)]), sizes: 'each', offsets: 'co64', udta: true, fragmentSizes: 'trun' },
    { id: 4, handler: 'sbtl', entry: tx3g, chunks: seconds.map((s) => [srtSample(s), srtSample(s)]), sizes: 'each', offsets: 'stco', fragmentSizes: 'tfhd' },
    { id: 5, handler: 'text', entry: textEntry, chunks: seconds.map((s) => [srtSample(s)]), sizes: 'compact', offsets: 'stco', fragmentSizes: 'trun' },
  ];
}

/** A track's sample table: its chunks at `offsets`, with runs of chunks of as many samples in stsc. */
function sampleTable(track: TrackSpec, offsets: number[]): Buffer {
  const samples = track.chunks.flat();
  const runs: Buffer[] = [];
  track.chunks.forEach((chunk, i) => {
    if (i === 0 || chunk.length !== track.chunks[i - 1]!.length) runs.push(Buffer.concat([u32(i + 1), u32(chunk.length), u32(1)]));
  });
  const sizes =
    track.sizes === 'fixed'
      ? fullBox('stsz', u32(samples[0]!.length), u32(samples.length))
      : track.sizes === 'compact'
        ? fullBox('stz2', Buffer.from([0, 0, 0, 16]), u32(samples.length), ...samples.map((s) => u16(s.length)))
        : fullBox('stsz', u32(0), u32(samples.length), ...samples.map((s) => u32(s.length)));
  const chunkOffsets = track.offsets === 'co64' ? fullBox('co64', u32(offsets.length), ...offsets.map(u64)) : fullBox('stco', u32(offsets.length), ...offsets.map(u32));
  return box('stbl', fullBox('stsd', u32(1), track.entry()), fullBox('stts', u32(1), u32(samples.length), u32(100)), fullBox('stsc', u32(runs.length), ...runs), sizes, chunkOffsets);
}

/** A track: header, media header, handler, and its sample table (empty in a fragmented file). */
function trak(track: TrackSpec, offsets: number[] | null): Buffer {
  const udta = () => (track.udta ? [box('udta', xyz())] : []);
  const stbl = offsets
    ? sampleTable(track, offsets)
    : box('stbl', fullBox('stsd', u32(1), track.entry()), fullBox('stts', u32(0)), fullBox('stsc', u32(0)), fullBox('stsz', u32(0), u32(0)), fullBox('stco', u32(0)));
  const minf = box('minf', track.handler === 'vide' ? versioned('vmhd', 0, 1, Buffer.alloc(8)) : track.handler === 'soun' ? fullBox('smhd', u32(0)) : fullBox('nmhd'), box('dinf', fullBox('dref', u32(1), versioned('url ', 0, 1))), stbl, ...udta());
  const mdia = box('mdia', mdhd(track.wide ?? false), handler(track.handler, track.handler === 'meta' ? 'GoPro MET' : `${track.handler} handler`), minf);
  return box('trak', tkhd(track.id, track.wide ?? false), mdia, ...udta());
}

/** The movie's own location and metadata, at every place a writer puts it. */
const movieLocations = () => [loci(), xyz(), box('udta', xyz(), loci()), fullBox('meta', handler('mdta', ''), box('ilst', box('\0\0\0\x01', box('data', u32(1), u32(0), Buffer.from('+51.5074-000.1278+035.000/', 'latin1')))))];

/** The ranges of a track's samples laid one after another from `at`. */
const rangesFrom = (samples: Buffer[], at: number): Range[] =>
  samples.map((s) => {
    at += s.length;
    return [at - s.length, at];
  });

/**
 * A camera's MP4 (or QuickTime) clip: a picture track, a sound track, a GoPro GPS track, a DJI subtitle track
 * and a text track, their chunks interleaved in the media data; locations in the movie, its tracks and their
 * media; every header created at the recording time. `mediaFirst` lays the media data before the movie box,
 * as cameras write it.
 */
export function cameraMp4(options: { mediaFirst?: boolean; quickTime?: boolean } = {}): CameraClip {
  const { mediaFirst = false, quickTime = false } = options;
  const tracks = cameraTracks();
  const ftyp = quickTime ? box('ftyp', Buffer.from('qt  ', 'latin1'), u32(0x200), Buffer.from('qt  ', 'latin1')) : box('ftyp', Buffer.from('mp42', 'latin1'), u32(0), Buffer.from('mp42isomavc1', 'latin1'));
  // The chunks, interleaved: each second, a chunk of each track.
  const order = tracks[0]!.chunks.flatMap((_, second) => tracks.map((track) => ({ track, chunk: track.chunks[second]! })));
  const moovFor = (mdatAt: number) => {
    const offsets = new Map<number, number[]>(tracks.map((t) => [t.id, []]));
    let at = mdatAt + 8;
    for (const { track, chunk } of order) {
      offsets.get(track.id)!.push(at);
      at += chunk.reduce((n, s) => n + s.length, 0);
    }
    return box('moov', mvhd(false), ...tracks.map((t) => trak(t, offsets.get(t.id)!)), ...movieLocations());
  };
  const mdat = box('mdat', ...order.flatMap(({ chunk }) => chunk));
  const mdatAt = mediaFirst ? ftyp.length : ftyp.length + moovFor(0).length;
  const bytes = mediaFirst ? Buffer.concat([ftyp, mdat, moovFor(mdatAt)]) : Buffer.concat([ftyp, moovFor(mdatAt), mdat]);
  const placed = new Map<number, Range[]>(tracks.map((t) => [t.id, []]));
  let at = mdatAt + 8;
  for (const { track, chunk } of order) {
    placed.get(track.id)!.push(...rangesFrom(chunk, at));
    at += chunk.reduce((n, s) => n + s.length, 0);
  }
  return {
    case: `${quickTime ? 'QuickTime' : 'MP4'} with GPS, subtitle and text tracks, locations and recording times${mediaFirst ? ', its media first' : ''}`,
    name: quickTime ? 'DJI_0042.MOV' : mediaFirst ? 'GX010042.MP4' : 'DJI_0043.MP4',
    type: quickTime ? 'video/quicktime' : 'video/mp4',
    bytes,
    kept: { video: placed.get(1)!, audio: placed.get(2)! },
    dropped: [3, 4, 5].flatMap((id) => placed.get(id)!),
  };
}

/**
 * The same tracks fragmented (CMAF, as a camera streaming or a phone's screen recorder writes): a movie box
 * with the tracks' defaults, then a fragment a second, each a header naming every track's samples and the
 * media data; a producer's wall-clock time beside each.
 */
export function cameraFragmentedMp4(): CameraClip {
  const tracks = cameraTracks();
  const ftyp = box('ftyp', Buffer.from('iso6', 'latin1'), u32(0), Buffer.from('iso6cmfcdash', 'latin1'));
  const trex = (t: TrackSpec) => fullBox('trex', u32(t.id), u32(1), u32(100), u32(t.fragmentSizes === 'trex' ? t.chunks[0]![0]!.length : 0), u32(0));
  const moov = box('moov', mvhd(true), ...tracks.map((t) => trak(t, null)), box('mvex', ...tracks.map(trex)), ...movieLocations());
  const parts: Buffer[] = [ftyp, moov];
  const placed = new Map<number, Range[]>(tracks.map((t) => [t.id, []]));
  let at = ftyp.length + moov.length;
  tracks[0]!.chunks.forEach((_, second) => {
    const trafFor = (dataOffsets: number[]) =>
      tracks.map((t, i) => {
        const samples = t.chunks[second]!;
        const tfhdFlags = 0x020000 | (t.fragmentSizes === 'tfhd' ? 0x10 : 0);
        const tfhd = versioned('tfhd', 0, tfhdFlags, u32(t.id), ...(t.fragmentSizes === 'tfhd' ? [u32(samples[0]!.length)] : []));
        const perSample = t.fragmentSizes === 'trun';
        const trun = versioned('trun', 0, 0x1 | (perSample ? 0x200 : 0), u32(samples.length), u32(dataOffsets[i]!), ...(perSample ? samples.map((s) => u32(s.length)) : []));
        return box('traf', tfhd, versioned('tfdt', 1, 0, u64(second * 100)), trun, ...(t.udta ? [box('udta', xyz())] : []));
      });
    const moofFor = (offsets: number[]) => box('moof', fullBox('mfhd', u32(second + 1)), ...trafFor(offsets));
    const headerLength = moofFor(tracks.map(() => 0)).length;
    const offsets: number[] = [];
    let inData = headerLength + 8;
    for (const t of tracks) {
      offsets.push(inData);
      placed.get(t.id)!.push(...rangesFrom(t.chunks[second]!, at + inData));
      inData += t.chunks[second]!.reduce((n, s) => n + s.length, 0);
    }
    // The producer's reference time: the wall clock when the fragment was written (NTP), as it is recorded.
    const prft = versioned('prft', 1, 0, u32(1), u64(0xe9d8a6b0_00000000 + second), u64(second * 100));
    const fragment = Buffer.concat([moofFor(offsets), box('mdat', ...tracks.flatMap((t) => t.chunks[second]!)), prft]);
    parts.push(fragment);
    at += fragment.length;
  });
  return {
    case: 'fragmented MP4 with GPS, subtitle and text tracks, locations and recording times',
    name: 'screen-0042.mp4',
    type: 'video/mp4',
    bytes: Buffer.concat(parts),
    kept: { video: placed.get(1)!, audio: placed.get(2)! },
    dropped: [3, 4, 5].flatMap((id) => placed.get(id)!),
  };
}

// ---------- WebM ----------

const ID = { Segment: 0x18538067, Info: 0x1549a966, Tracks: 0x1654ae6b, TrackEntry: 0xae, Cluster: 0x1f43b675, Timecode: 0xe7 } as const;
const SUBTITLE_TRACK = 9;

/** A block of the subtitle track: its number, a timecode, flags, the text. */
const subtitleBlock = (second: number) => Buffer.concat([Buffer.from([0x80 | SUBTITLE_TRACK, 0, 0, 0x80]), Buffer.from(`51.5074${second}, -0.1278${second}`, 'latin1')]);

/**
 * The demo WebM clip with a subtitle track of coordinates (a block in each cluster, simple and in a group),
 * chapters named after the place, tags of where and when it was recorded and the recording date in its info.
 * `frames` are the video and sound blocks, which are served as they are, where they are.
 */
export function cameraWebm(): CameraClip & { frames: Range[] } {
  const [header, segment] = elements(readFileSync(DEMO_CLIP));
  const children = elements(segment!.data);
  const info = children.find((e) => e.id === ID.Info)!;
  const tracks = children.find((e) => e.id === ID.Tracks)!;
  const clusters = children.filter((e) => e.id === ID.Cluster);
  const subtitles = element(ID.TrackEntry, uint(0xd7, SUBTITLE_TRACK), element(0x73c5, Buffer.from([0, 0, 0, 9])), uint(0x83, 17), text(0x86, 'S_TEXT/UTF8'), text(0x536e, 'GPS 51.5074'));
  const chapters = element(
    0x1043a770,
    element(0x45b9, element(0xb6, element(0x73c4, Buffer.from([0, 0, 0, 1])), element(0x91, Buffer.from([0])), element(0x80, text(0x85, 'Start at Hyde Park 51.5074'), text(0x437c, 'eng')))),
  );
  const tags = element(0x1254c367, element(0x7373, element(0x63c0), element(0x67c8, text(0x45a3, 'DATE_RECORDED'), text(0x4487, '2024-05-01T07:30:00Z'))));
  const dated = element(ID.Info, info.data, element(0x4461, Buffer.from('0a1b2c3d4e5f6071', 'hex')));
  /** A cluster with a subtitle block after its timecode: simple at first, in a block group after. */
  const cluster = (c: Element, i: number) => {
    const [timecode, ...rest] = elements(c.data);
    const block = i % 2 === 0 ? element(0xa3, subtitleBlock(i)) : element(0xa0, element(0xa1, subtitleBlock(i)), uint(0x9b, 100));
    return element(ID.Cluster, timecode!.bytes, block, ...rest.map((e) => e.bytes));
  };
  const head = header!.bytes;
  const body = [dated, element(ID.Tracks, tracks.data, subtitles), chapters, tags, ...clusters.map(cluster)];
  const bytes = Buffer.concat([head, element(ID.Segment, ...body)]);
  // Where the demo clip's own blocks lie now, and the subtitle blocks.
  const frames: Range[] = [];
  const dropped: Range[] = [];
  const segmentAt = head.length + 4 + 8;
  let at = segmentAt + body.slice(0, 4).reduce((n, b) => n + b.length, 0);
  for (const c of elements(Buffer.concat(body.slice(4)))) {
    let inner = at + 4 + 8;
    for (const e of elements(c.data)) {
      const headerLength = e.bytes.length - e.data.length;
      const block = e.id === 0xa3 ? e.data : e.id === 0xa0 ? elements(e.data).find((b) => b.id === 0xa1)?.data : undefined;
      if (block) (block[0] === (0x80 | SUBTITLE_TRACK) ? dropped : frames).push([inner + headerLength, inner + e.bytes.length]);
      inner += e.bytes.length;
    }
    at += c.bytes.length;
  }
  return { case: 'WebM with a subtitle track of coordinates, chapters, tags and a recording date', name: 'drone.webm', type: 'video/webm', bytes, kept: { video: frames, audio: [] }, dropped, frames };
}

/** Every camera clip: each is served at its length with its pictures and sound where they were, and nothing else. */
export function cameraClips(): CameraClip[] {
  return [cameraMp4(), cameraMp4({ mediaFirst: true }), cameraMp4({ mediaFirst: true, quickTime: true }), cameraFragmentedMp4(), cameraWebm()];
}

// ---------- what is left of a clip ----------

/** An MP4 read by an MP4 library: its tracks by kind, with where their samples lie, and its times. */
export function readMp4(bytes: Buffer) {
  const file = createFile();
  // Set by the callbacks: declared so that the checks after them are not narrowed away.
  let movie = null as Movie | null;
  let error = null as string | null;
  file.onReady = (info) => (movie = info);
  file.onError = (module, message) => (error = `${module}: ${message}`);
  // It logs the boxes it does not know (QuickTime's ©xyz in the corpus) to the console, whatever its log level.
  const log = console.error;
  console.error = () => undefined;
  try {
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length), 0));
    file.flush();
  } finally {
    console.error = log;
  }
  if (error || !movie) throw new Error(`not an MP4 file: ${error ?? 'no movie'}`);
  const info = movie;
  const samples = (id: number): Range[] => file.getTrackById(id).samples.map((s) => [s.offset, s.offset + s.size]);
  return {
    tracks: info.tracks.map((t) => `${t.id}:${info.videoTracks.includes(t) ? 'video' : info.audioTracks.includes(t) ? 'audio' : 'other'}`),
    video: info.videoTracks.flatMap((t) => samples(t.id)),
    audio: info.audioTracks.flatMap((t) => samples(t.id)),
    created: [info.created, info.modified, ...info.tracks.map((t) => t.created)].map((d) => d.getTime()),
  };
}

/** The tracks of a WebM file by number and type (1 video, 2 sound, 17 subtitles). */
export function webmTracks(bytes: Buffer): string[] {
  const [, segment] = elements(bytes);
  const tracks = elements(segment!.data).find((e) => e.id === ID.Tracks)!;
  const kinds: Record<number, string> = { 1: 'video', 2: 'audio', 17: 'subtitles' };
  return elements(tracks.data)
    .filter((e) => e.id === ID.TrackEntry)
    .map((entry) => {
      const fields = elements(entry.data);
      const value = (id: number) => fields.find((f) => f.id === id)?.data.readUIntBE(0, 1) ?? 0;
      return `${value(0xd7)}:${kinds[value(0x83)] ?? 'other'}`;
    });
}

/** Boxes and elements that say where or when a clip was filmed, by the bytes of their type or ID. */
const LOCATION_BOXES = ['loci', '\xa9xyz', 'udta', 'prft', 'gpmd', 'tx3g', 'sbtl', 'GoPro MET'];
const WEBM_METADATA = { Chapters: [0x10, 0x43, 0xa7, 0x70], Tags: [0x12, 0x54, 0xc3, 0x67], DateUTC: [0x44, 0x61, 0x01], SubtitleCodec: [...Buffer.from('S_TEXT')] };
const NO_TIME = Date.UTC(1904, 0, 1);

/** What a served clip keeps of a camera clip: compared whole with `cleanServed(clip)`. */
export function whatIsLeft(clip: CameraClip, served: Buffer) {
  const has = (bytes: Buffer) => served.includes(bytes);
  const same = (ranges: Range[]) => ranges.every(([s, e]) => served.subarray(s, e).equals(clip.bytes.subarray(s, e)));
  const mp4 = clip.type !== 'video/webm' ? readMp4(served) : null;
  return {
    case: clip.case,
    length: served.length,
    places: LOCATION_TEXTS.filter((t) => has(Buffer.from(t, 'latin1'))),
    boxes: clip.type === 'video/webm'
      ? Object.entries(WEBM_METADATA).filter(([, id]) => has(Buffer.from(id))).map(([name]) => name)
      : LOCATION_BOXES.filter((type) => has(Buffer.from(type, 'latin1'))),
    recordingTime: has(u32(RECORDED)) || has(u32(RECORDED + 60)),
    keptAsTheyWere: same(clip.kept.video) && same(clip.kept.audio),
    droppedZeroed: clip.dropped.every(([s, e]) => served.subarray(s, e).every((b) => b === 0)),
    tracks: mp4?.tracks ?? webmTracks(served),
    samplesWhereTheyWere: !mp4 || (JSON.stringify(mp4.video) === JSON.stringify(clip.kept.video) && JSON.stringify(mp4.audio) === JSON.stringify(clip.kept.audio)),
    times: mp4?.created.filter((t) => t !== NO_TIME) ?? [],
  };
}

/** What is left of a camera clip served as it should be: its pictures and sound, nothing of where or when. */
export function cleanServed(clip: CameraClip): ReturnType<typeof whatIsLeft> {
  return {
    case: clip.case,
    length: clip.bytes.length,
    places: [],
    boxes: [],
    recordingTime: false,
    keptAsTheyWere: true,
    droppedZeroed: true,
    tracks: clip.type === 'video/webm' ? webmTracks(readFileSync(DEMO_CLIP)) : ['1:video', '2:audio'],
    samplesWhereTheyWere: true,
    times: [],
  };
}
