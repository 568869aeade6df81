import { type HorseDetail, HORSE_EVENTS, RIDING_EVENTS } from '@remuda/contracts';
import { processBus, publicReadLookups } from '@remuda/service-kit';
import { PublicChanges } from '../src/public-cache/public-changes.js';
import { PublicReadCache } from '../src/public-cache/public-read-cache.js';
import type { ApiClient } from './api-client.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';
import { within } from './within.js';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
let platform: Platform;
let trainer: ApiClient;
let visitor: ApiClient;
let cache: PublicReadCache;
let changes: PublicChanges;
let maxEntries: number;

beforeAll(async () => {
  platform = await startTestPlatform({}, ALL_SERVICES);
  trainer = platform.client();
  await trainer.login('trainer@remuda.test');
  visitor = platform.client();
  cache = platform.gateway.app.get(PublicReadCache);
  changes = platform.gateway.app.get(PublicChanges);
  maxEntries = cache.maxEntries;
}, 30_000);
afterAll(() => platform.stop());
afterEach(() => {
  cache.maxEntries = maxEntries;
});

async function lookups(): Promise<{ hit: number; miss: number }> {
  const counts = { hit: 0, miss: 0 };
  for (const { labels, value } of (await publicReadLookups.get()).values) counts[labels.outcome as 'hit' | 'miss'] = value;
  return counts;
}

/** The lookups one call made: whether it was answered from the cache, or passed on (or not looked up at all). */
async function counted<T>(call: () => Promise<T>): Promise<{ result: T; hits: number; misses: number }> {
  const before = await lookups();
  const result = await call();
  const after = await lookups();
  return { result, hits: after.hit - before.hit, misses: after.miss - before.miss };
}

async function create(name: string): Promise<HorseDetail> {
  const res = await trainer.post('/api/horses', { name, sex: 'mare' });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as HorseDetail;
}

describe('anonymous horse reads from the gateway’s cache', () => {
  it('answer the second identical read from memory, with the same body, headers, strong ETag and public no-cache', async () => {
    await create('Cached Cody');
    await create('Cached Clover');
    const first = await counted(() => visitor.get('/api/horses?q=Cached&limit=1'));
    const second = await counted(() => visitor.get('/api/horses?q=Cached&limit=1'));
    expect([first.misses, first.hits, second.misses, second.hits]).toEqual([1, 0, 0, 1]);
    expect(second.result.status).toBe(200);
    expect(second.result.body).toEqual(first.result.body);
    expect(second.result.body.map((h: HorseDetail) => h.name)).toEqual(['Cached Clover']);
    for (const { result } of [first, second]) {
      expect(result.headers.get('etag')).toMatch(/^"[\w-]+"$/);
      expect(result.headers.get('cache-control')).toBe('public, no-cache');
      expect(result.headers.get('x-total-count')).toBe('2');
      expect(result.headers.get('link')).toBe('</api/horses?q=Cached&limit=1&offset=1>; rel="next"');
    }
    expect(second.result.headers.get('etag')).toBe(first.result.headers.get('etag'));
    // Another query is another answer.
    expect((await counted(() => visitor.get('/api/horses?q=Cached&limit=2'))).misses).toBe(1);
  });

  it('answer 304 without a body to a visitor who names the current tag, from memory or not', async () => {
    const made = await create('Tagged Tess');
    const first = await visitor.get(`/api/horses/${made.id}`);
    const etag = first.headers.get('etag')!;
    const revalidated = await counted(() => visitor.get(`/api/horses/${made.id}`, { headers: { 'if-none-match': etag } }));
    expect(revalidated.hits).toBe(1);
    expect(revalidated.result.status).toBe(304);
    expect(revalidated.result.body).toBe('');
    expect(revalidated.result.headers.get('etag')).toBe(etag);
    expect((await visitor.get(`/api/horses/${made.id}`, { headers: { 'if-none-match': `"other", W/${etag}` } })).status).toBe(304);
    expect((await visitor.get(`/api/horses/${made.id}`, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
    // Dropped by a change elsewhere, the same horse is read again: its tag is the same, so still 304.
    await create('Someone Else');
    const reread = await counted(() => visitor.get(`/api/horses/${made.id}`, { headers: { 'if-none-match': etag } }));
    expect([reread.misses, reread.result.status, reread.result.body]).toEqual([1, 304, '']);
  });

  it('go gzipped to visitors who accept it, read or from memory, under the weakened tag, and revalidate', async () => {
    for (const name of ['Zipped Zeke', 'Zipped Zora', 'Zipped Zane']) await create(name);
    const path = '/api/horses?q=Zipped';
    const plain = await visitor.get(path, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const tag = plain.headers.get('etag')!;
    cache.clear();
    const zipped = [];
    for (let i = 0; i < 2; i++) zipped.push(await counted(() => visitor.get(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } })));
    expect(zipped.map((z) => [z.misses, z.hits])).toEqual([[1, 0], [0, 1]]);
    for (const { result } of zipped) {
      expect([result.status, result.headers.get('content-encoding'), result.headers.get('etag'), result.headers.get('vary')]).toEqual([200, 'gzip', `W/${tag}`, 'Accept-Encoding']);
      expect(result.body).toEqual(plain.body);
    }
    const revalidated = await visitor.get(path, { headers: { 'accept-encoding': 'gzip', 'if-none-match': `W/${tag}` } });
    expect([revalidated.status, revalidated.body]).toEqual([304, '']);
  });

  it('leave signed-in reads alone: not looked up, not kept, no-store', async () => {
    const made = await create('Private Pat');
    const size = cache.size;
    for (const path of ['/api/horses?q=Private', `/api/horses/${made.id}`]) {
      const read = await counted(() => trainer.get(path));
      expect([read.result.status, read.hits, read.misses]).toEqual([200, 0, 0]);
      expect(read.result.headers.get('cache-control')).toBe('no-store');
      const bearer = await counted(() => visitor.get(path, { headers: { authorization: 'Bearer not-a-token' } }));
      expect([bearer.result.status, bearer.hits, bearer.misses, bearer.result.headers.get('cache-control')]).toEqual([200, 0, 0, 'no-store']);
    }
    expect(cache.size).toBe(size);
  });

  it('keep a horse’s 404 but no other error', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await counted(() => visitor.get(`/api/horses/${missing}`))).result.status).toBe(404);
    const again = await counted(() => visitor.get(`/api/horses/${missing}`));
    expect([again.result.status, again.hits, again.result.body.message]).toEqual([404, 1, 'Horse not found.']);
    for (let i = 0; i < 2; i++) {
      const refused = await counted(() => visitor.get('/api/horses?limit=abc'));
      expect([refused.result.status, refused.hits]).toEqual([400, 0]);
    }
  });

  it('show a horse replaced through the API to the very next anonymous read, in the list and on its page', async () => {
    const made = await create('Before Bo');
    expect((await visitor.get(`/api/horses/${made.id}`)).body.name).toBe('Before Bo');
    expect((await visitor.get('/api/horses?q=Bo')).body.map((h: HorseDetail) => h.name)).toContain('Before Bo');
    expect((await counted(() => visitor.get(`/api/horses/${made.id}`))).hits).toBe(1);
    expect((await trainer.put(`/api/horses/${made.id}`, { name: 'After Bo', sex: 'mare' })).status).toBe(200);
    expect((await visitor.get(`/api/horses/${made.id}`)).body.name).toBe('After Bo');
    expect((await visitor.get('/api/horses?q=Bo')).body.map((h: HorseDetail) => h.name)).toEqual(['After Bo']);
  });

  it('show a ride logged on a horse on its page at the next anonymous read', async () => {
    const made = await create('Ridden Ruby');
    expect((await visitor.get(`/api/horses/${made.id}`)).body.ridingLogs).toEqual([]);
    expect((await counted(() => visitor.get(`/api/horses/${made.id}`))).hits).toBe(1);
    expect((await trainer.post('/api/riding-logs', { horseId: made.id, date: '2025-05-01', notes: 'along the creek', type: 'trail' })).status).toBe(201);
    expect((await visitor.get(`/api/horses/${made.id}`)).body.ridingLogs.map((r: { notes: string }) => r.notes)).toEqual(['along the creek']);
  });

  it('drop everything on a horse or riding event, whatever sent it', async () => {
    for (const event of [HORSE_EVENTS.healthChanged, RIDING_EVENTS.deleted]) {
      await visitor.get('/api/horses?limit=3');
      expect(cache.size).toBeGreaterThan(0);
      processBus.publish({ pattern: event.subject, data: { type: event.type } });
      expect(await within(1000, async () => cache.size === 0)).toBe(true);
    }
  });

  it('keep nothing while the feed of changes is down, and start afresh when it is back', async () => {
    await visitor.get('/api/horses?limit=4');
    expect(cache.size).toBeGreaterThan(0);
    const generation = changes.generation;
    changes.feed(false);
    try {
      expect(cache.size).toBe(0);
      for (let i = 0; i < 2; i++) {
        const read = await counted(() => visitor.get('/api/horses?limit=4'));
        expect([read.result.status, read.misses, read.result.headers.get('cache-control')]).toEqual([200, 1, 'public, no-cache']);
      }
      expect(cache.size).toBe(0);
    } finally {
      changes.feed(true);
    }
    expect(changes.generation).toBe(generation + 2);
    await visitor.get('/api/horses?limit=4');
    expect((await counted(() => visitor.get('/api/horses?limit=4'))).hits).toBe(1);
  });

  it('stay within its bounds, letting the least recently read go first', async () => {
    cache.maxEntries = 3;
    await create('Bounded Bea');
    for (const offset of [0, 1, 2, 3]) await visitor.get(`/api/horses?limit=1&offset=${offset}`);
    expect(cache.size).toBe(3);
    await visitor.get('/api/horses?limit=1&offset=1');
    await visitor.get('/api/horses?limit=1&offset=4');
    expect(cache.size).toBe(3);
    expect((await counted(() => visitor.get('/api/horses?limit=1&offset=1'))).hits).toBe(1);
    expect((await counted(() => visitor.get('/api/horses?limit=1&offset=2'))).misses).toBe(1);
  });
});
