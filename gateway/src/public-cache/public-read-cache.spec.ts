import { KeptBody } from '../http/kept-body.js';
import { PublicChanges } from './public-changes.js';
import { type PublicAnswer, PublicReadCache } from './public-read-cache.js';

const answer = (text: string): PublicAnswer => ({
  status: 200,
  headers: [['content-type', 'application/json; charset=utf-8']],
  body: new KeptBody(Buffer.from(text)),
});

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
    expect(cache.get('/api/horses')?.body.raw.toString()).toBe('[]');
  });

  it('keeps nothing while the feed is down', () => {
    changes.feed(false);
    cache.put('/api/horses', answer('[]'), changes.generation);
    expect(cache.size).toBe(0);
  });

  it('stays within its bytes, letting the least recently read go first', () => {
    cache.maxBytes = 10;
    for (const key of ['a', 'b', 'c']) cache.put(key, answer('1234'), changes.generation);
    expect([cache.get('a'), cache.get('b')?.body.raw.toString(), cache.get('c')?.body.raw.toString()]).toEqual([undefined, '1234', '1234']);
    cache.get('b');
    cache.put('d', answer('1234'), changes.generation);
    expect([cache.get('c'), cache.size]).toEqual([undefined, 2]);
    cache.put('too big', answer('12345678901'), changes.generation);
    expect(cache.get('too big')).toBeUndefined();
  });
});
