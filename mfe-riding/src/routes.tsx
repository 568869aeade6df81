import { RIDING_LOG_PAGES, type RouteObject, recordRoutes } from '@remuda/shell-kit';

/** This remote's pages, relative to `/admin`: a kind of record's screens, each loading its code on first visit. */
export const routes: RouteObject[] = recordRoutes(RIDING_LOG_PAGES, async () => (await import('./riding-logs')).ridingLogs);
