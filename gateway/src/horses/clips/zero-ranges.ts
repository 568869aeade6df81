import { Transform } from 'node:stream';

/** A byte range of a file, [start, end). */
export type Range = [start: number, end: number];

/**
 * Ranges of a file to overwrite with zeros as it streams by (the frames of a track that is left out): `apply`
 * is called with the bytes at each offset in order, and zeroes what falls in a range.
 */
export class ZeroRanges {
  private ranges: Range[] = [];

  constructor(ranges: readonly Range[] = []) {
    for (const range of ranges) this.add(range);
  }

  add([start, end]: Range): void {
    if (end <= start) return;
    this.ranges.push([start, end]);
    this.ranges.sort((a, b) => a[0] - b[0]);
  }

  /** `bytes`, found at `offset` of the file, with what falls in a range zeroed (a copy when anything is). */
  apply(bytes: Buffer, offset: number): Buffer {
    const end = offset + bytes.length;
    let out = bytes;
    for (const [from, to] of this.ranges) {
      if (from >= end) break;
      if (to <= offset) continue;
      if (out === bytes) out = Buffer.from(bytes);
      out.fill(0, Math.max(from, offset) - offset, Math.min(to, end) - offset);
    }
    // The file only moves forward: ranges behind it are done with.
    while (this.ranges.length > 0 && this.ranges[0]![1] <= end) this.ranges.shift();
    return out;
  }
}

/** A stream of a whole file that passes it through with `ranges` zeroed. */
export function zeroing(ranges: readonly Range[]): Transform {
  const zeros = new ZeroRanges(ranges);
  let offset = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const out = zeros.apply(chunk, offset);
      offset += chunk.length;
      callback(null, out);
    },
  });
}
