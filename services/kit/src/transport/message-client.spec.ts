import { type Actor, HORSE_OPERATIONS, RIDING_OPERATIONS, type ServiceRequest, USER_OPERATIONS } from '@remuda/contracts';
import { type Config, loadConfig } from '../config/config.js';
import { DomainError } from '../errors/domain-error.js';
import { HealthRegistry } from '../health/health-registry.js';
import { runInRequestContext } from '../logging/request-context.js';
import { InProcessBus } from './in-process-bus.js';
import { InProcessClient } from './in-process-client.js';
import { MessageClient } from './message-client.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const admin: Actor = { id: 'a1', email: 'admin@remuda.test', role: 'ADMIN' };

/** A MessageClient on a bus of its own, with a short time-out unless told otherwise. */
function setup(env: Record<string, string> = { REMUDA_RPC_TIMEOUT_MS: '200' }) {
  const bus = new InProcessBus();
  const config: Config = loadConfig({ REMUDA_DATA_DIR: '/nonexistent', ...env });
  const health = new HealthRegistry();
  const client = new MessageClient(new InProcessClient(bus), config, health);
  return { bus, client, health };
}

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(DomainError);
    return err as DomainError;
  }
  throw new Error('expected the request to fail');
}

describe('MessageClient', () => {
  it('sends the data beside the correlation id and actor of the current request and how long it waits, and answers the reply', async () => {
    const { bus, client } = setup();
    const received: ServiceRequest<unknown>[] = [];
    bus.handle('users.account.get', (packet, respond) => {
      received.push(packet.data as ServiceRequest<unknown>);
      respond({ response: { id: 'u1' }, isDisposed: true });
    });
    const answer = await runInRequestContext({ correlationId: 'req-12345678', actor: admin }, () =>
      client.request(USER_OPERATIONS.get, { id: 'u1' }),
    );
    expect(answer).toEqual({ id: 'u1' });
    expect(received).toEqual([{ meta: { correlationId: 'req-12345678', actor: admin }, data: { id: 'u1' }, waitMs: 200 }]);
  });

  it('sends the request’s Idempotency-Key to idempotent operations only, not to the reads made on the way', async () => {
    const { bus, client } = setup();
    const received: Record<string, ServiceRequest<unknown>['meta']> = {};
    for (const pattern of [RIDING_OPERATIONS.create.pattern, HORSE_OPERATIONS.get.pattern]) {
      bus.handle(pattern, (packet, respond) => {
        received[pattern] = (packet.data as ServiceRequest<unknown>).meta;
        respond({ response: {}, isDisposed: true });
      });
    }
    await runInRequestContext({ correlationId: 'req-keyed-0001', actor: admin, idempotencyKey: 'phone-1:write-7' }, async () => {
      await client.request(HORSE_OPERATIONS.get, { id: 'h1' });
      await client.request(RIDING_OPERATIONS.create, { horseId: 'h1', date: '2025-05-01', type: 'trail' });
    });
    expect(received).toStrictEqual({
      [HORSE_OPERATIONS.get.pattern]: { correlationId: 'req-keyed-0001', actor: admin },
      [RIDING_OPERATIONS.create.pattern]: { correlationId: 'req-keyed-0001', actor: admin, idempotencyKey: 'phone-1:write-7' },
    });
  });

  it('makes up a correlation id and no actor outside a request', async () => {
    const { bus, client } = setup();
    const received: ServiceRequest<unknown>[] = [];
    bus.handle('users.account.list', (packet, respond) => {
      received.push(packet.data as ServiceRequest<unknown>);
      respond({ response: [], isDisposed: true });
    });
    await client.request(USER_OPERATIONS.list, {});
    await client.request(USER_OPERATIONS.list, {});
    expect(received.map((r) => r.meta.actor)).toEqual([null, null]);
    expect(received[0].meta.correlationId).toMatch(UUID);
    expect(received[1].meta.correlationId).not.toBe(received[0].meta.correlationId);
  });

  it('turns a service that does not answer in time into SERVICE_UNAVAILABLE, naming the service', async () => {
    const { bus, client } = setup({ REMUDA_RPC_TIMEOUT_MS: '200' });
    bus.handle('horses.horse.get', () => {});
    const err = await failure(client.request(HORSE_OPERATIONS.get, { id: 'h1' }));
    expect([err.code, err.message]).toEqual(['SERVICE_UNAVAILABLE', 'The horses service did not answer in time. Please try again.']);
  });

  it('answers SERVICE_UNAVAILABLE at once when nothing handles the pattern', async () => {
    // The default time-out is 5 s, longer than jest waits for a test: only an answer at once passes.
    const { client } = setup({});
    let outcome: unknown = 'still waiting';
    client.request(RIDING_OPERATIONS.list, {}).catch((err: unknown) => (outcome = err));
    await new Promise((resolve) => setImmediate(resolve));
    expect(outcome).toBeInstanceOf(DomainError);
    expect(outcome).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'Nothing in this process answers riding.log.list.' });
  });

  it('hands on the code, message and field errors the service answered', async () => {
    const { bus, client } = setup();
    const errors = [{ field: 'email', message: 'An account with this email already exists' }];
    bus.handle('users.account.register', (_packet, respond) =>
      respond({ err: new DomainError('CONFLICT', 'This email is taken', errors).toServiceError(), isDisposed: true }),
    );
    const err = await failure(client.request(USER_OPERATIONS.register, {} as never));
    expect([err.code, err.message, err.errors]).toEqual(['CONFLICT', 'This email is taken', errors]);
  });

  it('turns an answer with an unknown code into INTERNAL, without its text', async () => {
    const { bus, client } = setup();
    bus.handle('users.account.get', (_packet, respond) =>
      respond({ err: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 10.0.0.5:5432' }, isDisposed: true }),
    );
    const err = await failure(client.request(USER_OPERATIONS.get, {} as never));
    expect([err.code, err.message]).toEqual(['INTERNAL', 'Something went wrong on our side. Please try again.']);
  });

  it('turns a transport failure without a code into SERVICE_UNAVAILABLE', async () => {
    const { bus, client } = setup();
    bus.handle('users.account.get', (_packet, respond) =>
      respond({ err: 'There is no matching message handler defined in the remote service.', isDisposed: true }),
    );
    const err = await failure(client.request(USER_OPERATIONS.get, {} as never));
    expect([err.code, err.message]).toEqual(['SERVICE_UNAVAILABLE', 'The users service cannot be reached. Please try again.']);
  });

  it('registers its transport as a readiness check when the application starts, and closes it at shutdown', async () => {
    const { client, health } = setup();
    expect((await health.readiness()).checks).toEqual({});
    await client.onApplicationBootstrap();
    expect(await health.readiness()).toEqual({ ready: true, checks: { 'transport-client': { ok: true } } });
    await expect(client.onApplicationShutdown()).resolves.toBeUndefined();
  });
});
