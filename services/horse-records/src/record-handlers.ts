import { Controller, type DynamicModule, Inject, Module, type Type } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Actor } from '@remuda/contracts';
import { DomainError, Handles, RecentlyDeleted, StorageModule, Writes } from '@remuda/service-kit';
import { HorseDirectory, KnownHorseEntity, KnownHorsesModule } from '@remuda/known-horses';
import type { HorseRecordEntity } from './horse-record.entity.js';
import { type RecordFields, type RecordKind, defineRecordKindService, pascal } from './record-kind.js';
import { documentHandlers } from './record-documents.js';
import { type RecordListQuery, RecordStore } from './record-store.js';
import { type ArchivedRecord, RecordWriter } from './record-writer.js';

/** The DI token of a kind's store, for a service's own handlers that read the kind's records too. */
export const recordStoreToken = (kind: Pick<RecordKind, 'contract'>) => `RecordStore:${kind.contract.heads.list.pattern}`;
/** The DI token of a kind's writer, for a service's own handlers that make the kind's records too (a care round). */
export const recordWriterToken = (kind: Pick<RecordKind, 'contract'>) => `RecordWriter:${kind.contract.heads.list.pattern}`;

/** A kind's name among the recently deleted: its aggregate's pattern (`medical.record`). */
export const deletedKindOf = (kind: Pick<RecordKind, 'contract'>) => kind.contract.heads.list.pattern.slice(0, -'.list'.length);

/**
 * The message handlers of a kind's operations. Reads: a page of the list, one record. Writes, each one
 * transaction with its events (and its Idempotency-Key, see `Writes`): create, one or many, for a horse the kind
 * accepts; an archive's records put back as they were;
 * replace, checked against the version the client read, perhaps moving the record to another horse; delete,
 * checked the same way, keeps it among the recently deleted (ADR 024); restore, an administrator's, puts it back
 * with its id and one more version. The horse is made sure of before the transaction (`HorseDirectory.learn`).
 */
function recordHandlers<E extends HorseRecordEntity>(definition: RecordKind<E>): Type<unknown> {
  const kind = defineRecordKindService(definition);
  const { operations: ops, events } = kind.contract;
  const bodyField = kind.contract.heads.update.http.bodyField;
  type Answer = ReturnType<RecordStore<E>['answerOf']>;
  const deletedKind = deletedKindOf(kind);
  const title = (row: E) => String(kind.searched.map((field) => row[field]).find((text) => typeof text === 'string' && text.trim()) ?? pascal(kind.noun));

  @Controller()
  class RecordHandlers {
    constructor(
      @Inject(recordStoreToken(kind)) private readonly store: RecordStore<E>,
      @Inject(recordWriterToken(kind)) private readonly writer: RecordWriter<E>,
      @Inject(Writes) private readonly writes: Writes,
      @Inject(HorseDirectory) private readonly directory: HorseDirectory,
      @Inject(RecentlyDeleted) private readonly deleted: RecentlyDeleted,
    ) {}

    // The operations' inputs are parsed by their schemas before a method runs (`Handles`); typed here as every
    // kind's form has them.
    @Handles(ops.list)
    list(query: unknown) {
      return this.store.list(query as RecordListQuery);
    }

    @Handles(ops.get)
    get(input: unknown) {
      return this.store.get((input as { id: string }).id);
    }

    @Handles(ops.create)
    create(input: unknown, actor: Actor) {
      return this.writer.create(input as RecordFields, actor);
    }

    @Handles(ops.createMany)
    async createMany(input: unknown, actor: Actor) {
      const made = await this.writer.createMany((input as { items: RecordFields[] }).items, actor);
      return { created: made.length };
    }

    /** An archive's records put back as they were, an administrator's (`RecordWriter.fromArchive`). */
    @Handles(ops.fromArchive)
    fromArchive(input: unknown) {
      return this.writer.fromArchive((input as { items: ArchivedRecord[] }).items);
    }

    @Handles(ops.update)
    async update(input: unknown, actor: Actor) {
      const message = input as { id: string } & Record<string, unknown>;
      const fields = message[bodyField] as RecordFields;
      await this.directory.learn(fields.horseId);
      return this.writes.run(async ({ em, record }) => {
        const existing = await this.store.lock(em, message.id);
        if (!existing) throw this.store.notFound();
        await this.store.checkVersion(em, existing, fields.version);
        const horse = await kind.horseFor(em, fields.horseId, existing);
        Object.assign(existing, this.store.columnsOf(fields, actor), { updatedAt: new Date().toISOString(), version: existing.version + 1 });
        await em.save(existing);
        const answer: Answer = this.store.answerOf(existing, horse.name);
        await record(events.updated, existing.id, answer as never);
        return answer;
      });
    }

    @Handles(ops.remove)
    async remove(input: unknown, actor: Actor) {
      const { id, version } = input as { id: string; version?: number };
      return this.writes.run(async ({ em, record }) => {
        const existing = await this.store.lock(em, id);
        if (!existing) throw this.store.notFound();
        await this.store.checkVersion(em, existing, version);
        const horse = await em.findOneBy(KnownHorseEntity, { id: existing.horseId });
        const summary = { kind: deletedKind, id: existing.id, horseId: existing.horseId, horseName: horse?.name ?? null, date: existing.date, title: title(existing) };
        await this.deleted.keep(em, summary, existing, actor);
        await em.delete(kind.entity, { id: existing.id } as never);
        await record(events.deleted, existing.id, { id: existing.id, horseId: existing.horseId });
        return { ok: true as const };
      });
    }

    /** Refused when not deleted, deleted too long ago, or its horse is no longer one the service knows. */
    @Handles(ops.restore)
    async restore(input: unknown) {
      const { id } = input as { id: string };
      return this.writes.run(async ({ em, record }) => {
        const live = async () => (await em.countBy(kind.entity, { id: id.toLowerCase() } as never)) > 0;
        const row = await this.deleted.take(em, deletedKind, id, { noun: kind.noun, live });
        const horse = await em.findOneBy(KnownHorseEntity, { id: String(row.horseId) });
        if (!horse) throw new DomainError('NOT_FOUND', `The horse of this ${kind.noun} is no longer known, so it cannot be restored.`);
        const restored = Object.assign(new kind.entity(), row, { updatedAt: new Date().toISOString(), version: Number(row.version ?? 1) + 1 });
        await em.insert(kind.entity, restored as never);
        const answer: Answer = this.store.answerOf(restored, horse.name);
        await record(events.restored, restored.id, answer as never);
        return answer;
      });
    }
  }
  Object.defineProperty(RecordHandlers, 'name', { value: `${pascal(kind.noun)}Handlers` });
  return RecordHandlers;
}

/**
 * A kind of record in its owning service: the handlers of its operations (and of its documents, when it carries
 * them: record-documents.ts) and its store (injected under
 * `recordStoreToken(kind)`, and its writer under `recordWriterToken(kind)`, for the service's own handlers). The service lists the kind's entity among its entities,
 * with KnownHorseEntity, InboxEntity and OutboxEntity, and imports InboxModule and OutboxModule for its service.
 */
@Module({})
export class HorseRecordsModule {
  static forKind<E extends HorseRecordEntity>(kind: RecordKind<E>): DynamicModule {
    const token = recordStoreToken(kind);
    const writer = recordWriterToken(kind);
    const documents = kind.contract.operations.addDocument !== undefined;
    return {
      module: HorseRecordsModule,
      // A kind that carries documents keeps their files in the media store.
      imports: [KnownHorsesModule, ...(documents ? [StorageModule] : [])],
      controllers: [recordHandlers(kind), ...(documents ? [documentHandlers(kind, token, deletedKindOf(kind))] : [])],
      providers: [
        { provide: token, inject: [getRepositoryToken(kind.entity)], useFactory: (rows: Repository<E>) => new RecordStore(kind, rows) },
        {
          provide: writer,
          inject: [token, Writes, HorseDirectory],
          useFactory: (store: RecordStore<E>, writes: Writes, directory: HorseDirectory) => new RecordWriter(kind, store, writes, directory),
        },
      ],
      exports: [token, writer],
    };
  }
}
