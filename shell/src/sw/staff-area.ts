/**
 * The pages of the installable staff app: its start page (/admin and everything under it), the account's profile,
 * and signing in. The public site is not part of it: its pages are never answered by the service worker.
 */
const STAFF_PATHS = /^\/(admin|profile|login)(\/|$)/;

export const isStaffPath = (pathname: string): boolean => STAFF_PATHS.test(pathname);
