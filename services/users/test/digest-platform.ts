import { existsSync, rmSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { type Actor, CARE_DIGEST_OPERATIONS, HORSE_OPERATIONS, USER_OPERATIONS } from '@remuda/contracts';
import { horsesService } from '@remuda/horses';
import { type RunningTarget, startService } from '@remuda/service-kit';
import {
  NATS_SERVER,
  createTestDatabase,
  describeWhen,
  memoryLogger,
  messageHarness,
  postgresAvailable,
  privateNatsServer,
  testConfig,
} from '@remuda/service-kit/testing';
import { CareDigestMailEntity } from '../src/care-digest/care-digest-mail.entity.js';
import { CareDigestScheduler } from '../src/care-digest/care-digest-scheduler.js';
import { DigestClock } from '../src/care-digest/digest-clock.js';
import { usersService } from '../src/index.js';
import { localSmtpServer } from './local-smtp.js';

export const PUBLIC_URL = 'https://ranch.example';
const BOSS = { email: 'boss@remuda.test', password: 'boss-password' };

/** A replica of the users service, its digest's clock at the test's time. */
export interface Replica {
  scheduler: CareDigestScheduler;
  database: DataSource;
  close(): Promise<void>;
}

/**
 * The users service (one replica, more on PostgreSQL) with the horses service, whose care plan says the ranch is in
 * America/Denver with its digest at 7, and a real SMTP server of the test's own. Every replica's digest reads the
 * time from `time.now`, which the test moves; nothing else runs on the fake time.
 */
export async function startDigestPlatform(mode: 'sqlite' | 'postgres') {
  const logger = memoryLogger('info');
  const smtp = await localSmtpServer();
  const nats = mode === 'postgres' ? await privateNatsServer() : null;
  await nats?.start();
  const database = mode === 'postgres' ? await createTestDatabase() : null;
  const config = testConfig({
    SMTP_URL: smtp.url,
    REMUDA_PUBLIC_URL: PUBLIC_URL,
    REMUDA_TIME_ZONE: 'America/Denver',
    REMUDA_CARE_DIGEST_HOUR: '7',
    REMUDA_ADMIN_EMAIL: BOSS.email,
    REMUDA_ADMIN_PASSWORD: BOSS.password,
    ...(nats ? { NATS_URL: nats.url } : {}),
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const time = { now: new Date('2026-01-12T14:00:00Z') };
  const replicas = new Set<Replica>();

  async function startReplica(): Promise<Replica> {
    const target: RunningTarget = await startService(usersService, config, logger);
    target.app.get(DigestClock).now = () => time.now;
    const replica: Replica = {
      scheduler: target.app.get(CareDigestScheduler),
      database: target.app.get(DataSource),
      async close() {
        replicas.delete(replica);
        await target.close();
      },
    };
    replicas.add(replica);
    return replica;
  }

  const first = await startReplica();
  const horses = await startService(horsesService, config, logger);
  const harness = messageHarness(config);
  await harness.connect();
  const found = await harness.send(USER_OPERATIONS.verifyCredentials, BOSS);
  const boss: Actor = { id: found.id, email: found.email, role: found.role };
  // Something is due: a horse with no record of any care.
  const horse = await harness.send(HORSE_OPERATIONS.create, { name: 'Dusty', sex: 'gelding' }, boss);

  return {
    logger,
    smtp,
    time,
    harness,
    boss,
    horse,
    first,
    startReplica,
    /** Any replica still running, to read the database through. */
    live(): Replica {
      const [replica] = replicas;
      if (!replica) throw new Error('no replica is running');
      return replica;
    },
    /** A trainer with the digest turned on from their profile. */
    async recipient(email: string): Promise<Actor> {
      const { account } = await harness.send(USER_OPERATIONS.register, { email, password: 'digest-pass-1', role: 'USER' });
      await harness.send(USER_OPERATIONS.changeRole, { id: account!.id, role: 'TRAINER' }, boss);
      const trainer: Actor = { id: account!.id, email, role: 'TRAINER' };
      await harness.send(CARE_DIGEST_OPERATIONS.set, { enabled: true }, trainer);
      return trainer;
    },
    /** Every digest mail row, in order. */
    rows(): Promise<CareDigestMailEntity[]> {
      return this.live().database.getRepository(CareDigestMailEntity).find({ order: { day: 'ASC', accountId: 'ASC' } });
    },
    /** How many mails each address got for each day: `{ 'ann@…': ['January 12, 2026', …] }`. */
    received(): Record<string, string[]> {
      const byAddress: Record<string, string[]> = {};
      for (const mail of smtp.mails) for (const to of mail.to) (byAddress[to] ??= []).push(mail.headers.subject!.replace('Care due at Remuda Ranch — ', ''));
      for (const days of Object.values(byAddress)) days.sort();
      return byAddress;
    },
    async stop() {
      await harness.close();
      for (const replica of [...replicas]) await replica.close();
      await horses.close();
      await smtp.close();
      await nats?.remove();
      await database?.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export type DigestPlatform = Awaited<ReturnType<typeof startDigestPlatform>>;

/** Declares `body` on SQLite (one process, in-process messages) and, when both are here, on PostgreSQL over NATS. */
export async function describeOnBothModes(name: string, body: (mode: 'sqlite' | 'postgres') => void): Promise<void> {
  describe(`${name} on SQLite`, () => body('sqlite'));
  describeWhen((await postgresAvailable()) && existsSync(NATS_SERVER), 'PostgreSQL and nats-server', `${name} on PostgreSQL`, () => body('postgres'));
}
