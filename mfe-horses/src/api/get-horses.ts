/**
 * Every horse, as the kit fetches them for every staff screen (one cache entry for the herd, shared with the
 * medical and riding forms' horse selectors). The staff screens filter, sort and count on the page: a ranch's
 * herd is small, the filters answer at once, and the dashboard's counts always agree with the list they link to.
 */
export { horsesQueryOptions, useHorses } from '@remuda/shell-kit';
