import type { RouteObject } from '@remuda/shell-kit';

/** This remote's pages, relative to `/admin`. */
export const routes: RouteObject[] = [];
