import { randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { DataSource, type MigrationInterface, type QueryRunner, type Repository, Table, TableIndex } from 'typeorm';
import { type EventEnvelope, HORSE_EVENTS, type Horse } from '@remuda/contracts';
import {
  DatabaseModule,
  DomainError,
  InboxEntity,
  InboxModule,
  MessagingModule,
  type RunningTarget,
  processBus,
  processEventHub,
  startService,
} from '@remuda/service-kit';
import { createInboxTable, describeMigrations, eventually, letters, memoryLogger, testConfig } from '@remuda/service-kit/testing';
import { HorseDirectory, KnownHorseEntity, KnownHorsesModule, livingHorse } from '../src/index.js';

class CreateKnownHorses1700000000003 implements MigrationInterface {
  name = 'CreateKnownHorses1700000000003';
  async up(q: QueryRunner) {
    await createInboxTable(q);
    const flag = (value: boolean) => (q.connection.driver.options.type === 'postgres' ? String(value) : String(Number(value)));
    await q.createTable(
      new Table({
        name: 'known_horses',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'deceased', type: 'boolean' },
          { name: 'on_property', type: 'boolean', default: flag(true) },
          { name: 'off_property_rides', type: 'boolean', default: flag(false) },
          { name: 'as_of', type: 'varchar', length: '30' },
        ],
        indices: [new TableIndex({ name: 'IDX_known_horses_name', columnNames: ['name', 'id'] })],
      }),
    );
  }
  async down() {}
}

const ENTITIES = [KnownHorseEntity, InboxEntity];
const MIGRATIONS = [CreateKnownHorses1700000000003];

/** A service with nothing but its view of the herd. */
function herdWatcher(name: string) {
  @Module({
    imports: [
      DatabaseModule.forService({ service: name, entities: ENTITIES, migrations: MIGRATIONS }),
      InboxModule.forService(name, { retryDelayMs: 5, pollIntervalMs: 20 }),
      MessagingModule,
      KnownHorsesModule,
    ],
  })
  class HerdWatcherModule {}
  return { name, module: HerdWatcherModule };
}

const horse = (id: string, fields: Partial<Horse> = {}): Horse => ({
  id, name: 'Dusty', breed: '', sex: 'gelding', age: null, color: '', description: '', profileImage: null, profileImageVariants: [],
  foal_year: null, height: null, weight: null, brand: '', HMA: '', on_property: true, off_property_rides: false, deceased: false,
  deceased_date: null, needsWormed: false, needsYearly: false, needsTrimmed: false, needsCoggins: false,
  healthDue: { wormed: '2025-01-01', trimmed: '2025-01-01', yearly_vaccines: '2025-01-01', coggins: '2025-01-01' },
  healthLast: { wormed: null, trimmed: null, yearly_vaccines: null, coggins: null },
  createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z', version: 1, ...fields,
});

const envelope = (type: string, data: Horse, occurredAt: string): EventEnvelope<Horse> => ({
  id: randomUUID(), type, version: 1, occurredAt, aggregateId: data.id, actor: null, correlationId: `corr-${letters(8)}`, data,
});

describe('a service’s view of the herd (KnownHorsesModule)', () => {
  let service: RunningTarget;
  let known: Repository<KnownHorseEntity>;
  const undo: Array<() => void> = [];

  beforeAll(async () => {
    service = await startService(herdWatcher(`herd_${letters(6)}`), testConfig(), memoryLogger('error'));
    known = service.app.get(DataSource).getRepository(KnownHorseEntity);
  });
  afterAll(async () => {
    undo.forEach((off) => off());
    await service.close();
  });

  const view = (id: string) => known.findOneBy({ id });

  it('keeps each horse’s name, status and whereabouts from horse events, once per event, never going back in time', async () => {
    const id = randomUUID();
    await processEventHub.deliver(envelope(HORSE_EVENTS.created.type, horse(id), '2025-03-01T10:00:00.000Z'));
    await eventually('created', async () => (await view(id))?.name === 'Dusty');
    expect(await view(id)).toEqual({ id, name: 'Dusty', deceased: false, onProperty: true, offPropertyRides: false, asOf: '2025-03-01T10:00:00.000Z' });

    const away = envelope(HORSE_EVENTS.updated.type, horse(id, { name: 'Dusty Rose', on_property: false, off_property_rides: true }), '2025-03-02T10:00:00.000Z');
    await processEventHub.deliver(away);
    await eventually('updated', async () => (await view(id))?.name === 'Dusty Rose');
    expect(await view(id)).toMatchObject({ onProperty: false, offPropertyRides: true, deceased: false });

    // The same event again is applied once; an older one arriving late changes nothing.
    await processEventHub.deliver(away);
    await processEventHub.deliver(envelope(HORSE_EVENTS.updated.type, horse(id, { name: 'Stale' }), '2025-03-01T12:00:00.000Z'));
    const inbox = service.app.get(DataSource).getRepository(InboxEntity);
    await eventually('all applied', async () => (await inbox.countBy({ status: 'pending' })) === 0);
    expect(await inbox.countBy({ eventId: away.id })).toBe(1);
    expect(await view(id)).toMatchObject({ name: 'Dusty Rose', onProperty: false, offPropertyRides: true, asOf: '2025-03-02T10:00:00.000Z' });
  });

  it('asks the horses service once for a horse whose events have not arrived, and leaves one it does not have unknown', async () => {
    const id = randomUUID();
    const missing = randomUUID();
    let asked = 0;
    undo.push(
      processBus.handle('horses.horse.get', (packet, respond) => {
        asked++;
        const { data } = packet.data as { data: { id: string } };
        if (data.id === id) respond({ response: { ...horse(id, { name: 'Pepper', on_property: false, updatedAt: '2025-04-01T00:00:00.000Z' }), media: [] }, isDisposed: true });
        else respond({ err: { code: 'NOT_FOUND', message: 'Horse not found.' }, isDisposed: true });
      }),
    );
    const directory = service.app.get(HorseDirectory);
    await directory.learn(id.toUpperCase());
    await directory.learn(id);
    expect(asked).toBe(1);
    expect(await view(id)).toEqual({ id, name: 'Pepper', deceased: false, onProperty: false, offPropertyRides: false, asOf: '2025-04-01T00:00:00.000Z' });
    await directory.learn(missing);
    expect(await view(missing)).toBeNull();
  });

  it('refuses writes for a horse it does not know, or a deceased one, on the horse field', async () => {
    const id = randomUUID();
    await known.insert({ id, name: 'Ghost', deceased: true, onProperty: true, offPropertyRides: false, asOf: '2025-01-01T00:00:00.000Z' });
    const em = service.app.get(DataSource).manager;
    const refusal = async (horseId: string) => {
      try {
        await livingHorse(em, horseId);
      } catch (err) {
        return (err as DomainError).toServiceError();
      }
      throw new Error('expected a refusal');
    };
    expect(await refusal(randomUUID())).toEqual({ code: 'VALIDATION_FAILED', message: 'Please check the highlighted fields.', errors: [{ field: 'horseId', message: 'Unknown horse' }] });
    expect((await refusal(id)).errors).toEqual([{ field: 'horseId', message: 'This horse is deceased; its records can no longer change' }]);
    await known.update({ id }, { deceased: false });
    expect(await livingHorse(em, id.toUpperCase())).toMatchObject({ id, name: 'Ghost' });
  });
});

await describeMigrations('known-horses', ENTITIES, MIGRATIONS);
