import type { HistoryChange, HistoryEntry } from '@remuda/contracts';
import { ROLE_LABELS, historyActionLabel, historyKindLabel } from '@remuda/contracts/routes';

/** A field's name for people: `deceased_date` and `durationMinutes` read "deceased date" and "duration minutes". */
export function fieldLabel(field: string): string {
  const words = field.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as a short text: empty for nothing, Yes/No, lists joined, anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.length ? value.join(', ') : '—';
  return JSON.stringify(value);
}

/** "Dusty: Sex: mare → gelding". */
export const changeText = (change: HistoryChange) => `${fieldLabel(change.field)}: ${valueText(change.before)} → ${valueText(change.after)}`;

/** Who made the change: their email and role, or the platform itself. */
export const actorText = (entry: HistoryEntry) => (entry.actor ? `${entry.actor.email} (${ROLE_LABELS[entry.actor.role]})` : 'The platform');

/** What was changed: its kind, and its label when it has one ("Medical record 2026-03-01"). */
export function thingText(entry: HistoryEntry): string {
  const kind = historyKindLabel(entry.kind);
  const label = entry.label && entry.label !== entry.horseName ? entry.label : null;
  const horse = entry.horseName && entry.kind !== 'horses.horse' ? `${entry.horseName}` : null;
  return [kind, entry.kind === 'horses.horse' ? entry.horseName : null, horse ? `of ${horse}` : null, label].filter(Boolean).join(' ');
}

export const actionText = (entry: HistoryEntry) => historyActionLabel(entry.action);

/** When, in the viewer's own time: "Mar 1, 2026, 9:05 AM". */
export function whenText(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** The CSV of entries, one row per entry, its changes in one cell. */
export function historyCsv(entries: readonly HistoryEntry[]): Array<Array<string | null>> {
  return [
    ['When (UTC)', 'Who', 'Role', 'Kind', 'Label', 'Id', 'Horse', 'Action', 'Changes'],
    ...entries.map((e) => [
      e.occurredAt,
      e.actor?.email ?? 'The platform',
      e.actor ? ROLE_LABELS[e.actor.role] : '',
      historyKindLabel(e.kind),
      e.label,
      e.thingId,
      e.horseName,
      historyActionLabel(e.action),
      e.changes.map(changeText).join('; '),
    ]),
  ];
}
