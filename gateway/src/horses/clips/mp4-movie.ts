import { clipUnreadable } from './clip-scrubber.js';
import type { Range } from './zero-ranges.js';

/** A box within a buffer: its type, where it starts, where its contents start, where it ends. */
interface Box {
  type: string;
  start: number;
  body: number;
  end: number;
}

/** The tracks the site plays: pictures and sound. Every other track (GPS, subtitles, timecode, ...) is left out. */
const PLAYED = new Set(['vide', 'soun']);

/**
 * What each box of a movie or a fragment may hold; anything else there (user data, metadata, XMP, a location,
 * QuickTime's ©xyz, boxes nothing plays) becomes a zeroed `free` box of the same size. Boxes not named here as
 * containers are kept as they are (sample tables, descriptions, edit lists).
 */
const ALLOWED: Record<string, Set<string>> = {
  moov: new Set(['mvhd', 'trak', 'mvex', 'iods']),
  trak: new Set(['tkhd', 'tref', 'trgr', 'edts', 'mdia', 'tapt']),
  mdia: new Set(['mdhd', 'hdlr', 'minf', 'elng']),
  minf: new Set(['vmhd', 'smhd', 'hmhd', 'nmhd', 'sthd', 'gmhd', 'dinf', 'stbl', 'hdlr']),
  stbl: new Set(['stsd', 'stts', 'ctts', 'cslg', 'stsc', 'stsz', 'stz2', 'stco', 'co64', 'stss', 'stsh', 'padb', 'stdp', 'sdtp', 'sbgp', 'sgpd', 'subs', 'saiz', 'saio']),
  mvex: new Set(['mehd', 'trex', 'leva', 'trep']),
  moof: new Set(['mfhd', 'traf', 'pssh']),
  traf: new Set(['tfhd', 'tfdt', 'trun', 'sbgp', 'sgpd', 'subs', 'saiz', 'saio', 'senc']),
};

/** The boxes of `buf` from `from` to `to`, each within them. */
export function boxesIn(buf: Buffer, from: number, to: number): Box[] {
  const out: Box[] = [];
  for (let at = from; at < to; ) {
    if (to - at < 8) throw clipUnreadable();
    let size = buf.readUInt32BE(at);
    let body = at + 8;
    if (size === 1) {
      if (to - at < 16) throw clipUnreadable();
      const large = buf.readBigUInt64BE(at + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw clipUnreadable();
      size = Number(large);
      body = at + 16;
    }
    if (size < body - at || at + size > to) throw clipUnreadable();
    out.push({ type: buf.toString('latin1', at + 4, at + 8), start: at, body, end: at + size });
    at += size;
  }
  return out;
}

/** Turns `box` into a `free` box of the same size, its contents zeroed. */
function free(buf: Buffer, box: Box): void {
  buf.write('free', box.start + 4, 'latin1');
  buf.fill(0, box.body, box.end);
}

/** Zeroes the creation and modification times of a movie, track or media header (version 0: 32 bits, 1: 64). */
function zeroTimes(buf: Buffer, box: Box): void {
  const wide = buf[box.body] === 1;
  if (box.end - box.body < (wide ? 20 : 12)) throw clipUnreadable();
  buf.fill(0, box.body + 4, box.body + (wide ? 20 : 12));
}

/** Reads a table of `count` entries of `width` bytes from `at`, each within `box`. */
function entries(buf: Buffer, box: Box, at: number, width: number): number {
  if (at + 4 > box.end) throw clipUnreadable();
  const count = buf.readUInt32BE(at);
  if (at + 4 + count * width > box.end) throw clipUnreadable();
  return count;
}

const child = (buf: Buffer, parent: Box, type: string) => boxesIn(buf, parent.body, parent.end).find((b) => b.type === type);

/** The handler of a track (`vide`, `soun`, `meta`, `text`, `sbtl`, `tmcd`, ...): what it holds. */
function handlerOf(buf: Buffer, trak: Box): string {
  const mdia = child(buf, trak, 'mdia');
  const hdlr = mdia && child(buf, mdia, 'hdlr');
  // Version and flags, then pre_defined (QuickTime: the component type), then the handler type.
  if (!hdlr || hdlr.end - hdlr.body < 12) return '';
  return buf.toString('latin1', hdlr.body + 8, hdlr.body + 12);
}

/** The track's ID, from its header (0 without one: fragments cannot name it). */
function trackId(buf: Buffer, trak: Box): number {
  const tkhd = child(buf, trak, 'tkhd');
  if (!tkhd) return 0;
  if (tkhd.end - tkhd.body < 24) throw clipUnreadable();
  return buf.readUInt32BE(tkhd.body + (buf[tkhd.body] === 1 ? 20 : 12));
}

/** Where the samples of a track lie in the file: a range for each chunk, from its sample table. */
function trackSamples(buf: Buffer, trak: Box): Range[] {
  const mdia = child(buf, trak, 'mdia');
  const minf = mdia && child(buf, mdia, 'minf');
  const stbl = minf && child(buf, minf, 'stbl');
  if (!stbl) return [];
  const tables = new Map(boxesIn(buf, stbl.body, stbl.end).map((b) => [b.type, b]));
  const stco = tables.get('stco') ?? tables.get('co64');
  const stsc = tables.get('stsc');
  const stsz = tables.get('stsz') ?? tables.get('stz2');
  if (!stco && !stsc && !stsz) return [];
  if (!stco || !stsc || !stsz || stsz.end - stsz.body < 12) throw clipUnreadable();

  const chunks = entries(buf, stco, stco.body + 4, stco.type === 'co64' ? 8 : 4);
  const offset = (i: number) => (stco.type === 'co64' ? Number(buf.readBigUInt64BE(stco.body + 8 + i * 8)) : buf.readUInt32BE(stco.body + 8 + i * 4));
  const runs = entries(buf, stsc, stsc.body + 4, 12);
  const run = (i: number) => ({ first: buf.readUInt32BE(stsc.body + 8 + i * 12), perChunk: buf.readUInt32BE(stsc.body + 12 + i * 12) });
  let size: (i: number) => number;
  let samples: number;
  if (stsz.type === 'stsz') {
    const fixed = buf.readUInt32BE(stsz.body + 4);
    samples = fixed ? buf.readUInt32BE(stsz.body + 8) : entries(buf, stsz, stsz.body + 8, 4);
    size = (i) => fixed || buf.readUInt32BE(stsz.body + 12 + i * 4);
  } else {
    const bits = buf[stsz.body + 7]!;
    if (bits !== 4 && bits !== 8 && bits !== 16) throw clipUnreadable();
    samples = buf.readUInt32BE(stsz.body + 8);
    if (stsz.body + 12 + Math.ceil((samples * bits) / 8) > stsz.end) throw clipUnreadable();
    size = (i) => (bits === 16 ? buf.readUInt16BE(stsz.body + 12 + i * 2) : bits === 8 ? buf[stsz.body + 12 + i]! : (buf[stsz.body + 12 + (i >> 1)]! >> (i % 2 ? 0 : 4)) & 0xf);
  }

  const out: Range[] = [];
  let sample = 0;
  for (let r = 0; r < runs; r++) {
    const { first, perChunk } = run(r);
    const last = r + 1 < runs ? run(r + 1).first - 1 : chunks;
    if (first < 1 || last > chunks || last < first - 1) throw clipUnreadable();
    for (let chunk = first; chunk <= last; chunk++) {
      if (sample + perChunk > samples) throw clipUnreadable();
      let length = 0;
      for (let i = 0; i < perChunk; i++) length += size(sample + i);
      sample += perChunk;
      const start = offset(chunk - 1);
      out.push([start, start + length]);
    }
  }
  return out;
}

/** What a movie box keeps: its tracks' defaults for fragments, and how many video tracks it plays. */
export interface Movie {
  /** The tracks kept, by ID, with their default sample size for fragments (trex; 0 when none). */
  kept: Map<number, number>;
  videoTracks: number;
}

/**
 * Scrubs a movie box in place (`buf` is the whole box, found at `at` in the file), keeping its length: tracks
 * that are not pictures or sound become `free` boxes, their samples are named in `zeros`; boxes that are not
 * part of playing it become `free` boxes; the movie's, tracks' and media's creation and modification times are
 * zeroed. Throws where the box is not a movie whose boxes nest within each other.
 */
export function scrubMovie(buf: Buffer, at: number, zeros: Range[]): Movie {
  const movie: Movie = { kept: new Map(), videoTracks: 0 };
  const [moov] = boxesIn(buf, 0, buf.length);
  const walk = (parent: Box) => {
    for (const box of boxesIn(buf, parent.body, parent.end)) {
      if (!ALLOWED[parent.type]!.has(box.type)) free(buf, box);
      else if (box.type === 'trak') {
        const handler = handlerOf(buf, box);
        if (PLAYED.has(handler)) {
          movie.kept.set(trackId(buf, box), 0);
          if (handler === 'vide') movie.videoTracks++;
          walk(box);
        } else {
          for (const [start, end] of trackSamples(buf, box)) {
            if (end > at && start < at + buf.length) throw clipUnreadable();
            zeros.push([start, end]);
          }
          free(buf, box);
        }
      } else if (box.type === 'mvhd' || box.type === 'tkhd' || box.type === 'mdhd') zeroTimes(buf, box);
      else if (ALLOWED[box.type]) walk(box);
    }
  };
  walk(moov!);
  // Each track's defaults for its fragments (trex), once every track is known.
  const mvex = child(buf, moov!, 'mvex');
  for (const trex of mvex ? boxesIn(buf, mvex.body, mvex.end).filter((b) => b.type === 'trex') : []) {
    if (trex.end - trex.body < 24) throw clipUnreadable();
    const id = buf.readUInt32BE(trex.body + 4);
    if (movie.kept.has(id)) movie.kept.set(id, buf.readUInt32BE(trex.body + 16));
    else free(buf, trex);
  }
  return movie;
}

/**
 * Scrubs a fragment's header in place (`buf` is the whole `moof`, found at `at`): the fragments of tracks the
 * movie does not keep become `free` boxes and their samples are named in `zeros`; boxes that are not part of
 * playing it become `free` boxes.
 */
export function scrubFragment(buf: Buffer, at: number, movie: Movie, zeros: Range[]): void {
  const [moof] = boxesIn(buf, 0, buf.length);
  // Where a track fragment's data begins when its header names no base: after the previous one's data.
  let dataEnd = at;
  for (const box of boxesIn(buf, moof!.body, moof!.end)) {
    if (!ALLOWED.moof!.has(box.type)) {
      free(buf, box);
      continue;
    }
    if (box.type !== 'traf') continue;
    const children = boxesIn(buf, box.body, box.end);
    const tfhd = children[0];
    if (tfhd?.type !== 'tfhd' || tfhd.end - tfhd.body < 8) throw clipUnreadable();
    const flags = buf.readUInt32BE(tfhd.body) & 0xffffff;
    const id = buf.readUInt32BE(tfhd.body + 4);
    let field = tfhd.body + 8;
    const read = (width: 4 | 8) => {
      if (field + width > tfhd.end) throw clipUnreadable();
      const value = width === 8 ? Number(buf.readBigUInt64BE(field)) : buf.readUInt32BE(field);
      field += width;
      return value;
    };
    const base = flags & 0x1 ? read(8) : flags & 0x20000 ? at : dataEnd;
    if (flags & 0x2) read(4);
    if (flags & 0x8) read(4);
    const defaultSize = flags & 0x10 ? read(4) : (movie.kept.get(id) ?? 0);
    const ranges: Range[] = [];
    let next = base;
    for (const trun of children.filter((b) => b.type === 'trun')) {
      if (trun.end - trun.body < 8) throw clipUnreadable();
      const runFlags = buf.readUInt32BE(trun.body) & 0xffffff;
      const perSample = [0x100, 0x200, 0x400, 0x800].filter((f) => runFlags & f).length * 4;
      let pos = trun.body + 8;
      const count = buf.readUInt32BE(trun.body + 4);
      if (pos + (runFlags & 0x1 ? 4 : 0) + (runFlags & 0x4 ? 4 : 0) > trun.end) throw clipUnreadable();
      if (runFlags & 0x1) {
        next = base + buf.readInt32BE(pos);
        pos += 4;
      }
      if (runFlags & 0x4) pos += 4;
      if (pos + count * perSample > trun.end) throw clipUnreadable();
      const sizeAt = runFlags & 0x100 ? 4 : 0;
      let length = 0;
      for (let i = 0; i < count; i++) {
        if (runFlags & 0x200) length += buf.readUInt32BE(pos + i * perSample + sizeAt);
        else if (defaultSize) length += defaultSize;
        else throw clipUnreadable();
      }
      ranges.push([next, next + length]);
      next += length;
    }
    dataEnd = next;
    if (movie.kept.has(id)) {
      for (const inner of children) if (!ALLOWED.traf!.has(inner.type)) free(buf, inner);
    } else {
      for (const [start, end] of ranges) {
        if (end > at && start < at + buf.length) throw clipUnreadable();
        zeros.push([start, end]);
      }
      free(buf, box);
    }
  }
}
