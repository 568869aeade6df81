import type { Actor } from '@remuda/contracts';
import {
  correlationIdFrom,
  currentActor,
  currentCorrelationId,
  currentRequestMeta,
  runInRequestContext,
  setCurrentActor,
} from './request-context.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const trainer: Actor = { id: 'u1', email: 'trainer@remuda.test', role: 'TRAINER' };

describe('request context', () => {
  it('is empty outside a request', () => {
    expect(currentRequestMeta()).toBeUndefined();
    expect(currentCorrelationId()).toBeUndefined();
    expect(currentActor()).toBeNull();
  });

  it('follows a request through awaits and timers, and answers what `fn` answers', async () => {
    const seen = await runInRequestContext({ correlationId: 'req-12345678', actor: trainer }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return [currentCorrelationId(), currentActor()];
    });
    expect(seen).toEqual(['req-12345678', trainer]);
    expect(currentCorrelationId()).toBeUndefined();
  });

  it('keeps requests running side by side apart', async () => {
    const run = (id: string) =>
      runInRequestContext({ correlationId: id, actor: null }, async () => {
        await new Promise((resolve) => setImmediate(resolve));
        return currentCorrelationId();
      });
    expect(await Promise.all([run('req-aaaaaaaa'), run('req-bbbbbbbb')])).toEqual(['req-aaaaaaaa', 'req-bbbbbbbb']);
  });

  it('records the actor once the session is verified, for the current request only', () => {
    runInRequestContext({ correlationId: 'req-12345678', actor: null }, () => {
      setCurrentActor(trainer);
      expect(currentActor()).toEqual(trainer);
      expect(currentRequestMeta()).toEqual({ correlationId: 'req-12345678', actor: trainer });
    });
    setCurrentActor(trainer);
    expect(currentActor()).toBeNull();
  });
});

describe('correlationIdFrom', () => {
  it.each([
    'abcdefgh',
    'req-12345678',
    '9b2f6f1c-2a1e-4d2b-9a43-2b8d0c5a4f11',
    'trace:span.01_AB',
    'x'.repeat(128),
  ])('keeps the well-formed id %s', (id) => {
    expect(correlationIdFrom(id)).toBe(id);
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'x'.repeat(129)],
    ['with a space', 'abc def 1234'],
    ['with a line break', 'abcdefgh\nforged log line'],
    ['with quotes', '"abcdefgh"'],
    ['with a slash', '../../abcdefgh'],
    ['empty', ''],
    ['a number', 12345678],
    ['missing', undefined],
    ['a list', ['abcdefgh']],
  ])('replaces an id that is %s with a new UUID', (_what, candidate) => {
    const id = correlationIdFrom(candidate);
    expect(id).toMatch(UUID);
  });

  it('makes a different id each time it has to make one', () => {
    expect(correlationIdFrom(undefined)).not.toBe(correlationIdFrom(undefined));
  });
});
