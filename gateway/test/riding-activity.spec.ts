import { DataSource } from 'typeorm';
import type { HorseDetail, RidingActivity } from '@remuda/contracts';
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
let ghost: HorseDetail;

const PATH = '/api/reports/riding-activity';
const weeksIn = async (client: ApiClient, query: string) => ((await client.get(`${PATH}${query}`)).body as RidingActivity).weeks.length;

/** Once the riding service has heard of the horse, as the horses service answers it. */
async function knownToRiding(horse: HorseDetail): Promise<void> {
  const riding = platform.services.find((s) => s.name === 'riding')!;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const known = await riding.app.get(DataSource).getRepository(KnownHorseEntity).findOneBy({ id: horse.id });
    if (known?.deceased === horse.deceased) return;
    if (Date.now() > deadline) throw new Error(`the riding service has not heard of ${horse.name}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function horse(fields: Record<string, unknown>): Promise<HorseDetail> {
  const res = await trainer.post('/api/horses', { sex: 'gelding', ...fields });
  if (res.status !== 201) throw new Error(`horse not created: ${res.status} ${JSON.stringify(res.body)}`);
  await knownToRiding(res.body as HorseDetail);
  return res.body as HorseDetail;
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
  dusty = await horse({ name: 'Activity Dusty' });
  ghost = await horse({ name: 'Activity Ghost', deceased: true, deceased_date: '2025-01-02' });
}, 60_000);
afterAll(() => platform.stop());

describe('the riding activity report over HTTP', () => {
  it('counts the rides logged through the API in the week that holds today, for living horses only', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect((await trainer.post('/api/riding-logs', { horseId: dusty.id, date: today, type: 'arena' })).status).toBe(201);
    const res = await trainer.get(PATH);
    expect(res.status).toBe(200);
    const report = res.body as RidingActivity;
    expect(report.today).toBe(today);
    const row = report.horses.find((h) => h.horseId === dusty.id);
    expect(row).toEqual({ horseId: dusty.id, horseName: 'Activity Dusty', rides: [...Array<number>(11).fill(0), 1], lastRide: today, daysSinceLastRide: 0 });
    expect(report.horses.map((h) => h.horseId)).not.toContain(ghost.id);
  });

  it('answers 401 to visitors and 403 to plain users; trainers and administrators read it', async () => {
    expect((await anonymous.get(PATH)).status).toBe(401);
    expect((await user.get(PATH)).status).toBe(403);
    expect((await trainer.get(PATH)).status).toBe(200);
    expect(await weeksIn(admin, '?weeks=4')).toBe(4);
  });

  it('takes 1 to 52 weeks, and answers 400 with a message otherwise', async () => {
    expect([await weeksIn(trainer, '?weeks=1'), await weeksIn(trainer, '?weeks=52'), await weeksIn(trainer, '')]).toEqual([1, 52, 12]);
    for (const [weeks, message] of [
      ['0', 'Weeks must be between 1 and 52'],
      ['53', 'Weeks must be between 1 and 52'],
      ['2.5', 'Weeks must be a whole number'],
      ['many', 'Weeks must be a number'],
    ]) {
      expect(await trainer.get(`${PATH}?weeks=${weeks}`)).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', errors: [{ field: 'weeks', message }] } });
    }
  });
});
