import { describe, expect, it } from '@jest/globals';
import { HORSE_OPERATIONS, type Operation } from '@remuda/contracts';
import { LIST_PAGE, wholeList } from './every-page.js';

describe('a paged list asked for whole', () => {
  /** A service's list of `count` items, answering each page it is asked for, and the pages asked. */
  function service(count: number) {
    const asked: Array<Record<string, unknown>> = [];
    const ask = async (_: Operation, data: unknown) => {
      const { limit, offset } = data as { limit: number; offset: number };
      asked.push(data as Record<string, unknown>);
      return { items: Array.from({ length: Math.max(0, Math.min(limit, count - offset)) }, (_, i) => ({ n: offset + i })), total: count };
    };
    return { ask, asked };
  }

  it('is read a page at a time, each within one message, and answered whole with its total', async () => {
    const { ask, asked } = service(2 * LIST_PAGE + 7);
    const whole = await wholeList(ask, HORSE_OPERATIONS.list, { q: 'mare' });
    expect(whole.total).toBe(2 * LIST_PAGE + 7);
    expect(whole.items.map((item) => item.n)).toEqual(Array.from({ length: 2 * LIST_PAGE + 7 }, (_, i) => i));
    expect(asked).toEqual([0, LIST_PAGE, 2 * LIST_PAGE].map((offset) => ({ q: 'mare', limit: LIST_PAGE, offset })));
  });

  it('starts at the offset asked for, and asks once more only when a page comes back full', async () => {
    const { ask, asked } = service(LIST_PAGE);
    expect((await wholeList(ask, HORSE_OPERATIONS.list, {})).items).toHaveLength(LIST_PAGE);
    expect(asked.map((a) => a.offset)).toEqual([0, LIST_PAGE]);
    const from = service(30);
    expect((await wholeList(from.ask, HORSE_OPERATIONS.list, { offset: 10 })).items.map((item) => item.n)).toEqual(Array.from({ length: 20 }, (_, i) => 10 + i));
  });
});
