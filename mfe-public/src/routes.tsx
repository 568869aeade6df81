import { type RouteObject, lazyPage } from '@remuda/shell-kit';

/** The public site's pages, relative to `/`. Each page's code loads on its first visit. */
export const routes: RouteObject[] = [
  { index: true, element: lazyPage(async () => (await import('./features/home/components/home-page')).HomePage) },
  { path: 'about', element: lazyPage(async () => (await import('./features/about/components/about-page')).AboutPage) },
  { path: 'contact', element: lazyPage(async () => (await import('./features/contact/components/contact-page')).ContactPage) },
  { path: 'cattle', element: lazyPage(async () => (await import('./features/cattle/components/cattle-page')).CattlePage) },
  { path: 'gallery', element: lazyPage(async () => (await import('./features/gallery/components/gallery-page')).GalleryPage) },
  { path: 'horses', element: lazyPage(async () => (await import('./features/horses/components/horses-page')).HorsesPage) },
  {
    path: 'horses/:id',
    element: lazyPage(async () => (await import('./features/horses/components/horse-detail-page')).HorseDetailPage),
  },
];
