import type { HorseDetail } from '@remuda/contracts';
import type { ApiClient } from './api-client.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';

// Two staff members change the same horse, each from the copy they opened: the second is refused with 409 and
// shown what the first saved, so nothing is silently overwritten.

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
let platform: Platform;
let trainer: ApiClient;
let admin: ApiClient;
let dusty: HorseDetail;

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

  it('says what is wrong with a version that is not one', async () => {
    const res = await trainer.put(`/api/horses/${dusty.id}`, { name: 'Conflict Dusty', sex: 'gelding', version: 'latest' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'version', message: 'Version must be a number' }]);
  });
});
