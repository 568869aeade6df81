import type { ReactNode } from 'react';
import { RequireAccess, type RouteObject, lazyPage } from '@remuda/shell-kit';

/** Every riding-log screen is for trainers and administrators (SPEC.md section 2, "Admin routes and their access"). */
const staff = (page: ReactNode) => <RequireAccess access="staff">{page}</RequireAccess>;

/** This remote's pages, relative to `/admin`; each loads its code on first visit. */
export const routes: RouteObject[] = [
  {
    path: 'riding-logs',
    element: staff(lazyPage(async () => (await import('./features/riding-logs/components/riding-logs-page')).RidingLogsPage)),
  },
  {
    path: 'riding-logs/add',
    element: staff(lazyPage(async () => (await import('./features/riding-log-form/components/add-riding-log-page')).AddRidingLogPage)),
  },
  {
    path: 'riding-logs/edit/:id',
    element: staff(lazyPage(async () => (await import('./features/riding-log-form/components/edit-riding-log-page')).EditRidingLogPage)),
  },
  {
    path: 'riding-logs/delete/:id',
    element: staff(lazyPage(async () => (await import('./features/delete-riding-log/components/delete-riding-log-page')).DeleteRidingLogPage)),
  },
];
