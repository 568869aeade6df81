import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@remuda/contracts';
import { type Snapshot, describeChange } from './describe-change.js';
import { HistoryEntryEntity } from './history-entry.entity.js';
import { HistorySnapshotEntity } from './history-snapshot.entity.js';

const HORSE_KIND = 'horses.horse';

async function snapshotOf(em: EntityManager, kind: string, thingId: string): Promise<Snapshot | null> {
  const row = await em.findOne(HistorySnapshotEntity, { where: { kind, thingId } });
  return row ? { state: JSON.parse(row.state) as Record<string, unknown>, deleted: row.deleted, asOf: row.asOf } : null;
}

/**
 * Keeps one event in the history, in the caller's transaction: the entry (who, when, what, each field before and
 * after, diffed against the thing's last kept state) and the thing's new last state. Used by the consumer and by a
 * rebuild alike, so both keep the same entries. A rebuild reading the stream may meet an event twice: unless `once`
 * (the consumer's inbox row already says the event is new), an event already kept (its id is the entry's) changes
 * nothing.
 */
export async function recordHistory(em: EntityManager, event: EventEnvelope, { once = false } = {}): Promise<void> {
  if (!once && (await em.exists(HistoryEntryEntity, { where: { id: event.id } }))) return;
  const { kind, thingId } = describeChange(event, null);
  const kept = await snapshotOf(em, kind, thingId);
  const change = describeChange(event, kept);

  if (change.next) {
    const row = { state: JSON.stringify(change.next.state), deleted: change.next.deleted, asOf: change.next.asOf };
    if (kept) await em.update(HistorySnapshotEntity, { kind, thingId }, row);
    else await em.insert(HistorySnapshotEntity, { kind, thingId, ...row });
  }
  if (!change.worthAnEntry) return;

  const horseName =
    change.kind === HORSE_KIND
      ? change.label
      : typeof change.state?.horseName === 'string'
        ? change.state.horseName
        : change.horseId
          ? (await snapshotOf(em, HORSE_KIND, change.horseId))?.state.name
          : null;
  await em.insert(HistoryEntryEntity, {
    id: event.id,
    type: event.type,
    occurredAt: event.occurredAt,
    actorId: event.actor?.id ?? null,
    actorEmail: event.actor?.email ?? null,
    actorRole: event.actor?.role ?? null,
    kind,
    thingId,
    horseId: change.horseId,
    horseName: typeof horseName === 'string' ? horseName.slice(0, 200) : null,
    label: change.label,
    action: change.action,
    changes: JSON.stringify(change.changes),
  });
}
