import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { HorseDetail, MedicalRecord } from '@remuda/contracts';
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

/** Whether the medical service has heard of the horse (its view of the herd is fed by horse events). */
async function knownToMedical(horse: HorseDetail): Promise<boolean> {
  const medical = platform.services.find((s) => s.name === 'medical')!;
  const row = await medical.app
    .get(DataSource)
    .createQueryBuilder()
    .select('k.deceased', 'deceased')
    .from('known_horses', 'k')
    .where('k.id = :id', { id: horse.id })
    .getRawOne<{ deceased: boolean | number }>();
  return row !== undefined && Boolean(row.deceased) === horse.deceased;
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
  await waitFor(() => knownToMedical(made));
  return made;
}

const visit = (horseId: string, overrides: Record<string, unknown> = {}) => ({
  horseId, date: '2025-05-01', description: 'Annual check', vet: 'Dr. Vega', notes: '', weight: '1010', height: '15.2',
  wormed: true, trimmed: false, coggins: true, yearly_vaccines: false, ...overrides,
});

async function create(client: ApiClient, body: unknown): Promise<MedicalRecord> {
  const res = await client.post('/api/medical-records', body);
  if (res.status !== 201) throw new Error(`record not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as MedicalRecord;
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
  dusty = await horse({ name: 'Medic Dusty' });
  pepper = await horse({ name: 'Medic Pepper', sex: 'mare' });
  ghost = await horse({ name: 'Medic Ghost', deceased: true, deceased_date: '2025-01-02' });
}, 60_000);
afterAll(() => platform.stop());

describe('medical records over HTTP', () => {
  it('lets trainers record a visit of a horse made through the API, anyone signed in read it, and admins replace it', async () => {
    const made = await create(trainer, visit(dusty.id));
    expect(made).toMatchObject({
      horseId: dusty.id, horseName: 'Medic Dusty', date: '2025-05-01', description: 'Annual check', vet: 'Dr. Vega', weight: 1010, height: 15.2,
      wormed: true, trimmed: false, coggins: true, yearly_vaccines: false,
    });
    expect(await user.get(`/api/medical-records/${made.id}`)).toMatchObject({ status: 200, body: made });
    const listed = await user.get(`/api/medical-records?horseId=${dusty.id}`);
    expect(listed).toMatchObject({ status: 200, body: [made] });
    expect(listed.headers.get('x-total-count')).toBe('1');
    expect(listed.headers.get('link')).toBeNull();

    const replaced = await admin.put(`/api/medical-records/${made.id}`, visit(pepper.id, { description: 'Moved to Pepper', weight: '', height: '' }));
    expect(replaced).toMatchObject({
      status: 200, body: { id: made.id, horseId: pepper.id, horseName: 'Medic Pepper', description: 'Moved to Pepper', weight: null, height: null, createdAt: made.createdAt },
    });
    expect((await user.get(`/api/medical-records?horseId=${dusty.id}`)).body).toEqual([]);
    expect((await user.get(`/api/medical-records?horseId=${pepper.id}`)).body).toEqual([replaced.body]);
  });

  it('deletes a record, which then answers 404 everywhere', async () => {
    const made = await create(admin, visit(dusty.id, { description: 'To be deleted' }));
    expect(await trainer.call('DELETE', `/api/medical-records/${made.id}`)).toMatchObject({ status: 200, body: { ok: true } });
    const gone = { status: 404, body: { code: 'NOT_FOUND', message: 'Medical record not found.' } };
    expect(await user.get(`/api/medical-records/${made.id}`)).toMatchObject(gone);
    expect(await trainer.put(`/api/medical-records/${made.id}`, visit(dusty.id))).toMatchObject(gone);
    expect(await trainer.call('DELETE', `/api/medical-records/${made.id}`)).toMatchObject(gone);
    expect((await user.get(`/api/medical-records?horseId=${dusty.id}`)).body.map((r: MedicalRecord) => r.id)).not.toContain(made.id);
    expect((await user.get('/api/medical-records/not-an-id')).status).toBe(404);
    expect((await trainer.call('DELETE', '/api/medical-records/not-an-id')).status).toBe(404);
  });

  it('answers 401 to visitors, lets plain users read but not write (403), and trainers and admins write', async () => {
    const existing = await create(trainer, visit(dusty.id, { description: 'Guarded' }));
    const path = `/api/medical-records/${existing.id}`;
    for (const res of [
      await anonymous.get('/api/medical-records'),
      await anonymous.get(path),
      await anonymous.post('/api/medical-records', visit(dusty.id)),
      await anonymous.put(path, visit(dusty.id)),
      await anonymous.call('DELETE', path),
    ]) {
      expect(res.status).toBe(401);
    }
    expect((await user.get('/api/medical-records')).status).toBe(200);
    expect((await user.get(path)).status).toBe(200);
    expect((await user.post('/api/medical-records', visit(dusty.id))).status).toBe(403);
    expect((await user.put(path, visit(dusty.id))).status).toBe(403);
    expect((await user.call('DELETE', path)).status).toBe(403);
    expect((await user.get(path)).body).toEqual(existing);
    expect((await admin.post('/api/medical-records', visit(dusty.id))).status).toBe(201);
    expect((await trainer.put(path, visit(dusty.id, { description: 'Still guarded' }))).status).toBe(200);
    expect((await admin.call('DELETE', path)).status).toBe(200);
  });

  it('answers 400 with the spec’s field messages', async () => {
    const empty = await trainer.post('/api/medical-records', {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'horseId', message: 'Horse is required' },
        { field: 'description', message: 'Description is required' },
        { field: 'date', message: 'Date is required' },
      ]),
    );
    const bad = await trainer.post('/api/medical-records', visit(dusty.id, { date: '2025-02-30', weight: -3 }));
    expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(bad.body.errors).toEqual([
      { field: 'date', message: 'Date must be a real calendar date' },
      { field: 'weight', message: 'Weight cannot be negative' },
    ]);
    const future = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await trainer.post('/api/medical-records', visit(dusty.id, { date: future }))).body.errors).toEqual([{ field: 'date', message: 'Date cannot be in the future' }]);
    const existing = await create(trainer, visit(dusty.id));
    expect((await trainer.put(`/api/medical-records/${existing.id}`, visit(dusty.id, { description: ' ' }))).body.errors).toEqual([
      { field: 'description', message: 'Description is required' },
    ]);
  });

  it('refuses a horse the medical service does not know, or a deceased one, on the horse field', async () => {
    expect(await trainer.post('/api/medical-records', visit(randomUUID()))).toMatchObject({
      status: 400, body: { code: 'VALIDATION_FAILED', errors: [{ field: 'horseId', message: 'Unknown horse' }] },
    });
    const deceased = { status: 400, body: { errors: [{ field: 'horseId', message: 'This horse is deceased; its records can no longer change' }] } };
    expect(await trainer.post('/api/medical-records', visit(ghost.id))).toMatchObject(deceased);
    const existing = await create(trainer, visit(dusty.id));
    expect(await trainer.put(`/api/medical-records/${existing.id}`, visit(ghost.id))).toMatchObject(deceased);
    expect((await user.get(`/api/medical-records/${existing.id}`)).body).toEqual(existing);
  });

  it('lists newest first with the horse’s name, searches, and pages with X-Total-Count and a Link to the next page', async () => {
    const paged = await horse({ name: 'Paging Pony' });
    for (const [date, description] of [['2025-02-01', 'feb'], ['2025-04-01', 'apr'], ['2025-03-01', 'mar']] as const) {
      await create(trainer, visit(paged.id, { date, description, vet: 'Dr. Lindqvist' }));
    }
    const first = await user.get(`/api/medical-records?horseId=${paged.id}&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.map((r: MedicalRecord) => [r.description, r.horseName])).toEqual([['apr', 'Paging Pony'], ['mar', 'Paging Pony']]);
    expect(first.headers.get('x-total-count')).toBe('3');
    const link = first.headers.get('link')!;
    expect(link).toBe(`</api/medical-records?horseId=${paged.id}&limit=2&offset=2>; rel="next"`);
    const next = await user.get(link.slice(1, link.indexOf('>')));
    expect(next.body.map((r: MedicalRecord) => r.description)).toEqual(['feb']);
    expect(next.headers.get('x-total-count')).toBe('3');
    expect(next.headers.get('link')).toBeNull();

    const byName = await user.get('/api/medical-records?q=PAGING%20pony');
    expect(byName.body.map((r: MedicalRecord) => r.description)).toEqual(['apr', 'mar', 'feb']);
    expect((await user.get('/api/medical-records?q=lindqvist&limit=1')).headers.get('x-total-count')).toBe('3');
    const all = await user.get('/api/medical-records');
    expect(Number(all.headers.get('x-total-count'))).toBe(all.body.length);
    const dates = all.body.map((r: MedicalRecord) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());

    const wrong = await user.get('/api/medical-records?limit=0&offset=-1&horseId=zebra');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'limit', message: 'Limit must be between 1 and 500' },
        { field: 'offset', message: 'Offset cannot be negative' },
        { field: 'horseId', message: 'Unknown horse' },
      ]),
    );
  });
});
