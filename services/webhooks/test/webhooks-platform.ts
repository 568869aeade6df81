import { existsSync, rmSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { type Actor, USER_OPERATIONS, WEBHOOK_OPERATIONS, type WebhookEventType } from '@remuda/contracts';
import { horsesService } from '@remuda/horses';
import { medicalService } from '@remuda/medical';
import { type RunningTarget, startService } from '@remuda/service-kit';
import { NATS_SERVER, createTestDatabase, describeWhen, memoryLogger, messageHarness, postgresAvailable, privateNatsServer, testConfig } from '@remuda/service-kit/testing';
import { usersService } from '@remuda/users';
import { DeliveryWorker } from '../src/deliveries/delivery-worker.js';
import { WebhookDeliveryEntity } from '../src/deliveries/delivery.entity.js';
import { WebhookClock } from '../src/deliveries/webhook-clock.js';
import { webhooksService } from '../src/index.js';
import { type LocalReceiver, localReceiver } from '../src/testing/index.js';

const BOSS = { email: 'boss@remuda.test', password: 'boss-password' };

export interface Replica {
  worker: DeliveryWorker;
  database: DataSource;
  close(): Promise<void>;
}

/**
 * The users, horses and medical services with the webhooks service (two replicas on PostgreSQL over a NATS of the
 * test's own), and two real HTTPS receivers the platform trusts through REMUDA_WEBHOOKS_CA. Every webhooks replica
 * schedules by `time.now`, which the test moves; the requests themselves are real.
 */
export async function startWebhooksPlatform(mode: 'sqlite' | 'postgres', env: Record<string, string> = {}) {
  const logger = memoryLogger('error');
  const receiver = await localReceiver();
  const other = await localReceiver();
  const nats = mode === 'postgres' ? await privateNatsServer() : null;
  await nats?.start();
  const database = mode === 'postgres' ? await createTestDatabase() : null;
  const config = testConfig({
    REMUDA_ADMIN_EMAIL: BOSS.email,
    REMUDA_ADMIN_PASSWORD: BOSS.password,
    REMUDA_WEBHOOKS_ALLOW_PRIVATE: '1',
    REMUDA_WEBHOOKS_CA: receiver.caFile,
    REMUDA_WEBHOOKS_TIMEOUT_MS: '8000',
    ...(nats ? { NATS_URL: nats.url } : {}),
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  // Both receivers' certificates are trusted: the second's is added to the same file.
  const { appendFileSync, readFileSync } = await import('node:fs');
  appendFileSync(receiver.caFile, readFileSync(other.caFile));
  const time = { now: new Date('2026-03-02T09:00:00.000Z') };
  const replicas = new Set<Replica>();
  const others: RunningTarget[] = [];

  async function startReplica(): Promise<Replica> {
    const target = await startService(webhooksService, config, logger);
    target.app.get(WebhookClock).now = () => time.now;
    const replica: Replica = {
      worker: target.app.get(DeliveryWorker),
      database: target.app.get(DataSource),
      async close() {
        replicas.delete(replica);
        await target.close();
      },
    };
    replicas.add(replica);
    return replica;
  }

  others.push(await startService(usersService, config, logger));
  others.push(await startService(horsesService, config, logger));
  others.push(await startService(medicalService, config, logger));
  const first = await startReplica();
  const second = mode === 'postgres' ? await startReplica() : null;
  const harness = messageHarness(config);
  await harness.connect();
  const found = await harness.send(USER_OPERATIONS.verifyCredentials, BOSS);
  const boss: Actor = { id: found.id, email: found.email, role: found.role };

  return {
    config,
    logger,
    receiver,
    other,
    time,
    harness,
    boss,
    first,
    second,
    startReplica,
    /** Registers a receiver as the administrator; answers it with its secret. */
    register(name: string, url: string, events: string[]) {
      return harness.send(WEBHOOK_OPERATIONS.create, { name, url, events }, boss);
    },
    eventTypes(): Promise<WebhookEventType[]> {
      return harness.send(WEBHOOK_OPERATIONS.eventTypes, {}, boss);
    },
    /** Moves the clock and has every replica look for due deliveries, then waits for their requests. */
    async tick(to?: Date): Promise<void> {
      if (to) time.now = to;
      for (const r of replicas) await r.worker.tick();
      for (const r of replicas) await r.worker.idle();
    },
    rows(): Promise<WebhookDeliveryEntity[]> {
      const [replica] = replicas;
      return replica!.database.getRepository(WebhookDeliveryEntity).find({ order: { seq: 'ASC' } });
    },
    async stop() {
      await harness.close();
      for (const replica of [...replicas]) await replica.close();
      for (const target of others.reverse()) await target.close();
      await receiver.close();
      await other.close();
      await nats?.remove();
      await database?.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export type WebhooksPlatform = Awaited<ReturnType<typeof startWebhooksPlatform>>;
export type { LocalReceiver };

/** Declares `body` on SQLite (one process, in-process messages) and, when both are here, on PostgreSQL over NATS with two replicas. */
export async function describeOnBothModes(name: string, body: (mode: 'sqlite' | 'postgres') => void): Promise<void> {
  describe(`${name} on SQLite`, () => body('sqlite'));
  describeWhen((await postgresAvailable()) && existsSync(NATS_SERVER), 'PostgreSQL and nats-server', `${name} on PostgreSQL over JetStream`, () => body('postgres'));
}
