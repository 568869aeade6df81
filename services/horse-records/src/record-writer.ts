import { randomUUID } from 'node:crypto';
import { type EntityManager, In } from 'typeorm';
import type { Actor, ArchiveLoaded } from '@remuda/contracts';
import { DomainError, type Writes, idsHere, insertRows, itemsToAdd, validationFailed } from '@remuda/service-kit';
import { type HorseDirectory, KnownHorseEntity } from '@remuda/known-horses';
import type { HorseRecordEntity } from './horse-record.entity.js';
import { type RecordFields, type RecordKind, defineRecordKindService } from './record-kind.js';
import type { RecordAnswer, RecordStore } from './record-store.js';

/** Rows inserted in one statement: a call's records stay under either database's limit of parameters. */
const ROWS_PER_INSERT = 50;

/** A record as an archive holds it: as the kind's list answered it (its answer schema). */
export type ArchivedRecord = RecordFields & { id: string; createdAt: string; updatedAt: string; version: number };

/**
 * Making a kind's records: one form or many (a care round), or an archive's, in one transaction with each
 * record's `created` event, under the request's Idempotency-Key (see `Writes`): all of them or none. Each horse is
 * made sure of before the transaction (`HorseDirectory.learn`); a form's is checked inside it by the kind's `horseFor`.
 */
export class RecordWriter<E extends HorseRecordEntity> {
  private readonly kind: ReturnType<typeof defineRecordKindService<E>>;

  constructor(
    kind: RecordKind<E>,
    private readonly store: RecordStore<E>,
    private readonly writes: Writes,
    private readonly directory: HorseDirectory,
  ) {
    this.kind = defineRecordKindService(kind);
  }

  /** One record, as the kind's create operation makes it. */
  async create(fields: RecordFields, actor: Actor): Promise<RecordAnswer<E>> {
    const [created] = await this.createMany([fields], actor);
    return created!;
  }

  /**
   * Several records at once, all or none. A horse refused (unknown, deceased) refuses them all, on `field` (the
   * form's field of the horses), naming the horse.
   */
  async createMany(forms: readonly RecordFields[], actor: Actor, field = 'horseId'): Promise<RecordAnswer<E>[]> {
    for (const fields of forms) await this.directory.learn(fields.horseId);
    const now = new Date().toISOString();
    const { entity, contract } = this.kind;
    return this.writes.run(async ({ em, record }) => {
      const answers: RecordAnswer<E>[] = [];
      for (const fields of forms) {
        const horse = await this.horseFor(em, fields.horseId, field);
        const created = Object.assign(new entity(), this.store.columnsOf(fields, actor), { id: randomUUID(), createdAt: now, updatedAt: now, version: 1 });
        await em.insert(entity, created as never);
        const answer = this.store.answerOf(created, horse.name);
        await record(contract.events.created, created.id, answer as never);
        answers.push(answer);
      }
      return answers;
    });
  }

  /**
   * An archive's records put back as they were (ids, dates, versions, documents, riders), in one transaction,
   * each with its `created` event as a record made by hand carries it. An id already here is left as it is and
   * counted as present; one twice in `items` is refused (`itemsToAdd`). Whatever its horse: one deceased, away or
   * unknown still has its records; each horse is made sure of first (`HorseDirectory.learn`), as its events may not
   * have come yet.
   */
  async fromArchive(items: readonly ArchivedRecord[]): Promise<ArchiveLoaded> {
    const horseIds = [...new Set(items.map((item) => item.horseId.toLowerCase()))];
    for (const horseId of horseIds) await this.directory.learn(horseId);
    const { entity, contract } = this.kind;
    return this.writes.run(async ({ em, record }) => {
      const added = itemsToAdd(items, await idsHere(em, entity, items), 'record', (item) => this.store.rowOf(item));
      const names = new Map((await em.findBy(KnownHorseEntity, { id: In(horseIds) })).map((horse) => [horse.id, horse.name]));
      for (let i = 0; i < added.length; i += ROWS_PER_INSERT) await insertRows(em, entity, added.slice(i, i + ROWS_PER_INSERT));
      for (const row of added) await record(contract.events.created, row.id, this.store.answerOf(row, names.get(row.horseId) ?? null) as never);
      return { added: added.length, present: items.length - added.length };
    });
  }

  private async horseFor(em: EntityManager, horseId: string, field: string): Promise<KnownHorseEntity> {
    try {
      return await this.kind.horseFor(em, horseId);
    } catch (err) {
      if (field === 'horseId' || !(err instanceof DomainError) || err.code !== 'VALIDATION_FAILED') throw err;
      const known = await em.findOneBy(KnownHorseEntity, { id: horseId.toLowerCase() });
      const which = known ? known.name : `Horse ${horseId}`;
      throw validationFailed((err.errors ?? []).map((e) => ({ field, message: `${which}: ${e.message}` })));
    }
  }
}
