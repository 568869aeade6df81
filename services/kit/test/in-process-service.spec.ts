import { Injectable, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { lastValueFrom } from 'rxjs';
import type { Actor } from '@remuda/contracts';
import { DomainError, InProcessClient, type RunningTarget, runInRequestContext, startService } from '../src/index.js';
import { memoryLogger, messageHarness, testConfig } from '../src/testing/index.js';
import { CRASH_DETAIL, type EchoReply, TAKEN_ERRORS, probeService } from './probe-service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const trainer: Actor = { id: 't1', email: 'trainer@remuda.test', role: 'TRAINER' };

describe('a service on the in-process transport (embedded default)', () => {
  const probe = probeService(`kit-inproc-${randomUUID().slice(0, 8)}`);
  const P = probe.operations;
  const logger = memoryLogger('info');
  const config = testConfig();
  let service: RunningTarget;
  let harness: ReturnType<typeof messageHarness>;
  let quick: ReturnType<typeof messageHarness>;

  beforeAll(async () => {
    service = await startService(probe.definition('only'), config, logger);
    harness = messageHarness(config);
    quick = messageHarness(testConfig({ REMUDA_RPC_TIMEOUT_MS: '200' }));
    await harness.connect();
    await quick.connect();
  });

  afterAll(async () => {
    probe.release();
    await quick?.close();
    await harness?.close();
    await service?.close();
  });

  it('serves requests without an HTTP port of its own', () => {
    expect(config.target).toBe('all');
    expect(service.app.getHttpServer().listening).toBe(false);
  });

  it('runs the handler with the caller’s correlation id and actor, and stamps its logs with them', async () => {
    const reply = await harness.send(P.echo, { n: 1 }, trainer);
    expect(reply).toEqual({ n: 1, replica: 'only', meta: { correlationId: 'test-correlation-id', actor: trainer } });
    const own = await runInRequestContext({ correlationId: 'inproc-req-0002', actor: null }, () =>
      harness.client.request(P.echo, { n: 2 }),
    );
    expect(own.meta).toEqual({ correlationId: 'inproc-req-0002', actor: null });
    const logged = logger.lines.filter((l) => l.msg === 'probe handled');
    expect(logged.map((l) => [l.n, l.correlationId, l.service])).toEqual([
      [1, 'test-correlation-id', probe.name],
      [2, 'inproc-req-0002', probe.name],
    ]);
  });

  it('gives a message without a trustworthy meta a new correlation id and no actor', async () => {
    const raw = new InProcessClient();
    const bare = await lastValueFrom(raw.send<EchoReply>(P.echo.pattern, { data: { n: 3 } }));
    expect(bare.meta?.actor).toBeNull();
    expect(bare.meta?.correlationId).toMatch(UUID);
    const forged = await lastValueFrom(
      raw.send<EchoReply>(P.echo.pattern, { meta: { correlationId: 'forged-0001', actor: { ...trainer, role: 'ROOT' } }, data: { n: 4 } }),
    );
    expect(forged.meta?.actor).toBeNull();
  });

  it('hands a DomainError to the caller with its code, message and field errors', async () => {
    const err = await harness.failure(P.fail, {});
    expect(err).toBeInstanceOf(DomainError);
    expect([err.code, err.message, err.errors]).toEqual(['CONFLICT', 'This email is taken', TAKEN_ERRORS]);
  });

  it('answers an unexpected error as INTERNAL and keeps its detail in the service’s log', async () => {
    const err = await harness.failure(P.crash, {});
    expect([err.code, err.message]).toEqual(['INTERNAL', 'Something went wrong on our side. Please try again.']);
    expect(JSON.stringify(err.toServiceError())).not.toContain('password');
    expect(logger.lines).toContainEqual(
      expect.objectContaining({ level: 'error', msg: 'unhandled error in message handler', correlationId: 'test-correlation-id', err: expect.objectContaining({ message: CRASH_DETAIL }) }),
    );
  });

  it('gives up on a handler that does not answer within REMUDA_RPC_TIMEOUT_MS', async () => {
    const err = await quick.failure(P.hold, {});
    expect([err.code, err.message]).toEqual(['SERVICE_UNAVAILABLE', `The ${probe.name} service did not answer in time. Please try again.`]);
    probe.release();
  });

  it('answers SERVICE_UNAVAILABLE for a pattern nothing in the process handles', async () => {
    const err = await harness.failure({ ...P.echo, pattern: `${probe.name}.probe.missing` }, {});
    expect([err.code, err.message]).toEqual(['SERVICE_UNAVAILABLE', `Nothing in this process answers ${probe.name}.probe.missing.`]);
  });

  it('stops answering once closed', async () => {
    const other = probeService(`kit-inproc-${randomUUID().slice(0, 8)}`);
    const running = await startService(other.definition('short-lived'), config, memoryLogger());
    await expect(harness.send(other.operations.echo, { n: 5 })).resolves.toMatchObject({ n: 5, replica: 'short-lived' });
    await running.close();
    expect((await harness.failure(other.operations.echo, { n: 6 })).code).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('a busy service (one request at a time, one waiting)', () => {
  const probe = probeService(`kit-busy-${randomUUID().slice(0, 8)}`);
  const P = probe.operations;
  const config = testConfig({ REMUDA_MAX_RUNNING_REQUESTS: '1', REMUDA_MAX_WAITING_REQUESTS: '1' });
  let service: RunningTarget;
  let harness: ReturnType<typeof messageHarness>;
  let quick: ReturnType<typeof messageHarness>;

  beforeAll(async () => {
    service = await startService(probe.definition('busy'), config, memoryLogger());
    harness = messageHarness(config);
    quick = messageHarness(testConfig({ REMUDA_RPC_TIMEOUT_MS: '200' }));
    await harness.connect();
    await quick.connect();
  });

  afterAll(async () => {
    probe.release();
    await quick?.close();
    await harness?.close();
    await service?.close();
  });

  it('lets a request wait its turn, and turns away at once the one past what may wait', async () => {
    const held = harness.send(P.hold, {});
    const waiting = harness.send(P.echo, { n: 1 });
    const err = await harness.failure(P.echo, { n: 2 });
    expect([err.code, err.message]).toEqual(['SERVICE_UNAVAILABLE', `The ${probe.name} service is busy. Please try again.`]);
    probe.release();
    await expect(held).resolves.toBe('released');
    await expect(waiting).resolves.toMatchObject({ n: 1 });
    expect(probe.handled.map((h) => h.n)).toEqual([1]);
  });

  it('never runs a request whose caller stopped waiting before its turn came', async () => {
    const held = harness.send(P.hold, {});
    expect((await quick.failure(P.echo, { n: 3 })).code).toBe('SERVICE_UNAVAILABLE');
    probe.release();
    await held;
    await expect(harness.send(P.echo, { n: 4 })).resolves.toMatchObject({ n: 4 });
    expect(probe.handled.map((h) => h.n)).toContain(4);
    expect(probe.handled.map((h) => h.n)).not.toContain(3);
  });
});

describe('a service whose start fails', () => {
  it('releases what it had opened before it says so', async () => {
    const released: string[] = [];
    @Injectable()
    class Opened implements OnApplicationShutdown {
      onApplicationShutdown() {
        released.push('opened');
      }
    }
    @Injectable()
    class Refusing implements OnApplicationBootstrap {
      onApplicationBootstrap() {
        throw new Error('REMUDA_SOMETHING is not acceptable');
      }
    }
    @Module({ providers: [Opened, Refusing] })
    class FailingModule {}
    await expect(startService({ name: `kit-failing-${randomUUID().slice(0, 8)}`, module: FailingModule }, testConfig(), memoryLogger())).rejects.toThrow(
      'REMUDA_SOMETHING is not acceptable',
    );
    expect(released).toEqual(['opened']);
  });
});
