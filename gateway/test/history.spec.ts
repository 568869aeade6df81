import type { HistoryEntry, HorseDetail } from '@remuda/contracts';
import type { ApiClient } from './api-client.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
let platform: Platform;
let anonymous: ApiClient;
let user: ApiClient;
let trainer: ApiClient;
let admin: ApiClient;
let dusty: HorseDetail;

/** Polls a read until `done` holds of its answer. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not there: ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  platform = await startTestPlatform({}, ALL_SERVICES);
  anonymous = platform.client();
  user = platform.client();
  await user.login('user@remuda.test');
  trainer = platform.client();
  await trainer.login('trainer@remuda.test');
  admin = platform.client();
  await admin.login('admin@remuda.test');
  const made = await trainer.post('/api/horses', { name: 'History Dusty', sex: 'gelding', color: 'bay' });
  if (made.status !== 201) throw new Error(`horse not created: ${made.status}`);
  dusty = made.body as HorseDetail;
}, 60_000);
afterAll(() => platform.stop());

describe('the history over HTTP', () => {
  it('shows a trainer who changed a horse, when, and each field before and after, newest first', async () => {
    const changed = await trainer.put(`/api/horses/${dusty.id}`, { name: dusty.name, sex: dusty.sex, color: 'roan', version: dusty.version });
    expect(changed.status).toBe(200);
    const res = await until(() => trainer.get(`/api/history/horses/${dusty.id}`), (r) => (r.body as HistoryEntry[]).length === 2);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('2');
    const [updated, created] = res.body as HistoryEntry[];
    expect(updated).toMatchObject({ action: 'updated', kind: 'horses.horse', horseName: 'History Dusty', actor: { email: 'trainer@remuda.test', role: 'TRAINER' } });
    expect(updated!.changes).toEqual([{ field: 'color', before: 'bay', after: 'roan' }]);
    expect(created).toMatchObject({ action: 'created', thingId: dusty.id });
  });

  it('keeps the history from visitors and plain users, and the activity list to administrators', async () => {
    for (const path of [`/api/history/horses/${dusty.id}`, `/api/history/things/${dusty.id}`, '/api/activity', '/api/activity/people']) {
      expect((await anonymous.get(path)).status).toBe(401);
      expect((await user.get(path)).status).toBe(403);
    }
    expect((await trainer.get(`/api/history/things/${dusty.id}`)).status).toBe(200);
    expect((await trainer.get('/api/activity')).status).toBe(403);
    expect((await trainer.get('/api/activity/people')).status).toBe(403);
  });

  it('gives administrators every change, filtered by person, kind, action and dates, paged', async () => {
    const everything = await until(() => admin.get('/api/activity?limit=500'), (r) => r.status === 200 && (r.body as HistoryEntry[]).some((e) => e.thingId === dusty.id));
    const trainerId = (everything.body as HistoryEntry[]).find((e) => e.actor?.email === 'trainer@remuda.test')!.actor!.id;
    const people = (await admin.get('/api/activity/people')).body as Array<{ id: string; email: string }>;
    expect(people).toContainEqual({ id: trainerId, email: 'trainer@remuda.test' });
    const mine = await admin.get(`/api/activity?actorId=${trainerId}&kind=horses.horse&action=updated&limit=1`);
    expect(mine.status).toBe(200);
    expect((mine.body as HistoryEntry[]).map((e) => e.thingId)).toEqual([dusty.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(((await admin.get(`/api/activity?from=${today}&to=${today}`)).body as HistoryEntry[]).length).toBeGreaterThan(0);
    expect((await admin.get('/api/activity?from=2026-03-02&to=2026-03-01')).status).toBe(400);
    expect((await admin.get('/api/activity?kind=Horse!')).status).toBe(400);
  });

  it('describes the history’s calls in the OpenAPI document', async () => {
    const doc = (await anonymous.get('/api/docs/openapi.json')).body as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/history/horses/{horseId}', '/api/history/things/{thingId}', '/api/activity', '/api/activity/people']));
  });
});
