import type { Request, Response } from 'express';

/**
 * A paged list answered as the spec's plain JSON array: the page's items, with the total in X-Total-Count and,
 * when `limit` leaves more after this page, a Link to the next one (the same query with the next offset).
 */
export function pagedList<T>(page: { items: T[]; total: number }, query: { limit?: unknown; offset?: unknown }, req: Request, res: Response): T[] {
  res.setHeader('X-Total-Count', String(page.total));
  // The route's input, already parsed by the operation's query schema: numbers when given.
  const limit = typeof query.limit === 'number' ? query.limit : undefined;
  const offset = typeof query.offset === 'number' ? query.offset : 0;
  if (limit !== undefined && offset + limit < page.total) {
    const next = new URL(req.originalUrl, 'http://placeholder');
    next.searchParams.set('offset', String(offset + limit));
    res.setHeader('Link', `<${next.pathname}${next.search}>; rel="next"`);
  }
  return page.items;
}
