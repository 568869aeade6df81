import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Actor } from '@remuda/contracts';
import { DomainError, type Writes, validationFailed } from '@remuda/service-kit';
import { type HorseDirectory, KnownHorseEntity } from '@remuda/known-horses';
import type { HorseRecordEntity } from './horse-record.entity.js';
import { type RecordFields, type RecordKind, defineRecordKindService } from './record-kind.js';
import type { RecordAnswer, RecordStore } from './record-store.js';

/**
 * Making a kind's records: one form or many (a care round), in one transaction with each record's `created`
 * event, under the request's Idempotency-Key (see `Writes`): all of them or none. Each horse is made sure of
 * before the transaction (`HorseDirectory.learn`) and checked inside it by the kind's `horseFor`.
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
