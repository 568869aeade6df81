import { apiFetchWithHeaders, type ApiRequest } from './api-client';

/** One page of a list, and how many items the whole list holds. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** Which page of a list to ask for: its number, from 1, and how many items a page holds. */
export interface Paging {
  page: number;
  pageSize: number;
}

/** Rows per page of the staff lists. */
export const LIST_PAGE_SIZE = 25;

/** A query string of the parameters given a value (`?a=1&b=x`, in their order), or '' when none is. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const given = Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '');
  return given.length > 0 ? `?${new URLSearchParams(given.map(([name, value]) => [name, String(value)]))}` : '';
}

/**
 * One page of a gateway list: asks for it with `limit` and `offset` after the filters (empty ones left out), and
 * reads the whole list's size from X-Total-Count. Should the header be missing, the total is what is known:
 * the items up to the end of this page.
 */
export async function apiFetchPage<T>(
  path: string,
  filters: Record<string, string | undefined>,
  { page, pageSize }: Paging,
  request: ApiRequest,
): Promise<ListPage<T>> {
  const offset = (page - 1) * pageSize;
  const { body, headers } = await apiFetchWithHeaders<T[]>(`${path}${queryString({ ...filters, limit: pageSize, offset })}`, request);
  const items = Array.isArray(body) ? body : [];
  const header = headers.get('X-Total-Count');
  const total = header !== null && /^\d+$/.test(header.trim()) ? Number(header) : offset + items.length;
  return { items, total };
}
