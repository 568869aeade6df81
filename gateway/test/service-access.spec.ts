import { type Actor, OPERATIONS, type Operation } from '@remuda/contracts';
import { DomainError, runInRequestContext } from '@remuda/service-kit';
import { messageHarness } from '@remuda/service-kit/testing';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
let platform: Platform;
let harness: ReturnType<typeof messageHarness>;

beforeAll(async () => {
  platform = await startTestPlatform({}, ALL_SERVICES);
  harness = messageHarness(platform.config);
  await harness.connect();
}, 30_000);
afterAll(async () => {
  await harness.close();
  await platform.stop();
});

const actor = (role: Actor['role']): Actor => ({ id: '6f1f7a84-3a55-4a8f-9a43-2b8d0c5a4f11', email: `${role.toLowerCase()}@remuda.test`, role });

/** What a service answers when called directly, past the gateway, with empty data: an error code, or 'ok'. */
function outcome(operation: Operation, who: Actor | null): Promise<string> {
  return runInRequestContext({ correlationId: 'access-probe-0001', actor: who }, () =>
    harness.client.request(operation, {} as never).then(
      () => 'ok',
      (err: unknown) => {
        if (err instanceof DomainError) return err.code;
        throw err;
      },
    ),
  );
}

const REFUSED_BY_ACCESS = {
  public: [false, false, false, false],
  'signed-in': [true, false, false, false],
  staff: [true, true, false, false],
  admin: [true, true, true, false],
};

describe('every operation, called on its service directly', () => {
  it.each(OPERATIONS.map((op) => [op.pattern, op] as const))('%s is answered, and refuses roles before reading data', async (_, op) => {
    const results = [await outcome(op, null), await outcome(op, actor('USER')), await outcome(op, actor('TRAINER')), await outcome(op, actor('ADMIN'))];
    // Someone answers it: no operation is defined without a handler.
    expect(results).not.toContain('SERVICE_UNAVAILABLE');
    // The role is checked by the service itself, before the (empty, so invalid) data is: 401/403, not 400.
    expect(results.map((code) => code === 'UNAUTHENTICATED' || code === 'FORBIDDEN')).toEqual(REFUSED_BY_ACCESS[op.access]);
    if (op.access !== 'public') expect(results[0]).toBe('UNAUTHENTICATED');
  });
});
