import { Controller } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { ACTIVITY_OPERATIONS as OPS, type Actor, type ActivityPerson, type HistoryEntry, type HistoryPage, type OperationInput, type Role } from '@remuda/contracts';
import { Handles, pageTotal } from '@remuda/service-kit';
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
    return this.page(query, { limit, offset });
  }

  @Handles(OPS.people)
  async people(): Promise<ActivityPerson[]> {
    const rows = await this.entries
      .createQueryBuilder('e')
      .select('e.actor_id', 'id')
      .addSelect('MAX(e.actor_email)', 'email')
      .where('e.actor_id IS NOT NULL')
      .groupBy('e.actor_id')
      .getRawMany<{ id: string; email: string }>();
    return rows.sort((a, b) => a.email.localeCompare(b.email));
  }

  private async page(query: SelectQueryBuilder<HistoryEntryEntity>, paging: { limit?: number; offset?: number }): Promise<HistoryPage> {
    const limit = paging.limit ?? DEFAULT_LIMIT;
    const offset = paging.offset ?? 0;
    const rows = await query.clone().orderBy('e.occurred_at', 'DESC').addOrderBy('e.id', 'DESC').skip(offset).take(limit).getMany();
    const total = await pageTotal({ limit, offset }, rows.length, () => query.getCount());
    return { items: rows.map(toHistoryEntry), total };
  }
}
