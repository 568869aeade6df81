import type { EntityManager, Repository, SelectQueryBuilder, ValueTransformer } from 'typeorm';

type ColumnMetadata = Repository<HorseRecordEntity>['metadata']['columns'][number];
import { DomainError, pageTotal, readKeptCount } from '@remuda/service-kit';
import { KnownHorseEntity } from '@remuda/known-horses';
import type { HorseRecordEntity } from './horse-record.entity.js';
import type { RecordFields, RecordKind } from './record-kind.js';

/** A record as the operations answer it and its events carry it: its columns, and its horse's name if known. */
export type RecordAnswer<E extends HorseRecordEntity> = Omit<E, never> & { horseName: string | null };

/** A page of a kind's list, filtered as its list query says. */
export interface RecordListQuery {
  horseId?: string;
  from?: string;
  to?: string;
  q?: string;
  limit?: number;
  offset?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const capitalised = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/** How a column's stored value becomes the answer's: SQLite gives booleans as 0 and 1; a transformer reads others. */
function reader(column: ColumnMetadata): (stored: unknown) => unknown {
  const transformer = column.transformer as ValueTransformer | undefined;
  if (transformer) return (stored) => transformer.from(stored);
  if (column.type === 'boolean') return (stored) => (stored === null ? null : Boolean(stored));
  return (stored) => stored;
}

/**
 * Reading and checking a kind's records, as its handlers answer them. Records are read as plain rows under the
 * answer's names (the entity's property names) with their horse's name: making entities of them took a horse's
 * list about half as much processor time again.
 */
export class RecordStore<E extends HorseRecordEntity> {
  private readonly table: string;
  /** Each column: its property (the answer's field), its SQL name, and how its stored value is read. */
  private readonly columns: ReadonlyArray<{ property: string; name: string; read: (stored: unknown) => unknown; write?: (value: unknown) => unknown }>;

  constructor(
    readonly kind: RecordKind<E>,
    readonly rows: Repository<E>,
  ) {
    const metadata = rows.metadata;
    this.table = metadata.tableName;
    this.columns = metadata.columns.map((column) => {
      const transformer = column.transformer as ValueTransformer | undefined;
      return { property: column.propertyName, name: column.databaseName, read: reader(column), write: transformer && ((v: unknown) => transformer.to(v)) };
    });
  }

  notFound(): DomainError {
    return new DomainError('NOT_FOUND', `${capitalised(this.kind.noun)} not found.`);
  }

  /** One record with its horse's name, or NOT_FOUND. */
  async get(id: string): Promise<RecordAnswer<E>> {
    const row = await this.withHorse().where('record.id = :id', { id: id.toLowerCase() }).getRawOne<Record<string, unknown>>();
    if (!row) throw this.notFound();
    return this.answerOfRow(row);
  }

  /**
   * Newest first (date, then when made, then id), filtered and paged: one query for the page joined to the horses'
   * names, and the total only when the page does not tell it.
   */
  async list(query: RecordListQuery): Promise<{ items: RecordAnswer<E>[]; total: number }> {
    const filtered = this.rows.createQueryBuilder('r');
    this.filter(filtered, query);
    // Without a search, the page's ids walk only the (date, created_at, id) index backwards: neither a sort of the
    // whole table nor reading every row before a deep page. A search finds its matches from its own index where
    // the kind keeps one; walking the date index instead would read every record until the page is full, so there
    // the expression `date || ''` keeps either database off it: the matches, then a sort of them. Then just the
    // page's rows, with their horses' names.
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
      .getRawMany<Record<string, unknown>>();
    const total = await pageTotal(query, page.length, () => this.count(filtered, query));
    return { items: page.map((row) => this.answerOfRow(row)), total };
  }

  /**
   * Takes a record's row for a change (SQLite runs one transaction at a time), so that of two changes made on the
   * same version only the first passes {@link checkVersion}.
   */
  lock(em: EntityManager, id: string): Promise<E | null> {
    const postgres = em.connection.options.type === 'postgres';
    return em.findOne(this.rows.target, { where: { id: id.toLowerCase() } as never, ...(postgres ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  /**
   * Refuses a change made on a copy older than the record, when the client said which version it read: CONFLICT
   * with the record as it is now, so the user compares the two and chooses.
   */
  async checkVersion(em: EntityManager, existing: E, version: number | undefined): Promise<void> {
    if (version === undefined || version === existing.version) return;
    const horse = await em.findOneBy(KnownHorseEntity, { id: existing.horseId });
    const current = this.answerOf(existing, horse?.name ?? null);
    throw new DomainError('CONFLICT', `This ${this.kind.noun} was changed by someone else since you opened it.`, undefined, current);
  }

  /** A form's fields as the record's columns: the kind's own, the horse (its id in lower case), nothing else. */
  columnsOf(fields: RecordFields, actor: Parameters<NonNullable<RecordKind<E>['fromFields']>>[1]): Partial<E> {
    return { ...this.picked(fields, 'version'), ...this.kind.fromFields?.(fields, actor) } as Partial<E>;
  }

  /**
   * A record as the kind answered it (an archive's) as its row: every column as answered, its version, dates and
   * documents too, none filled in by the kind's `fromFields`; its id and horse's id in lower case.
   */
  rowOf(answer: RecordFields & { id: string }): E {
    return Object.assign(new this.kind.entity(), this.picked(answer), { id: answer.id.toLowerCase() });
  }

  /** The columns `values` holds (but `omitted`), under their properties; the horse's id in lower case. */
  private picked(values: RecordFields, omitted?: string): Record<string, unknown> {
    const columns: Record<string, unknown> = {};
    for (const { property } of this.columns) if (property in values && property !== omitted) columns[property] = values[property];
    return { ...columns, horseId: values.horseId.toLowerCase() };
  }

  /** A record held as an entity, answered as it is stored: a value a column keeps otherwise (rounded) is read back so. */
  answerOf(entity: E, horseName: string | null): RecordAnswer<E> {
    const answer: Record<string, unknown> = { horseName };
    for (const { property, read, write } of this.columns) {
      const value = (entity as Record<string, unknown>)[property];
      answer[property] = write ? read(write(value)) : read(value);
    }
    return answer as RecordAnswer<E>;
  }

  private answerOfRow(row: Record<string, unknown>): RecordAnswer<E> {
    const answer: Record<string, unknown> = { horseName: row.horseName ?? null };
    for (const { property, read } of this.columns) answer[property] = read(row[property]);
    return answer as RecordAnswer<E>;
  }

  /**
   * How many records match: the unfiltered list's total as the database keeps it (a COUNT(*) reads every record);
   * a filtered one with a plain COUNT(*) of the matches (TypeORM's own count is COUNT(DISTINCT id), much slower).
   */
  private async count(filtered: SelectQueryBuilder<E>, query: RecordListQuery): Promise<number> {
    if (!query.horseId && !query.from && !query.to && !query.q) return readKeptCount(this.rows.manager, this.table);
    const counted = await filtered.select('COUNT(*)', 'total').getRawOne<{ total: number | string }>();
    return Number(counted?.total ?? 0);
  }

  /** The records with their horse's name, selected under the answer's names. */
  private withHorse(): SelectQueryBuilder<E> {
    const builder = this.rows.createQueryBuilder('record').leftJoin(KnownHorseEntity, 'horse', 'horse.id = record.horse_id').select('horse.name', 'horseName');
    for (const { property, name } of this.columns) builder.addSelect(`record.${name}`, property);
    return builder;
  }

  private filter(builder: SelectQueryBuilder<E>, query: RecordListQuery): void {
    if (query.horseId) builder.andWhere('r.horse_id = :horseId', { horseId: query.horseId.toLowerCase() });
    if (query.from) builder.andWhere('r.date >= :from', { from: query.from });
    if (query.to) builder.andWhere('r.date <= :to', { to: query.to });
    if (!query.q) return;
    // Substring matches, any capitals, of the horse's name and the kind's searched text. PostgreSQL's pg_trgm
    // indexes, where a kind keeps them, answer the LOWER()ed LIKEs themselves; the horses whose names match are an
    // array there, so that the planner ORs the index scans (an IN subquery would make it scan every record).
    // SQLite's FTS5 trigram table, where a kind keeps one, answers a quoted phrase of at least 3 characters; a
    // shorter search reads every record's text. SQLite's LIKE ignores ASCII capitals itself, as its LOWER() folds
    // only ASCII: the same matches without lowering every name.
    const postgres = this.rows.manager.connection.options.type === 'postgres';
    const matches = (column: string) => `${postgres ? `LOWER(${column})` : column} LIKE :like ESCAPE '\\'`;
    const names = builder.subQuery().select('k.id').from(KnownHorseEntity, 'k').where(matches('k.name')).getQuery();
    const ofHorse = postgres ? `r.horse_id = ANY(ARRAY${names})` : `r.horse_id IN ${names}`;
    const table = this.kind.sqliteSearchTable;
    const searched = this.kind.searched.map((property) => `r.${this.columns.find((c) => c.property === property)!.name}`);
    const inText =
      postgres || !table || [...query.q].length < 3
        ? searched.map(matches).join(' OR ')
        : `r.rowid IN (SELECT rowid FROM ${table} WHERE ${table} MATCH :phrase)`;
    builder.andWhere(`(${ofHorse} OR ${inText})`, {
      like: `%${escapeLike(query.q.toLowerCase())}%`,
      phrase: `"${query.q.replace(/"/g, '""')}"`,
    });
  }
}
