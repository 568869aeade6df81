/**
 * A list's total for its page: a page short of its limit (or without one) ends the list, so the total is what
 * came before it and on it, and nothing needs counting; otherwise (and for an empty page past the start, where the
 * offset may be past the end) `count` answers it.
 */
export async function pageTotal(query: { limit?: number; offset?: number }, pageLength: number, count: () => Promise<number>): Promise<number> {
  const offset = query.offset ?? 0;
  const last = query.limit === undefined || pageLength < query.limit;
  return last && (pageLength > 0 || offset === 0) ? offset + pageLength : count();
}
