import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { CareDue, CareRoundAnswer, HorseDetail } from '@remuda/contracts';
import { KnownHorseEntity } from '@remuda/known-horses';
import type { ApiClient } from './api-client.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';
import { waitUntil } from './within.js';

// Today's care and a care round over HTTP, in the embedded mode with every service: the list read in one call,
// a round of several horses recorded in one request, applied once per Idempotency-Key, all or none, for staff only.

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
let platform: Platform;
let anonymous: ApiClient;
let user: ApiClient;
let trainer: ApiClient;

/** A horse made through the API, once the medical service has heard of it as it is. */
async function horse(fields: Record<string, unknown>): Promise<HorseDetail> {
  const res = await trainer.post('/api/horses', { sex: 'mare', ...fields });
  if (res.status !== 201) throw new Error(`horse not created: ${res.status} ${JSON.stringify(res.body)}`);
  const made = res.body as HorseDetail;
  const medical = platform.services.find((s) => s.name === 'medical')!.app.get(DataSource);
  await waitUntil(async () => (await medical.getRepository(KnownHorseEntity).findOneBy({ id: made.id, deceased: made.deceased })) !== null);
  return made;
}

const careDue = async (): Promise<CareDue> => {
  const res = await trainer.get('/api/care/due');
  expect(res.status).toBe(200);
  return res.body as CareDue;
};
const listed = (due: CareDue, kind: string) => due.groups.find((g) => g.kind === kind)!.items.map((item) => item.horseId);
const recordsOf = async (horseId: string) => (await trainer.get(`/api/medical-records?horseId=${horseId}`)).body as Array<Record<string, unknown>>;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let bess: HorseDetail;
let cody: HorseDetail;
let dolly: HorseDetail;
let wanderer: HorseDetail;
let gone: HorseDetail;

beforeAll(async () => {
  platform = await startTestPlatform({}, ALL_SERVICES);
  anonymous = platform.client();
  user = platform.client();
  await user.login('user@remuda.test');
  trainer = platform.client();
  await trainer.login('trainer@remuda.test');
  bess = await horse({ name: 'Round Bess' });
  cody = await horse({ name: 'Round Cody' });
  dolly = await horse({ name: 'Round Dolly' });
  wanderer = await horse({ name: 'Round Wanderer', on_property: false });
  gone = await horse({ name: 'Round Gone', deceased: true, deceased_date: '2025-01-02' });
}, 60_000);
afterAll(() => platform.stop());

describe('GET /api/care/due', () => {
  it('lists the living horses’ care due, grouped by kind, a horse off the property marked away', async () => {
    const due = await careDue();
    expect(due.leadDays).toBe(14);
    expect(due.groups.map((g) => g.name)).toEqual(['Worming', 'Trimming', 'Yearly Vaccines', 'Coggins']);
    for (const group of due.groups) {
      expect(group.items.map((i) => i.horseName)).toEqual(['Round Bess', 'Round Cody', 'Round Dolly', 'Round Wanderer']);
    }
    const worming = due.groups[0]!.items;
    expect(worming[0]).toMatchObject({ horseId: bess.id, away: false, last: null, status: 'overdue', text: 'No worming on record', when: 'Due today' });
    expect(worming.find((i) => i.horseId === wanderer.id)).toMatchObject({ away: true });
    expect(listed(due, 'coggins')).not.toContain(gone.id);
  });

  it('is for staff only', async () => {
    expect(await user.get('/api/care/due')).toMatchObject({ status: 403 });
    expect(await anonymous.get('/api/care/due')).toMatchObject({ status: 401 });
  });
});

describe('POST /api/medical-records/rounds', () => {
  const path = '/api/medical-records/rounds';

  it('refuses a round of no horses, and one with a deceased horse without writing anything', async () => {
    const today = (await careDue()).today;
    expect(await trainer.post(path, { date: today, kind: 'wormed', horseIds: [] })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', errors: [{ field: 'horseIds', message: 'Choose at least one horse' }] },
    });
    const refused = await trainer.post(path, { date: today, kind: 'wormed', horseIds: [bess.id, gone.id] }, { headers: { 'Idempotency-Key': randomUUID() } });
    expect(refused).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', errors: [{ field: 'horseIds', message: 'Round Gone: This horse is deceased; its records can no longer change' }] } });
    const unknown = await trainer.post(path, { date: today, kind: 'wormed', horseIds: [randomUUID()] });
    expect(unknown).toMatchObject({ status: 400, body: { errors: [{ field: 'horseIds', message: expect.stringContaining('Unknown horse') }] } });
    expect(await recordsOf(bess.id)).toEqual([]);
  });

  it('records a round of several horses in one request, once per key, and the horses leave the list', async () => {
    const today = (await careDue()).today;
    const key = randomUUID();
    const round = { date: today, kind: 'wormed', horseIds: [bess.id, cody.id, wanderer.id], vet: 'Dr. Round', notes: 'Spring round' };
    const first = await trainer.post(path, round, { headers: { 'Idempotency-Key': key } });
    expect(first.status).toBe(201);
    const records = (first.body as CareRoundAnswer).records;
    expect(records.map((r) => [r.horseName, r.description, r.wormed, r.trimmed, r.vet, r.date])).toEqual([
      ['Round Bess', 'Worming', true, false, 'Dr. Round', today],
      ['Round Cody', 'Worming', true, false, 'Dr. Round', today],
      ['Round Wanderer', 'Worming', true, false, 'Dr. Round', today],
    ]);
    const again = await trainer.post(path, round, { headers: { 'Idempotency-Key': key } });
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(await recordsOf(bess.id)).toHaveLength(1);
    expect(await trainer.post(path, { ...round, kind: 'trimmed' }, { headers: { 'Idempotency-Key': key } })).toMatchObject({ status: 422 });

    await waitUntil(async () => listed(await careDue(), 'wormed').join() === dolly.id);
    const due = await careDue();
    expect(listed(due, 'trimmed')).toEqual([bess.id, cody.id, dolly.id, wanderer.id]);
    const moved = (await trainer.get(`/api/horses/${bess.id}`)).body as HorseDetail;
    expect(moved.healthLast.wormed).toBe(today);
    expect(moved.healthDue.wormed).toBe(addDays(today, 90));
  });

  it('is for staff only', async () => {
    const round = { date: '2025-05-01', kind: 'coggins', horseIds: [dolly.id] };
    expect(await user.post(path, round)).toMatchObject({ status: 403 });
    expect(await anonymous.post(path, round)).toMatchObject({ status: 401 });
    expect(await recordsOf(dolly.id)).toEqual([]);
  });
});
