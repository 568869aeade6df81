import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HistoryEntry } from '@remuda/contracts';
import { ACTIVITY_ROUTES } from '@remuda/contracts/routes';
import { apiFetchPage } from '@remuda/shell-kit';

/** Entries per page of a history panel. */
export const HISTORY_PAGE_SIZE = 10;

export const historyKeys = {
  horse: (horseId: string, page: number) => ['history', 'horse', horseId, page] as const,
  thing: (thingId: string, page: number) => ['history', 'thing', thingId, page] as const,
};

const filled = (path: string, name: string, value: string) => path.replace(`{${name}}`, encodeURIComponent(value));

/** A page of a horse's history: its own changes and those of its media, records and rides, newest first. */
export const useHorseHistory = (horseId: string, page: number) =>
  useQuery({
    queryKey: historyKeys.horse(horseId, page),
    queryFn: ({ signal }) =>
      apiFetchPage<HistoryEntry>(filled(ACTIVITY_ROUTES.horseHistory.http.path, 'horseId', horseId), {}, { page, pageSize: HISTORY_PAGE_SIZE }, { fallbackMessage: 'Failed to fetch history', signal }),
    placeholderData: keepPreviousData,
  });

/** A page of one thing's history (a record, a ride), newest first. */
export const useThingHistory = (thingId: string, page: number) =>
  useQuery({
    queryKey: historyKeys.thing(thingId, page),
    queryFn: ({ signal }) =>
      apiFetchPage<HistoryEntry>(filled(ACTIVITY_ROUTES.thingHistory.http.path, 'thingId', thingId), {}, { page, pageSize: HISTORY_PAGE_SIZE }, { fallbackMessage: 'Failed to fetch history', signal }),
    placeholderData: keepPreviousData,
  });
