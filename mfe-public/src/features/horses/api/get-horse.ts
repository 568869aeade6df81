import { HORSE_ROUTES } from '@remuda/contracts/routes';
import { ApiError, requestOf } from '@remuda/shell-kit';

/** One horse with its pictures, clips and riding logs: the kit's query, the same answer the staff page reads. */
export { horseQueryOptions, useHorse } from '@remuda/shell-kit';

/** Where one horse is read: by this page (the kit's query), and by the server drawing it. */
export const horsePath = (id: string) => requestOf(HORSE_ROUTES.get, { id }).path;

export const HORSE_NOT_FOUND = 'Horse not found. It may have been removed from our listings.';

/** What the page says when the horse could not be loaded: a 404 in words, otherwise the error's own text. */
export function horseLoadError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return HORSE_NOT_FOUND;
  return error instanceof Error && error.message ? error.message : 'Failed to fetch horse';
}
