import type { Actor } from '@remuda/contracts';
import { USER_OPERATIONS } from '@remuda/contracts';
import { type RunningTarget, JsonLogger, startService } from '@remuda/service-kit';
import { describeOnEachDatabase, messageHarness, testConfig } from '@remuda/service-kit/testing';
import { usersService } from '../src/index.js';

const silent = new JsonLogger({}, 'error');
const P = USER_OPERATIONS;

await describeOnEachDatabase('calendar addresses', (database) => {
  let service: RunningTarget;
  let harness: ReturnType<typeof messageHarness>;
  let admin: Actor;
  let trainer: Actor;
  let rider: Actor;

  beforeAll(async () => {
    const config = testConfig({ ...database(), REMUDA_ADMIN_EMAIL: 'boss@remuda.test', REMUDA_ADMIN_PASSWORD: 'boss-password' });
    service = await startService(usersService, config, silent);
    harness = messageHarness(config);
    await harness.connect();
    const boss = await harness.send(P.verifyCredentials, { email: 'boss@remuda.test', password: 'boss-password' });
    admin = { id: boss.id, email: boss.email, role: boss.role };
    const account = async (email: string) => (await harness.send(P.register, { email, password: 'secret-1a', role: 'USER' })).account!;
    const t = await harness.send(P.changeRole, { id: (await account('trainer@example.com')).id, role: 'TRAINER' }, admin);
    trainer = { id: t.id, email: t.email, role: t.role };
    const r = await account('rider@example.com');
    rider = { id: r.id, email: r.email, role: r.role };
  });

  afterAll(async () => {
    await harness?.close();
    await service?.close();
  });

  it('has no address until one is made, then makes a 32-byte base64url token the owner reads back', async () => {
    await expect(harness.send(P.calendarFeed, {}, trainer)).resolves.toEqual({ token: null });
    const { token } = await harness.send(P.replaceCalendarFeed, {}, trainer);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    await expect(harness.send(P.calendarFeed, {}, trainer)).resolves.toEqual({ token });
  });

  it('says whose a token is, and a replaced token is nobody\'s at once', async () => {
    const first = (await harness.send(P.replaceCalendarFeed, {}, trainer)).token;
    await expect(harness.send(P.calendarFeedOwner, { token: first })).resolves.toEqual({ id: trainer.id, email: trainer.email, role: 'TRAINER', disabled: false });
    const second = (await harness.send(P.replaceCalendarFeed, {}, trainer)).token;
    expect(second).not.toBe(first);
    expect((await harness.failure(P.calendarFeedOwner, { token: first })).code).toBe('NOT_FOUND');
    await expect(harness.send(P.calendarFeedOwner, { token: second })).resolves.toMatchObject({ id: trainer.id });
  });

  it('refuses a malformed token without looking it up, and an unknown one alike', async () => {
    expect((await harness.failure(P.calendarFeedOwner, { token: 'short' })).code).toBe('VALIDATION_FAILED');
    expect((await harness.failure(P.calendarFeedOwner, { token: 'A'.repeat(43) })).code).toBe('NOT_FOUND');
  });

  it('refuses a plain USER both reading and making an address', async () => {
    expect((await harness.failure(P.calendarFeed, {}, rider)).code).toBe('FORBIDDEN');
    expect((await harness.failure(P.replaceCalendarFeed, {}, rider)).code).toBe('FORBIDDEN');
  });

  it('confirms the acting account in the write: a trainer demoted a moment ago cannot make a new address', async () => {
    const { token } = await harness.send(P.replaceCalendarFeed, {}, trainer);
    await harness.send(P.changeRole, { id: trainer.id, role: 'USER' }, admin);
    // The actor still carries the role the gateway saw; the write reads the account as it is now.
    expect((await harness.failure(P.replaceCalendarFeed, {}, trainer)).code).toBe('FORBIDDEN');
    // The token is kept, and says the owner is a USER now: the gateway refuses its feed.
    await expect(harness.send(P.calendarFeedOwner, { token })).resolves.toMatchObject({ role: 'USER', disabled: false });
    await harness.send(P.setDisabled, { id: trainer.id, disabled: true }, admin);
    await expect(harness.send(P.calendarFeedOwner, { token })).resolves.toMatchObject({ disabled: true });
  });
});
