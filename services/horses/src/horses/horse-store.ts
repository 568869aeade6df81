import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, type FindOptionsSelect, type Repository, type SelectQueryBuilder } from 'typeorm';
import type { Horse, HorseListPage, HorseListQuery, HorseWithMedia } from '@remuda/contracts';
import { DomainError, pageTotal, readKeptCount } from '@remuda/service-kit';
import { HEALTH_FIELDS } from '../health/horse-health-fields.js';
import { NEED_FLAG } from '../health/health-policy.js';
import { HorseEntity } from './horse.entity.js';
import { toHorse, toMedia } from './horse-view.js';
import { MediaEntity } from './media.entity.js';

/** The columns a horse's care is made of: its name, where it is, when it joined and last changed, its health dates and needs. */
const CARE_COLUMNS = Object.fromEntries(
  (
    [
      'id', 'name', 'onProperty', 'deceased', 'createdAt', 'updatedAt', 'careLast', 'careDue',
      ...Object.values(HEALTH_FIELDS).flatMap(({ last, due }) => [last, due]),
      ...Object.values(NEED_FLAG),
    ] as const
  ).map((column) => [column, true]),
) as FindOptionsSelect<HorseEntity>;

export const horseNotFound = () => new DomainError('NOT_FOUND', 'Horse not found.');

/** A change made on a copy older than `current`, the horse as it is now: the user compares the two and chooses. */
export const horseChangedSince = (current: HorseWithMedia) =>
  new DomainError('CONFLICT', 'This horse was changed by someone else since you opened it.', undefined, current);

function withMedia(horse: HorseEntity, media: MediaEntity[]): HorseWithMedia {
  const profile = media.find((m) => m.id === horse.profileMediaId) ?? null;
  return { ...toHorse(horse, profile), media: media.map(toMedia) };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Reading horses with their profile pictures and media, as the use cases answer them. */
@Injectable()
export class HorseStore {
  constructor(
    @InjectRepository(HorseEntity) readonly horses: Repository<HorseEntity>,
    @InjectRepository(MediaEntity) readonly media: Repository<MediaEntity>,
  ) {}

  async get(id: string): Promise<HorseEntity> {
    const horse = await this.horses.findOneBy({ id });
    if (!horse) throw horseNotFound();
    return horse;
  }

  /** The horse as its events carry it: its fields and profile image, read inside the change's transaction. */
  async snapshot(horse: HorseEntity, em: EntityManager): Promise<Horse> {
    const profile = horse.profileMediaId ? await em.findOneBy(MediaEntity, { id: horse.profileMediaId }) : null;
    return toHorse(horse, profile);
  }

  /** The horse with its media, as a read answers it; `em` reads inside a transaction. */
  async detail(horse: HorseEntity, em: EntityManager = this.media.manager): Promise<HorseWithMedia> {
    return withMedia(horse, await this.mediaOf(horse.id, em));
  }

  /** A horse by id with its media, both read at once (on PostgreSQL over two connections: one round trip's wait). */
  async detailById(id: string): Promise<HorseWithMedia> {
    const [horse, media] = await Promise.all([this.get(id), this.mediaOf(id)]);
    return withMedia(horse, media);
  }

  private mediaOf(horseId: string, em: EntityManager = this.media.manager): Promise<MediaEntity[]> {
    return em.find(MediaEntity, { where: { horseId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /**
   * A mark of the whole herd that changes with every change to a horse (each bumps its version) and every horse
   * added: what an answer worked out of the whole herd is kept under (`KeptHerdAnswer`).
   */
  async herdMark(): Promise<string> {
    const row = await this.horses.createQueryBuilder('h').select('COUNT(*)', 'horses').addSelect('COALESCE(SUM(h.version), 0)', 'versions').getRawOne<{ horses: string | number; versions: string | number }>();
    return `${row?.horses ?? 0}:${row?.versions ?? 0}`;
  }

  /** Every living horse by name with just what its care is made of (CARE_COLUMNS), in one read of the herd. */
  livingHerdCare(): Promise<HorseEntity[]> {
    return this.horses.find({ select: CARE_COLUMNS, where: { deceased: false }, order: { nameKey: 'ASC', id: 'ASC' } });
  }

  async list(query: HorseListQuery): Promise<HorseListPage> {
    const filtered = this.horses.createQueryBuilder('h');
    this.filter(filtered, query);
    // The page's ids walk only the (name_key, id) index, so a page deep in a large herd costs neither a sort of
    // the whole table nor reading every row before it; then just those rows, with their profile pictures. On
    // PostgreSQL the ids are made an array first: joined as a table, its planner read every horse (a hash join)
    // rather than the page's by their key.
    const pageIds = filtered.clone().select('h.id', 'id').orderBy('h.name_key', 'ASC').addOrderBy('h.id', 'ASC');
    if (query.limit !== undefined) pageIds.limit(query.limit);
    if (query.offset !== undefined) pageIds.offset(query.offset);
    const page = this.horses.createQueryBuilder('horse');
    if (this.horses.manager.connection.options.type === 'postgres') page.where(`horse.id = ANY(ARRAY(${pageIds.getQuery()}))`);
    else page.innerJoin(`(${pageIds.getQuery()})`, 'page', 'page.id = horse.id');
    const horses = await page
      .leftJoinAndMapOne('horse.profile', MediaEntity, 'profile', 'profile.id = horse.profile_media_id')
      .setParameters(pageIds.getParameters())
      .orderBy('horse.name_key', 'ASC')
      .addOrderBy('horse.id', 'ASC')
      .getMany();
    const items = horses.map((h) => toHorse(h, h.profile ?? null));
    return { items, total: await pageTotal(query, items.length, () => this.count(filtered)) };
  }

  /**
   * How many horses match: the whole herd as the database keeps it (a COUNT(*) reads every horse) when `filter`
   * narrowed nothing; otherwise a plain COUNT(*) of the matches (TypeORM's own count is COUNT(DISTINCT id), much
   * slower).
   */
  private async count(filtered: SelectQueryBuilder<HorseEntity>): Promise<number> {
    if (filtered.expressionMap.wheres.length === 0) return readKeptCount(this.horses.manager, 'horses');
    const counted = await filtered.select('COUNT(*)', 'total').getRawOne<{ total: number | string }>();
    return Number(counted?.total ?? 0);
  }

  private filter(builder: SelectQueryBuilder<HorseEntity>, query: HorseListQuery): void {
    if (query.q) {
      builder.andWhere(
        "(LOWER(h.name) LIKE :q ESCAPE '\\' OR LOWER(h.breed) LIKE :q ESCAPE '\\' OR LOWER(h.description) LIKE :q ESCAPE '\\')",
        { q: `%${escapeLike(query.q.toLowerCase())}%` },
      );
    }
    if (query.status === 'on-property') builder.andWhere('h.deceased = :no AND h.on_property = :yes', { yes: true, no: false });
    if (query.status === 'off-property') builder.andWhere('h.deceased = :no AND h.on_property = :no', { no: false });
    if (query.status === 'deceased') builder.andWhere('h.deceased = :yes', { yes: true });
    const anyNeed = '(h.needs_wormed = :yes OR h.needs_yearly = :yes OR h.needs_trimmed = :yes OR h.needs_coggins = :yes)';
    if (query.health === 'needs-attention') builder.andWhere(anyNeed, { yes: true });
    if (query.health === 'healthy') builder.andWhere(`NOT ${anyNeed}`, { yes: true });
    if (query.breed) {
      const breed = query.breed.toLowerCase();
      if (breed === 'mustang') builder.andWhere("LOWER(h.breed) LIKE '%mustang%'");
      else if (breed === 'other') builder.andWhere("LOWER(h.breed) NOT LIKE '%mustang%'");
      else builder.andWhere('LOWER(h.breed) = :breed', { breed });
    }
    if (query.sex?.length) builder.andWhere('h.sex IN (:...sex)', { sex: query.sex });
  }
}
