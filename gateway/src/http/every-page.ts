import type { Operation, OperationRequest } from '@remuda/contracts';

/** Items per page read from a service: a list's largest page. */
export const LIST_PAGE = 500;

type Ask = (operation: Operation, data: OperationRequest<Operation>) => Promise<unknown>;
type Page = { items: Record<string, unknown>[]; total: number };

/** The pages of a service's paged list (`{ items, total }`) from `query.offset`, `LIST_PAGE` at a time, until one comes back short. */
async function* pages(ask: Ask, operation: Operation, query: Record<string, unknown>): AsyncIterable<Page> {
  for (let offset = typeof query.offset === 'number' ? query.offset : 0; ; offset += LIST_PAGE) {
    const page = (await ask(operation, { ...query, limit: LIST_PAGE, offset } as OperationRequest<Operation>)) as Page;
    yield page;
    if (page.items.length < LIST_PAGE) return;
  }
}

/**
 * Every page of a service's paged list, as its items: for what reads a whole list (the export, an import's
 * lookups) without holding it twice.
 */
export async function* everyPage(ask: Ask, operation: Operation, query: Record<string, unknown> = {}): AsyncIterable<Record<string, unknown>[]> {
  for await (const page of pages(ask, operation, query)) if (page.items.length > 0) yield page.items;
}

/**
 * A paged list asked for without a `limit`, whole, with its total: read from its service a page at a time, since
 * one answer of a large list would not fit in one message between processes (NATS takes 1 MB; a herd of 2,400
 * horses is more).
 */
export async function wholeList(ask: Ask, operation: Operation, query: Record<string, unknown>): Promise<Page> {
  const whole: Page = { items: [], total: 0 };
  for await (const page of pages(ask, operation, query)) {
    whole.items.push(...page.items);
    whole.total = page.total;
  }
  return whole;
}
