import type { Operation, OperationRequest } from '@remuda/contracts';

/** Items per page read from a service: a list's largest page. */
export const LIST_PAGE = 500;

/**
 * Every page of a service's paged list (`{ items, total }`), asked `LIST_PAGE` at a time with `ask` until a page
 * comes back short: for what reads a whole list (the export, an import's lookups) without holding it twice.
 */
export async function* everyPage(
  ask: (operation: Operation, data: OperationRequest<Operation>) => Promise<unknown>,
  operation: Operation,
  query: Record<string, unknown> = {},
): AsyncIterable<Record<string, unknown>[]> {
  for (let offset = 0; ; offset += LIST_PAGE) {
    const page = (await ask(operation, { ...query, limit: LIST_PAGE, offset } as OperationRequest<Operation>)) as { items: Record<string, unknown>[] };
    if (page.items.length > 0) yield page.items;
    if (page.items.length < LIST_PAGE) return;
  }
}
