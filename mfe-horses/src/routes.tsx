import { type AccessLevel } from '@remuda/contracts/routes';
import { PAGES, RequireAccess, type RouteObject, lazyPage } from '@remuda/shell-kit';

/** A page behind the guard of who may open it (the kit's page table, SPEC.md section 2). */
const guarded = (access: AccessLevel, load: Parameters<typeof lazyPage>[0]) => <RequireAccess access={access}>{lazyPage(load)}</RequireAccess>;

/** This remote's pages, relative to `/admin`; each loads its code on first visit. */
export const routes: RouteObject[] = [
  { index: true, element: guarded(PAGES.dashboard.access, async () => (await import('./features/dashboard/components/dashboard-page')).DashboardPage) },
  { path: 'horses', element: guarded(PAGES.horses.access, async () => (await import('./features/horses/components/horses-page')).HorsesPage) },
  { path: 'horses/add', element: guarded(PAGES.horseAdd.access, async () => (await import('./features/horse-form/components/add-horse-page')).AddHorsePage) },
  { path: 'horses/edit/:id', element: guarded(PAGES.horseEdit.access, async () => (await import('./features/horse-form/components/edit-horse-page')).EditHorsePage) },
  { path: 'horses/:id', element: guarded(PAGES.horse.access, async () => (await import('./features/horses/components/horse-detail-page')).HorseDetailPage) },
  { path: 'horses/:id/media', element: guarded(PAGES.horseMedia.access, async () => (await import('./features/horse-media/components/horse-media-page')).HorseMediaPage) },
  { path: 'care', element: guarded(PAGES.care.access, async () => (await import('./features/care/components/care-page')).CarePage) },
  {
    path: 'care/settings',
    element: guarded(PAGES.careSettings.access, async () => (await import('./features/care-settings/components/care-settings-page')).CareSettingsPage),
  },
  { path: 'import', element: guarded(PAGES.import.access, async () => (await import('./features/import/components/import-page')).ImportPage) },
  { path: 'gallery', element: guarded(PAGES.gallery.access, async () => (await import('./features/gallery/components/gallery-admin-page')).GalleryAdminPage) },
];
