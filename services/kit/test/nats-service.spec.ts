import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Actor } from '@remuda/contracts';
import { DomainError, type RunningTarget, runInRequestContext, startService } from '../src/index.js';
import { TEST_NATS_URL, describeWhen, memoryLogger, messageHarness, natsAvailable, testConfig } from '../src/testing/index.js';
import { CRASH_DETAIL, type EchoReply, TAKEN_ERRORS, probeService } from './probe-service.js';

const REQUESTS = 40;
const actorFor = (i: number): Actor => ({ id: `rider-${i}`, email: `rider-${i}@example.com`, role: i % 3 === 0 ? 'TRAINER' : 'USER' });

/** Waits until NATS has delivered everything it sent to each replica, so late duplicates would be seen. */
async function settle(services: RunningTarget[]): Promise<void> {
  for (const service of services) {
    for (const microservice of service.app.getMicroservices()) await microservice.unwrap<{ flush(): Promise<void> }>().flush();
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describeWhen(await natsAvailable(), 'NATS', 'a service with two replicas over NATS', () => {
  // A name of its own per run: its patterns and its queue group cannot meet another run's on a shared server.
  const probe = probeService(`kit-nats-${randomUUID().slice(0, 8)}`);
  const P = probe.operations;
  const logger = memoryLogger('info');
  const env = { REMUDA_TARGET: 'users', NATS_URL: TEST_NATS_URL, PORT: '0', HOST: '127.0.0.1' };
  const config = testConfig(env);
  let replicas: RunningTarget[] = [];
  let harness: ReturnType<typeof messageHarness>;
  let quick: ReturnType<typeof messageHarness>;

  beforeAll(async () => {
    replicas = await Promise.all([
      startService(probe.definition('a'), config, logger),
      startService(probe.definition('b'), config, logger),
    ]);
    harness = messageHarness(config);
    quick = messageHarness(testConfig({ ...env, REMUDA_RPC_TIMEOUT_MS: '200' }));
    await harness.connect();
    await quick.connect();
  }, 20_000);

  afterAll(async () => {
    probe.release();
    await quick?.close();
    await harness?.close();
    // Each replica drains for its grace period (2 s) before it disconnects.
    await Promise.all(replicas.map((r) => r.close()));
  }, 20_000);

  it('answers each of many requests exactly once, spread over both replicas of the queue group', async () => {
    const replies = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) => harness.send(P.echo, { n: i }, actorFor(i))),
    );
    expect(replies.map((r) => r.n)).toEqual(Array.from({ length: REQUESTS }, (_, i) => i));
    await settle(replicas);
    const mine = probe.handled.filter((h) => h.n < REQUESTS);
    const counts = new Map<number, number>();
    for (const h of mine) counts.set(h.n, (counts.get(h.n) ?? 0) + 1);
    expect([...counts.entries()].sort(([a], [b]) => a - b)).toEqual(Array.from({ length: REQUESTS }, (_, i) => [i, 1]));
    // Each reply came from the replica that handled it, and both replicas took a share.
    for (const reply of replies) expect(mine.find((h) => h.n === reply.n)?.replica).toBe(reply.replica);
    expect(new Set(replies.map((r) => r.replica))).toEqual(new Set(['a', 'b']));
  });

  it('brings each request’s actor and correlation id to the handler through NATS', async () => {
    const numbers = Array.from({ length: 12 }, (_, i) => 500 + i);
    const replies = await Promise.all(numbers.map((n) => harness.send(P.echo, { n }, actorFor(n))));
    // As the handlers read them with currentRequestMeta(), on whichever replica they ran.
    for (const n of numbers) {
      expect(probe.handled.find((h) => h.n === n)?.meta).toEqual({ correlationId: 'test-correlation-id', actor: actorFor(n) });
    }
    expect(replies.map((r) => r.meta?.actor?.role)).toEqual(numbers.map((n) => actorFor(n).role));
    const visitor = await harness.send(P.echo, { n: 600 });
    expect(visitor.meta).toEqual({ correlationId: 'test-correlation-id', actor: null });
  });

  it('keeps each caller’s own correlation id, in the reply and in the handler’s logs', async () => {
    const ids = Array.from({ length: 10 }, (_, i) => `${probe.name}-corr-${i}`);
    const replies = await Promise.all(
      ids.map((correlationId, i) =>
        runInRequestContext({ correlationId, actor: null }, () => harness.client.request(P.echo, { n: 1000 + i })),
      ),
    );
    expect(replies.map((r) => r.meta)).toEqual(ids.map((correlationId) => ({ correlationId, actor: null })));
    const logged = new Map(logger.lines.filter((l) => l.msg === 'probe handled').map((l) => [l.n, l.correlationId]));
    expect(ids.map((_, i) => logged.get(1000 + i))).toEqual(ids);
  });

  it('hands a DomainError across NATS with its code, message and field errors', async () => {
    const err = await harness.failure(P.fail, {}, actorFor(1));
    expect(err).toBeInstanceOf(DomainError);
    expect([err.code, err.message, err.errors]).toEqual(['CONFLICT', 'This email is taken', TAKEN_ERRORS]);
  });

  it('answers an unexpected error as INTERNAL and keeps its detail in the service’s log', async () => {
    const err = await harness.failure(P.crash, {});
    expect([err.code, err.message]).toEqual(['INTERNAL', 'Something went wrong on our side. Please try again.']);
    expect(logger.lines).toContainEqual(
      expect.objectContaining({ msg: 'unhandled error in message handler', service: probe.name, err: expect.objectContaining({ message: CRASH_DETAIL }) }),
    );
  });

  it('gives up on a replica that does not answer within REMUDA_RPC_TIMEOUT_MS', async () => {
    const err = await quick.failure(P.hold, {});
    expect([err.code, err.message]).toEqual(['SERVICE_UNAVAILABLE', `The ${probe.name} service did not answer in time. Please try again.`]);
    probe.release();
  });

  it('answers SERVICE_UNAVAILABLE for a pattern no replica serves', async () => {
    const err = await quick.failure({ ...P.echo, pattern: `${probe.name}.probe.missing` }, {});
    expect([err.code, err.message]).toEqual(['SERVICE_UNAVAILABLE', `The ${probe.name} service cannot be reached. Please try again.`]);
  });

  it('reports each replica live and ready on its own HTTP port', async () => {
    for (const replica of replicas) {
      const { address, port } = replica.app.getHttpServer().address() as AddressInfo;
      expect(address).toBe('127.0.0.1');
      expect(port).toBeGreaterThan(0);
      const live = await fetch(`http://127.0.0.1:${port}/health/live`);
      expect([live.status, await live.json()]).toEqual([200, { status: 'ok' }]);
      const ready = await fetch(`http://127.0.0.1:${port}/health/ready`);
      const body = (await ready.json()) as { status: string; checks: Record<string, { ok: boolean }> };
      expect([ready.status, body.status]).toEqual([200, 'ok']);
      expect(body.checks[`${probe.name}.transport`]).toEqual({ ok: true });
    }
  });

  it('keeps answering through the other replica when one leaves', async () => {
    const [leaving, staying] = replicas;
    await leaving.close();
    replicas = [staying];
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) => harness.send(P.echo, { n: 2000 + i }, actorFor(i))),
    );
    expect(replies.map((r) => [r.n, r.replica])).toEqual(Array.from({ length: 10 }, (_, i) => [2000 + i, 'b']));
  }, 10_000);
});
