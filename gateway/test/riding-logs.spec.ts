import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { HorseDetail, RidingLog } from '@remuda/contracts';
import { KnownHorseEntity } from '@remuda/known-horses';
import type { ApiClient } from './api-client.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
let platform: Platform;
let anonymous: ApiClient;
let user: ApiClient;
let trainer: ApiClient;
let admin: ApiClient;
let dusty: HorseDetail;
let pepper: HorseDetail;
let ghost: HorseDetail;

/** The riding service's view of a horse (fed by horse events), once it matches what the horses service says. */
async function knownToRiding(horse: HorseDetail): Promise<boolean> {
  const riding = platform.services.find((s) => s.name === 'riding')!;
  const known = await riding.app.get(DataSource).getRepository(KnownHorseEntity).findOneBy({ id: horse.id });
  return known !== null && known.name === horse.name && known.deceased === horse.deceased && known.onProperty === horse.on_property && known.offPropertyRides === horse.off_property_rides;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function horse(fields: Record<string, unknown>): Promise<HorseDetail> {
  const res = await trainer.post('/api/horses', { sex: 'gelding', ...fields });
  if (res.status !== 201) throw new Error(`horse not created: ${res.status} ${JSON.stringify(res.body)}`);
  const made = res.body as HorseDetail;
  await waitFor(() => knownToRiding(made));
  return made;
}

const outing = (horseId: string, overrides: Record<string, unknown> = {}) => ({
  horseId, date: '2025-05-01', notes: 'Ridge loop', durationMinutes: '90', type: 'trail', ...overrides,
});

async function create(client: ApiClient, body: unknown): Promise<RidingLog> {
  const res = await client.post('/api/riding-logs', body);
  if (res.status !== 201) throw new Error(`log not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as RidingLog;
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
  dusty = await horse({ name: 'Rider Dusty' });
  pepper = await horse({ name: 'Rider Pepper', sex: 'mare' });
  ghost = await horse({ name: 'Rider Ghost', deceased: true, deceased_date: '2025-01-02' });
}, 60_000);
afterAll(() => platform.stop());

describe('riding logs over HTTP', () => {
  it('lets trainers log a ride as themselves, anyone signed in read it, and admins replace it', async () => {
    const made = await create(trainer, outing(dusty.id));
    expect(made).toMatchObject({
      horseId: dusty.id, horseName: 'Rider Dusty', date: '2025-05-01', notes: 'Ridge loop', durationMinutes: 90, type: 'trail', rider: 'trainer@remuda.test',
    });
    expect(await user.get(`/api/riding-logs/${made.id}`)).toMatchObject({ status: 200, body: made });
    const listed = await user.get(`/api/riding-logs?horseId=${dusty.id}`);
    expect(listed).toMatchObject({ status: 200, body: [made] });
    expect(listed.headers.get('x-total-count')).toBe('1');
    expect(listed.headers.get('link')).toBeNull();

    const replaced = await admin.put(`/api/riding-logs/${made.id}`, outing(pepper.id, { notes: 'Moved to Pepper', durationMinutes: '', type: 'groundwork', rider: 'Sam Ortiz' }));
    expect(replaced).toMatchObject({
      status: 200,
      body: { id: made.id, horseId: pepper.id, horseName: 'Rider Pepper', notes: 'Moved to Pepper', durationMinutes: null, type: 'groundwork', rider: 'Sam Ortiz', createdAt: made.createdAt },
    });
    expect((await user.get(`/api/riding-logs?horseId=${dusty.id}`)).body).toEqual([]);
    expect((await user.get(`/api/riding-logs?horseId=${pepper.id}`)).body).toEqual([replaced.body]);
  });

  it('deletes a log, which then answers 404 everywhere', async () => {
    const made = await create(admin, outing(dusty.id, { notes: 'To be deleted' }));
    expect(made.rider).toBe('admin@remuda.test');
    expect(await trainer.call('DELETE', `/api/riding-logs/${made.id}`)).toMatchObject({ status: 200, body: { ok: true } });
    const gone = { status: 404, body: { code: 'NOT_FOUND', message: 'Riding log not found.' } };
    expect(await user.get(`/api/riding-logs/${made.id}`)).toMatchObject(gone);
    expect(await trainer.put(`/api/riding-logs/${made.id}`, outing(dusty.id))).toMatchObject(gone);
    expect(await trainer.call('DELETE', `/api/riding-logs/${made.id}`)).toMatchObject(gone);
    expect((await user.get(`/api/riding-logs?horseId=${dusty.id}`)).body.map((r: RidingLog) => r.id)).not.toContain(made.id);
    expect((await user.get('/api/riding-logs/not-an-id')).status).toBe(404);
    expect((await trainer.call('DELETE', '/api/riding-logs/not-an-id')).status).toBe(404);
  });

  it('answers 401 to visitors, lets plain users read but not write (403), and trainers and admins write', async () => {
    const existing = await create(trainer, outing(dusty.id, { notes: 'Guarded' }));
    const path = `/api/riding-logs/${existing.id}`;
    for (const res of [
      await anonymous.get('/api/riding-logs'),
      await anonymous.get(path),
      await anonymous.post('/api/riding-logs', outing(dusty.id)),
      await anonymous.put(path, outing(dusty.id)),
      await anonymous.call('DELETE', path),
    ]) {
      expect(res.status).toBe(401);
    }
    expect((await user.get('/api/riding-logs')).status).toBe(200);
    expect((await user.get(path)).status).toBe(200);
    expect((await user.post('/api/riding-logs', outing(dusty.id))).status).toBe(403);
    expect((await user.put(path, outing(dusty.id))).status).toBe(403);
    expect((await user.call('DELETE', path)).status).toBe(403);
    expect((await user.get(path)).body).toEqual(existing);
    expect((await admin.post('/api/riding-logs', outing(dusty.id))).status).toBe(201);
    expect((await trainer.put(path, outing(dusty.id, { notes: 'Still guarded' }))).status).toBe(200);
    expect((await admin.call('DELETE', path)).status).toBe(200);
  });

  it('answers 400 with a message per field', async () => {
    const empty = await trainer.post('/api/riding-logs', {});
    expect(empty).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(empty.body.errors).toEqual([
      { field: 'horseId', message: 'Horse is required' },
      { field: 'date', message: 'Date is required' },
    ]);
    const bad = await trainer.post('/api/riding-logs', outing(dusty.id, { date: '2025-02-30', durationMinutes: 0, type: 'rodeo' }));
    expect(bad.body.errors).toEqual([
      { field: 'date', message: 'Date must be a real calendar date' },
      { field: 'durationMinutes', message: 'Duration must be between 1 and 1440 minutes' },
      { field: 'type', message: 'Type must be trail, arena, training, groundwork or other' },
    ]);
    const future = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await trainer.post('/api/riding-logs', outing(dusty.id, { date: future }))).body.errors).toEqual([{ field: 'date', message: 'Date cannot be in the future' }]);
    const existing = await create(trainer, outing(dusty.id));
    expect((await trainer.put(`/api/riding-logs/${existing.id}`, outing(dusty.id, { notes: 'x'.repeat(4001) }))).body.errors).toEqual([
      { field: 'notes', message: 'Notes must be at most 4000 characters' },
    ]);
  });

  it('refuses a horse the riding service does not know, a deceased one, or one away without rides, on the horse field', async () => {
    expect(await trainer.post('/api/riding-logs', outing(randomUUID()))).toMatchObject({
      status: 400, body: { code: 'VALIDATION_FAILED', errors: [{ field: 'horseId', message: 'Unknown horse' }] },
    });
    const deceased = { status: 400, body: { errors: [{ field: 'horseId', message: 'This horse is deceased; its records can no longer change' }] } };
    expect(await trainer.post('/api/riding-logs', outing(ghost.id))).toMatchObject(deceased);
    const existing = await create(trainer, outing(dusty.id));
    expect(await trainer.put(`/api/riding-logs/${existing.id}`, outing(ghost.id))).toMatchObject(deceased);

    const away = await horse({ name: 'Rider Away', on_property: false });
    expect(await trainer.post('/api/riding-logs', outing(away.id))).toMatchObject({
      status: 400, body: { errors: [{ field: 'horseId', message: 'Rider Away is off property and not available for rides.' }] },
    });
    const allowed = await trainer.put(`/api/horses/${away.id}`, { name: 'Rider Away', sex: 'gelding', on_property: false, off_property_rides: true });
    await waitFor(() => knownToRiding(allowed.body as HorseDetail));
    expect((await trainer.post('/api/riding-logs', outing(away.id))).status).toBe(201);
  });

  it('lists newest first with the horse’s name, filters by days, searches, and pages with X-Total-Count and a Link to the next page', async () => {
    const paged = await horse({ name: 'Paging Pony' });
    for (const [date, notes] of [['2025-02-01', 'feb'], ['2025-04-01', 'apr'], ['2025-03-01', 'mar']] as const) {
      await create(trainer, outing(paged.id, { date, notes, rider: 'Lindqvist' }));
    }
    const first = await user.get(`/api/riding-logs?horseId=${paged.id}&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.map((r: RidingLog) => [r.notes, r.horseName])).toEqual([['apr', 'Paging Pony'], ['mar', 'Paging Pony']]);
    expect(first.headers.get('x-total-count')).toBe('3');
    const link = first.headers.get('link')!;
    expect(link).toBe(`</api/riding-logs?horseId=${paged.id}&limit=2&offset=2>; rel="next"`);
    const next = await user.get(link.slice(1, link.indexOf('>')));
    expect(next.body.map((r: RidingLog) => r.notes)).toEqual(['feb']);
    expect(next.headers.get('x-total-count')).toBe('3');
    expect(next.headers.get('link')).toBeNull();

    expect((await user.get(`/api/riding-logs?horseId=${paged.id}&from=2025-02-15&to=2025-03-31`)).body.map((r: RidingLog) => r.notes)).toEqual(['mar']);
    expect((await user.get('/api/riding-logs?q=PAGING%20pony')).body.map((r: RidingLog) => r.notes)).toEqual(['apr', 'mar', 'feb']);
    expect((await user.get('/api/riding-logs?q=lindqvist&limit=1')).headers.get('x-total-count')).toBe('3');
    const all = await user.get('/api/riding-logs');
    expect(Number(all.headers.get('x-total-count'))).toBe(all.body.length);
    const dates = all.body.map((r: RidingLog) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());

    const wrong = await user.get('/api/riding-logs?limit=0&offset=-1&horseId=zebra&from=yesterday');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'limit', message: 'Limit must be between 1 and 500' },
        { field: 'offset', message: 'Offset cannot be negative' },
        { field: 'horseId', message: 'Unknown horse' },
        { field: 'from', message: 'From must be a date (YYYY-MM-DD)' },
      ]),
    );
  });

  it('shows the rides logged through the API on the horse’s page, newest first, to anyone', async () => {
    const trail = await horse({ name: 'Page Rider' });
    for (const [date, notes] of [['2025-04-02', 'creek'], ['2025-06-01', 'ridge'], ['2025-01-15', 'snow']] as const) {
      await create(trainer, outing(trail.id, { date, notes }));
    }
    const page = await anonymous.get(`/api/horses/${trail.id}`);
    expect(page.body.ridingLogs.map((r: { date: string; notes: string }) => [r.date, r.notes])).toEqual([['2025-06-01', 'ridge'], ['2025-04-02', 'creek'], ['2025-01-15', 'snow']]);
    expect(Object.keys(page.body.ridingLogs[0]).sort()).toEqual(['date', 'id', 'notes']);
  });
});
