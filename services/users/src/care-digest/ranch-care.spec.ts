import { CARE_DUE_PAGE_LIMIT, CARE_OPERATIONS, type CareDue, type Operation } from '@remuda/contracts';
import type { MessageClient } from '@remuda/service-kit';
import { RanchCare } from './ranch-care.js';

type Item = CareDue['groups'][number]['items'][number];
const item = (n: number): Item => ({ horseId: `h${n}`, horseName: `Horse ${n}`, away: false, due: '2026-03-10', last: null, status: 'overdue', text: '', when: '' });
const reader = { id: 'a1', email: 'boss@remuda.test', role: 'ADMIN' as const };

/** The horses service's answers of today's care, a page of each group (or of one kind's) at a time, as it pages them. */
function horsesAnswering(groups: Record<string, Item[]>) {
  const asked: unknown[] = [];
  const messages = {
    async request(operation: Operation, data: { kind?: string; limit?: number; offset?: number }) {
      expect(operation).toBe(CARE_OPERATIONS.due);
      asked.push(data);
      const { kind, limit = 50, offset = 0 } = data;
      return {
        today: '2026-03-10',
        leadDays: 14,
        groups: Object.entries(groups)
          .filter(([key]) => kind === undefined || key === kind)
          .map(([key, items]) => ({ kind: key, name: key, total: items.length, items: items.slice(offset, offset + limit) })),
      };
    },
  };
  return { ranch: new RanchCare(messages as unknown as MessageClient), asked };
}

describe("the digest's reading of today's care", () => {
  it('reads every horse of a group larger than a page, a page at a time, and a small group once', async () => {
    const many = Array.from({ length: 2 * CARE_DUE_PAGE_LIMIT + 3 }, (_, n) => item(n));
    const { ranch, asked } = horsesAnswering({ wormed: many, trimmed: [item(1)], coggins: [] });
    const due = await ranch.due(reader);
    expect(due.groups.map((g) => [g.kind, g.items.length])).toEqual([['wormed', many.length], ['trimmed', 1], ['coggins', 0]]);
    expect(due.groups[0]!.items).toEqual(many);
    expect(asked).toEqual([
      { limit: CARE_DUE_PAGE_LIMIT },
      { kind: 'wormed', limit: CARE_DUE_PAGE_LIMIT, offset: CARE_DUE_PAGE_LIMIT },
      { kind: 'wormed', limit: CARE_DUE_PAGE_LIMIT, offset: 2 * CARE_DUE_PAGE_LIMIT },
    ]);
  });
});
