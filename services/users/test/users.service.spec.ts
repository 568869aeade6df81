import type { Account, Actor, Role, User } from '@remuda/contracts';
import { COMMON_PASSWORD_MESSAGE, REGISTRATION_EVENTS, USER_EVENTS, USER_OPERATIONS } from '@remuda/contracts';
import { type RunningTarget, JsonLogger, OutboxRelay, startService } from '@remuda/service-kit';
import { describeMigrations, describeOnEachDatabase, messageHarness, testConfig } from '@remuda/service-kit/testing';
import { DEMO_ACCOUNTS, USERS_ENTITIES, USERS_MIGRATIONS, usersService } from '../src/index.js';

const silent = new JsonLogger({}, 'error');
const P = USER_OPERATIONS;

await describeOnEachDatabase('users service', (database) => {
  let service: RunningTarget;
  let harness: ReturnType<typeof messageHarness>;
  let admin: Actor;

  beforeAll(async () => {
    const config = testConfig({ ...database(), REMUDA_ADMIN_EMAIL: 'Boss@Remuda.test', REMUDA_ADMIN_PASSWORD: 'boss-password' });
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

  const register = async (email: string, role: Role = 'USER', password = 'secret-1') => {
    const { account } = await harness.send(P.register, { email, password, role });
    if (!account) throw new Error(`${email} was taken`);
    return account;
  };

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

  it('makes no second account for the same address, in any spelling, and records that its owner is to be told', async () => {
    const first = await register('twice@example.com');
    await expect(harness.send(P.register, { email: 'TWICE@example.com', password: 'other-secret-2', role: 'ADMIN' })).resolves.toEqual({ account: null });
    const accounts = await harness.send(P.list, {}, admin);
    expect(accounts.filter((a) => a.email === 'twice@example.com')).toEqual([expect.objectContaining({ id: first.id, roleRequest: null })]);
    expect((await recorded(REGISTRATION_EVENTS.emailTaken.type, first.id)).map((e) => e.data)).toEqual([{ accountId: first.id, email: 'twice@example.com', requestedAt: expect.any(String) }]);
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

  it('never locks an account itself: a stranger\'s failures leave the owner free to sign in', async () => {
    // Failed sign-ins are throttled per account and network address by the gateway, which knows the address.
    await register('targeted@example.com', 'USER', 'right-password');
    for (let i = 0; i < 12; i++) {
      expect((await harness.failure(P.verifyCredentials, { email: 'targeted@example.com', password: 'nope-nope' })).code).toBe('INVALID_CREDENTIALS');
    }
    await expect(harness.send(P.verifyCredentials, { email: 'targeted@example.com', password: 'right-password' })).resolves.toMatchObject({
      email: 'targeted@example.com',
    });
  });

  it('refuses a common or breached password in any case, under the password field, and creates no account', async () => {
    for (const password of ['password1', 'PassWord1', 'QWERTYUIOP', 'iloveyou']) {
      const err = await harness.failure(P.register, { email: 'guessable@example.com', password });
      expect(err.code).toBe('VALIDATION_FAILED');
      expect(err.errors).toEqual([{ field: 'password', message: COMMON_PASSWORD_MESSAGE }]);
    }
    expect(COMMON_PASSWORD_MESSAGE).toBe('This password is too common. Choose one that is harder to guess.');
    const all = await harness.send(P.list, {}, admin);
    expect(all.map((a) => a.email)).not.toContain('guessable@example.com');
    await expect(register('guessable@example.com', 'USER', 'appaloosa-at-dawn')).resolves.toMatchObject({ email: 'guessable@example.com' });
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

  const actorOf = (account: Account): Actor => ({ id: account.id, email: account.email, role: account.role });
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
  const startSession = (account: Account, userAgent: string | null = 'Mozilla/5.0 Firefox/140.0') =>
    harness.send(P.startSession, { accountId: account.id, expiresAt: inAnHour(), userAgent, address: '203.0.113.9' });
  const stateOf = async (id: string) => (await harness.send(P.sessionSnapshot, {})).accounts.find((a) => a.id === id);
  const recorded = async (type: string, aggregateId: string) =>
    (await service.app.get(OutboxRelay, { strict: false }).retained([type], null, 10_000)).filter((e) => e.aggregateId === aggregateId);

  it('records sessions and lists the owner\'s active ones, newest first, to the owner alone', async () => {
    const rider = await register('sessions@example.com');
    const first = await startSession(rider, null);
    const second = await startSession(rider);
    expect(second.account).toEqual({ id: rider.id, role: 'USER', disabled: false, sessionVersion: 1, version: 1, changedAt: expect.any(String) });
    const listed = await harness.send(P.listSessions, {}, actorOf(rider));
    expect(listed.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(listed[0]).toMatchObject({ userAgent: 'Mozilla/5.0 Firefox/140.0', address: '203.0.113.9' });
    expect(await harness.send(P.listSessions, {}, admin)).not.toEqual(expect.arrayContaining([expect.objectContaining({ id: first.id })]));
    expect((await harness.failure(P.listSessions, {})).code).toBe('UNAUTHENTICATED');
  });

  it('signs out one session, for its owner only, and tells the gateways through an event', async () => {
    const rider = await register('sign-out-one@example.com');
    const kept = await startSession(rider);
    const ended = await startSession(rider);
    expect((await harness.failure(P.revokeSession, { id: ended.id }, admin)).code).toBe('NOT_FOUND');
    await harness.send(P.revokeSession, { id: ended.id }, actorOf(rider));
    expect((await harness.send(P.listSessions, {}, actorOf(rider))).map((s) => s.id)).toEqual([kept.id]);
    const snapshot = await harness.send(P.sessionSnapshot, {});
    expect(snapshot.revoked).toEqual(expect.arrayContaining([{ id: ended.id, accountId: rider.id, expiresAt: expect.any(String) }]));
    expect(snapshot.revoked.map((s) => s.id)).not.toContain(kept.id);
    expect(await recorded(USER_EVENTS.sessionRevoked.type, ended.id)).toHaveLength(1);
  });

  it('signs out everywhere by raising the session version', async () => {
    const rider = await register('everywhere@example.com');
    await startSession(rider);
    await startSession(rider);
    await harness.send(P.revokeAllSessions, {}, actorOf(rider));
    expect(await harness.send(P.listSessions, {}, actorOf(rider))).toEqual([]);
    expect(await stateOf(rider.id)).toMatchObject({ sessionVersion: 2, disabled: false });
    const events = await recorded(USER_EVENTS.accountChanged.type, rider.id);
    expect(events.map((e) => (e.data as { sessionVersion: number }).sessionVersion)).toEqual([1, 2]);
  });

  it('tells the gateways of every role change', async () => {
    const rider = await register('role-events@example.com', 'TRAINER');
    await harness.send(P.decideRoleRequest, { id: rider.id, decision: 'grant' }, admin);
    await harness.send(P.changeRole, { id: rider.id, role: 'USER' }, admin);
    const events = await recorded(USER_EVENTS.accountChanged.type, rider.id);
    expect(events.map((e) => (e.data as { role: string }).role)).toEqual(['USER', 'TRAINER', 'USER']);
    expect(await stateOf(rider.id)).toMatchObject({ role: 'USER', sessionVersion: 1 });
  });

  it('disables an account: its sessions end, it cannot sign in or start a session, until enabled again', async () => {
    const rider = await register('disabled@example.com', 'USER', 'right-password');
    await startSession(rider);
    const disabled = await harness.send(P.setDisabled, { id: rider.id, disabled: true }, admin);
    expect(disabled).toMatchObject({ email: 'disabled@example.com', disabled: true });
    expect(await harness.send(P.listSessions, {}, actorOf(rider))).toEqual([]);
    expect(await stateOf(rider.id)).toMatchObject({ disabled: true, sessionVersion: 2 });
    const refused = await harness.failure(P.verifyCredentials, { email: 'disabled@example.com', password: 'right-password' });
    expect(refused).toMatchObject({ code: 'ACCOUNT_DISABLED', message: 'This account has been disabled. Contact an administrator.' });
    // Only someone who knows the password learns the account is disabled.
    expect((await harness.failure(P.verifyCredentials, { email: 'disabled@example.com', password: 'wrong-password' })).code).toBe('INVALID_CREDENTIALS');
    expect((await harness.failure(P.startSession, { accountId: rider.id, expiresAt: inAnHour(), userAgent: null, address: null })).code).toBe('ACCOUNT_DISABLED');
    expect((await harness.failure(P.setDisabled, { id: rider.id, disabled: true }, actorOf(rider))).code).toBe('FORBIDDEN');

    const enabled = await harness.send(P.setDisabled, { id: rider.id, disabled: false }, admin);
    expect(enabled.disabled).toBe(false);
    await expect(harness.send(P.verifyCredentials, { email: 'disabled@example.com', password: 'right-password' })).resolves.toMatchObject({ id: rider.id });
    // The sessions that ended stay ended.
    expect(await stateOf(rider.id)).toMatchObject({ disabled: false, sessionVersion: 2 });
    expect((await harness.failure(P.setDisabled, { id: '6f1f7a84-3a55-4a8f-9a43-2b8d0c5a4f11', disabled: true }, admin)).code).toBe('USER_NOT_FOUND');
  });

  it('never disables or demotes the last enabled administrator', async () => {
    const err = await harness.failure(P.setDisabled, { id: admin.id, disabled: true }, admin);
    expect(err).toMatchObject({ code: 'LAST_ADMIN', message: 'The last administrator cannot be disabled.' });
    // A disabled administrator does not count.
    const second = await register('second-admin@example.com');
    await harness.send(P.changeRole, { id: second.id, role: 'ADMIN' }, admin);
    await harness.send(P.setDisabled, { id: second.id, disabled: true }, admin);
    expect((await harness.failure(P.changeRole, { id: admin.id, role: 'TRAINER' }, admin)).code).toBe('LAST_ADMIN');
    expect((await harness.failure(P.setDisabled, { id: admin.id, disabled: true }, admin)).code).toBe('LAST_ADMIN');
    await harness.send(P.setDisabled, { id: second.id, disabled: false }, admin);
    await harness.send(P.changeRole, { id: second.id, role: 'USER' }, admin);
  });
});

describe('the first administrator', () => {
  it('is not created with a common password: the service refuses to start', async () => {
    const config = testConfig({ REMUDA_ADMIN_EMAIL: 'boss@remuda.test', REMUDA_ADMIN_PASSWORD: 'Password123' });
    await expect(startService(usersService, config, silent)).rejects.toThrow('REMUDA_ADMIN_PASSWORD is too common. Choose one that is harder to guess.');
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
