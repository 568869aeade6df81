import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import type { MedicalRecord, MedicalRecordPage, OperationInput, MEDICAL_OPERATIONS } from '@remuda/contracts';
import { DomainError, validationFailed } from '@remuda/service-kit';
import { KnownHorseEntity } from '../horse-directory/known-horse.entity.js';
import { MedicalRecordEntity } from './medical-record.entity.js';
import { toMedicalRecord } from './medical-record-view.js';

export const recordNotFound = () => new DomainError('NOT_FOUND', 'Medical record not found.');

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

type ListQuery = OperationInput<typeof MEDICAL_OPERATIONS.list>;

/** Reading medical records with their horse's name, as the use cases answer them. */
@Injectable()
export class MedicalRecordStore {
  constructor(@InjectRepository(MedicalRecordEntity) readonly records: Repository<MedicalRecordEntity>) {}

  /** One record with its horse's name, or NOT_FOUND. */
  async get(id: string): Promise<MedicalRecord> {
    const record = await this.records
      .createQueryBuilder('record')
      .leftJoinAndMapOne('record.horse', KnownHorseEntity, 'horse', 'horse.id = record.horse_id')
      .where('record.id = :id', { id: id.toLowerCase() })
      .getOne();
    if (!record) throw recordNotFound();
    return toMedicalRecord(record, record.horse?.name ?? null);
  }

  /**
   * Newest first (date, then when recorded, then id), filtered and paged: one COUNT(*) and one query for the
   * page joined to the horses' names.
   */
  async list(query: ListQuery): Promise<MedicalRecordPage> {
    const filtered = this.records.createQueryBuilder('r');
    this.filter(filtered, query);
    // A plain COUNT(*) (TypeORM's own count is COUNT(DISTINCT id), much slower over many records).
    const counted = await filtered.clone().select('COUNT(*)', 'total').getRawOne<{ total: number | string }>();
    // Without a search, the page's ids walk only the (date, created_at, id) index backwards: neither a sort of the
    // whole table nor reading every row before a deep page. A search reads the rows anyway; when its matches are
    // few, walking that index would fetch all 200,000 in index order (random reads, three times slower than one
    // pass), so there the expression `date || ''` keeps either database off the index: one pass, then a sort of
    // the matches. Then just the page's rows, with their horses' names.
    const newestFirst = query.q ? "r.date || ''" : 'r.date';
    const pageIds = filtered.select('r.id', 'id').orderBy(newestFirst, 'DESC').addOrderBy('r.created_at', 'DESC').addOrderBy('r.id', 'DESC');
    if (query.limit !== undefined) pageIds.limit(query.limit);
    if (query.offset !== undefined) pageIds.offset(query.offset);
    const page = await this.records
      .createQueryBuilder('record')
      .innerJoin(`(${pageIds.getQuery()})`, 'page', 'page.id = record.id')
      .leftJoinAndMapOne('record.horse', KnownHorseEntity, 'horse', 'horse.id = record.horse_id')
      .setParameters(pageIds.getParameters())
      .orderBy('record.date', 'DESC')
      .addOrderBy('record.created_at', 'DESC')
      .addOrderBy('record.id', 'DESC')
      .getMany();
    return { items: page.map((r) => toMedicalRecord(r, r.horse?.name ?? null)), total: Number(counted?.total ?? 0) };
  }

  private filter(builder: SelectQueryBuilder<MedicalRecordEntity>, query: ListQuery): void {
    if (query.horseId) builder.andWhere('r.horse_id = :horseId', { horseId: query.horseId.toLowerCase() });
    if (query.q) {
      // The horses whose names match are found once, from the projection's (name, id) index; the record's own
      // text is matched row by row.
      const names = builder
        .subQuery()
        .select('k.id')
        .from(KnownHorseEntity, 'k')
        .where("LOWER(k.name) LIKE :q ESCAPE '\\'")
        .getQuery();
      builder.andWhere(
        `(r.horse_id IN ${names} OR LOWER(r.description) LIKE :q ESCAPE '\\' OR LOWER(r.vet) LIKE :q ESCAPE '\\' OR LOWER(r.notes) LIKE :q ESCAPE '\\')`,
        { q: `%${escapeLike(query.q.toLowerCase())}%` },
      );
    }
  }
}

/**
 * The horse a record is for, as the service knows it, inside the write's transaction: a horse it has not heard
 * of, or a deceased one, is refused on the form's horse field.
 */
export async function livingHorse(em: EntityManager, horseId: string): Promise<KnownHorseEntity> {
  const horse = await em.findOneBy(KnownHorseEntity, { id: horseId.toLowerCase() });
  if (!horse) throw validationFailed([{ field: 'horseId', message: 'Unknown horse' }]);
  if (horse.deceased) throw validationFailed([{ field: 'horseId', message: 'This horse is deceased; its records can no longer change' }]);
  return horse;
}
