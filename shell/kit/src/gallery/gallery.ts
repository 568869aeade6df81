import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryCategory } from '@remuda/contracts';
import { GALLERY_ROUTES } from '@remuda/contracts/routes';
import { callApi } from '../api/call-api';
import { GALLERY_KEY } from '../api/query-keys';

/** The gallery's categories by their names on the page, in the tabs' order (SPEC.md section 2). */
export const GALLERY_CATEGORY_LABELS: Readonly<Record<GalleryCategory, string>> = {
  ranch: 'Ranch',
  horses: 'Horses',
  cattle: 'Cattle',
  events: 'Events',
};

/** The categories as choices of a select, in the tabs' order. */
export const GALLERY_CATEGORY_OPTIONS = (Object.entries(GALLERY_CATEGORY_LABELS) as Array<[GalleryCategory, string]>).map(([value, label]) => ({ value, label }));

/** What a page says when the gallery could not be read (no library's words). */
export const GALLERY_LOAD_FAILURE = 'Failed to load the gallery';

/** Where the gallery is read: by the public page, the staff page, and the server drawing the public page. */
export const GALLERY_PATH = GALLERY_ROUTES.list.http.path;

/** Every picture of the public gallery, in its order: one cache entry for the public page and the staff page. */
export const galleryQueryOptions = () =>
  queryOptions({
    queryKey: GALLERY_KEY,
    queryFn: ({ signal }) => callApi(GALLERY_ROUTES.list, {}, { fallbackMessage: GALLERY_LOAD_FAILURE, signal }),
  });

export const useGallery = () => useQuery(galleryQueryOptions());
