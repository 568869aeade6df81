import type { z } from 'zod';
import type { EventEnvelope } from './messaging.js';

/**
 * Turns the payload of one version of an event into the next version's shape. It takes what a release wrote,
 * which no schema vouches for: it only reshapes (adds a field, renames one), and the current schema checks the
 * result.
 */
// An old payload has no type of its own any more: `any`, so an upcaster reads as plainly as `(v1) => ({ ...v1, care: [] })`.
export type Upcaster = (data: any) => unknown;

/**
 * One domain event type, defined once: its type (also its subject on the broker), the version of its payload,
 * and the payload's schema. Producers record it through the outbox; consumers subscribe to it by this definition.
 * The payloads of older versions still readable are turned into the current shape by its upcasters, one version at
 * a time (docs/adr/022).
 */
export interface EventDefinition<P extends z.ZodType = z.ZodType> {
  type: string;
  /** The version producers write now, whose shape `payload` describes. */
  version: number;
  payload: P;
  /** `upcasters[n]` turns a version-n payload into version n + 1's; from the oldest version still read up to `version`. */
  upcasters: Readonly<Record<number, Upcaster>>;
  /** The broker subject: kept apart from request/reply subjects, which the event stream must not store. */
  subject: string;
}

export type EventPayload<E extends EventDefinition> = z.output<E['payload']>;
export type DomainEvent<E extends EventDefinition> = EventEnvelope<EventPayload<E>>;

const TYPE = /^[a-z]+(\.[a-z][a-z-]*){2}$/;

export const eventSubject = (type: string) => `events.${type}`;

/**
 * What an event is ordered with: the horse it is about (`data.horseId`: its records, rides and media go with the
 * horse's own events), else its aggregate. Consumers apply, and webhooks deliver, events of one key in order.
 */
export function orderKeyOf(event: Pick<EventEnvelope, 'aggregateId' | 'data'>): string {
  const data = event.data as { horseId?: unknown } | null;
  return data && typeof data === 'object' && typeof data.horseId === 'string' ? data.horseId : event.aggregateId;
}

export function defineEvent<const P extends z.ZodType>(definition: {
  type: string;
  version: number;
  payload: P;
  /** How each older version still read becomes the next: `{ 1: (v1) => v2 }` on an event at version 2. */
  upcasters?: Record<number, Upcaster>;
}): EventDefinition<P> {
  const { type, version, payload } = definition;
  if (!TYPE.test(type)) throw new Error(`Event type ${type} must read <domain>.<aggregate>.<what-happened>`);
  if (!Number.isInteger(version) || version < 1) throw new Error(`Event ${type} needs a version from 1`);
  const upcasters = { ...definition.upcasters };
  const from = Object.keys(upcasters).map(Number);
  for (const v of from) {
    if (!Number.isInteger(v) || v < 1 || v >= version) throw new Error(`Event ${type} v${version}: an upcaster from v${v} must be from a version before ${version}`);
    if (typeof upcasters[v] !== 'function') throw new Error(`Event ${type}: the upcaster from v${v} must be a function`);
  }
  // A chain with a link missing would strand every version below the gap: the versions read are one run.
  const oldest = Math.min(version, ...from);
  for (let v = oldest; v < version; v += 1) {
    if (!upcasters[v]) throw new Error(`Event ${type} v${version} reads v${oldest} but has no upcaster from v${v} to v${v + 1}`);
  }
  return { type, version, payload, upcasters: Object.freeze(upcasters), subject: eventSubject(type) };
}

/** The oldest version of an event its consumers still read: older envelopes have no upcaster path. */
export function oldestReadableVersion(event: EventDefinition): number {
  let v = event.version;
  while (event.upcasters[v - 1]) v -= 1;
  return v;
}

/** An envelope read as its event's current version, or why it cannot be. */
export type EventReading<E extends EventDefinition> = { ok: true; event: DomainEvent<E> } | { ok: false; error: string };

/**
 * Reads an envelope as the current version of `event`: its payload is upcast one version at a time from the
 * envelope's version (1 when it has none: events written before versions existed) to the definition's, then
 * parsed with the current schema. The event handed on says the current version. An envelope newer than the
 * definition (written by a later release), or older than its oldest upcaster, is refused rather than misread.
 */
export function readEvent<E extends EventDefinition>(event: E, envelope: EventEnvelope): EventReading<E> {
  const from = envelope.version ?? 1;
  const name = `${event.type} v${from}`;
  if (envelope.type !== event.type) return { ok: false, error: `${envelope.type} is not ${event.type}` };
  if (!Number.isInteger(from) || from < 1) return { ok: false, error: `${event.type}: ${String(from)} is no version` };
  if (from > event.version) {
    return { ok: false, error: `${name} is newer than this consumer reads (v${event.version}): it was written by a later release, and is read once this one is upgraded` };
  }
  let data: unknown = envelope.data;
  for (let v = from; v < event.version; v += 1) {
    const upcast = event.upcasters[v];
    if (!upcast) return { ok: false, error: `${name} is no longer read: there is no upcaster from v${v} to v${v + 1} (the oldest read is v${oldestReadableVersion(event)})` };
    try {
      data = upcast(data);
    } catch (err) {
      return { ok: false, error: `${name} could not be upcast from v${v} to v${v + 1}: ${err instanceof Error ? err.message : String(err)}` };
    }
  }
  const parsed = event.payload.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`).join('; ');
    const upcast = from < event.version ? ` (upcast from v${from})` : '';
    return { ok: false, error: `payload does not match ${event.type} v${event.version}${upcast}: ${issues}` };
  }
  return { ok: true, event: { ...envelope, version: event.version, data: parsed.data as EventPayload<E> } };
}
