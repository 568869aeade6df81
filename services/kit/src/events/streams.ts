import type { JetStreamManager } from '@nats-io/jetstream';

const NANOS_PER_MS = 1_000_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A stream of the platform's: its name, the subjects it stores, and how long it keeps a message. */
export interface StreamSpec {
  name: string;
  subjects: string[];
  keepDays: number;
}

/**
 * Makes sure `spec`'s stream exists with its retention, whichever process gets there first: created when missing
 * (another replica creating it at the same moment is fine), and given its retention when an older deployment
 * made it without one. Messages older than the retention are dropped by the server, so the stream cannot grow
 * without end; a message id is remembered for ten minutes to drop a republished event.
 */
export async function ensureStream(jsm: JetStreamManager, spec: StreamSpec): Promise<void> {
  const maxAge = spec.keepDays * DAY_MS * NANOS_PER_MS;
  const existing = await jsm.streams.info(spec.name).catch(() => null);
  if (existing) {
    if (existing.config.max_age !== maxAge) await jsm.streams.update(spec.name, { ...existing.config, max_age: maxAge });
    return;
  }
  await jsm.streams.add({ name: spec.name, subjects: spec.subjects, max_age: maxAge, duplicate_window: 10 * 60 * 1000 * NANOS_PER_MS }).catch(async (err: unknown) => {
    // Another replica may have created it a moment ago.
    await jsm.streams.info(spec.name).catch(() => {
      throw err;
    });
  });
}
