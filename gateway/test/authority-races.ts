import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { DataSource } from 'typeorm';
import type { Role } from '@remuda/contracts';
import type { SessionView } from '../src/auth/session-view.js';
import { ApiClient } from './api-client.js';

/**
 * What the races run against: every gateway replica (its address, and its view of sessions, read to time how soon
 * it changes), and the users service's database to read what committed.
 */
export interface RacePlatform {
  gateways: string[];
  views: SessionView[];
  usersDb: DataSource;
}

type Answer = Awaited<ReturnType<ApiClient['call']>>;
interface Sent {
  sentAt: number;
  status: number;
}

/** Rounds of each race: 50, unless `REMUDA_RACE_ROUNDS` asks for another number (a quick look while changing them). */
export const RACE_ROUNDS = Number(process.env.REMUDA_RACE_ROUNDS ?? 50);

const PASSWORD = 'saddle-up-early';
const bearer = (token: string) => ({ cookie: false, headers: { authorization: `Bearer ${token}` } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Revocation latencies seen on each gateway, in milliseconds from the answer of the change that revoked. */
class Latencies {
  readonly byGateway = new Map<number, number[]>();
  add(gateway: number, ms: number): void {
    this.byGateway.set(gateway, [...(this.byGateway.get(gateway) ?? []), ms]);
  }
  report(label: string): string {
    return [...this.byGateway]
      .map(([gateway, all]) => {
        const sorted = [...all].sort((a, b) => a - b);
        return `${label} gateway ${gateway + 1}: median ${sorted[Math.floor(sorted.length / 2)]} ms, worst ${sorted.at(-1)} ms over ${sorted.length}`;
      })
      .join('\n');
  }
}

/**
 * The races on authority (docs/adr/010-sessions.md), the same in both run modes: an account's own writes in
 * flight against its demotion or disabling, role changes at once against the gateways' views, and two
 * administrators removing each other at once against the last-administrator rule. Each runs `rounds` times.
 */
export function declareAuthorityRaces(platform: () => RacePlatform, rounds: number): void {
  const gateways = () => platform().gateways.map((url) => new ApiClient(url));
  const on = (gateway: number) => gateways()[gateway % platform().gateways.length]!;
  const as = (token: string, gateway: number, method: string, path: string, body?: unknown): Promise<Answer> =>
    on(gateway).call(method, path, { ...bearer(token), body });
  let admin: string;
  let adminId: string;
  const revocations = new Latencies();
  const convergence = new Latencies();
  const summary: string[] = [];

  const login = async (email: string, password = PASSWORD) => (await on(0).login(email, password)).body.token as string;
  async function register(prefix: string) {
    const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
    const made = await on(0).post('/api/users/register', { email, password: PASSWORD });
    expect(made.status).toBe(201);
    return { id: made.body.user.id as string, email, token: await login(email) };
  }
  const stored = async (id: string) => {
    const [row] = (await platform().usersDb.query(`SELECT role, disabled_at FROM accounts WHERE id = '${id}'`)) as { role: Role; disabled_at: string | null }[];
    return { role: row!.role, disabled: row!.disabled_at !== null };
  };
  const enabledAdmins = async () =>
    Number(((await platform().usersDb.query(`SELECT COUNT(*) AS n FROM accounts WHERE role = 'ADMIN' AND disabled_at IS NULL`)) as { n: number | string }[])[0]!.n);

  /** The role a gateway's view gives a token now, as its guards judge it; null once the session is refused. */
  async function roleOn(gateway: number, token: string): Promise<Role | null> {
    const [admins, staff] = await Promise.all([as(token, gateway, 'GET', '/api/users'), as(token, gateway, 'GET', '/api/uploads/limits')]);
    if (admins.status === 401 || staff.status === 401) return null;
    return admins.status === 200 ? 'ADMIN' : staff.status === 200 ? 'TRAINER' : 'USER';
  }
  /** Whether every gateway's guards give `token` the role `expected` (null: refused) within a second of `since`. */
  async function everyGatewayGives(token: string, expected: Role | null, since: number): Promise<boolean> {
    const seen = await Promise.all(
      platform().gateways.map(async (_, gateway) => {
        for (;;) {
          if ((await roleOn(gateway, token)) === expected) return true;
          if (Date.now() - since > 1000) return false;
          await sleep(2);
        }
      }),
    );
    return seen.every(Boolean);
  }

  /**
   * Times how soon each gateway's view judges `token` as `expected` (null: refused), from `since` (the answer of
   * the change; 0 when the view had it before the answer arrived). Polled every millisecond, up to a second.
   */
  async function timeViews(token: string, expected: Role | null, since: number, record: Latencies): Promise<void> {
    const { sub, jti, ver } = jwt.decode(token) as { sub: string; jti: string; ver: number };
    await Promise.all(
      platform().views.map(async (view, gateway) => {
        for (;;) {
          const verdict = view.check(sub, jti, ver);
          if ((verdict.ok ? verdict.role : null) === expected) return record.add(gateway, Math.max(0, Date.now() - since));
          if (Date.now() - since > 1000) return record.add(gateway, Infinity);
          await sleep(1);
        }
      }),
    );
  }

  /** Sends `request` from four clients at once, spread over the gateways, until `stop` resolves; answers what was sent. */
  async function flood(request: (gateway: number, n: number) => Promise<Answer>, stop: Promise<unknown>): Promise<Sent[]> {
    const sent: Sent[] = [];
    let over = false;
    void stop.then(() => (over = true));
    await Promise.all(
      [0, 1, 2, 3].map(async (worker) => {
        for (let n = 0; !over; n++) {
          const sentAt = Date.now();
          const { status } = await request(worker + n, n);
          sent.push({ sentAt, status });
        }
      }),
    );
    return sent;
  }

  /** Runs `flood` around `change`: it starts first, and goes on a while after `change` was answered. */
  async function around(request: (gateway: number, n: number) => Promise<Answer>, change: () => Promise<Answer>, watch?: (answeredAt: number) => Promise<void>) {
    let release!: () => void;
    const stop = new Promise<void>((resolve) => (release = resolve));
    const flooding = flood(request, stop);
    await sleep(15);
    const answer = await change();
    const answeredAt = Date.now();
    const watching = watch?.(answeredAt);
    await sleep(60);
    release();
    await watching;
    return { answer, answeredAt, sent: await flooding };
  }

  beforeAll(async () => {
    admin = await login('admin@remuda.test', 'remuda-demo');
    adminId = (await as(admin, 0, 'GET', '/api/users/profile')).body.id as string;
  }, 60_000);
  afterAll(() => {
    // The figures the ADR quotes: printed, never asserted beyond the one-second promise.
    console.log([...summary, revocations.report('revocation'), convergence.report('views equal to the database')].join('\n'));
  });

  it(`keeps a demoted administrator from giving itself the role back with its own requests in flight (${rounds} rounds)`, async () => {
    const rogue = await register('rogue');
    let late = 0;
    for (let round = 0; round < rounds; round++) {
      expect((await as(admin, round, 'PUT', `/api/users/${rogue.id}/role`, { role: 'ADMIN' })).status).toBe(200);
      expect(await everyGatewayGives(rogue.token, 'ADMIN', Date.now())).toBe(true);
      const { answer, answeredAt, sent } = await around(
        (gateway) => as(rogue.token, gateway, 'PUT', `/api/users/${rogue.id}/role`, { role: 'ADMIN' }),
        () => as(admin, round + 1, 'PUT', `/api/users/${rogue.id}/role`, { role: 'TRAINER' }),
        (answeredAt) => timeViews(rogue.token, 'TRAINER', answeredAt, revocations),
      );
      expect(answer.status).toBe(200);
      // Whatever the gateways still believed, nothing sent after the demotion was answered got through.
      const after = sent.filter((s) => s.sentAt > answeredAt);
      late += after.length;
      expect(after.filter((s) => s.status === 200)).toEqual([]);
      expect(await stored(rogue.id)).toEqual({ role: 'TRAINER', disabled: false });
      expect(await everyGatewayGives(rogue.token, 'TRAINER', answeredAt)).toBe(true);
    }
    summary.push(`self-promotion against a demotion: ${rounds} rounds, ${late} requests sent after the demotion, all refused`);
  }, 60_000 + rounds * 4000);

  it(`keeps a disabled administrator from enabling itself again with its own requests in flight (${rounds} rounds)`, async () => {
    const rogue = await register('rogue-disabled');
    expect((await as(admin, 0, 'PUT', `/api/users/${rogue.id}/role`, { role: 'ADMIN' })).status).toBe(200);
    let late = 0;
    for (let round = 0; round < rounds; round++) {
      if (round > 0) expect((await as(admin, round, 'PUT', `/api/users/${rogue.id}/disabled`, { disabled: false })).status).toBe(200);
      const token = await login(rogue.email);
      expect(await everyGatewayGives(token, 'ADMIN', Date.now())).toBe(true);
      const { answer, answeredAt, sent } = await around(
        (gateway) => as(token, gateway, 'PUT', `/api/users/${rogue.id}/disabled`, { disabled: false }),
        () => as(admin, round + 1, 'PUT', `/api/users/${rogue.id}/disabled`, { disabled: true }),
        (answeredAt) => timeViews(token, null, answeredAt, revocations),
      );
      expect(answer.status).toBe(200);
      const after = sent.filter((s) => s.sentAt > answeredAt);
      late += after.length;
      expect(after.filter((s) => s.status === 200)).toEqual([]);
      expect(await stored(rogue.id)).toEqual({ role: 'ADMIN', disabled: true });
      expect(await everyGatewayGives(token, null, answeredAt)).toBe(true);
    }
    summary.push(`self-enabling against a disabling: ${rounds} rounds, ${late} requests sent after the disabling, all refused`);
  }, 60_000 + rounds * 5000);

  it(`keeps every service from applying a write of a demoted or disabled trainer sent after the change (${rounds} rounds)`, async () => {
    const trainer = await register('trainer-writes');
    const horse = await as(admin, 0, 'POST', '/api/horses', { name: `Raced ${randomUUID().slice(0, 8)}`, sex: 'mare' });
    expect(horse.status).toBe(201);
    const horseId = horse.body.id as string;
    const writes = [
      (token: string, gateway: number, n: number) => as(token, gateway, 'POST', '/api/horses', { name: `Late ${n} ${randomUUID().slice(0, 6)}`, sex: 'gelding' }),
      (token: string, gateway: number) => as(token, gateway, 'POST', '/api/medical-records', { horseId, date: '2025-03-01', description: 'Checkup' }),
      (token: string, gateway: number) =>
        as(token, gateway, 'POST', '/api/riding-logs', { horseId, date: '2025-05-01', notes: 'Trail', durationMinutes: '60', type: 'trail' }),
    ];
    let late = 0;
    let applied = 0;
    for (let round = 0; round < rounds; round++) {
      const disabling = round % 2 === 1;
      await as(admin, round, 'PUT', `/api/users/${trainer.id}/disabled`, { disabled: false });
      expect((await as(admin, round, 'PUT', `/api/users/${trainer.id}/role`, { role: 'TRAINER' })).status).toBe(200);
      const token = await login(trainer.email);
      expect(await everyGatewayGives(token, 'TRAINER', Date.now())).toBe(true);
      const { answer, answeredAt, sent } = await around(
        (gateway, n) => writes[(gateway + n) % writes.length]!(token, gateway, n),
        () =>
          disabling
            ? as(admin, round + 1, 'PUT', `/api/users/${trainer.id}/disabled`, { disabled: true })
            : as(admin, round + 1, 'PUT', `/api/users/${trainer.id}/role`, { role: 'USER' }),
        (answeredAt) => timeViews(token, disabling ? null : 'USER', answeredAt, revocations),
      );
      expect(answer.status).toBe(200);
      applied += sent.filter((s) => s.status === 201).length;
      const after = sent.filter((s) => s.sentAt > answeredAt);
      late += after.length;
      expect(after.filter((s) => s.status === 201)).toEqual([]);
    }
    summary.push(`staff writes against a demotion or disabling: ${rounds} rounds, ${applied} applied before, ${late} sent after, all refused`);
  }, 60_000 + rounds * 5000);

  it(`brings every gateway to the database's state within a second after six role changes at once (${rounds} rounds)`, async () => {
    const subject = await register('many-changes');
    const roles: Role[] = ['USER', 'TRAINER', 'ADMIN'];
    for (let round = 0; round < rounds; round++) {
      const answers = await Promise.all(
        [0, 1, 2, 3, 4, 5].map((n) => as(admin, n, 'PUT', `/api/users/${subject.id}/role`, { role: roles[(round + n * 7) % 3] })),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const answeredAt = Date.now();
      const { role } = await stored(subject.id);
      await timeViews(subject.token, role, answeredAt, convergence);
      expect(await everyGatewayGives(subject.token, role, answeredAt)).toBe(true);
    }
    await as(admin, 0, 'PUT', `/api/users/${subject.id}/role`, { role: 'USER' });
    summary.push(`six role changes at once: ${rounds} rounds, every gateway equal to the database within 1 s each time`);
  }, 60_000 + rounds * 3000);

  it(`never lets two administrators removing each other at once leave no enabled administrator (${rounds} rounds)`, async () => {
    const other = await register('second-admin');
    // Only these two administrators: the races would otherwise always leave one.
    for (const account of (await as(admin, 0, 'GET', '/api/users')).body as { id: string; role: Role }[]) {
      if (account.role === 'ADMIN' && account.id !== adminId && account.id !== other.id) {
        expect((await as(admin, 0, 'PUT', `/api/users/${account.id}/role`, { role: 'USER' })).status).toBe(200);
      }
    }
    expect((await as(admin, 0, 'PUT', `/api/users/${other.id}/role`, { role: 'ADMIN' })).status).toBe(200);
    const admins = [
      { id: adminId, email: 'admin@remuda.test', password: 'remuda-demo', token: admin },
      { id: other.id, email: other.email, password: PASSWORD, token: other.token },
    ];
    const kinds = ['each other, demoted', 'themselves, demoted', 'each other, disabled', 'themselves, disabled'] as const;
    let refused = 0;
    for (let round = 0; round < rounds; round++) {
      for (const a of admins) expect(await everyGatewayGives(a.token, 'ADMIN', Date.now())).toBe(true);
      const kind = kinds[round % kinds.length]!;
      const removal = (by: number) => {
        const target = kind.startsWith('each other') ? admins[1 - by]! : admins[by]!;
        return kind.endsWith('demoted')
          ? as(admins[by]!.token, by, 'PUT', `/api/users/${target.id}/role`, { role: 'TRAINER' })
          : as(admins[by]!.token, by, 'PUT', `/api/users/${target.id}/disabled`, { disabled: true });
      };
      const answers = await Promise.all([removal(0), removal(1)]);
      expect(await enabledAdmins()).toBeGreaterThanOrEqual(1);
      expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(1);
      refused += answers.filter((a) => a.status !== 200).length;
      // The one left puts the other back, and whoever was disabled signs in again.
      const states = await Promise.all(admins.map((a) => stored(a.id)));
      const keeper = admins[states.findIndex((s) => s.role === 'ADMIN' && !s.disabled)]!;
      for (const [i, a] of admins.entries()) {
        if (a === keeper) continue;
        if (states[i]!.disabled) expect((await as(keeper.token, 0, 'PUT', `/api/users/${a.id}/disabled`, { disabled: false })).status).toBe(200);
        if (states[i]!.role !== 'ADMIN') expect((await as(keeper.token, 0, 'PUT', `/api/users/${a.id}/role`, { role: 'ADMIN' })).status).toBe(200);
        if (states[i]!.disabled) a.token = await login(a.email, a.password);
      }
    }
    admin = admins[0]!.token;
    summary.push(`two administrators removing each other or themselves at once: ${rounds} rounds, ${refused} of ${rounds * 2} removals refused, an enabled administrator left each time`);
  }, 60_000 + rounds * 4000);
}
