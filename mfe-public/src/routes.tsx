import { type RouteObject, lazyPage } from '@remuda/shell-kit';

/** The public site's pages, relative to `/`. Each page's code loads on its first visit. */
export const routes: RouteObject[] = [
  { index: true, element: lazyPage(async () => (await import('./features/home/components/home-page')).HomePage) },
  { path: 'about', element: lazyPage(async () => (await import('./features/about/components/about-page')).AboutPage) },
  { path: 'horses', element: lazyPage(async () => (await import('./features/horses/components/horses-page')).HorsesPage) },
  {
    path: 'horses/:id',
    element: lazyPage(async () => (await import('./features/horses/components/horse-detail-page')).HorseDetailPage),
  },
];
