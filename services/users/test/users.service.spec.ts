import type { Account, Actor, Role, User } from '@remuda/contracts';
import { USER_OPERATIONS } from '@remuda/contracts';
import { type RunningTarget, JsonLogger, startService } from '@remuda/service-kit';
import { describeMigrations, describeOnEachDatabase, messageHarness, testConfig } from '@remuda/service-kit/testing';
import { DEMO_ACCOUNTS, USERS_ENTITIES, USERS_MIGRATIONS, usersService } from '../src/index.js';

const silent = new JsonLogger({}, 'error');
const P = USER_OPERATIONS;

await describeOnEachDatabase('users service', (database) => {
  let service: RunningTarget;
  let harness: ReturnType<typeof messageHarness>;
  let admin: Actor;

  beforeAll(async () => {
    const config = testConfig({ ...database(), REMUDA_LOGIN_FAILURE_LIMIT: '3', REMUDA_ADMIN_EMAIL: 'Boss@Remuda.test', REMUDA_ADMIN_PASSWORD: 'boss-password' });
    service = await startService(usersService, config, silent);
    harness = messageHarness(config);
    await harness.connect();
    const boss = await harness.send(P.verifyCredentials, { email: 'boss@remuda.test', password: 'boss-password' });
    admin = { id: boss.id, email: boss.email, role: boss.role };
  });

  afterAll(async () => {
    await harness?.close();
    await service?.close();
  });

  const register = (email: string, role: Role = 'USER', password = 'secret-1') =>
    harness.send(P.register, { email, password, role });

  it('creates the first administrator from REMUDA_ADMIN_EMAIL, lower-cased', () => {
    expect(admin).toMatchObject({ email: 'boss@remuda.test', role: 'ADMIN' });
  });

  it('registers every new account as USER, whatever role it asks for', async () => {
    const plain = await register('rider@example.com');
    expect(plain).toMatchObject({ email: 'rider@example.com', role: 'USER', roleRequest: null });
    const hopeful = await register('Hopeful@Example.com', 'ADMIN');
    expect(hopeful).toMatchObject({
      email: 'hopeful@example.com',
      role: 'USER',
      roleRequest: { role: 'ADMIN', status: 'pending', decidedAt: null },
    });
  });

  it('refuses a second account for the same address, in any spelling', async () => {
    await register('twice@example.com');
    const err = await harness.failure(P.register, { email: 'TWICE@example.com', password: 'secret-1' });
    expect(err.code).toBe('EMAIL_TAKEN');
    expect(err.errors).toEqual([{ field: 'email', message: 'An account with this email already exists' }]);
  });

  it('answers invalid input with the field messages of the spec', async () => {
    const err = await harness.failure(P.register, { email: 'not-an-email', password: '123' });
    expect(err.code).toBe('VALIDATION_FAILED');
    expect(err.errors).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
  });

  it('verifies credentials with one message for a wrong address and a wrong password', async () => {
    await register('checker@example.com', 'USER', 'right-password');
    const ok = await harness.send(P.verifyCredentials, { email: 'Checker@example.com', password: 'right-password' });
    expect(ok).toMatchObject({ email: 'checker@example.com', role: 'USER' });
    expect(ok).not.toHaveProperty('passwordHash');
    const wrong = await harness.failure(P.verifyCredentials, { email: 'checker@example.com', password: 'wrong-password' });
    const unknown = await harness.failure(P.verifyCredentials, { email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrong.code).toBe('INVALID_CREDENTIALS');
    expect(unknown.code).toBe('INVALID_CREDENTIALS');
    expect(wrong.message).toBe(unknown.message);
  });

  it('locks an address after too many failures, even for the right password, and only that address', async () => {
    await register('locked@example.com', 'USER', 'right-password');
    for (let i = 0; i < 3; i++) {
      expect((await harness.failure(P.verifyCredentials, { email: 'locked@example.com', password: 'nope-nope' })).code).toBe('INVALID_CREDENTIALS');
    }
    const locked = await harness.failure(P.verifyCredentials, { email: 'locked@example.com', password: 'right-password' });
    expect(locked.code).toBe('RATE_LIMITED');
    expect(locked.message).toMatch(/Too many failed sign-in attempts/);
    const ghost = [0, 1, 2].map(() => harness.failure(P.verifyCredentials, { email: 'ghost@example.com', password: 'nope-nope' }));
    await Promise.all(ghost);
    expect((await harness.failure(P.verifyCredentials, { email: 'ghost@example.com', password: 'nope-nope' })).code).toBe('RATE_LIMITED');
    await register('free@example.com', 'USER', 'right-password');
    await expect(harness.send(P.verifyCredentials, { email: 'free@example.com', password: 'right-password' })).resolves.toBeDefined();
  });

  it('shows an account to its owner and to administrators only', async () => {
    const owner = await register('owner@example.com', 'TRAINER');
    const other = await register('other@example.com');
    const ownerActor: Actor = { id: owner.id, email: owner.email, role: 'USER' };
    const mine = await harness.send(P.get, { id: owner.id }, ownerActor);
    expect(mine.roleRequest).toMatchObject({ role: 'TRAINER', status: 'pending' });
    expect((await harness.failure(P.get, { id: other.id }, ownerActor)).code).toBe('FORBIDDEN');
    expect((await harness.failure(P.get, { id: owner.id })).code).toBe('UNAUTHENTICATED');
    await expect(harness.send(P.get, { id: other.id }, admin)).resolves.toMatchObject({ email: 'other@example.com' });
    expect((await harness.failure(P.get, { id: '6f1f7a84-3a55-4a8f-9a43-2b8d0c5a4f11' }, admin)).code).toBe('USER_NOT_FOUND');
  });

  it('lists accounts for administrators only', async () => {
    const trainer: Actor = { id: 'x', email: 'x@example.com', role: 'TRAINER' };
    expect((await harness.failure(P.list, {}, trainer)).code).toBe('FORBIDDEN');
    const all = await harness.send(P.list, {}, admin);
    expect(all.map((a) => a.email)).toEqual(expect.arrayContaining(['boss@remuda.test', 'rider@example.com']));
  });

  it('grants and refuses role requests', async () => {
    const a = await register('wants-trainer@example.com', 'TRAINER');
    const b = await register('wants-admin@example.com', 'ADMIN');
    const granted = await harness.send(P.decideRoleRequest, { id: a.id, decision: 'grant' }, admin);
    expect(granted).toMatchObject({ role: 'TRAINER', roleRequest: { status: 'granted' } });
    expect(granted.roleRequest?.decidedAt).toEqual(expect.any(String));
    const refused = await harness.send(P.decideRoleRequest, { id: b.id, decision: 'refuse' }, admin);
    expect(refused).toMatchObject({ role: 'USER', roleRequest: { status: 'refused' } });
    expect((await harness.failure(P.decideRoleRequest, { id: b.id, decision: 'grant' }, admin)).code).toBe('ROLE_REQUEST_NOT_FOUND');
    expect((await harness.failure(P.decideRoleRequest, { id: b.id, decision: 'maybe' }, admin)).errors).toEqual([
      { field: 'decision', message: 'Decision must be grant or refuse' },
    ]);
    const user: Actor = { id: a.id, email: a.email, role: 'USER' };
    expect((await harness.failure(P.decideRoleRequest, { id: b.id, decision: 'grant' }, user)).code).toBe('FORBIDDEN');
  });

  it('changes roles but always keeps one administrator', async () => {
    const c = await register('promoted@example.com', 'ADMIN');
    const promoted = await harness.send(P.changeRole, { id: c.id, role: 'ADMIN' }, admin);
    expect(promoted).toMatchObject({ role: 'ADMIN', roleRequest: { status: 'granted' } });
    const demoted = await harness.send(P.changeRole, { id: c.id, role: 'TRAINER' }, admin);
    expect(demoted.role).toBe('TRAINER');
    const err = await harness.failure(P.changeRole, { id: admin.id, role: 'USER' }, admin);
    expect(err.code).toBe('LAST_ADMIN');
  });
});

describe('demo accounts', () => {
  it('are created on an empty database only, one per role', async () => {
    const config = testConfig({ REMUDA_DEMO: '1' });
    let service = await startService(usersService, config, silent);
    const harness = messageHarness(config);
    await harness.connect();
    const login = await harness.send(P.verifyCredentials, { email: 'admin@remuda.test', password: 'remuda-demo' });
    const all = await harness.send(P.list, {}, { ...login });
    expect(all.map((a) => [a.email, a.role])).toEqual(DEMO_ACCOUNTS.map((a) => [a.email, a.role]));
    await harness.send(P.changeRole, { id: all.find((a) => a.role === 'TRAINER')!.id, role: 'USER' }, login);
    await service.close();
    service = await startService(usersService, config, silent);
    const again = await harness.send(P.list, {}, login);
    expect(again).toHaveLength(3);
    expect(again.find((a) => a.email === 'trainer@remuda.test')?.role).toBe('USER');
    await harness.close();
    await service.close();
  });
});

await describeMigrations('users', USERS_ENTITIES, USERS_MIGRATIONS);
