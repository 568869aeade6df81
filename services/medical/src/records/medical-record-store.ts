import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import type { MedicalRecord, MedicalRecordPage, OperationInput, MEDICAL_OPERATIONS } from '@remuda/contracts';
import { DomainError, pageTotal, readKeptCount } from '@remuda/service-kit';
import { KnownHorseEntity } from '@remuda/known-horses';
import { MedicalRecordEntity } from './medical-record.entity.js';
import { toMedicalRecord } from './medical-record-view.js';

export const recordNotFound = () => new DomainError('NOT_FOUND', 'Medical record not found.');

/**
 * Takes a record's row for a change (SQLite runs one transaction at a time), so that of two changes made on the
 * same version only the first passes {@link checkVersion}.
 */
export function lockRecord(em: EntityManager, id: string): Promise<MedicalRecordEntity | null> {
  const postgres = em.connection.options.type === 'postgres';
  return em.findOne(MedicalRecordEntity, { where: { id: id.toLowerCase() }, ...(postgres ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
}

/**
 * Refuses a change made on a copy older than the record, when the client said which version it read: CONFLICT
 * with the record as it is now, so the user compares the two and chooses.
 */
export async function checkVersion(em: EntityManager, existing: MedicalRecordEntity, version: number | undefined): Promise<void> {
  if (version === undefined || version === existing.version) return;
  const horse = await em.findOneBy(KnownHorseEntity, { id: existing.horseId });
  const current = toMedicalRecord(existing, horse?.name ?? null);
  throw new DomainError('CONFLICT', 'This medical record was changed by someone else since you opened it.', undefined, current);
}

/** A record read as a plain row: its columns under the entity's names, and its horse's name. */
type RecordRow = MedicalRecordEntity & { horseName: string | null };

/** Where each field of a RecordRow is read from. */
const ROW_COLUMNS: Record<keyof RecordRow, string> = {
  id: 'record.id',
  horseId: 'record.horse_id',
  horseName: 'horse.name',
  date: 'record.date',
  description: 'record.description',
  vet: 'record.vet',
  notes: 'record.notes',
  weight: 'record.weight',
  heightTenths: 'record.height_tenths',
  wormed: 'record.wormed',
  trimmed: 'record.trimmed',
  coggins: 'record.coggins',
  yearlyVaccines: 'record.yearly_vaccines',
  createdAt: 'record.created_at',
  updatedAt: 'record.updated_at',
  version: 'record.version',
};

/** A row as the operations answer it: SQLite gives its booleans as 0 and 1 (an unknown horse's name reads as null). */
const answered = (row: RecordRow): MedicalRecord =>
  toMedicalRecord(
    { ...row, wormed: Boolean(row.wormed), trimmed: Boolean(row.trimmed), coggins: Boolean(row.coggins), yearlyVaccines: Boolean(row.yearlyVaccines) },
    row.horseName,
  );

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type ListQuery = OperationInput<typeof MEDICAL_OPERATIONS.list>;

/** Reading medical records with their horse's name, as the use cases answer them. */
@Injectable()
export class MedicalRecordStore {
  constructor(@InjectRepository(MedicalRecordEntity) readonly records: Repository<MedicalRecordEntity>) {}

  /** One record with its horse's name, or NOT_FOUND. */
  async get(id: string): Promise<MedicalRecord> {
    const record = await this.withHorse().where('record.id = :id', { id: id.toLowerCase() }).getRawOne<RecordRow>();
    if (!record) throw recordNotFound();
    return answered(record);
  }

  /**
   * Newest first (date, then when recorded, then id), filtered and paged: one query for the page joined to the
   * horses' names, and the total only when the page does not tell it.
   */
  async list(query: ListQuery): Promise<MedicalRecordPage> {
    const filtered = this.records.createQueryBuilder('r');
    this.filter(filtered, query);
    // Without a search, the page's ids walk only the (date, created_at, id) index backwards: neither a sort of the
    // whole table nor reading every row before a deep page. A search finds its matches from the trigram index;
    // walking the date index instead would read every record until the page is full, so there the expression
    // `date || ''` keeps either database off it: the matches, then a sort of them. Then just the page's rows,
    // with their horses' names.
    const newestFirst = query.q ? "r.date || ''" : 'r.date';
    const pageIds = filtered.clone().select('r.id', 'id').orderBy(newestFirst, 'DESC').addOrderBy('r.created_at', 'DESC').addOrderBy('r.id', 'DESC');
    if (query.limit !== undefined) pageIds.limit(query.limit);
    if (query.offset !== undefined) pageIds.offset(query.offset);
    const page = await this.withHorse()
      .innerJoin(`(${pageIds.getQuery()})`, 'page', 'page.id = record.id')
      .setParameters(pageIds.getParameters())
      .orderBy('record.date', 'DESC')
      .addOrderBy('record.created_at', 'DESC')
      .addOrderBy('record.id', 'DESC')
      .getRawMany<RecordRow>();
    const total = await pageTotal(query, page.length, () => this.count(filtered, query));
    return { items: page.map(answered), total };
  }

  /**
   * How many records match: the unfiltered list's total as the database keeps it (a COUNT(*) reads every record); a filtered one with a plain COUNT(*) of the matches (TypeORM's own count is
   * COUNT(DISTINCT id), much slower over many records).
   */
  private async count(filtered: SelectQueryBuilder<MedicalRecordEntity>, query: ListQuery): Promise<number> {
    if (!query.horseId && !query.q) {
      return readKeptCount(this.records.manager, 'medical_records');
    }
    const counted = await filtered.select('COUNT(*)', 'total').getRawOne<{ total: number | string }>();
    return Number(counted?.total ?? 0);
  }

  /**
   * The records with their horse's name, selected under the entity's own names and read as plain rows: making
   * entities of them and of their horses took a horse's list about half as much processor time again.
   */
  private withHorse(): SelectQueryBuilder<MedicalRecordEntity> {
    const builder = this.records.createQueryBuilder('record').leftJoin(KnownHorseEntity, 'horse', 'horse.id = record.horse_id').select([]);
    for (const [name, column] of Object.entries(ROW_COLUMNS)) builder.addSelect(column, name);
    return builder;
  }

  private filter(builder: SelectQueryBuilder<MedicalRecordEntity>, query: ListQuery): void {
    if (query.horseId) builder.andWhere('r.horse_id = :horseId', { horseId: query.horseId.toLowerCase() });
    if (!query.q) return;
    // Substring matches, any capitals, of the horse's name, the description, the vet or the notes, each found
    // from a trigram index (see the SearchMedicalRecords migration). PostgreSQL's pg_trgm indexes answer the
    // LOWER()ed LIKEs themselves; the horses whose names match are an array there, so that the planner ORs the
    // index scans (an IN subquery would make it scan every record). SQLite's FTS5 trigram table answers a quoted
    // phrase of at least 3 characters; a shorter search reads every record's text. SQLite's LIKE ignores ASCII
    // capitals itself, as its LOWER() folds only ASCII: the same matches without lowering every name.
    const postgres = this.records.manager.connection.options.type === 'postgres';
    const matches = (column: string) => `${postgres ? `LOWER(${column})` : column} LIKE :like ESCAPE '\\'`;
    const names = builder.subQuery().select('k.id').from(KnownHorseEntity, 'k').where(matches('k.name')).getQuery();
    const ofHorse = postgres ? `r.horse_id = ANY(ARRAY${names})` : `r.horse_id IN ${names}`;
    const inText =
      postgres || [...query.q].length < 3
        ? ['r.description', 'r.vet', 'r.notes'].map(matches).join(' OR ')
        : 'r.rowid IN (SELECT rowid FROM medical_records_search WHERE medical_records_search MATCH :phrase)';
    builder.andWhere(`(${ofHorse} OR ${inText})`, {
      like: `%${escapeLike(query.q.toLowerCase())}%`,
      phrase: `"${query.q.replace(/"/g, '""')}"`,
    });
  }
}
