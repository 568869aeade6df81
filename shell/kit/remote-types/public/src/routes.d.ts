import { type RouteObject } from '@remuda/shell-kit';
/** The public site's pages, relative to `/`. Each page's code loads on its first visit. */
export declare const routes: RouteObject[];
