import { randomUUID } from 'node:crypto';
import type { HorseDetail, RidingLog } from '@remuda/contracts';
import { ApiClient } from './api-client.js';

/** What the checks run against: a trainer signed in through each gateway replica (one in the embedded mode). */
export interface IdempotencyPlatform {
  /** The same trainer's session, through each replica. */
  trainerOn: ApiClient[];
  admin: ApiClient;
}

/** A client of `baseUrl` using `signedIn`'s session: one phone whose requests a load balancer spreads. */
export function sameSession(signedIn: ApiClient, baseUrl: string): ApiClient {
  const client = new ApiClient(baseUrl);
  client.cookie = signedIn.cookie;
  return client;
}

const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });
const outing = (horseId: string, notes: string) => ({ horseId, date: '2025-05-01', notes, durationMinutes: '60', type: 'trail' });

/**
 * The Idempotency-Key checks, the same in both run modes: a write sent again with its key (its answer lost on
 * the way) is applied once and answered as the first time.
 */
export function declareIdempotencyChecks(platform: () => IdempotencyPlatform): void {
  let horse: HorseDetail;
  const trainer = () => platform().trainerOn[0]!;
  const logsOfHorse = async () => {
    const res = await trainer().get(`/api/riding-logs?horseId=${horse.id}`);
    expect(res.status).toBe(200);
    return res.body as RidingLog[];
  };

  beforeEach(async () => {
    const made = await trainer().post('/api/horses', { name: `Keyed ${randomUUID().slice(0, 8)}`, sex: 'gelding' });
    expect(made.status).toBe(201);
    horse = made.body as HorseDetail;
  });

  it('logs a ride once when its POST is sent again with the same key, and answers the repeat as the first', async () => {
    const key = randomUUID();
    const first = await trainer().post('/api/riding-logs', outing(horse.id, 'Once only'), keyed(key));
    const again = await trainer().post('/api/riding-logs', outing(horse.id, 'Once only'), keyed(key));
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(await logsOfHorse()).toEqual([first.body]);
  });

  it('answers a repeated PUT and a repeated DELETE with their first answers', async () => {
    const log = (await trainer().post('/api/riding-logs', outing(horse.id, 'Before'))).body as RidingLog;
    const key = randomUUID();
    const put = () => trainer().put(`/api/riding-logs/${log.id}`, outing(horse.id, 'After'), keyed(key));
    const replaced = await put();
    expect(replaced).toMatchObject({ status: 200, body: { id: log.id, notes: 'After' } });
    expect(await put()).toMatchObject({ status: 200, body: replaced.body });
    expect(await logsOfHorse()).toEqual([replaced.body]);

    const removal = randomUUID();
    const remove = () => trainer().call('DELETE', `/api/riding-logs/${log.id}`, keyed(removal));
    expect(await remove()).toMatchObject({ status: 200, body: { ok: true } });
    expect(await remove()).toMatchObject({ status: 200, body: { ok: true } });
    // Without its key, a DELETE sent again finds nothing left to delete.
    expect((await trainer().call('DELETE', `/api/riding-logs/${log.id}`)).status).toBe(404);
    expect(await logsOfHorse()).toEqual([]);
  });

  it('adds a horse once when its POST is sent again with the same key', async () => {
    const key = randomUUID();
    const name = `Once ${randomUUID().slice(0, 8)}`;
    const first = await trainer().post('/api/horses', { name, sex: 'mare' }, keyed(key));
    expect(first.status).toBe(201);
    expect(await trainer().post('/api/horses', { name, sex: 'mare' }, keyed(key))).toMatchObject({ status: 201, body: first.body });
    expect((await trainer().get(`/api/horses?q=${encodeURIComponent(name)}`)).body.map((h: HorseDetail) => h.id)).toEqual([first.body.id]);
  });

  it('refuses a key already used for a different request with 422, and applies nothing', async () => {
    const key = randomUUID();
    const first = await trainer().post('/api/riding-logs', outing(horse.id, 'First use'), keyed(key));
    expect(first.status).toBe(201);
    const reused = await trainer().post('/api/riding-logs', outing(horse.id, 'Another ride'), keyed(key));
    expect(reused).toMatchObject({
      status: 422,
      body: { code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was already used for a different request.' },
    });
    expect(await logsOfHorse()).toEqual([first.body]);
  });

  it('refuses a malformed key with 400 before doing anything, and reads no key on other routes', async () => {
    for (const key of ['has spaces', 'x'.repeat(201), 'ümlaut', '']) {
      const res = await trainer().post('/api/riding-logs', outing(horse.id, 'Bad key'), keyed(key));
      expect(res).toMatchObject({
        status: 400,
        body: { code: 'BAD_REQUEST', message: 'An Idempotency-Key is 1 to 200 letters, digits and _ . : - characters.' },
      });
    }
    expect(await logsOfHorse()).toEqual([]);
    expect((await trainer().get(`/api/riding-logs?horseId=${horse.id}`, keyed('has spaces'))).status).toBe(200);
    const longest = 'A-z_0.9:'.repeat(25);
    expect((await trainer().post('/api/riding-logs', outing(horse.id, 'Longest key'), keyed(longest))).status).toBe(201);
  });

  it('logs a ride once when the same key reaches every replica at the same moment', async () => {
    const key = randomUUID();
    const clients = platform().trainerOn;
    const answers = await Promise.all([...clients, ...clients, ...clients].map((client) => client.post('/api/riding-logs', outing(horse.id, 'Racing'), keyed(key))));
    // A refused answer shows with its body, so a failure says which part refused it.
    expect(answers.map(({ status, body }) => (status === 201 ? status : { status, body }))).toEqual(answers.map(() => 201));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(await logsOfHorse()).toEqual([answers[0]!.body]);
  });

  it('keeps one user’s keys apart from another’s', async () => {
    const key = randomUUID();
    const mine = await trainer().post('/api/riding-logs', outing(horse.id, 'Same key'), keyed(key));
    const theirs = await platform().admin.post('/api/riding-logs', outing(horse.id, 'Same key'), keyed(key));
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(await logsOfHorse()).toHaveLength(2);
  });
}
