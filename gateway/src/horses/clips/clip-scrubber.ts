import { DomainError } from '@remuda/service-kit';
import { type Range, ZeroRanges } from './zero-ranges.js';

export const clipUnreadable = () =>
  new DomainError('UNSUPPORTED_MEDIA_TYPE', 'This clip could not be read: the file is damaged or incomplete. Upload the original clip again.');
export const clipWithoutVideo = () =>
  new DomainError('UNSUPPORTED_MEDIA_TYPE', 'This clip has no video track. Upload an MP4, WebM or QuickTime clip with moving pictures.');

/**
 * What a container reader does with the bytes at the current offset: it takes `take` bytes (a header, or a
 * small element read whole) and writes `out` in their place (the same number of bytes; the bytes as they are
 * when left out), then lets `body` bytes through unread, as they are or, with `zero`, as zeros.
 */
export interface Step {
  take: number;
  out?: Buffer;
  body?: number;
  zero?: boolean;
}

/** A reader's answer while `view` is too short to decide: the bytes it needs from the offset on (more than it has). */
export interface Wait {
  need: number;
}

/** The format's side of the scrubber: where its boxes or elements begin and end, and what it keeps. */
export interface ContainerReader {
  /** The step for the bytes at `offset` (`view` starts there), or how many bytes it needs to decide. */
  next(view: Buffer, offset: number): Step | Wait;
  /** The file ended at `offset`: throws unless the file is whole and has what a clip needs. */
  end(offset: number): void;
  /** Ranges of the file to zero (the frames of a track left out), found as it is read. */
  readonly zeros?: Range[];
}

// No reader waits for more than this to decide a step: a movie box (the index of every frame) read whole.
export const MAX_HELD = 64 * 1024 * 1024;

/**
 * Passes a clip through as it streams, judged and changed by a container reader: headers are held until they
 * are whole (and the few boxes read whole: a movie box, a fragment's header, a WebM track), bodies pass without
 * being held, so memory stays at a chunk and a movie's index whatever the clip's size. Every change keeps the
 * clip's length and every offset in it, so the index of a clip still points at its frames.
 *
 * The frames of a track left out are zeroed as they pass once the reader has found them; those that had passed
 * before (a camera writes its movie box after its frames) are `late`: the caller zeroes them in a second pass.
 */
export class ClipScrubber {
  private pending: Buffer[] = [];
  private pendingLength = 0;
  private need = 0;
  private offset = 0;
  private body = 0;
  private zero = false;
  private readonly zeros = new ZeroRanges();
  /** Ranges to zero that had already been written when they were found. */
  readonly late: Range[] = [];

  constructor(private readonly reader: ContainerReader) {}

  /** The bytes to write for `chunk`, as far as they are decided. */
  write(chunk: Buffer): Buffer[] {
    if (this.pendingLength + chunk.length < this.need) {
      this.pending.push(chunk);
      this.pendingLength += chunk.length;
      return [];
    }
    const out: Buffer[] = [];
    let data = this.pending.length > 0 ? Buffer.concat([...this.pending, chunk]) : chunk;
    this.pending = [];
    this.pendingLength = 0;
    this.need = 0;
    while (data.length > 0) {
      if (this.body > 0) {
        const n = Math.min(this.body, data.length);
        out.push(this.zero ? Buffer.alloc(n) : this.zeros.apply(data.subarray(0, n), this.offset));
        data = data.subarray(n);
        this.body -= n;
        this.offset += n;
        continue;
      }
      const step = this.reader.next(data, this.offset);
      if ('need' in step) {
        if (step.need <= data.length || step.need > MAX_HELD) throw clipUnreadable();
        // A copy: a slice would keep the whole chunk it came from.
        this.pending = [Buffer.from(data)];
        this.pendingLength = data.length;
        this.need = step.need;
        break;
      }
      if (step.take <= 0 || step.take > data.length || (step.out && step.out.length !== step.take)) throw new Error('A clip reader took no bytes or more than it had');
      out.push(step.out ?? data.subarray(0, step.take));
      data = data.subarray(step.take);
      this.offset += step.take;
      this.body = step.body ?? 0;
      this.zero = step.zero ?? false;
      this.takeZeros();
    }
    return out;
  }

  /** The clip has ended: throws unless it is whole (a body running to the end of the file counts as whole). */
  end(): void {
    if (this.pendingLength > 0 || (this.body > 0 && this.body !== Infinity)) throw clipUnreadable();
    this.reader.end(this.offset);
    this.takeZeros();
  }

  /** The ranges the reader has found: zeroed as they pass, or late when they have passed. */
  private takeZeros(): void {
    for (const [start, end] of this.reader.zeros?.splice(0) ?? []) {
      if (start < this.offset) this.late.push([start, Math.min(end, this.offset)]);
      if (end > this.offset) this.zeros.add([Math.max(start, this.offset), end]);
    }
  }
}

/** Reads a whole clip through `reader` at once: its scrubbed bytes, late ranges zeroed. Throws the reader's refusal. */
export function scrubWhole(reader: ContainerReader, bytes: Buffer): Buffer {
  const scrubber = new ClipScrubber(reader);
  const out = scrubber.write(bytes);
  scrubber.end();
  return new ZeroRanges(scrubber.late).apply(Buffer.concat(out), 0);
}
