import ICAL from 'ical.js';
import { CARE_KINDS } from '@remuda/contracts/care';
import type { HorseDetail } from '@remuda/contracts';
import type { ApiClient } from './api-client.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';
import { waitUntil } from './within.js';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
let platform: Platform;
let trainer: ApiClient;
let admin: ApiClient;

const PUBLIC_URL = 'https://ranch.example';

interface FeedEvent {
  uid: string;
  summary: string;
  description: string;
  url: string;
  start: string;
  isDate: boolean;
}

/** The feed at `url` read as a calendar reads it: no cookie, parsed by ical.js. */
async function readFeed(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${platform.baseUrl}${new URL(url).pathname}`, { headers });
  const text = await res.text();
  if (res.status !== 200) return { res, events: [] as FeedEvent[], text };
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent').map((vevent): FeedEvent => {
    const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
    return {
      uid: String(vevent.getFirstPropertyValue('uid')),
      summary: String(vevent.getFirstPropertyValue('summary')),
      description: String(vevent.getFirstPropertyValue('description')),
      url: String(vevent.getFirstPropertyValue('url')),
      start: start.toString(),
      isDate: start.isDate,
    };
  });
  return { res, events, text };
}

/** A horse made through the API. */
async function horse(fields: Record<string, unknown>): Promise<HorseDetail> {
  const res = await trainer.post('/api/horses', { sex: 'gelding', ...fields });
  if (res.status !== 201) throw new Error(`horse not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as HorseDetail;
}

async function makeAddress(client: ApiClient): Promise<string> {
  const res = await client.post('/api/users/calendar-feed', {});
  expect(res.status).toBe(200);
  return res.body.url as string;
}

beforeAll(async () => {
  platform = await startTestPlatform({ REMUDA_PUBLIC_URL: PUBLIC_URL }, ALL_SERVICES);
  trainer = platform.client();
  await trainer.login('trainer@remuda.test');
  admin = platform.client();
  await admin.login('admin@remuda.test');
}, 60_000);
afterAll(() => platform.stop());

describe('a staff member\'s private calendar of care due dates', () => {
  it('has no address until the trainer makes one, then the same address on every read', async () => {
    const { client } = await platform.newTrainer(admin, 'calendar-new@example.com');
    expect(await client.get('/api/users/calendar-feed')).toMatchObject({ status: 200, body: { url: null } });
    const url = await makeAddress(client);
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await client.get('/api/users/calendar-feed')).toMatchObject({ status: 200, body: { url } });
  });

  it('is an all-day event per living horse and kind of care, on its due date, with its last record and a link', async () => {
    const dusty = await horse({ name: 'Dusty Calendar' });
    const gone = await horse({ name: 'Ghost Calendar', deceased: true, deceased_date: '2025-01-02' });
    const url = await makeAddress(trainer);
    const { res, events, text } = await readFeed(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);

    const dustys = events.filter((e) => e.uid.startsWith(`${dusty.id}-`));
    expect(dustys).toHaveLength(CARE_KINDS.length);
    for (const { kind, name, none } of CARE_KINDS) {
      const event = dustys.find((e) => e.uid === `${dusty.id}-${kind}@ranch.example`)!;
      expect(event).toMatchObject({
        summary: `Dusty Calendar: ${name} due`,
        start: dusty.healthDue[kind],
        isDate: true,
        url: `${PUBLIC_URL}/admin/horses/${dusty.id}`,
      });
      expect(event.description).toBe(`${none}.\n${PUBLIC_URL}/admin/horses/${dusty.id}`);
    }
    expect(events.filter((e) => e.uid.startsWith(`${gone.id}-`))).toEqual([]);
    // One event per (living horse, kind), every UID once.
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it('moves an event when a medical record moves its date, under the same UID', async () => {
    const sunny = await horse({ name: 'Sunny Calendar' });
    const url = await makeAddress(trainer);
    // A horse just added is in the feed once the gateway has made it again (a read before that answers the last one).
    await waitUntil(async () => (await readFeed(url)).events.some((e) => e.uid === `${sunny.id}-wormed@ranch.example`));
    const before = (await readFeed(url)).events.find((e) => e.uid === `${sunny.id}-wormed@ranch.example`)!;
    const date = new Date().toISOString().slice(0, 10);
    // The medical service takes records of a horse once it has heard of the horse.
    await waitUntil(async () => (await trainer.post('/api/medical-records', { horseId: sunny.id, date, description: 'Wormed', wormed: true })).status === 201);
    // The horses service moves the date when it hears of the record; the feed is read once it has.
    let now = sunny;
    await waitUntil(async () => {
      now = (await trainer.get(`/api/horses/${sunny.id}`)).body as HorseDetail;
      return now.healthDue.wormed !== sunny.healthDue.wormed;
    });
    // The feed is made again in the background once the gateway hears of the change: a read may come before that.
    await waitUntil(async () => (await readFeed(url)).events.find((e) => e.uid === before.uid)?.start === now.healthDue.wormed);
    const after = (await readFeed(url)).events.find((e) => e.uid === before.uid)!;
    expect(after).toMatchObject({ uid: before.uid, start: now.healthDue.wormed, isDate: true });
    expect(after.description.startsWith('Last worming: ')).toBe(true);
    expect((await readFeed(url)).events.filter((e) => e.uid.startsWith(`${sunny.id}-wormed`))).toHaveLength(1);
  });

  it('carries a kind of care an administrator adds, due from the record that ticks it, and drops it when removed', async () => {
    expect((await trainer.post('/api/care/kinds', { name: 'Shoeing', intervalDays: 42 })).status).toBe(403);
    const added = await admin.post('/api/care/kinds', { name: 'Shoeing', intervalDays: 42 });
    expect(added).toMatchObject({ status: 201, body: { kinds: expect.arrayContaining([{ kind: 'shoeing', name: 'Shoeing', intervalDays: 42, builtIn: false }]) } });
    const shod = await horse({ name: 'Shod Calendar' });
    const url = await makeAddress(trainer);
    const uid = `${shod.id}-shoeing@ranch.example`;
    await waitUntil(async () => (await readFeed(url)).events.some((e) => e.uid === uid));
    expect((await readFeed(url)).events.find((e) => e.uid === uid)).toMatchObject({ summary: 'Shod Calendar: Shoeing due', description: `No shoeing on record.\n${PUBLIC_URL}/admin/horses/${shod.id}` });
    const date = new Date().toISOString().slice(0, 10);
    await waitUntil(async () => (await trainer.post('/api/medical-records', { horseId: shod.id, date, description: 'Shod all round', care: ['shoeing'] })).status === 201);
    const due = new Date(Date.parse(`${date}T00:00:00Z`) + 42 * 86_400_000).toISOString().slice(0, 10);
    await waitUntil(async () => (await readFeed(url)).events.find((e) => e.uid === uid)?.start === due);
    expect((await admin.call('DELETE', '/api/care/kinds/shoeing')).status).toBe(200);
    await waitUntil(async () => !(await readFeed(url)).events.some((e) => e.uid === uid));
  });

  it('answers an ETag, and 304 for a calendar that already has it', async () => {
    const url = await makeAddress(trainer);
    const first = await readFeed(url);
    const etag = first.res.headers.get('etag')!;
    // Weak when gzipped (the same content, not the same bytes); the same herd makes the same tag on every read.
    expect(etag).toMatch(/^(W\/)?"[A-Za-z0-9_-]+"$/);
    expect((await readFeed(url)).res.headers.get('etag')).toBe(etag);
    const again = await fetch(`${platform.baseUrl}${new URL(url).pathname}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('stops answering a replaced address at once, with a plain 404', async () => {
    const { client } = await platform.newTrainer(admin, 'calendar-replace@example.com');
    const old = await makeAddress(client);
    const fresh = await makeAddress(client);
    expect(fresh).not.toBe(old);
    const refused = await readFeed(old);
    expect(refused.res.status).toBe(404);
    expect(refused.text).not.toMatch(/calendar|token|replaced/i);
    expect((await readFeed(fresh)).res.status).toBe(200);
    expect((await readFeed(`${PUBLIC_URL}/api/calendar/not-a-token.ics`)).res.status).toBe(404);
  });

  it('is described in the API document as a calendar, not JSON', async () => {
    const doc = (await platform.client().get('/api/docs/openapi.json')).body;
    expect(Object.keys(doc.paths['/api/calendar/{token}.ics'].get.responses['200'].content)).toEqual(['text/calendar']);
    expect(doc.paths['/api/calendar/{token}.ics'].get.parameters).toEqual([expect.objectContaining({ name: 'token', in: 'path' })]);
  });

  it('refuses a plain USER the address, and a visitor', async () => {
    const user = platform.client();
    await user.login('user@remuda.test');
    expect((await user.get('/api/users/calendar-feed')).status).toBe(403);
    expect((await user.post('/api/users/calendar-feed', {})).status).toBe(403);
    expect((await platform.client().get('/api/users/calendar-feed')).status).toBe(401);
  });

  it('stops the feed of an account demoted to USER, or disabled, at once', async () => {
    const demoted = await platform.newTrainer(admin, 'calendar-demoted@example.com');
    const demotedUrl = await makeAddress(demoted.client);
    expect((await readFeed(demotedUrl)).res.status).toBe(200);
    expect((await admin.put(`/api/users/${demoted.id}/role`, { role: 'USER' })).status).toBe(200);
    expect((await readFeed(demotedUrl)).res.status).toBe(404);

    const disabled = await platform.newTrainer(admin, 'calendar-disabled@example.com');
    const disabledUrl = await makeAddress(disabled.client);
    expect((await readFeed(disabledUrl)).res.status).toBe(200);
    expect((await admin.put(`/api/users/${disabled.id}/disabled`, { disabled: true })).status).toBe(200);
    expect((await readFeed(disabledUrl)).res.status).toBe(404);
  });

  it('links to the configured public address whatever Host the request names', async () => {
    const url = await makeAddress(trainer);
    const tricked = await readFeed(url, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(tricked.res.status).toBe(200);
    expect(tricked.text).not.toContain('evil.example');
    expect(tricked.events.every((e) => e.url.startsWith(`${PUBLIC_URL}/admin/horses/`))).toBe(true);
    const address = await trainer.get('/api/users/calendar-feed', { headers: { host: 'evil.example' } });
    expect(address.body.url.startsWith(`${PUBLIC_URL}/api/calendar/`)).toBe(true);
  });

  // Last: it uses up this address's reads of the feed.
  it('limits reads of the feed per network address, with Retry-After', async () => {
    const url = await makeAddress(trainer);
    let res = (await readFeed(url)).res;
    for (let i = 0; i < 200 && res.status !== 429; i++) res = (await readFeed(url)).res;
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
