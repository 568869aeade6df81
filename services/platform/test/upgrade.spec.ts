import { createHash, randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { type EventEnvelope, HORSE_EVENTS, type Horse } from '@remuda/contracts';
import { HORSES_ENTITIES, HORSES_MIGRATIONS, horsesService } from '@remuda/horses';
import { MEDICAL_ENTITIES, MEDICAL_MIGRATIONS, medicalService } from '@remuda/medical';
import { RIDING_ENTITIES, RIDING_MIGRATIONS, ridingService } from '@remuda/riding';
import {
  type Config,
  InboxConsumer,
  KIT_MIGRATIONS,
  type ServiceDefinition,
  dataSourceOptions,
  eventsApplied,
  eventsDuplicate,
  processEventHub,
  startService,
} from '@remuda/service-kit';
import { describeOnEachDatabase, eventually, memoryLogger, testConfig } from '@remuda/service-kit/testing';
import { USERS_ENTITIES, USERS_MIGRATIONS, usersService } from '@remuda/users';

/**
 * Upgrading an installation of the previous release: each service's schema is built exactly as that release left
 * it, by running the migrations it shipped (recorded in releases/<release>.json; migrations are frozen, so these
 * files still build what they built then), and filled with rows as that release wrote them. The service then
 * starts on it, as an upgraded process does, running the migrations that came since. Afterwards every row is still
 * there, the inbox's rows belong to the consumers as they are named now (an event applied before the upgrade is not
 * applied again, one pending then is applied once), and the schema is exactly what the entities describe.
 */
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const RELEASES = path.join(ROOT, 'services/platform/test/releases');
const PREVIOUS = '7bf3560';

interface RecordedMigration {
  name: string;
  file: string;
  sha256: string;
}
const recorded = (release: string) =>
  (JSON.parse(readFileSync(path.join(RELEASES, `${release}.json`), 'utf8')) as { services: Record<string, RecordedMigration[]> }).services;

type Value = string | number | boolean | null;
type Row = Record<string, Value>;
/** What the upgrade changes in a row on purpose (not a column: kept beside them). */
const AFTER = Symbol('after');
type SeedRow = Row & { [AFTER]?: Record<string, unknown> };
/** Rows of one table as the release wrote them, with the primary key to find each again. */
interface Seed {
  table: string;
  key: string[];
  rows: SeedRow[];
}

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9, minutes)).toISOString();

function horseData(id: string, name: string, fields: Partial<Horse> = {}): Horse {
  return {
    id, name, breed: 'Mustang', sex: 'mare', age: 7, color: 'Dun', description: '', profileImage: null, profileImageVariants: [],
    foal_year: 2019, height: 14.2, weight: 900, brand: '', HMA: '', on_property: true, off_property_rides: false, deceased: false,
    deceased_date: null, needsWormed: false, needsYearly: false, needsTrimmed: false, needsCoggins: false,
    healthDue: { wormed: '2027-01-30', trimmed: '2026-12-20', yearly_vaccines: '2027-11-01', coggins: '2027-11-01' },
    healthLast: { wormed: '2026-11-01', trimmed: '2026-11-01', yearly_vaccines: '2026-11-01', coggins: '2026-11-01' }, createdAt: at(0), updatedAt: at(0), version: 1, ...fields,
  };
}

const envelope = (type: string, aggregateId: string, data: unknown, occurredAt: string): EventEnvelope => ({
  id: randomUUID(), type, version: 1, occurredAt, aggregateId, actor: null, correlationId: `corr-upgrade-${randomUUID()}`, data,
});

/** An inbox row as the release kept it, under its consumer's old name. */
function inboxRow(consumer: string, event: EventEnvelope, status: 'applied' | 'pending' | 'dead', after: Record<string, unknown>): SeedRow {
  const dead = status === 'dead';
  return {
    consumer, event_id: event.id, type: event.type, envelope: JSON.stringify(event), status, attempts: dead ? 5 : 0,
    last_error: dead ? 'Error: the database was away' : null, occurred_at: event.occurredAt, received_at: at(30), next_attempt_at: at(30),
    applied_at: status === 'pending' ? null : at(31), [AFTER]: after,
  };
}

const outboxRow = (event: EventEnvelope): Row => ({
  id: event.id, type: event.type, aggregate_id: event.aggregateId, envelope: JSON.stringify(event), occurred_at: event.occurredAt, published_at: at(32),
});

/** A key kept a moment ago: older ones than REMUDA_IDEMPOTENCY_HOURS go at start-up, as they should. */
const idempotencyKey = (operation: string): Row => ({
  actor_id: randomUUID(), key: `key-${randomUUID()}`, operation, fingerprint: 'f'.repeat(64), result: null, answer: '{"ok":true}', created_at: new Date().toISOString(),
});

interface UpgradeCase {
  definition: ServiceDefinition;
  entities: Function[];
  migrations: Function[];
  seeds: Seed[];
  /** Events the release applied: delivered again after the upgrade, each is taken as a duplicate. */
  applied: Array<{ consumer: string; event: EventEnvelope }>;
  /** Tables whose rows the database counts (`<table>_total`), with the count expected. */
  kept?: Record<string, number>;
  /** Waits until what was pending at the upgrade has been applied. */
  settled?: (dataSource: DataSource) => Promise<unknown>;
}

function usersCase(): UpgradeCase {
  const admin = randomUUID();
  const visitor = randomUUID();
  const request = { id: randomUUID(), name: 'Ann Rider', email: 'ann@example.com', phone: '', interest: 'horses', message: 'Is Dusty for sale?', receivedAt: at(5), status: 'new', answeredAt: null };
  const received = envelope('contact.request.received', request.id, request, at(5));
  return {
    definition: usersService,
    entities: USERS_ENTITIES,
    migrations: USERS_MIGRATIONS,
    seeds: [
      {
        table: 'accounts',
        key: ['id'],
        rows: [
          { id: admin, email: 'old-admin@remuda.test', password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', role: 'ADMIN', created_at: at(1), updated_at: at(1), session_version: 2, disabled_at: null },
          { id: visitor, email: 'old-visitor@example.com', password_hash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', role: 'USER', created_at: at(2), updated_at: at(2), session_version: 1, disabled_at: at(3) },
        ],
      },
      {
        table: 'role_requests',
        key: ['id'],
        rows: [{ id: randomUUID(), account_id: visitor, role: 'TRAINER', status: 'pending', requested_at: at(2), decided_at: null, decided_by: null }],
      },
      {
        table: 'sessions',
        key: ['id'],
        rows: [{ id: randomUUID(), account_id: admin, created_at: at(4), expires_at: '2099-01-01T00:00:00.000Z', revoked_at: null, user_agent: 'Firefox', address: '192.0.2.7' }],
      },
      {
        table: 'contact_requests',
        key: ['id'],
        rows: [{ id: request.id, name: request.name, email: request.email, phone: '', interest: 'horses', message: request.message, received_at: at(5), status: 'new', answered_at: null }],
      },
      { table: 'outbox', key: ['id'], rows: [outboxRow(received)] },
      { table: 'inbox', key: ['event_id'], rows: [inboxRow('MailStaffWhenContactRequestReceived.mailStaff', received, 'applied', { consumer: 'contact-mail' })] },
      { table: 'idempotency_keys', key: ['actor_id', 'key'], rows: [idempotencyKey('users.account.change-role')] },
    ],
    applied: [{ consumer: 'contact-mail', event: received }],
  };
}

function horsesCase(): UpgradeCase {
  const horse = randomUUID();
  const record = { id: randomUUID(), horseId: horse, date: '2026-11-01', description: 'Spring shots', vet: 'Dr. Hale', notes: '', weight: 910, height: 14.2, wormed: true, trimmed: false, coggins: false, yearly_vaccines: true, createdAt: at(6), updatedAt: at(6), version: 1 };
  const written = envelope('medical.record.created', record.id, record, at(6));
  const gone = envelope('medical.record.deleted', randomUUID(), { id: randomUUID(), horseId: horse }, at(7));
  const changed = envelope('horses.horse.updated', horse, horseData(horse, 'Dusty'), at(8));
  // A visit to a horse not here yet (its record waits for it), changed, and taken in but not applied when the
  // release stopped: a version-1 event as the release wrote it, from before records ticked added kinds of care.
  const visit = { ...record, id: randomUUID(), horseId: randomUUID(), horseName: null, description: 'Trim', wormed: false, trimmed: true, weight: null, height: null, version: 2 };
  const waiting = envelope('medical.record.updated', visit.id, visit, at(9));
  return {
    definition: horsesService,
    entities: HORSES_ENTITIES,
    migrations: HORSES_MIGRATIONS,
    seeds: [
      {
        table: 'horses',
        key: ['id'],
        rows: [
          {
            id: horse, name: 'Dusty', name_key: 'dusty', breed: 'Mustang', sex: 'mare', age: 7, color: 'Dun', description: 'Steady on the trail.',
            profile_media_id: null, foal_year: 2019, height_tenths: 142, weight: 910, brand: 'R', hma: 'Sand Wash', on_property: true,
            off_property_rides: false, deceased: false, deceased_date: null, needs_wormed: false, needs_yearly: false,
            needs_trimmed: true, needs_coggins: true, created_at: at(0), updated_at: at(8), last_wormed: '2026-11-01', due_wormed: '2027-01-30',
            raised_wormed: null, last_trimmed: null, due_trimmed: '2026-11-20', raised_trimmed: '2026-11-20', last_vaccines: '2026-11-01', due_vaccines: '2027-11-01',
            raised_vaccines: null, last_coggins: null, due_coggins: '2026-11-20', raised_coggins: null, version: 4,
          },
        ],
      },
      {
        table: 'media',
        key: ['id'],
        rows: [{ id: randomUUID(), horse_id: horse, type: 'image', content_type: 'image/webp', files: '[{"width":320,"key":"horses/x/320.webp"}]', width: 1600, height: 1200, size: 123456, created_at: at(9) }],
      },
      {
        table: 'horse_medical_records',
        key: ['id'],
        rows: [
          { id: record.id, horse_id: horse, date: '2026-11-01', wormed: true, trimmed: false, coggins: false, yearly_vaccines: true, weight: 910, height_tenths: 142, recorded_at: at(6), deleted: false, as_of: at(6) },
        ],
      },
      { table: 'outbox', key: ['id'], rows: [outboxRow(changed)] },
      {
        table: 'inbox',
        key: ['event_id'],
        rows: [
          inboxRow('KeepHealthWhenMedicalRecordChanged.written', written, 'applied', { consumer: 'horse-health' }),
          inboxRow('KeepHealthWhenMedicalRecordChanged.deleted', gone, 'applied', { consumer: 'horse-health' }),
          inboxRow('KeepHealthWhenMedicalRecordChanged.written', waiting, 'pending', { consumer: 'horse-health', status: 'applied', applied_at: expect.any(String) }),
        ],
      },
      { table: 'idempotency_keys', key: ['actor_id', 'key'], rows: [idempotencyKey('horses.horse.update')] },
    ],
    applied: [
      { consumer: 'horse-health', event: written },
      { consumer: 'horse-health', event: gone },
    ],
    /** The pending visit applied after the upgrade, upcast to the current version: no added kind of care ticked. */
    settled: (dataSource: DataSource) =>
      eventually('the pending medical event applied', async () => {
        const [row] = (await dataSource.query(`SELECT trimmed, care FROM horse_medical_records WHERE id = '${visit.id}'`)) as Array<{ trimmed: unknown; care: string }>;
        return Boolean(row?.trimmed) && row!.care === '[]';
      }),
  };
}

/** Medical and riding keep the same view of the herd: a horse known, one whose event was pending, one given up on. */
function herdSeeds() {
  const known = randomUUID();
  const pending = randomUUID();
  const seen = envelope(HORSE_EVENTS.updated.type, known, horseData(known, 'Dusty'), at(10));
  const waiting = envelope(HORSE_EVENTS.created.type, pending, horseData(pending, 'Ghost', { off_property_rides: true }), at(11));
  const dead = envelope(HORSE_EVENTS.created.type, randomUUID(), horseData(randomUUID(), 'Pepper'), at(12));
  const old = 'RememberHorseWhenHorseChanged.remember';
  return {
    known,
    pending,
    seeds: [
      {
        table: 'known_horses',
        key: ['id'],
        rows: [{ id: known, name: 'Dusty', deceased: false, on_property: true, off_property_rides: false, as_of: at(10) }],
      },
      {
        table: 'inbox',
        key: ['event_id'],
        rows: [
          inboxRow(old, seen, 'applied', { consumer: 'known-horses' }),
          inboxRow(old, waiting, 'pending', { consumer: 'known-horses', status: 'applied', applied_at: expect.any(String) }),
          inboxRow(old, dead, 'dead', { consumer: 'known-horses' }),
        ],
      },
    ] satisfies Seed[],
    applied: [{ consumer: 'known-horses', event: seen }],
    /** The pending event applied after the upgrade: the horse it names is known, with its whereabouts. */
    settled: (dataSource: DataSource) =>
      eventually('the pending horse event applied', async () => {
        const [row] = (await dataSource.query(`SELECT name, off_property_rides FROM known_horses WHERE id = '${pending}'`)) as Array<{ name: string; off_property_rides: unknown }>;
        return row?.name === 'Ghost' && Boolean(row.off_property_rides);
      }),
  };
}

function medicalCase(): UpgradeCase {
  const herd = herdSeeds();
  const record = randomUUID();
  const created = envelope('medical.record.created', record, { id: record }, at(13));
  return {
    definition: medicalService,
    entities: MEDICAL_ENTITIES,
    migrations: MEDICAL_MIGRATIONS,
    seeds: [
      ...herd.seeds,
      {
        table: 'medical_records',
        key: ['id'],
        rows: [
          {
            id: record, horse_id: herd.known, date: '2026-11-01', description: 'Lameness check, near fore', vet: 'Dr. Hale', notes: 'Rest a week.',
            weight: 910, height_tenths: 142, wormed: false, trimmed: true, coggins: false, yearly_vaccines: false, created_at: at(13), updated_at: at(14), version: 2,
          },
        ],
      },
      { table: 'outbox', key: ['id'], rows: [outboxRow(created)] },
      { table: 'idempotency_keys', key: ['actor_id', 'key'], rows: [idempotencyKey('medical.record.update')] },
    ],
    applied: herd.applied,
    kept: { medical_records: 1 },
    settled: herd.settled,
  };
}

function ridingCase(): UpgradeCase {
  const herd = herdSeeds();
  const log = randomUUID();
  const created = envelope('riding.log.created', log, { id: log }, at(15));
  return {
    definition: ridingService,
    entities: RIDING_ENTITIES,
    migrations: RIDING_MIGRATIONS,
    seeds: [
      ...herd.seeds,
      {
        table: 'riding_logs',
        key: ['id'],
        rows: [
          { id: log, horse_id: herd.known, date: '2026-11-02', notes: 'Loped the arena.', created_at: at(15), updated_at: at(15), duration_minutes: 45, rider: 'Sam', type: 'arena', version: 1 },
        ],
      },
      { table: 'outbox', key: ['id'], rows: [outboxRow(created)] },
      { table: 'idempotency_keys', key: ['actor_id', 'key'], rows: [idempotencyKey('riding.log.create')] },
    ],
    applied: herd.applied,
    kept: { riding_logs: 1 },
    settled: herd.settled,
  };
}

const CASES: Record<string, () => UpgradeCase> = { users: usersCase, horses: horsesCase, medical: medicalCase, riding: ridingCase };

/**
 * A value as either database hands it back (SQLite keeps booleans as 1 and 0, PostgreSQL big integers as text); an
 * expectation such as `expect.any(String)` stays one.
 */
const same = (value: unknown) =>
  value === null || value === undefined ? null : typeof value === 'object' ? value : typeof value === 'boolean' ? String(Number(value)) : String(value);
const comparable = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, same(v)]));

async function insert(dataSource: DataSource, table: string, row: Row): Promise<void> {
  const columns = Object.keys(row);
  const sqlite = dataSource.options.type !== 'postgres';
  const values = columns.map((c) => (sqlite && typeof row[c] === 'boolean' ? Number(row[c]) : row[c]));
  const placeholders = columns.map((_, i) => dataSource.driver.createParameter(`p${i}`, i));
  await dataSource.query(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${placeholders.join(', ')})`, values);
}

async function readBack(dataSource: DataSource, seed: Seed, row: Row): Promise<Row | undefined> {
  const where = seed.key.map((column, i) => `"${column}" = ${dataSource.driver.createParameter(`k${i}`, i)}`).join(' AND ');
  const [found] = (await dataSource.query(`SELECT * FROM "${seed.table}" WHERE ${where}`, seed.key.map((column) => row[column]))) as Row[];
  return found;
}

const counted = async (name: string, type: string, counter: typeof eventsApplied) =>
  (await counter.get()).values.find((v) => v.labels.consumer === name && v.labels.type === type)?.value ?? 0;

describe(`the release ${PREVIOUS}`, () => {
  it('still has the migrations it shipped, unchanged: migrations are frozen once released', () => {
    const releases = readdirSync(RELEASES).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -'.json'.length));
    expect(releases).toContain(PREVIOUS);
    for (const release of releases) {
      for (const [service, migrations] of Object.entries(recorded(release))) {
        const shipped = new Set([...CASES[service]!().migrations, ...KIT_MIGRATIONS].map((m) => (m as unknown as { name: string }).name));
        for (const migration of migrations) {
          const sha256 = createHash('sha256').update(readFileSync(path.join(ROOT, migration.file), 'utf8')).digest('hex');
          expect({ release, service, migration: migration.name, shipped: shipped.has(migration.name), sha256 }).toEqual({
            release, service, migration: migration.name, shipped: true, sha256: migration.sha256,
          });
        }
      }
    }
  });
});

await describeOnEachDatabase(`an installation of the release ${PREVIOUS}`, (database) => {
  for (const [service, makeCase] of Object.entries(CASES)) {
    it(`upgrades the ${service} service with its data: every row kept, the inbox's under today's consumers, the schema the entities describe`, async () => {
      const upgrade = makeCase();
      // A fresh data directory, or the service's own schema of the PostgreSQL database, as the release found it.
      const config: Config = testConfig(database());
      const options = (entities: Function[], migrations: Function[]) =>
        dataSourceOptions(config, { service, entities, migrations }) as DataSourceOptions & { schema?: string };

      // The schema as the release left it, and rows as it wrote them.
      const names = new Set(recorded(PREVIOUS)[service]!.map((m) => m.name));
      const released = [...upgrade.migrations, ...KIT_MIGRATIONS].filter((m) => names.has((m as unknown as { name: string }).name));
      expect(released).toHaveLength(names.size);
      const before = new DataSource({ ...options([], []), migrations: released });
      await before.initialize();
      if (before.options.type === 'postgres') await before.query(`CREATE SCHEMA "${service}"`);
      await before.runMigrations({ transaction: 'each' });
      for (const seed of upgrade.seeds) for (const row of seed.rows) await insert(before, seed.table, row);
      await before.destroy();

      // The service starts on it as an upgraded process does, migrating first. An event it applied before comes
      // again (delivered here, and, for an event of its own outbox, by the catch-up on what the outbox retains):
      // it is a duplicate, and nothing is applied again.
      const applied = await Promise.all(upgrade.applied.map(({ consumer, event }) => counted(consumer, event.type, eventsApplied)));
      const seen = await Promise.all(upgrade.applied.map(({ consumer, event }) => counted(consumer, event.type, eventsDuplicate)));
      const running = await startService(upgrade.definition, config, memoryLogger());
      try {
        const consumers = running.app.get(InboxConsumer, { strict: false }).consumption.consumers.map((c) => c.consumer);
        const dataSource = running.app.get(DataSource);
        await upgrade.settled?.(dataSource);
        for (const [i, { consumer, event }] of upgrade.applied.entries()) {
          expect(consumers).toContain(consumer);
          await processEventHub.deliver(event);
          await eventually('the event taken as a duplicate, and nothing left to apply', async () => {
            const [{ pending }] = (await dataSource.query(`SELECT COUNT(*) AS pending FROM inbox WHERE status = 'pending'`)) as Array<{ pending: unknown }>;
            return Number(pending) === 0 && (await counted(consumer, event.type, eventsDuplicate)) > seen[i]!;
          });
          expect(await counted(consumer, event.type, eventsApplied)).toBe(applied[i]);
        }
      } finally {
        await running.close();
      }

      // Every row is there, as it was but for what the upgrade changes on purpose; the schema is the entities'.
      const after = new DataSource(options(upgrade.entities, upgrade.migrations));
      await after.initialize();
      try {
        expect(await after.showMigrations()).toBe(false);
        expect((await after.driver.createSchemaBuilder().log()).upQueries.map((q) => q.query)).toEqual([]);
        for (const seed of upgrade.seeds) {
          for (const row of seed.rows) {
            const found = await readBack(after, seed, row);
            expect([seed.table, found && comparable(found)]).toEqual([seed.table, expect.objectContaining(comparable({ ...row, ...row[AFTER] }))]);
          }
        }
        for (const [table, count] of Object.entries(upgrade.kept ?? {})) {
          const [{ total }] = (await after.query(`SELECT SUM(total) AS total FROM "${table}_total"`)) as Array<{ total: unknown }>;
          expect([table, Number(total)]).toEqual([table, count]);
        }
      } finally {
        await after.destroy();
      }
    });
  }
});
