import { PublicChanges } from './public-changes.js';
import { type PublicAnswer, PublicReadCache, strongEtag } from './public-read-cache.js';

const answer = (text: string): PublicAnswer => {
  const body = Buffer.from(text);
  return { status: 200, headers: [['content-type', 'application/json; charset=utf-8']], body, etag: strongEtag(body) };
};

describe('PublicReadCache', () => {
  let changes: PublicChanges;
  let cache: PublicReadCache;
  beforeEach(() => {
    changes = new PublicChanges();
    changes.feed(true);
    cache = new PublicReadCache(changes);
  });
  afterEach(() => cache.onModuleDestroy());

  it('keeps nothing read before the latest change: the answer may predate it', () => {
    const readFrom = changes.generation;
    changes.changed();
    cache.put('/api/horses', answer('[]'), readFrom);
    expect(cache.get('/api/horses')).toBeUndefined();
    cache.put('/api/horses', answer('[]'), changes.generation);
    expect(cache.get('/api/horses')?.body.toString()).toBe('[]');
  });

  it('keeps nothing while the feed is down', () => {
    changes.feed(false);
    cache.put('/api/horses', answer('[]'), changes.generation);
    expect(cache.size).toBe(0);
  });

  it('stays within its bytes, letting the least recently read go first', () => {
    cache.maxBytes = 10;
    for (const key of ['a', 'b', 'c']) cache.put(key, answer('1234'), changes.generation);
    expect([cache.get('a'), cache.get('b')?.body.toString(), cache.get('c')?.body.toString()]).toEqual([undefined, '1234', '1234']);
    cache.get('b');
    cache.put('d', answer('1234'), changes.generation);
    expect([cache.get('c'), cache.size]).toEqual([undefined, 2]);
    cache.put('too big', answer('12345678901'), changes.generation);
    expect(cache.get('too big')).toBeUndefined();
  });

  it('tags equal bodies alike and different bodies apart', () => {
    expect(answer('[1]').etag).toBe(answer('[1]').etag);
    expect(answer('[1]').etag).not.toBe(answer('[2]').etag);
    expect(answer('[1]').etag).toMatch(/^"[\w-]{43}"$/);
  });
});
