import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { type HorseDetail, MEDICAL_RECORDS, RIDING_LOGS, type RecordKindContract } from '@remuda/contracts';
import { KnownHorseEntity } from '@remuda/known-horses';
import type { ApiClient } from './api-client.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';
import { waitUntil } from './within.js';

// Every kind of record about a horse answers its routes the same way over HTTP (they are forwarded from its
// operations): one platform for all of them, the shared promises for each kind, then each kind's own rules.

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
type Row = { id: string; horseId: string; horseName: string | null; date: string; version: number; createdAt: string } & Record<string, unknown>;
let platform: Platform;
let anonymous: ApiClient;
let user: ApiClient;
let trainer: ApiClient;
let admin: ApiClient;

/** Whether a service's view of the herd (fed by horse events) says of the horse what the horses service says. */
async function knownTo(service: string, horse: HorseDetail): Promise<boolean> {
  const app = platform.services.find((s) => s.name === service)!.app;
  const known = await app.get(DataSource).getRepository(KnownHorseEntity).findOneBy({ id: horse.id });
  return known !== null && known.name === horse.name && known.deceased === horse.deceased && known.onProperty === horse.on_property && known.offPropertyRides === horse.off_property_rides;
}

/** A horse made through the API, once every service that keeps records has heard of it as it is. */
async function horse(fields: Record<string, unknown>): Promise<HorseDetail> {
  const res = await trainer.post('/api/horses', { sex: 'gelding', ...fields });
  if (res.status !== 201) throw new Error(`horse not created: ${res.status} ${JSON.stringify(res.body)}`);
  const made = res.body as HorseDetail;
  await waitUntil(async () => (await knownTo('medical', made)) && (await knownTo('riding', made)));
  return made;
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
}, 60_000);
afterAll(() => platform.stop());

interface KindOverHttp {
  kind: RecordKindContract;
  /** `medical record`. */
  noun: string;
  /** The kind's own fields of a valid form; `text` is found by a search. */
  form: (text: string) => Record<string, unknown>;
  /** The field `form` puts its text in. */
  textField: string;
  /** A change to a form's own fields. */
  change: Record<string, unknown>;
  /** What an empty form is refused with beyond the horse and the date. */
  required: Array<{ field: string; message: string }>;
  more: () => void;
}

function describeKindOverHttp({ kind, noun, form, textField, change, required, more }: KindOverHttp): void {
  const path = kind.heads.list.http.path;
  const Noun = `${noun[0]!.toUpperCase()}${noun.slice(1)}`;
  let dusty: HorseDetail;
  let pepper: HorseDetail;
  let ghost: HorseDetail;
  const entry = (horseId: string, overrides: Record<string, unknown> = {}) => ({ horseId, date: '2025-05-01', ...form('Annual check'), ...overrides });
  const create = async (client: ApiClient, body: unknown): Promise<Row> => {
    const res = await client.post(path, body);
    if (res.status !== 201) throw new Error(`${noun} not created: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as Row;
  };

  describe(`${noun}s over HTTP`, () => {
    beforeAll(async () => {
      dusty = await horse({ name: `${Noun} Dusty` });
      pepper = await horse({ name: `${Noun} Pepper`, sex: 'mare' });
      ghost = await horse({ name: `${Noun} Ghost`, deceased: true, deceased_date: '2025-01-02' });
    }, 60_000);

    it('lets trainers make one for a horse made through the API, anyone signed in read it, and admins replace it', async () => {
      const made = await create(trainer, entry(dusty.id));
      expect(made).toMatchObject({ horseId: dusty.id, horseName: `${Noun} Dusty`, date: '2025-05-01', [textField]: 'Annual check', version: 1 });
      expect(await user.get(`${path}/${made.id}`)).toMatchObject({ status: 200, body: made });
      const listed = await user.get(`${path}?horseId=${dusty.id}`);
      expect(listed).toMatchObject({ status: 200, body: [made] });
      expect(listed.headers.get('x-total-count')).toBe('1');
      expect(listed.headers.get('link')).toBeNull();

      const replaced = await admin.put(`${path}/${made.id}`, entry(pepper.id, form('Moved to Pepper')));
      expect(replaced).toMatchObject({ status: 200, body: { id: made.id, horseId: pepper.id, horseName: `${Noun} Pepper`, [textField]: 'Moved to Pepper', createdAt: made.createdAt, version: 2 } });
      expect((await user.get(`${path}?horseId=${dusty.id}`)).body).toEqual([]);
      expect((await user.get(`${path}?horseId=${pepper.id}`)).body).toEqual([replaced.body]);
    });

    it('lists a deleted one under Recently deleted for administrators only, who restore it with its id (ADR 024)', async () => {
      const made = await create(trainer, entry(dusty.id, form('Kept a while')));
      expect(await trainer.call('DELETE', `${path}/${made.id}`)).toMatchObject({ status: 200 });
      expect((await anonymous.get('/api/deleted')).status).toBe(401);
      for (const client of [user, trainer]) {
        expect((await client.get('/api/deleted')).status).toBe(403);
        expect((await client.post(`${path}/${made.id}/restore`)).status).toBe(403);
      }
      expect((await anonymous.post(`${path}/${made.id}/restore`)).status).toBe(401);
      const listed = await admin.get('/api/deleted');
      expect(listed.status).toBe(200);
      expect((listed.body as Array<{ id: string }>).find((d) => d.id === made.id)).toMatchObject({
        kind: kind.heads.list.pattern.replace(/\.list$/, ''), horseId: dusty.id, horseName: `${Noun} Dusty`, date: '2025-05-01', title: 'Kept a while', deletedBy: 'trainer@remuda.test',
      });

      const key = { headers: { 'Idempotency-Key': `restore-${made.id}` } };
      const restored = await admin.post(`${path}/${made.id}/restore`, undefined, key);
      expect(restored).toMatchObject({ status: 200, body: { ...made, version: 2, updatedAt: expect.any(String) } });
      expect(await admin.post(`${path}/${made.id}/restore`, undefined, key)).toMatchObject({ status: 200, body: restored.body });
      expect(await user.get(`${path}/${made.id}`)).toMatchObject({ status: 200, body: restored.body });
      expect(((await admin.get('/api/deleted')).body as Array<{ id: string }>).map((d) => d.id)).not.toContain(made.id);
      expect(await admin.post(`${path}/${made.id}/restore`)).toMatchObject({ status: 409, body: { message: `This ${noun} is not deleted.` } });
      expect(await admin.post(`${path}/${randomUUID()}/restore`)).toMatchObject({ status: 404, body: { message: `${Noun} not found among the recently deleted.` } });
    });

    it('deletes one, which then answers 404 everywhere', async () => {
      const made = await create(admin, entry(dusty.id, form('To be deleted')));
      expect(await trainer.call('DELETE', `${path}/${made.id}`)).toMatchObject({ status: 200, body: { ok: true } });
      const gone = { status: 404, body: { code: 'NOT_FOUND', message: `${Noun} not found.` } };
      expect(await user.get(`${path}/${made.id}`)).toMatchObject(gone);
      expect(await trainer.put(`${path}/${made.id}`, entry(dusty.id))).toMatchObject(gone);
      expect(await trainer.call('DELETE', `${path}/${made.id}`)).toMatchObject(gone);
      expect((await user.get(`${path}?horseId=${dusty.id}`)).body.map((r: Row) => r.id)).not.toContain(made.id);
      expect((await user.get(`${path}/not-an-id`)).status).toBe(404);
      expect((await trainer.call('DELETE', `${path}/not-an-id`)).status).toBe(404);
    });

    it('answers 401 to visitors, lets plain users read but not write (403), and trainers and admins write', async () => {
      const existing = await create(trainer, entry(dusty.id, form('Guarded')));
      const one = `${path}/${existing.id}`;
      for (const res of [await anonymous.get(path), await anonymous.get(one), await anonymous.post(path, entry(dusty.id)), await anonymous.put(one, entry(dusty.id)), await anonymous.call('DELETE', one)]) {
        expect(res.status).toBe(401);
      }
      expect((await user.get(path)).status).toBe(200);
      expect((await user.post(path, entry(dusty.id))).status).toBe(403);
      expect((await user.put(one, entry(dusty.id))).status).toBe(403);
      expect((await user.call('DELETE', one)).status).toBe(403);
      expect((await user.get(one)).body).toEqual(existing);
      expect((await admin.post(path, entry(dusty.id))).status).toBe(201);
      expect((await trainer.put(one, entry(dusty.id, form('Still guarded')))).status).toBe(200);
      expect((await admin.call('DELETE', one)).status).toBe(200);
    });

    it('answers 400 with a message per field', async () => {
      const empty = await trainer.post(path, {});
      expect(empty).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
      expect(empty.body.errors).toEqual([{ field: 'horseId', message: 'Horse is required' }, { field: 'date', message: 'Date is required' }, ...required]);
      const future = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      expect((await trainer.post(path, entry(dusty.id, { date: future }))).body.errors).toEqual([{ field: 'date', message: 'Date cannot be in the future' }]);
      const existing = await create(trainer, entry(dusty.id));
      expect((await trainer.put(`${path}/${existing.id}`, entry(dusty.id, { date: '2025-02-30' }))).body.errors).toEqual([{ field: 'date', message: 'Date must be a real calendar date' }]);
    });

    it('refuses a horse the service does not know, or a deceased one, on the horse field', async () => {
      expect(await trainer.post(path, entry(randomUUID()))).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', errors: [{ field: 'horseId', message: 'Unknown horse' }] } });
      const deceased = { status: 400, body: { errors: [{ field: 'horseId', message: 'This horse is deceased; its records can no longer change' }] } };
      expect(await trainer.post(path, entry(ghost.id))).toMatchObject(deceased);
      const existing = await create(trainer, entry(dusty.id));
      expect(await trainer.put(`${path}/${existing.id}`, entry(ghost.id))).toMatchObject(deceased);
      expect((await user.get(`${path}/${existing.id}`)).body).toEqual(existing);
    });

    it('refuses a change or a deletion made on a copy changed since with 409 and the record as it is now; without a version the last write wins', async () => {
      const opened = await create(trainer, entry(dusty.id, { date: '2025-05-02' }));
      const theirs = await admin.put(`${path}/${opened.id}`, { ...entry(dusty.id, { date: '2025-05-02' }), ...change, version: 1 });
      expect(theirs).toMatchObject({ status: 200, body: { ...change, version: 2 } });
      const conflict = { code: 'CONFLICT', message: `This ${noun} was changed by someone else since you opened it.`, current: theirs.body };
      expect(await trainer.put(`${path}/${opened.id}`, { ...entry(dusty.id), version: 1 })).toMatchObject({ status: 409, body: conflict });
      expect(await trainer.call('DELETE', `${path}/${opened.id}?version=1`)).toMatchObject({ status: 409, body: conflict });
      expect((await trainer.call('DELETE', `${path}/${opened.id}?version=0x2`)).body.errors).toEqual([{ field: 'version', message: 'Version must be a number' }]);
      expect(await trainer.put(`${path}/${opened.id}`, entry(dusty.id))).toMatchObject({ status: 200, body: { version: 3 } });
      expect((await trainer.call('DELETE', `${path}/${opened.id}?version=3`)).status).toBe(200);
    });

    it('lists newest first with the horse’s name, filters by days, searches, and pages with X-Total-Count and a Link to the next page', async () => {
      const paged = await horse({ name: `Paging ${Noun}` });
      for (const [date, text] of [['2025-02-01', 'feb Lindqvist'], ['2025-04-01', 'apr Lindqvist'], ['2025-03-01', 'mar Lindqvist']] as const) {
        await create(trainer, entry(paged.id, { date, ...form(text) }));
      }
      const first = await user.get(`${path}?horseId=${paged.id}&limit=2`);
      expect(first.body.map((r: Row) => [r[textField], r.horseName])).toEqual([['apr Lindqvist', `Paging ${Noun}`], ['mar Lindqvist', `Paging ${Noun}`]]);
      expect(first.headers.get('x-total-count')).toBe('3');
      const link = first.headers.get('link')!;
      expect(link).toBe(`<${path}?horseId=${paged.id}&limit=2&offset=2>; rel="next"`);
      const next = await user.get(link.slice(1, link.indexOf('>')));
      expect(next.body.map((r: Row) => r[textField])).toEqual(['feb Lindqvist']);
      expect(next.headers.get('link')).toBeNull();

      expect((await user.get(`${path}?horseId=${paged.id}&from=2025-02-15&to=2025-03-31`)).body.map((r: Row) => r[textField])).toEqual(['mar Lindqvist']);
      expect((await user.get(`${path}?q=PAGING%20${noun.split(' ')[0]}`)).body.map((r: Row) => r[textField])).toEqual(['apr Lindqvist', 'mar Lindqvist', 'feb Lindqvist']);
      expect((await user.get(`${path}?q=lindqvist&limit=1`)).headers.get('x-total-count')).toBe('3');
      const all = await user.get(path);
      expect(Number(all.headers.get('x-total-count'))).toBe(all.body.length);
      const dates = all.body.map((r: Row) => r.date);
      expect(dates).toEqual([...dates].sort().reverse());

      const wrong = await user.get(`${path}?limit=0&offset=-1&horseId=zebra&from=yesterday`);
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

    more();
  });
}

describeKindOverHttp({
  kind: MEDICAL_RECORDS,
  noun: 'medical record',
  form: (description) => ({ description, vet: 'Dr. Vega', notes: '', weight: '1010', height: '15.2', wormed: true, trimmed: false, coggins: true, yearly_vaccines: false }),
  textField: 'description',
  change: { notes: 'Sound' },
  required: [{ field: 'description', message: 'Description is required' }],
  more: () => {
    it('reads measurements sent as form text, and says what is wrong with one', async () => {
      const pony = await horse({ name: 'Measured Pony' });
      const made = await trainer.post(MEDICAL_RECORDS.heads.list.http.path, { horseId: pony.id, date: '2025-05-01', description: 'Weighed', weight: '1010', height: '15.2' });
      expect(made).toMatchObject({ status: 201, body: { weight: 1010, height: 15.2 } });
      const bad = await trainer.post(MEDICAL_RECORDS.heads.list.http.path, { horseId: pony.id, date: '2025-05-01', description: 'Weighed', weight: -3, height: '' });
      expect(bad.body.errors).toEqual([{ field: 'weight', message: 'Weight cannot be negative' }]);
    });
  },
});

describeKindOverHttp({
  kind: RIDING_LOGS,
  noun: 'riding log',
  form: (notes) => ({ notes, durationMinutes: '90', type: 'trail' }),
  textField: 'notes',
  change: { durationMinutes: 45 },
  required: [],
  more: () => {
    const path = RIDING_LOGS.heads.list.http.path;

    it('takes the one logging a ride as its rider unless the form names someone', async () => {
      const pony = await horse({ name: 'Ridden Pony' });
      expect((await admin.post(path, { horseId: pony.id, date: '2025-05-01' })).body).toMatchObject({ rider: 'admin@remuda.test', type: 'other', durationMinutes: null });
      expect((await trainer.post(path, { horseId: pony.id, date: '2025-05-01', rider: 'Sam Ortiz', durationMinutes: 0 })).body.errors).toEqual([
        { field: 'durationMinutes', message: 'Duration must be between 1 and 1440 minutes' },
      ]);
    });

    it('refuses a ride on a horse away without rides, and takes one once it may be ridden out there', async () => {
      const away = await horse({ name: 'Rider Away', on_property: false });
      expect(await trainer.post(path, { horseId: away.id, date: '2025-05-01' })).toMatchObject({
        status: 400, body: { errors: [{ field: 'horseId', message: 'Rider Away is off property and not available for rides.' }] },
      });
      const allowed = await trainer.put(`/api/horses/${away.id}`, { name: 'Rider Away', sex: 'gelding', on_property: false, off_property_rides: true });
      await waitUntil(() => knownTo('riding', allowed.body as HorseDetail));
      expect((await trainer.post(path, { horseId: away.id, date: '2025-05-01' })).status).toBe(201);
    });

    it('shows the rides logged through the API on the horse’s page, newest first, to anyone', async () => {
      const trail = await horse({ name: 'Page Rider' });
      for (const [date, notes] of [['2025-04-02', 'creek'], ['2025-06-01', 'ridge'], ['2025-01-15', 'snow']] as const) {
        expect((await trainer.post(path, { horseId: trail.id, date, notes })).status).toBe(201);
      }
      const page = await anonymous.get(`/api/horses/${trail.id}`);
      expect(page.body.ridingLogs.map((r: { date: string; notes: string }) => [r.date, r.notes])).toEqual([['2025-06-01', 'ridge'], ['2025-04-02', 'creek'], ['2025-01-15', 'snow']]);
      expect(Object.keys(page.body.ridingLogs[0]).sort()).toEqual(['date', 'id', 'notes']);
    });
  },
});
