import { DataSource } from 'typeorm';
import type { HorseDetail, MedicalRecord, RidingLog } from '@remuda/contracts';
import { KnownHorseEntity } from '@remuda/known-horses';
import type { ApiClient } from './api-client.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';

// Two staff members change the same record, each from the copy they opened: the second is refused with 409 and
// shown what the first saved, so nothing is silently overwritten.

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
let platform: Platform;
let trainer: ApiClient;
let admin: ApiClient;
let dusty: HorseDetail;

async function knownTo(service: 'medical' | 'riding', horseId: string): Promise<boolean> {
  const app = platform.services.find((s) => s.name === service)!.app;
  return (await app.get(DataSource).getRepository(KnownHorseEntity).findOneBy({ id: horseId })) !== null;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the condition did not come true in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function created<T>(client: ApiClient, path: string, body: unknown): Promise<T> {
  const res = await client.post(path, body);
  if (res.status !== 201) throw new Error(`${path}: not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as T;
}

beforeAll(async () => {
  platform = await startTestPlatform({}, ALL_SERVICES);
  trainer = platform.client();
  await trainer.login('trainer@remuda.test');
  admin = platform.client();
  await admin.login('admin@remuda.test');
  dusty = await created<HorseDetail>(trainer, '/api/horses', { name: 'Conflict Dusty', sex: 'gelding', color: 'Bay' });
  await waitFor(async () => (await knownTo('medical', dusty.id)) && (await knownTo('riding', dusty.id)));
}, 60_000);
afterAll(() => platform.stop());

describe('changes made on a copy someone else has changed since', () => {
  it('refuses a stale horse with 409, the horse as the other writer left it, and keeps theirs', async () => {
    const opened = (await trainer.get(`/api/horses/${dusty.id}`)).body as HorseDetail;
    expect(opened.version).toBe(1);
    const form = { name: opened.name, sex: opened.sex, color: opened.color };
    const theirs = await admin.put(`/api/horses/${dusty.id}`, { ...form, color: 'Grullo', version: opened.version });
    expect(theirs).toMatchObject({ status: 200, body: { color: 'Grullo', version: 2 } });

    const mine = await trainer.put(`/api/horses/${dusty.id}`, { ...form, color: 'Roan', version: opened.version });
    expect(mine.status).toBe(409);
    expect(mine.body).toMatchObject({
      code: 'CONFLICT',
      message: 'This horse was changed by someone else since you opened it.',
      current: { id: dusty.id, name: 'Conflict Dusty', color: 'Grullo', version: 2 },
    });
    expect((await trainer.get(`/api/horses/${dusty.id}`)).body).toMatchObject({ color: 'Grullo', version: 2 });
    // Having seen theirs, the user may keep their own on the version now current.
    expect(await trainer.put(`/api/horses/${dusty.id}`, { ...form, color: 'Roan', version: 2 })).toMatchObject({ status: 200, body: { color: 'Roan', version: 3 } });
  });

  it('refuses a stale medical record with 409 and the record as it is now', async () => {
    const visit = { horseId: dusty.id, date: '2025-05-01', description: 'Annual check', vet: 'Dr. Vega' };
    const opened = await created<MedicalRecord>(trainer, '/api/medical-records', visit);
    expect(opened.version).toBe(1);
    const theirs = await admin.put(`/api/medical-records/${opened.id}`, { ...visit, notes: 'Sound', version: 1 });
    expect(theirs).toMatchObject({ status: 200, body: { notes: 'Sound', version: 2 } });

    const mine = await trainer.put(`/api/medical-records/${opened.id}`, { ...visit, notes: 'Lame left fore', version: 1 });
    expect(mine.status).toBe(409);
    expect(mine.body).toEqual({
      code: 'CONFLICT',
      message: 'This medical record was changed by someone else since you opened it.',
      current: theirs.body as MedicalRecord,
    });
  });

  it('refuses a stale riding log with 409 and the log as it is now; without a version the last write wins', async () => {
    const outing = { horseId: dusty.id, date: '2025-05-01', notes: 'Ridge loop', type: 'trail' };
    const opened = await created<RidingLog>(trainer, '/api/riding-logs', outing);
    expect(opened.version).toBe(1);
    const theirs = await admin.put(`/api/riding-logs/${opened.id}`, { ...outing, durationMinutes: 90, version: 1 });
    expect(theirs).toMatchObject({ status: 200, body: { durationMinutes: 90, version: 2 } });

    const mine = await trainer.put(`/api/riding-logs/${opened.id}`, { ...outing, durationMinutes: 45, version: 1 });
    expect(mine.status).toBe(409);
    expect(mine.body).toEqual({
      code: 'CONFLICT',
      message: 'This riding log was changed by someone else since you opened it.',
      current: theirs.body as RidingLog,
    });
    // A client that sends no version replaces the log as before.
    expect(await trainer.put(`/api/riding-logs/${opened.id}`, { ...outing, durationMinutes: 45 })).toMatchObject({ status: 200, body: { durationMinutes: 45, version: 3 } });
  });

  it.each([
    ['medical record', '/api/medical-records', { description: 'Farrier visit' }, { vet: 'Dr. Okafor' }],
    ['riding log', '/api/riding-logs', { notes: 'Short loop', type: 'trail' }, { durationMinutes: 20 }],
  ])('refuses to delete a %s changed since it was opened, with 409 and the record as it is now', async (what, path, fields, change) => {
    const entry = { horseId: dusty.id, date: '2025-05-02', ...fields };
    const opened = await created<{ id: string; version: number }>(trainer, path, entry);
    const theirs = await admin.put(`${path}/${opened.id}`, { ...entry, ...change });
    expect(theirs).toMatchObject({ status: 200, body: { version: 2 } });

    const stale = await trainer.call('DELETE', `${path}/${opened.id}?version=${opened.version}`);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ code: 'CONFLICT', message: `This ${what} was changed by someone else since you opened it.`, current: theirs.body });
    expect((await trainer.get(`${path}/${opened.id}`)).status).toBe(200);

    expect((await trainer.call('DELETE', `${path}/${opened.id}?version=2`)).status).toBe(200);
    expect((await trainer.get(`${path}/${opened.id}`)).status).toBe(404);
  });

  it('says what is wrong with a version that is not one', async () => {
    const res = await trainer.put(`/api/horses/${dusty.id}`, { name: 'Conflict Dusty', sex: 'gelding', version: 'latest' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'version', message: 'Version must be a number' }]);
    const deleting = await trainer.call('DELETE', `/api/riding-logs/${dusty.id}?version=0x2`);
    expect(deleting.status).toBe(400);
    expect(deleting.body.errors).toEqual([{ field: 'version', message: 'Version must be a number' }]);
  });
});
