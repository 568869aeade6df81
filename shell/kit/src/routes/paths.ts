import type { RemoteName } from '@remuda/contracts';
import { REMOTES } from '@remuda/contracts/domains';

/** Every page of the site, in one place. Screens link with these, never with hand-written strings. */
export const paths = {
  home: '/',
  about: '/about',
  gallery: '/gallery',
  contact: '/contact',
  cattle: '/cattle',
  horses: '/horses',
  horse: (id: string) => `/horses/${id}`,
  login: '/login',
  register: '/register',
  unauthorized: '/unauthorized',
  profile: '/profile',
  admin: '/admin',
  adminUsers: '/admin/users',
  reports: '/admin/reports',
  inquiries: '/admin/inquiries',
  adminHorses: '/admin/horses',
  adminHorse: (id: string) => `/admin/horses/${id}`,
  adminHorseAdd: '/admin/horses/add',
  adminHorseEdit: (id: string) => `/admin/horses/edit/${id}`,
  adminHorseMedia: (id: string) => `/admin/horses/${id}/media`,
  medicalRecords: '/admin/medical-records',
  medicalRecordAdd: (horseId?: string) => `/admin/medical-records/add${horseId ? `?horseId=${encodeURIComponent(horseId)}` : ''}`,
  medicalRecordEdit: (id: string) => `/admin/medical-records/edit/${id}`,
  medicalRecordDelete: (id: string) => `/admin/medical-records/delete/${id}`,
  ridingLogs: '/admin/riding-logs',
  ridingLogAdd: (horseId?: string) => `/admin/riding-logs/add${horseId ? `?horseId=${encodeURIComponent(horseId)}` : ''}`,
  ridingLogEdit: (id: string) => `/admin/riding-logs/edit/${id}`,
  ridingLogDelete: (id: string) => `/admin/riding-logs/delete/${id}`,
} as const;

/**
 * Other spellings of pages, decided once: the /public/... links of the public site are the plain pages, and the
 * dashboard's unprefixed links are the staff screens under /admin. Query strings travel along.
 */
export const PATH_ALIASES: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/public/about', to: '/about' },
  { from: '/public/contact', to: '/contact' },
  { from: '/public/horses', to: '/horses' },
  { from: '/public/horses/:id', to: '/horses/:id' },
  { from: '/horses/add', to: '/admin/horses/add' },
  { from: '/horses/edit/:id', to: '/admin/horses/edit/:id' },
  { from: '/medical-records', to: '/admin/medical-records' },
  { from: '/medical-records/*', to: '/admin/medical-records/*' },
  { from: '/riding-logs', to: '/admin/riding-logs' },
  { from: '/riding-logs/*', to: '/admin/riding-logs/*' },
  { from: '/reports', to: '/admin/reports' },
];

/** Fills an alias target's `:params` and `*` from what its source matched. */
export function aliasTarget(to: string, params: Record<string, string | undefined>): string {
  return to
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
    .replace(/\*$/, params['*'] ?? '');
}

export type Layout = 'public' | 'admin';

/** The first path segments each remote of the domain manifest claims under one layout. */
const areasOf = (layout: Layout): Record<string, RemoteName> =>
  Object.fromEntries(REMOTES.flatMap((remote) => remote.areas[layout].map((segment: string) => [segment, remote.name])));

/**
 * Which remote draws which part of the site, by the first path segment under its layout: the public site
 * under `/`, the staff screens under `/admin`; each remote's `areas` in the domain manifest (domains.js). A path
 * no remote claims is the shell's 404, with nothing loaded.
 */
export const REMOTE_AREAS: Record<Layout, Record<string, RemoteName>> = {
  public: areasOf('public'),
  admin: areasOf('admin'),
};

export function remoteForPath(layout: Layout, restOfPath: string): RemoteName | null {
  const first = restOfPath.replace(/^\/+/, '').split('/')[0] ?? '';
  return Object.prototype.hasOwnProperty.call(REMOTE_AREAS[layout], first) ? REMOTE_AREAS[layout][first] : null;
}
