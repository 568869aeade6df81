import { PAGES, RequireAccess, type RouteObject, lazyPage } from '@remuda/shell-kit';

/** This remote's pages, relative to `/admin`; each loads its code on first visit. */
export const routes: RouteObject[] = [
  {
    path: 'activity',
    element: (
      <RequireAccess access={PAGES.activity.access}>{lazyPage(async () => (await import('./features/activity/components/activity-page')).ActivityPage)}</RequireAccess>
    ),
  },
];
