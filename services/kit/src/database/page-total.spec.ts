import { jest } from '@jest/globals';
import { pageTotal } from './page-total.js';

describe('pageTotal', () => {
  const counted = (total: number) => jest.fn(async () => total);

  it.each([
    ['a whole list without a limit', {}, 7, 7],
    ['a last page short of its limit', { limit: 10, offset: 20 }, 3, 23],
    ['an empty list from the start', { limit: 10 }, 0, 0],
  ])('takes the total from %s without counting', async (_what, query, length, total) => {
    const count = counted(999);
    expect(await pageTotal(query, length, count)).toBe(total);
    expect(count).not.toHaveBeenCalled();
  });

  it.each([
    ['a full page (more may follow)', { limit: 10 }, 10],
    ['an empty page past the start (the offset may be past the end)', { offset: 50 }, 0],
  ])('counts for %s', async (_what, query, length) => {
    expect(await pageTotal(query, length, counted(42))).toBe(42);
  });
});
