import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityPerson, HistoryEntry } from '@remuda/contracts';
import { ACTIVITY_ROUTES } from '@remuda/contracts/routes';
import { type Paging, apiFetchPage, callApi, callApiPage } from '@remuda/shell-kit';

/** The activity list's filters, as the page's address keeps them; empty ones are left out of the call. */
export interface ActivityFilters {
  actorId?: string;
  kind?: string;
  action?: string;
  from?: string;
  to?: string;
}

export const activityKeys = {
  page: (filters: ActivityFilters, paging: Paging) => ['activity', 'entries', filters, paging] as const,
  people: ['activity', 'people'] as const,
};

export const activityPageQuery = (filters: ActivityFilters, paging: Paging) =>
  queryOptions({
    queryKey: activityKeys.page(filters, paging),
    queryFn: ({ signal }) => callApiPage(ACTIVITY_ROUTES.list, { ...filters }, paging, { fallbackMessage: 'Failed to fetch activity', signal }),
    placeholderData: keepPreviousData,
  });

/** Everyone who has made a change, for the person filter. */
export const useActivityPeople = () =>
  useQuery({
    queryKey: activityKeys.people,
    queryFn: ({ signal }): Promise<ActivityPerson[]> => callApi(ACTIVITY_ROUTES.people, {}, { fallbackMessage: 'Failed to fetch people', signal }),
  });

/** The most rows a download holds, read 500 at a time. */
export const CSV_MOST_ROWS = 50_000;
const CSV_PAGE = 500;

/** Every entry the filters keep, newest first (up to CSV_MOST_ROWS), for the CSV download. */
export async function allActivity(filters: ActivityFilters): Promise<HistoryEntry[]> {
  const entries: HistoryEntry[] = [];
  for (let page = 1; entries.length < CSV_MOST_ROWS; page += 1) {
    const { items, total } = await apiFetchPage<HistoryEntry>(ACTIVITY_ROUTES.list.http.path, { ...filters }, { page, pageSize: CSV_PAGE }, { fallbackMessage: 'Failed to fetch activity' });
    entries.push(...items);
    if (items.length < CSV_PAGE || entries.length >= total) break;
  }
  return entries.slice(0, CSV_MOST_ROWS);
}
