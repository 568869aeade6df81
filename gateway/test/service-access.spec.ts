import { DataSource } from 'typeorm';
import {
  type Actor,
  CONTACT_OPERATIONS,
  HORSE_OPERATIONS,
  MEDICAL_OPERATIONS,
  OPERATIONS,
  type Operation,
  type OperationRequest,
  RIDING_OPERATIONS,
  USER_OPERATIONS,
} from '@remuda/contracts';
import { DomainError, runInRequestContext } from '@remuda/service-kit';
import { eventually, messageHarness } from '@remuda/service-kit/testing';
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
    // The role is checked by the service itself, before the (empty, so invalid) data is: 401/403, not 400. (A
    // write whose empty data is valid then confirms the account, which these made-up actors do not have: 401.)
    expect(results.map((code, i) => (i === 0 ? code === 'UNAUTHENTICATED' : code === 'FORBIDDEN'))).toEqual(REFUSED_BY_ACCESS[op.access]);
    if (op.access !== 'public') expect(results[0]).toBe('UNAUTHENTICATED');
  });
});

describe('a write the gateway let through on a role or state the account no longer has', () => {
  /** Calls an operation as `who` claims to be, the way a gateway whose view is a moment behind forwards it. */
  const as = <O extends Operation>(who: Actor, operation: O, data: OperationRequest<O>) =>
    runInRequestContext({ correlationId: 'stale-view-0001', actor: who }, () => harness.client.request(operation, data));
  const code = (promise: Promise<unknown>) =>
    promise.then(
      () => 'ok',
      (err: unknown) => (err instanceof DomainError ? err.code : Promise.reject(err)),
    );
  const account = async (email: string): Promise<Actor> => {
    const [row] = (await platform.users.app.get(DataSource).query('SELECT id, role FROM accounts WHERE email = ?', [email])) as Actor[];
    return { id: row!.id, email, role: row!.role };
  };

  it('is refused by the service that applies it: every service, the actor’s current role and state read there', async () => {
    const admin = await account('admin@remuda.test');
    const trainer = await account('trainer@remuda.test');
    const user = await account('user@remuda.test');
    const horse = await as(trainer, HORSE_OPERATIONS.create, { name: 'Current Role', sex: 'mare' });
    const checkup = { horseId: horse.id, date: '2025-03-01', description: 'Checkup' };
    const ride = { horseId: horse.id, date: '2025-05-01', notes: 'Trail', durationMinutes: '60', type: 'trail' };
    // A trainer who is one now writes everywhere (once the record services know the horse).
    await eventually('the record services know the horse', async () => (await code(as(trainer, MEDICAL_OPERATIONS.create, checkup))) === 'ok');
    await eventually('the record services know the horse', async () => (await code(as(trainer, RIDING_OPERATIONS.create, ride as never))) === 'ok');

    // A user the gateway still took for a trainer, or an administrator.
    const staleTrainer = { ...user, role: 'TRAINER' as const };
    const staleAdmin = { ...user, role: 'ADMIN' as const };
    expect(await code(as(staleTrainer, HORSE_OPERATIONS.create, { name: 'Stale Role', sex: 'mare' }))).toBe('FORBIDDEN');
    expect(await code(as(staleTrainer, MEDICAL_OPERATIONS.create, checkup))).toBe('FORBIDDEN');
    expect(await code(as(staleTrainer, RIDING_OPERATIONS.create, ride as never))).toBe('FORBIDDEN');
    expect(await code(as(staleTrainer, CONTACT_OPERATIONS.update, { id: '6f1f7a84-3a55-4a8f-9a43-2b8d0c5a4f11', status: 'answered' }))).toBe('FORBIDDEN');
    expect(await code(as(staleAdmin, USER_OPERATIONS.changeRole, { id: user.id, role: 'ADMIN' }))).toBe('FORBIDDEN');
    expect((await account('user@remuda.test')).role).toBe('USER');

    // An administrator disabled a moment ago.
    const made = (await as(admin, USER_OPERATIONS.register, { email: 'disabled-admin@example.com', password: 'saddle-up-early', role: 'USER' } as never)).account!;
    await as(admin, USER_OPERATIONS.changeRole, { id: made.id, role: 'ADMIN' });
    await as(admin, USER_OPERATIONS.setDisabled, { id: made.id, disabled: true });
    const disabled: Actor = { id: made.id, email: made.email, role: 'ADMIN' };
    expect(await code(as(disabled, USER_OPERATIONS.setDisabled, { id: made.id, disabled: false }))).toBe('UNAUTHENTICATED');
    expect(await code(as(disabled, HORSE_OPERATIONS.create, { name: 'Disabled Writer', sex: 'mare' }))).toBe('UNAUTHENTICATED');
    expect(await code(as(disabled, MEDICAL_OPERATIONS.create, checkup))).toBe('UNAUTHENTICATED');
    expect(await code(as(disabled, USER_OPERATIONS.revokeAllSessions, {}))).toBe('UNAUTHENTICATED');
  }, 30_000);
});
