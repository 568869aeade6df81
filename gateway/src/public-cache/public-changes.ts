import { Injectable } from '@nestjs/common';

/**
 * What anonymous visitors may see has changed, as far as this gateway replica knows: a horse or a ride changed,
 * or the feed of those changes went down or came back (then anything kept may be stale). Whatever keeps public
 * answers in memory keys them by `generation` and drops them on `onChange`; while `live` is false it keeps none.
 */
@Injectable()
export class PublicChanges {
  private current = 0;
  private feedUp = false;
  private readonly listeners = new Set<() => void>();

  /** Grows by one on every change and on every fall or return of the feed. */
  get generation(): number {
    return this.current;
  }

  /** Whether changes reach this replica now: only then may public answers be kept. */
  get live(): boolean {
    return this.feedUp;
  }

  /** Calls `listener` on every change; answers the function that stops it. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Something public changed. */
  changed(): void {
    this.current += 1;
    for (const listener of [...this.listeners]) listener();
  }

  /** The feed went down (false) or is back (true): what was kept before may have missed changes. */
  feed(up: boolean): void {
    this.feedUp = up;
    this.changed();
  }
}
