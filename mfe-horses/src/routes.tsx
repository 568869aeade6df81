import type { ReactNode } from 'react';
import { RequireAccess, type RouteObject, lazyPage } from '@remuda/shell-kit';

/** Every screen here is for trainers and administrators (SPEC.md section 2, "Admin routes and their access"). */
const staff = (page: ReactNode) => <RequireAccess access="staff">{page}</RequireAccess>;

/** This remote's pages, relative to `/admin`; each loads its code on first visit. */
export const routes: RouteObject[] = [
  {
    index: true,
    element: staff(lazyPage(async () => (await import('./features/dashboard/components/dashboard-page')).DashboardPage)),
  },
  {
    path: 'horses',
    element: staff(lazyPage(async () => (await import('./features/horses/components/horses-page')).HorsesPage)),
  },
  {
    path: 'horses/add',
    element: staff(lazyPage(async () => (await import('./features/horse-form/components/add-horse-page')).AddHorsePage)),
  },
  {
    path: 'horses/edit/:id',
    element: staff(lazyPage(async () => (await import('./features/horse-form/components/edit-horse-page')).EditHorsePage)),
  },
  {
    path: 'horses/:id',
    element: staff(lazyPage(async () => (await import('./features/horses/components/horse-detail-page')).HorseDetailPage)),
  },
  {
    path: 'horses/:id/media',
    element: staff(lazyPage(async () => (await import('./features/horse-media/components/horse-media-page')).HorseMediaPage)),
  },
];
