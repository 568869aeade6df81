import { type RouteObject } from '@remuda/shell-kit';
/** This remote's pages, relative to `/admin`; each loads its code on first visit. */
export declare const routes: RouteObject[];
