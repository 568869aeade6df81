import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import type { OperationInput, RIDING_OPERATIONS, RidingLog, RidingLogPage, RidingLogSummary } from '@remuda/contracts';
import { DomainError, pageTotal, readKeptCount, validationFailed } from '@remuda/service-kit';
import { KnownHorseEntity, livingHorse } from '@remuda/known-horses';
import { RidingLogEntity } from './riding-log.entity.js';
import { toRidingLog } from './riding-log-view.js';

export const logNotFound = () => new DomainError('NOT_FOUND', 'Riding log not found.');

/**
 * Takes a log's row for a change (SQLite runs one transaction at a time), so that of two changes made on the same
 * version only the first passes {@link checkVersion}.
 */
export function lockLog(em: EntityManager, id: string): Promise<RidingLogEntity | null> {
  const postgres = em.connection.options.type === 'postgres';
  return em.findOne(RidingLogEntity, { where: { id: id.toLowerCase() }, ...(postgres ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
}

/**
 * Refuses a change made on a copy older than the log, when the client said which version it read: CONFLICT with
 * the log as it is now, so the user compares the two and chooses.
 */
export async function checkVersion(em: EntityManager, existing: RidingLogEntity, version: number | undefined): Promise<void> {
  if (version === undefined || version === existing.version) return;
  const horse = await em.findOneBy(KnownHorseEntity, { id: existing.horseId });
  const current = toRidingLog(existing, horse?.name ?? null);
  throw new DomainError('CONFLICT', 'This riding log was changed by someone else since you opened it.', undefined, current);
}

/** Where each field of a RidingLog is read from: the log's columns and its horse's name. */
const ANSWER_COLUMNS: Record<keyof RidingLog, string> = {
  id: 'log.id',
  horseId: 'log.horse_id',
  horseName: 'horse.name',
  date: 'log.date',
  notes: 'log.notes',
  durationMinutes: 'log.duration_minutes',
  rider: 'log.rider',
  type: 'log.type',
  createdAt: 'log.created_at',
  updatedAt: 'log.updated_at',
  version: 'log.version',
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type ListQuery = OperationInput<typeof RIDING_OPERATIONS.list>;

/** Reading riding logs with their horse's name, as the use cases answer them. */
@Injectable()
export class RidingLogStore {
  constructor(@InjectRepository(RidingLogEntity) readonly logs: Repository<RidingLogEntity>) {}

  /** One log with its horse's name, or NOT_FOUND. */
  async get(id: string): Promise<RidingLog> {
    const log = await this.withHorse().where('log.id = :id', { id: id.toLowerCase() }).getRawOne<RidingLog>();
    if (!log) throw logNotFound();
    return log;
  }

  /** Newest first (date, then when logged, then id), filtered and paged: the page, and the total when the page does not tell it. */
  async list(query: ListQuery): Promise<RidingLogPage> {
    const filtered = this.filter(this.withHorse(), query);
    filtered.orderBy('log.date', 'DESC').addOrderBy('log.created_at', 'DESC').addOrderBy('log.id', 'DESC');
    if (query.limit !== undefined) filtered.limit(query.limit);
    if (query.offset !== undefined) filtered.offset(query.offset);
    const page = await filtered.getRawMany<RidingLog>();
    const total = await pageTotal(query, page.length, () => this.count(query));
    return { items: page, total };
  }

  /**
   * How many logs match: the unfiltered list's total as the database keeps it (a COUNT(*) reads every log); a
   * filtered one with a plain COUNT(*) of the matches (TypeORM's own count is COUNT(DISTINCT id), much slower).
   */
  private async count(query: ListQuery): Promise<number> {
    if (!query.horseId && !query.from && !query.to && !query.q) return readKeptCount(this.logs.manager, 'riding_logs');
    const counted = await this.filter(this.logs.createQueryBuilder('log'), query).select('COUNT(*)', 'total').getRawOne<{ total: number | string }>();
    return Number(counted?.total ?? 0);
  }

  /** A horse's rides as its page shows them: date and notes, newest first, read as plain rows. */
  async listForHorse(horseId: string): Promise<RidingLogSummary[]> {
    return this.logs
      .createQueryBuilder('log')
      .select('log.id', 'id')
      .addSelect('log.date', 'date')
      .addSelect('log.notes', 'notes')
      .where('log.horse_id = :horseId', { horseId: horseId.toLowerCase() })
      .orderBy('log.date', 'DESC')
      .addOrderBy('log.created_at', 'DESC')
      .addOrderBy('log.id', 'DESC')
      .getRawMany<RidingLogSummary>();
  }

  /**
   * The logs with their horse's name, selected under the answer's own names and read as plain rows: making
   * entities of them and of their horses took a horse's tab twice the processor time.
   */
  private withHorse(): SelectQueryBuilder<RidingLogEntity> {
    const builder = this.logs.createQueryBuilder('log').leftJoin(KnownHorseEntity, 'horse', 'horse.id = log.horse_id').select([]);
    for (const [name, column] of Object.entries(ANSWER_COLUMNS)) builder.addSelect(column, name);
    return builder;
  }

  private filter(builder: SelectQueryBuilder<RidingLogEntity>, query: ListQuery): SelectQueryBuilder<RidingLogEntity> {
    if (query.horseId) builder.andWhere('log.horse_id = :horseId', { horseId: query.horseId.toLowerCase() });
    if (query.from) builder.andWhere('log.date >= :from', { from: query.from });
    if (query.to) builder.andWhere('log.date <= :to', { to: query.to });
    if (query.q) {
      // The horses whose names match are found once, from the projection's (name, id) index; the log's own
      // text is matched row by row.
      const names = builder.subQuery().select('k.id').from(KnownHorseEntity, 'k').where("LOWER(k.name) LIKE :q ESCAPE '\\'").getQuery();
      builder.andWhere(`(log.horse_id IN ${names} OR LOWER(log.notes) LIKE :q ESCAPE '\\' OR LOWER(log.rider) LIKE :q ESCAPE '\\')`, {
        q: `%${escapeLike(query.q.toLowerCase())}%`,
      });
    }
    return builder;
  }
}

/**
 * The horse a ride is for, inside the write's transaction: one the service knows, alive, and on property or
 * allowed rides off it; refused on the form's horse field otherwise.
 */
export async function rideableHorse(em: EntityManager, horseId: string): Promise<KnownHorseEntity> {
  const horse = await livingHorse(em, horseId);
  if (!horse.onProperty && !horse.offPropertyRides) {
    throw validationFailed([{ field: 'horseId', message: `${horse.name} is off property and not available for rides.` }]);
  }
  return horse;
}
