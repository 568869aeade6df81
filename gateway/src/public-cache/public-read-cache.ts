import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { KeptBody } from '../http/kept-body.js';
import { PublicChanges } from './public-changes.js';

/** An answer as every anonymous visitor gets it: status, the headers the route set, and the body with its tag. */
export interface PublicAnswer {
  status: number;
  headers: Array<[string, string]>;
  body: KeptBody;
}

/**
 * Anonymous answers of this replica, in memory, keyed by the request as sent. Bounded by count and by bytes,
 * the least recently used going first. Everything is dropped on every public change (see PublicChanges), and
 * nothing is kept while changes do not reach this replica, nor an answer whose reading began before the latest
 * change (it may predate it).
 */
@Injectable()
export class PublicReadCache implements OnModuleDestroy {
  maxEntries = 4000;
  maxBytes = 64 * 1024 * 1024;
  private readonly entries = new Map<string, PublicAnswer>();
  private bytes = 0;
  private readonly stopListening: () => void;

  constructor(private readonly changes: PublicChanges) {
    this.stopListening = changes.onChange(() => this.clear());
  }

  onModuleDestroy(): void {
    this.stopListening();
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): PublicAnswer | undefined {
    const answer = this.entries.get(key);
    if (answer) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, answer);
    }
    return answer;
  }

  /** Keeps `answer` if nothing changed since `generation`, when its reading began. */
  put(key: string, answer: PublicAnswer, generation: number): void {
    if (!this.changes.live || generation !== this.changes.generation || answer.body.length > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, answer);
    this.bytes += answer.body.length;
    for (const [oldest, kept] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= kept.body.length;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.bytes -= kept.body.length;
  }
}
