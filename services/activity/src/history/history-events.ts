import { EVENT_CATALOG, type EventDefinition } from '@remuda/contracts';

/**
 * The events that are no one's change of a thing, left out of the history; every other event of the catalogue is
 * in it, so a new kind of record (or a `…restored` event) gets history by publishing its events. Each of these is
 * a consequence the history already tells, or no change at all:
 * - a horse's health and care due dates move because a medical record or a setting changed, whose own entry says so;
 * - a signed-out session or an attempt to register an address already taken changes no thing (and a session id
 *   must never enter the history).
 */
export const LEFT_OUT_OF_HISTORY: ReadonlySet<string> = new Set([
  'horses.horse.health-changed',
  'horses.care.due-changed',
  'users.session.revoked',
  'users.registration.email-taken',
]);

/** The events the history consumer takes. */
export const HISTORY_EVENTS: readonly EventDefinition[] = EVENT_CATALOG.filter((event) => !LEFT_OUT_OF_HISTORY.has(event.type));

/**
 * Field names whose values never enter the history, at any depth of a payload: passwords, their hashes, tokens,
 * secrets, session ids and keys. Matched on the name, so a field added later under such a name is kept out too.
 */
const SECRET_FIELD = /pass(word|wd|phrase)|secret|token|session|hash|credential|api[-_]?key|private[-_]?key/i;

export const isSecretField = (name: string): boolean => SECRET_FIELD.test(name);

/**
 * Fields that are bookkeeping, or worked out from other things rather than changed by someone: kept in the
 * snapshot but never listed as a change. A horse's needs and due dates follow its medical records; a record's
 * `horseName` follows the horse; versions and timestamps follow every write.
 */
export const NOT_A_CHANGE: ReadonlySet<string> = new Set([
  'version', 'createdAt', 'updatedAt', 'changedAt', 'healthDue', 'healthLast',
  'needsWormed', 'needsTrimmed', 'needsYearly', 'needsCoggins', 'horseName', 'variants', 'profileImageVariants',
]);

/** A copy of a JSON value with every secret field left out, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !isSecretField(key)).map(([key, inner]) => [key, withoutSecrets(inner)]));
}
