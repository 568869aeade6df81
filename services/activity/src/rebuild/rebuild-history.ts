import { DataSource, In } from 'typeorm';
import { type EventEnvelope, readEvent } from '@remuda/contracts';
import { type Config, InboxEntity, dataSourceOptions, resetKeptCount } from '@remuda/service-kit';
import { ACTIVITY_ENTITIES, ACTIVITY_MIGRATIONS } from '../activity.module.js';
import { HistoryEntryEntity } from '../history/history-entry.entity.js';
import { HISTORY_EVENTS } from '../history/history-events.js';
import { HistorySnapshotEntity } from '../history/history-snapshot.entity.js';
import { recordHistory } from '../history/record-history.js';

/** The history consumer's id, as its inbox rows name it. */
export const HISTORY_CONSUMER = 'history';

export interface RebuildReport {
  read: number;
  kept: number;
  /** Events the history could not read (a version it does not know, a payload that does not parse), by why. */
  unreadable: string[];
  /** The oldest event read: the rebuilt history starts there. */
  since: string | null;
}

/**
 * Rebuilds the history from `events` (oldest first: what the stream or the outboxes still hold), in one
 * transaction: the entries, the last states and the consumer's inbox rows are made again exactly as the consumer
 * makes them, each event read through its upcasters. Dead letters and dropped events stay as they are and are
 * skipped. Run it while the activity service is stopped; the entries of events older than what `events` holds
 * are gone afterwards (the store is backed up for that: docs/adr/023-history.md).
 */
export async function rebuildHistory(config: Config, events: AsyncIterable<EventEnvelope>): Promise<RebuildReport> {
  const dataSource = new DataSource(dataSourceOptions(config, { service: 'activity', entities: ACTIVITY_ENTITIES, migrations: ACTIVITY_MIGRATIONS }));
  await dataSource.initialize();
  try {
    if (config.database.kind === 'postgres') await dataSource.query('CREATE SCHEMA IF NOT EXISTS "activity"');
    await dataSource.runMigrations();
    const definitions = new Map(HISTORY_EVENTS.map((event) => [event.type, event]));
    return await dataSource.transaction(async (em) => {
      const report: RebuildReport = { read: 0, kept: 0, unreadable: [], since: null };
      const settled = await em.find(InboxEntity, { where: { consumer: HISTORY_CONSUMER, status: In(['dead', 'dropped']) }, select: { eventId: true } });
      const skip = new Set(settled.map((row) => row.eventId));
      await em.delete(InboxEntity, { consumer: HISTORY_CONSUMER, status: In(['applied', 'pending']) });
      await em.clear(HistoryEntryEntity);
      await resetKeptCount(em, 'history_entries');
      await em.clear(HistorySnapshotEntity);
      const seen = new Set<string>();
      for await (const envelope of events) {
        report.read += 1;
        report.since ??= envelope.occurredAt;
        const definition = definitions.get(envelope.type);
        if (!definition || skip.has(envelope.id) || seen.has(envelope.id)) continue;
        seen.add(envelope.id);
        const reading = readEvent(definition, envelope);
        if (!reading.ok) {
          report.unreadable.push(`${envelope.type} ${envelope.id}: ${reading.error}`);
          continue;
        }
        await recordHistory(em, reading.event);
        const now = new Date().toISOString();
        await em.insert(InboxEntity, {
          consumer: HISTORY_CONSUMER, eventId: envelope.id, type: envelope.type, envelope: JSON.stringify(envelope), status: 'applied',
          attempts: 0, lastError: null, occurredAt: envelope.occurredAt, receivedAt: now, nextAttemptAt: now, appliedAt: now,
        });
        report.kept += 1;
      }
      return report;
    });
  } finally {
    await dataSource.destroy();
  }
}
