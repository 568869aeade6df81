import { type RouteObject } from '@remuda/shell-kit';
/** This remote's pages, relative to `/admin`: a kind of record's screens, each loading its code on first visit. */
export declare const routes: RouteObject[];
