import { randomUUID } from 'node:crypto';
import { Controller, Injectable, Module } from '@nestjs/common';
import { Column, DataSource, Entity, type EntityManager, type MigrationInterface, PrimaryColumn, type QueryRunner, Table } from 'typeorm';
import { z } from 'zod';
import { type Actor, type Operation, type OperationAnswer, type OperationRequest, defineOperation } from '@remuda/contracts';
import {
  ActingAccounts,
  DatabaseModule,
  DomainError,
  Handles,
  IdempotencyKeyEntity,
  IdempotencyKeys,
  MessageClient,
  OutboxEntity,
  OutboxModule,
  type RunningTarget,
  Writes,
  runInRequestContext,
  startService,
  validationFailed,
} from '../src/index.js';
import {
  createOutboxTable,
  describeMigrations,
  describeOnEachDatabase,
  letters,
  memoryLogger,
  messageHarness,
  testConfig,
} from '../src/testing/index.js';

@Entity('notes')
class NoteEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  text!: string;
}

class CreateNotes1700000000003 implements MigrationInterface {
  name = 'CreateNotes1700000000003';
  async up(q: QueryRunner) {
    await createOutboxTable(q);
    await q.createTable(
      new Table({
        name: 'notes',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'text', type: 'varchar', length: '100' },
        ],
      }),
    );
  }
  async down() {}
}

const note = z.object({ id: z.string(), text: z.string() });

/** The accounts the notes' writes refuse, as the users service would once they were demoted. */
const demoted = new Set<string>();

/** The notes have no users service behind them: their writes confirm the actor against `demoted`, in the transaction. */
@Injectable()
class NotDemoted extends ActingAccounts {
  async confirm(em: EntityManager, actor: Actor): Promise<void> {
    if (!em.queryRunner?.isTransactionActive) throw new Error('confirmed outside the write\'s transaction');
    if (demoted.has(actor.id)) throw new DomainError('FORBIDDEN', 'You do not have permission to do this.');
  }
}

/**
 * A service of notes under a name of its own: `add` writes a note (refused while `refusing`), `rename` changes
 * one and reads it back after its transaction; both are idempotent. `list` is not.
 */
function notesService(name: string) {
  const operations = {
    add: defineOperation({
      pattern: `${name}.note.add`, access: 'staff', idempotent: true, request: z.object({ text: z.string(), tags: z.array(z.string()).default([]) }),
      answer: note, errors: ['VALIDATION_FAILED'],
    }),
    rename: defineOperation({
      pattern: `${name}.note.rename`, access: 'staff', idempotent: true, request: z.object({ id: z.string(), text: z.string() }),
      answer: note.extend({ readBack: z.number() }), errors: ['NOT_FOUND'],
    }),
    list: defineOperation({ pattern: `${name}.note.list`, access: 'staff', request: z.object({}), answer: z.array(note), errors: [] }),
  };
  const probe = { refusing: false, readBacks: 0 };

  @Controller()
  class NotesHandler {
    constructor(
      private readonly writes: Writes,
      private readonly dataSource: DataSource,
    ) {}

    @Handles(operations.add)
    add({ text }: { text: string }): Promise<z.infer<typeof note>> {
      return this.writes.run(async ({ em }) => {
        if (probe.refusing) throw validationFailed([{ field: 'text', message: 'Not now' }]);
        const made = { id: randomUUID(), text };
        await em.insert(NoteEntity, made);
        return made;
      });
    }

    @Handles(operations.rename)
    rename({ id, text }: { id: string; text: string }) {
      return this.writes.run(
        async ({ em }) => {
          const found = await em.findOneBy(NoteEntity, { id });
          if (!found) throw new DomainError('NOT_FOUND', 'No such note.');
          found.text = `${found.text} / ${text}`;
          await em.save(found);
          return found;
        },
        async (renamed) => {
          const read = await this.dataSource.getRepository(NoteEntity).findOneByOrFail({ id: renamed.id });
          return { id: read.id, text: read.text, readBack: ++probe.readBacks };
        },
      );
    }

    @Handles(operations.list)
    list() {
      return this.dataSource.getRepository(NoteEntity).find({ order: { text: 'ASC' } });
    }
  }

  @Module({
    imports: [DatabaseModule.forService({ service: name, entities: [NoteEntity, OutboxEntity], migrations: [CreateNotes1700000000003] }), OutboxModule.forService(name, { actingAccounts: NotDemoted })],
    controllers: [NotesHandler],
  })
  class NotesModule {}
  return { definition: { name, module: NotesModule }, operations, probe };
}

const trainer: Actor = { id: 'trainer-1', email: 'trainer@remuda.test', role: 'TRAINER' };
const admin: Actor = { id: 'admin-1', email: 'admin@remuda.test', role: 'ADMIN' };

await describeOnEachDatabase('writes sent with an Idempotency-Key', (database) => {
  const notes = notesService(`kit${letters(8)}`);
  const OPS = notes.operations;
  let service: RunningTarget;
  let client: MessageClient;
  let close: () => Promise<void>;

  /** Calls an operation as `actor` with `key`, the way the gateway forwards a request that carried one. */
  const send = <O extends Operation>(operation: O, data: OperationRequest<O>, key: string | undefined, actor: Actor = trainer): Promise<OperationAnswer<O>> =>
    runInRequestContext({ correlationId: `corr-${letters(10)}`, actor, idempotencyKey: key }, () => client.request(operation, data));
  const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a failure'); }, (err: unknown) => err as DomainError);
  const stored = () => service.app.get(DataSource).getRepository(NoteEntity).find();

  beforeAll(async () => {
    const config = testConfig(database());
    service = await startService(notes.definition, config, memoryLogger());
    const harness = messageHarness(config);
    await harness.connect();
    client = harness.client;
    close = harness.close;
  });
  afterAll(async () => {
    await close?.();
    await service?.close();
  });
  beforeEach(async () => {
    notes.probe.refusing = false;
    await service.app.get(DataSource).getRepository(NoteEntity).clear();
  });

  it('applies a write once per key and answers a repeat with the first answer', async () => {
    const key = randomUUID();
    const first = await send(OPS.add, { text: 'once' }, key);
    const again = await send(OPS.add, { text: 'once' }, key);
    expect(again).toEqual(first);
    expect(await stored()).toEqual([first]);
  });

  it('applies each request without a key, and keys of writes only', async () => {
    await send(OPS.add, { text: 'plain' }, undefined);
    await send(OPS.add, { text: 'plain' }, undefined);
    const key = randomUUID();
    await send(OPS.list, {}, key);
    await send(OPS.add, { text: 'keyed' }, key);
    expect((await stored()).map((n) => n.text).sort()).toEqual(['keyed', 'plain', 'plain']);
  });

  it('takes the same request in another field order as a repeat, and refuses the key for a different request', async () => {
    const key = randomUUID();
    const first = await send(OPS.add, { text: 'tagged', tags: ['a'] }, key);
    expect(await runInRequestContext({ correlationId: 'corr-reordered', actor: trainer, idempotencyKey: key }, () =>
      client.request(OPS.add, JSON.parse('{"tags":["a"],"text":"tagged"}') as OperationRequest<typeof OPS.add>),
    )).toEqual(first);
    const refused = await failure(send(OPS.add, { text: 'something else' }, key));
    expect(refused).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was already used for a different request.' });
    expect(await stored()).toEqual([first]);
  });

  it('refuses a malformed key that reaches the service, and applies nothing', async () => {
    expect(await failure(send(OPS.add, { text: 'bad key' }, 'with space'))).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await stored()).toEqual([]);
  });

  it('keeps one user’s key apart from another’s', async () => {
    const key = randomUUID();
    const mine = await send(OPS.add, { text: 'shared key' }, key, trainer);
    const theirs = await send(OPS.add, { text: 'shared key' }, key, admin);
    expect(theirs.id).not.toBe(mine.id);
    expect(await stored()).toHaveLength(2);
  });

  it('keeps nothing for a refused write, so its repeat is judged afresh', async () => {
    const key = randomUUID();
    notes.probe.refusing = true;
    expect(await failure(send(OPS.add, { text: 'later' }, key))).toMatchObject({ code: 'VALIDATION_FAILED' });
    notes.probe.refusing = false;
    const made = await send(OPS.add, { text: 'later' }, key);
    expect(await stored()).toEqual([made]);
  });

  it('confirms the actor in the write’s transaction: a refused actor writes nothing and keeps no key', async () => {
    const key = randomUUID();
    demoted.add(trainer.id);
    try {
      expect(await failure(send(OPS.add, { text: 'demoted' }, key))).toMatchObject({ code: 'FORBIDDEN' });
      expect(await stored()).toEqual([]);
    } finally {
      demoted.delete(trainer.id);
    }
    const made = await send(OPS.add, { text: 'demoted' }, key);
    expect(await stored()).toEqual([made]);
  });

  it('applies a key once when its requests arrive at the same moment', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(OPS.add, { text: 'racing' }, key)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await stored()).toEqual([answers[0]]);
  });

  it('answers a repeat of a read-back write with the answer read back, or reads it back again if it was not kept', async () => {
    const made = await send(OPS.add, { text: 'Dusty' }, undefined);
    const key = randomUUID();
    const first = await send(OPS.rename, { id: made.id, text: 'Dun' }, key);
    expect(first).toMatchObject({ text: 'Dusty / Dun' });
    expect(await send(OPS.rename, { id: made.id, text: 'Dun' }, key)).toEqual(first);
    await service.app.get(DataSource).getRepository(IdempotencyKeyEntity).update({ actorId: trainer.id, key }, { answer: null });
    const readAgain = await send(OPS.rename, { id: made.id, text: 'Dun' }, key);
    expect(readAgain).toEqual({ ...first, readBack: first.readBack + 1 });
    expect((await stored())[0]!.text).toBe('Dusty / Dun');
  });

  it('forgets keys older than REMUDA_IDEMPOTENCY_HOURS (48 by default)', async () => {
    const key = randomUUID();
    await send(OPS.add, { text: 'kept a while' }, key);
    const keys = service.app.get(IdempotencyKeys);
    expect(await keys.prune(Date.now() + 47 * 3600_000)).toBe(0);
    expect(await keys.prune(Date.now() + 49 * 3600_000)).toBeGreaterThanOrEqual(1);
    await send(OPS.add, { text: 'kept a while' }, key);
    expect(await stored()).toHaveLength(2);
  });
});

await describeMigrations('kit', [], []);
