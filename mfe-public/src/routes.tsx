import type { ComponentType } from 'react';
import type { GalleryPicture, Horse, HorseDetail } from '@remuda/contracts';
import {
  GALLERY_PATH,
  type PageHead,
  PageHeadOf,
  type PublicPage,
  type RouteObject,
  SITE_NAME,
  excerpt,
  galleryQueryOptions,
  pageLoader,
  paths,
} from '@remuda/shell-kit';
import ranchPicture from './assets/ranch-picture.webp';
import { ageLabel, horsePhotoAlt, sexLabel } from './components/horse-labels';
import { FEATURED_CANDIDATES_PATH, featuredHorseCandidatesQueryOptions, pickFeaturedHorse } from './features/home/api/get-featured-horse';
import { HORSE_NOT_FOUND, horseLoadError, horsePath, horseQueryOptions } from './features/horses/api/get-horse';
import { horsesPath, horsesQueryOptions } from './features/horses/api/get-horses';
import { filtersFromSearch } from './features/horses/horse-filters';

/** The picture a shared link to a page without one of its own shows: the home barn at sunrise. */
const RANCH_PICTURE = {
  url: ranchPicture,
  alt: 'A red gambrel-roofed barn, a steel silo and cottonwood trees at sunrise, with a sorrel and a buckskin horse inside the rail corral in front.',
  width: 1280,
  height: 853,
};

/**
 * A page of the public site: its code loads on first visit (or ahead, when the server draws it and when the browser
 * hydrates what the server drew), and it declares what it reads and its head beside its route.
 */
function publicPage<T>(route: { index: true } | { path: string }, load: () => Promise<ComponentType>, page: Omit<PublicPage<T>, 'preload'>): RouteObject {
  const { element, preload } = pageLoader(load);
  const declared = { ...page, preload } as PublicPage;
  return { ...route, handle: { page: declared }, element: <PageHeadOf page={declared}>{element}</PageHeadOf> } as RouteObject;
}

/** A horse's page head: its name, the start of its description and its photo, and schema.org data naming it. */
function horseHead(id: string, horse: HorseDetail | undefined, error: unknown): PageHead | null {
  const path = paths.horse(id);
  if (!horse && !error) return null;
  if (!horse) {
    const missing = horseLoadError(error) === HORSE_NOT_FOUND;
    return { title: missing ? 'Horse not found' : 'Horse unavailable', description: HORSE_NOT_FOUND, path, noindex: true };
  }
  const facts = [horse.breed || 'Breed unknown', sexLabel(horse.sex), ageLabel(horse.age)].join(' · ');
  const description = excerpt(horse.description, 150) || `${horse.name}: ${facts}, at ${SITE_NAME}.`;
  const largest = horse.profileImageVariants.at(-1);
  const image = horse.profileImage ? { url: largest?.url ?? horse.profileImage, alt: horsePhotoAlt(horse), width: largest?.width } : undefined;
  return {
    title: horse.name,
    description,
    path,
    image: image ?? RANCH_PICTURE,
    noindex: horse.deceased,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'ItemPage',
      name: horse.name,
      description,
      breadcrumb: {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Our Horses', item: paths.horses },
          { '@type': 'ListItem', position: 2, name: horse.name, item: path },
        ],
      },
      mainEntity: {
        '@type': 'Thing',
        additionalType: 'https://www.wikidata.org/wiki/Q726',
        name: horse.name,
        description: horse.description || facts,
        ...(image && { image: image.url }),
        url: path,
      },
    },
  };
}

/** The public site's pages, relative to `/`. Each page's code loads on its first visit. */
export const routes: RouteObject[] = [
  publicPage<Horse[]>({ index: true }, async () => (await import('./features/home/components/home-page')).HomePage, {
    // The server draws one featured horse, picked at random, and hands the browser only that one, so the
    // browser's first render picks the same.
    read: () => ({
      queryKey: featuredHorseCandidatesQueryOptions().queryKey,
      path: FEATURED_CANDIDATES_PATH,
      keep: (horses) => {
        const featured = pickFeaturedHorse(horses);
        return featured ? [featured] : [];
      },
    }),
    head: () => ({
      title: SITE_NAME,
      description: 'Remuda Ranch raises and trains horses and cattle with care. Meet our horses and plan a visit.',
      path: paths.home,
      image: RANCH_PICTURE,
      structuredData: { '@context': 'https://schema.org', '@type': 'Organization', name: SITE_NAME, url: paths.home },
    }),
  }),
  publicPage({ path: 'about' }, async () => (await import('./features/about/components/about-page')).AboutPage, {
    head: () => ({
      title: 'About',
      description: 'A family ranch in the high desert, where horses and cattle are raised with patience, good grass and honest work.',
      path: paths.about,
      image: RANCH_PICTURE,
    }),
  }),
  publicPage({ path: 'contact' }, async () => (await import('./features/contact/components/contact-page')).ContactPage, {
    head: () => ({
      title: 'Contact Us',
      description: 'Questions about a horse, the cattle or a visit to the ranch? Write to us and we will get back to you.',
      path: paths.contact,
      image: RANCH_PICTURE,
    }),
  }),
  publicPage({ path: 'cattle' }, async () => (await import('./features/cattle/components/cattle-page')).CattlePage, {
    head: () => ({
      title: 'Our Cattle',
      description: 'A small cow-calf herd raised on open range beside our horses, on grass, on horseback and without hurry.',
      path: paths.cattle,
      image: RANCH_PICTURE,
    }),
  }),
  publicPage<GalleryPicture[]>({ path: 'gallery' }, async () => (await import('./features/gallery/components/gallery-page')).GalleryPage, {
    read: () => ({ queryKey: galleryQueryOptions().queryKey, path: GALLERY_PATH }),
    head: () => ({
      title: 'Gallery',
      description: 'Life on Remuda Ranch: the land, the horses, the cattle and the days the whole outfit turns out for.',
      path: paths.gallery,
      image: RANCH_PICTURE,
    }),
  }),
  publicPage<Horse[]>({ path: 'horses' }, async () => (await import('./features/horses/components/horses-page')).HorsesPage, {
    read: ({ search }) => {
      const filters = filtersFromSearch(search);
      return { queryKey: horsesQueryOptions(filters).queryKey, path: horsesPath(filters) };
    },
    head: () => ({
      title: 'Our Horses',
      description:
        'Mustangs off the open range and ranch-raised stock horses, every one of them handled daily and ridden on real country. Find one you would like to meet.',
      path: paths.horses,
      image: RANCH_PICTURE,
    }),
  }),
  publicPage<HorseDetail>(
    { path: 'horses/:id' },
    async () => (await import('./features/horses/components/horse-detail-page')).HorseDetailPage,
    {
      read: ({ params }) => ({ queryKey: horseQueryOptions(params['id'] ?? '').queryKey, path: horsePath(params['id'] ?? '') }),
      head: ({ params, data, error }) => horseHead(params['id'] ?? '', data, error),
    },
  ),
];
