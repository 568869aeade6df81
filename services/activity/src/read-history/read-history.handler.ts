import { Controller } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { ACTIVITY_OPERATIONS as OPS, type Actor, type ActivityPerson, type HistoryEntry, type HistoryPage, type OperationInput, type Role } from '@remuda/contracts';
import { Handles, pageTotal, readKeptCount } from '@remuda/service-kit';
import { HistoryEntryEntity } from '../history/history-entry.entity.js';

const DEFAULT_LIMIT = 50;

export function toHistoryEntry(row: HistoryEntryEntity): HistoryEntry {
  return {
    id: row.id,
    type: row.type,
    occurredAt: row.occurredAt,
    actor: row.actorId && row.actorEmail && row.actorRole ? { id: row.actorId, email: row.actorEmail, role: row.actorRole as Role } : null,
    kind: row.kind,
    thingId: row.thingId,
    horseId: row.horseId,
    horseName: row.horseName,
    label: row.label,
    action: row.action,
    changes: JSON.parse(row.changes) as HistoryEntry['changes'],
  };
}

/** The day after a calendar day, for a range that includes its last day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The history's reads: a horse's (its own changes and those of everything that belongs to it), one thing's, and
 * the administrator's activity list with its filters; each newest first and paged. A trainer reads only what
 * belongs to a horse (the horse, its media, records and rides); the operations' access already keeps plain users
 * out, and the activity list to administrators.
 */
@Controller()
export class ReadHistoryHandler {
  constructor(@InjectRepository(HistoryEntryEntity) private readonly entries: Repository<HistoryEntryEntity>) {}

  @Handles(OPS.horseHistory)
  horse({ horseId, limit, offset }: OperationInput<typeof OPS.horseHistory>): Promise<HistoryPage> {
    return this.page(this.entries.createQueryBuilder('e').where('e.horse_id = :horseId', { horseId }), { limit, offset });
  }

  @Handles(OPS.thingHistory)
  thing({ thingId, limit, offset }: OperationInput<typeof OPS.thingHistory>, actor: Actor): Promise<HistoryPage> {
    const query = this.entries.createQueryBuilder('e').where('e.thing_id = :thingId', { thingId });
    if (actor.role !== 'ADMIN') query.andWhere('e.horse_id IS NOT NULL');
    return this.page(query, { limit, offset });
  }

  @Handles(OPS.list)
  list({ actorId, kind, action, from, to, limit, offset }: OperationInput<typeof OPS.list>): Promise<HistoryPage> {
    const query = this.entries.createQueryBuilder('e').where('1 = 1');
    if (actorId) query.andWhere('e.actor_id = :actorId', { actorId });
    if (kind) query.andWhere('e.kind = :kind', { kind });
    if (action) query.andWhere('e.action = :action', { action });
    if (from) query.andWhere('e.occurred_at >= :from', { from: `${from}T00:00:00.000Z` });
    if (to) query.andWhere('e.occurred_at < :to', { to: `${nextDay(to)}T00:00:00.000Z` });
    const filtered = Boolean(actorId || kind || action || from || to);
    return this.page(query, { limit, offset }, filtered ? undefined : () => readKeptCount(this.entries.manager, 'history_entries'));
  }

  /**
   * Everyone who made a change, found by skipping through the index on the actor (one step per person, not one per
   * entry: a million entries by twenty people is twenty steps), each with the email of their latest entry.
   */
  @Handles(OPS.people)
  async people(): Promise<ActivityPerson[]> {
    const rows: { id: string; email: string | null }[] = await this.entries.query(
      `WITH RECURSIVE people(id) AS (
         SELECT MIN(actor_id) FROM ${this.table}
         UNION ALL
         SELECT (SELECT MIN(e.actor_id) FROM ${this.table} e WHERE e.actor_id > people.id) FROM people WHERE people.id IS NOT NULL
       )
       SELECT people.id AS id,
              (SELECT e.actor_email FROM ${this.table} e WHERE e.actor_id = people.id ORDER BY e.occurred_at DESC LIMIT 1) AS email
       FROM people WHERE people.id IS NOT NULL`,
    );
    return rows.filter((r): r is ActivityPerson => r.email !== null).sort((a, b) => a.email.localeCompare(b.email));
  }

  /** The entries' table as SQL names it (with its schema in PostgreSQL). */
  private get table(): string {
    const { schema, tableName } = this.entries.metadata;
    return schema ? `"${schema}"."${tableName}"` : `"${tableName}"`;
  }

  /**
   * A page, newest first, and the total: `count` when the caller has one (the unfiltered list's, kept by the
   * database), else a plain COUNT(*) of the matches (TypeORM's own count is COUNT(DISTINCT id), far slower).
   */
  private async page(
    query: SelectQueryBuilder<HistoryEntryEntity>,
    paging: { limit?: number; offset?: number },
    count?: () => Promise<number>,
  ): Promise<HistoryPage> {
    const limit = paging.limit ?? DEFAULT_LIMIT;
    const offset = paging.offset ?? 0;
    const rows = await query.clone().orderBy('e.occurred_at', 'DESC').addOrderBy('e.id', 'DESC').skip(offset).take(limit).getMany();
    const countMatches = async () => Number((await query.clone().select('COUNT(*)', 'total').getRawOne<{ total: number | string }>())?.total ?? 0);
    const total = await pageTotal({ limit, offset }, rows.length, count ?? countMatches);
    return { items: rows.map(toHistoryEntry), total };
  }
}
