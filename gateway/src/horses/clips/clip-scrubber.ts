import { DomainError } from '@remuda/service-kit';

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

/** The format's side of the scrubber: where its boxes or elements begin and end, and what it keeps. */
export interface ContainerReader {
  /** The step for the bytes at `offset` (`view` starts there), or null while `view` is too short to decide. */
  next(view: Buffer, offset: number): Step | null;
  /** The file ended at `offset`: throws unless the file is whole and has what a clip needs. */
  end(offset: number): void;
}

// No reader asks for more than this to decide a step (the largest element it reads whole, with its header).
export const MAX_LOOKAHEAD = 4096 + 16;
const EMPTY = Buffer.alloc(0);

/**
 * Passes a clip through as it streams, judged and changed by a container reader: headers are held until they
 * are whole, bodies pass without being held, so memory stays at a chunk and a header whatever the clip's size.
 * Every change keeps the clip's length and every offset in it, so the index of a clip still points at its frames.
 */
export class ClipScrubber {
  private pending = EMPTY;
  private offset = 0;
  private body = 0;
  private zero = false;

  constructor(private readonly reader: ContainerReader) {}

  /** The bytes to write for `chunk`, as far as they are decided. */
  write(chunk: Buffer): Buffer[] {
    const out: Buffer[] = [];
    let data = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = EMPTY;
    while (data.length > 0) {
      if (this.body > 0) {
        const n = Math.min(this.body, data.length);
        out.push(this.zero ? Buffer.alloc(n) : data.subarray(0, n));
        data = data.subarray(n);
        this.body -= n;
        this.offset += n;
        continue;
      }
      const step = this.reader.next(data, this.offset);
      if (!step) {
        if (data.length >= MAX_LOOKAHEAD) throw clipUnreadable();
        // A copy: a slice would keep the whole chunk it came from.
        this.pending = Buffer.from(data);
        break;
      }
      if (step.take <= 0 || step.take > data.length || (step.out && step.out.length !== step.take)) throw new Error('A clip reader took no bytes or more than it had');
      out.push(step.out ?? data.subarray(0, step.take));
      data = data.subarray(step.take);
      this.offset += step.take;
      this.body = step.body ?? 0;
      this.zero = step.zero ?? false;
    }
    return out;
  }

  /** The clip has ended: throws unless it is whole (a body running to the end of the file counts as whole). */
  end(): void {
    if (this.pending.length > 0 || (this.body > 0 && this.body !== Infinity)) throw clipUnreadable();
    this.reader.end(this.offset);
  }
}

/** Reads a whole clip through `reader` at once: its scrubbed bytes. Throws the reader's refusal. */
export function scrubWhole(reader: ContainerReader, bytes: Buffer): Buffer {
  const scrubber = new ClipScrubber(reader);
  const out = scrubber.write(bytes);
  scrubber.end();
  return Buffer.concat(out);
}
