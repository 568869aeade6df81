import type { EventEnvelope, HistoryChange } from '@remuda/contracts';
import { NOT_A_CHANGE, withoutSecrets } from './history-events.js';

type State = Record<string, unknown>;

/** What an event type's last word becomes as an action: synonyms folded, any other verb kept as it is. */
const ACTIONS: Readonly<Record<string, string>> = { added: 'created', removed: 'deleted', changed: 'updated' };

/**
 * What an event says about which thing, read from its type alone: `<domain>.<aggregate>.<action>`, where the action
 * may name a part of the aggregate (`horses.horse.media-added`: the horse's media, added;
 * `horses.gallery.picture-restored`: a gallery picture, restored).
 */
export function thingOfType(type: string): { kind: string; part: string | null; aggregate: string; action: string } {
  const [domain = '', aggregate = '', what = ''] = type.split('.');
  const dash = what.lastIndexOf('-');
  const part = dash > 0 ? what.slice(0, dash) : null;
  const verb = dash > 0 ? what.slice(dash + 1) : what;
  return { kind: part ? `${domain}.${aggregate}.${part}` : `${domain}.${aggregate}`, part, aggregate, action: ACTIONS[verb] ?? verb };
}

const isState = (value: unknown): value is State => value !== null && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const camel = (words: string) => words.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The thing an event is about, and its state as the event carries it (null when it carries none: a deletion). */
export interface EventThing {
  kind: string;
  thingId: string;
  horseId: string | null;
  action: string;
  /** The thing's fields after the change, secrets left out; null when the event carries no state. */
  state: State | null;
}

/** Reads the thing an event touched from its envelope alone, whatever its domain. */
export function eventThing(event: EventEnvelope): EventThing {
  const { kind, part, aggregate, action } = thingOfType(event.type);
  const data = isState(event.data) ? event.data : {};
  const key = part ? camel(part) : null;
  const nested = key && isState(data[key]) ? data[key] : null;
  const raw = nested ?? data;
  const thingId = text(raw.id) ?? (key ? text(data[`${key}Id`]) : null) ?? text(data.id) ?? event.aggregateId;
  const horseId = text(raw.horseId) ?? text(data.horseId) ?? (aggregate === 'horse' && !part ? thingId : aggregate === 'horse' ? event.aggregateId : null);
  const state = withoutSecrets(raw) as State;
  // A payload of ids alone (a deletion, a removal) says what went, not what the thing is.
  const ids = new Set(['id', 'horseId', ...(key ? [`${key}Id`] : [])]);
  const carries = action !== 'deleted' && Object.keys(state).some((field) => !ids.has(field));
  return { kind, thingId, horseId, action, state: carries ? state : null };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Each field whose value differs between two states, in the order the fields first appear; bookkeeping left out. */
export function diffStates(before: State, after: State): HistoryChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => !NOT_A_CHANGE.has(field) && !same(before[field], after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** The last state the history holds of a thing. */
export interface Snapshot {
  state: State;
  deleted: boolean;
  asOf: string;
}

/** An entry's own part, before who and when: what changed, and the thing's state afterwards. */
export interface DescribedChange extends EventThing {
  changes: HistoryChange[];
  /** The state to keep as the thing's last (null: keep what is kept). */
  next: Snapshot | null;
  /** False for an update that changed nothing anyone made (a recomputed due date): no entry. */
  worthAnEntry: boolean;
  label: string | null;
}

const LABEL_FIELDS = ['name', 'title', 'date', 'email', 'type'];

/** A few words that name the thing: a horse's name, a record's date, a picture's title. */
export function labelOf(state: State | null | undefined): string | null {
  if (!state) return null;
  for (const field of LABEL_FIELDS) {
    const value = text(state[field]);
    if (value) return value.slice(0, 200);
  }
  return null;
}

/**
 * What one event changed, diffed against the last state kept of its thing. A creation lists every field (from
 * nothing); an update the fields that differ; a deletion every field the thing had (to nothing), its last state
 * kept as deleted; a restore every field from nothing, with the state the event carries or, when it carries none,
 * the state the thing had when deleted. An event older than the kept state (arriving late) is told against it but
 * does not move it back.
 */
export function describeChange(event: EventEnvelope, kept: Snapshot | null): DescribedChange {
  const thing = eventThing(event);
  const late = kept !== null && kept.asOf > event.occurredAt;
  const keep = (state: State, deleted: boolean): Snapshot | null => (late ? null : { state, deleted, asOf: event.occurredAt });

  if (thing.action === 'deleted') {
    const before = kept?.state ?? {};
    return { ...thing, changes: diffStates(before, {}), next: keep(before, true), worthAnEntry: true, label: labelOf(before) };
  }
  const after = thing.state ?? kept?.state ?? {};
  const fromNothing = thing.action === 'created' || thing.action === 'restored';
  const before = fromNothing ? {} : (kept?.state ?? {});
  const changes = diffStates(before, after);
  const worthAnEntry = thing.action !== 'updated' || changes.length > 0;
  return { ...thing, changes, next: keep(after, false), worthAnEntry, label: labelOf(after) ?? labelOf(kept?.state) };
}
