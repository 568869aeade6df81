import { DomainError } from '../errors/domain-error.js';
import { refusedRequests } from '../metrics/metrics.js';

/** What `admit` answers once a request may run: call it when the request is done. */
export type Release = () => void;

interface Waiter {
  admit: (release: Release) => void;
  refuse: (err: DomainError) => void;
  timer: NodeJS.Timeout | null;
}

/**
 * How many requests a service runs at once, and what it does with the rest. Past `running` requests at a time
 * the next ones wait their turn, first come first served, up to `waiting` of them; a request beyond that, or one
 * whose caller stops waiting before its turn comes, is refused at once with SERVICE_UNAVAILABLE instead of being
 * run for nobody. An overloaded service thus answers the requests it can within their time and turns the others
 * away quickly, rather than running everything late and answering nobody in time.
 */
export class Admission {
  private active = 0;
  private readonly queue: Waiter[] = [];

  constructor(
    private readonly service: string,
    readonly running: number,
    readonly waiting: number,
  ) {}

  /** Resolves when the request may run; rejects when it is turned away. `waitMs`: how long its caller waits. */
  admit(waitMs?: number): Promise<Release> {
    if (this.active < this.running) {
      this.active += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.queue.length >= this.waiting) return Promise.reject(this.refuse());
    return new Promise<Release>((admit, refuse) => {
      const waiter: Waiter = { admit, refuse, timer: null };
      if (waitMs !== undefined) {
        waiter.timer = setTimeout(() => {
          const at = this.queue.indexOf(waiter);
          if (at !== -1) this.queue.splice(at, 1);
          refuse(this.refuse());
        }, waitMs);
        waiter.timer.unref();
      }
      this.queue.push(waiter);
    });
  }

  /** Requests running and waiting now. */
  get load(): { active: number; queued: number } {
    return { active: this.active, queued: this.queue.length };
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.queue.shift();
      if (!next) {
        this.active -= 1;
        return;
      }
      // The slot passes straight to the next waiter.
      if (next.timer) clearTimeout(next.timer);
      next.admit(this.releaser());
    };
  }

  private refuse(): DomainError {
    refusedRequests.inc({ service: this.service });
    return new DomainError('SERVICE_UNAVAILABLE', `The ${this.service} service is busy. Please try again.`);
  }
}
