import type { RemoteName } from '@remuda/contracts';
import { ACTIVITY_ROUTES, type AccessLevel, CARE_DIGEST_UNSUBSCRIBE_PAGE, CARE_ROUTES, CONTACT_ROUTES, DELETED_ROUTES, GALLERY_ROUTES, HORSE_ROUTES, MEDICAL_RECORD_ROUTES, PLATFORM_ROUTES, RIDING_LOG_ROUTES, type RecordHeads, USER_ROUTES, WEBHOOK_ROUTES } from '@remuda/contracts/routes';
import { REMOTES } from '@remuda/contracts/domains';

/**
 * A kind of record's four staff pages, under `/admin/<segment>`, each open to whoever may make the call it is
 * for: the list to its readers (unless the spec keeps it to fewer), adding, editing and deleting to its writers.
 */
export function recordPages(segment: string, heads: RecordHeads, listAccess: AccessLevel = heads.list.access) {
  const list = `/admin/${segment}`;
  return {
    list: { path: list, access: listAccess },
    add: { path: (horseId?: string) => `${list}/add${horseId ? `?horseId=${encodeURIComponent(horseId)}` : ''}`, access: heads.create.access },
    edit: { path: (id: string) => `${list}/edit/${id}`, access: heads.update.access },
    remove: { path: (id: string) => `${list}/delete/${id}`, access: heads.remove.access },
  } as const;
}

export type RecordPages = ReturnType<typeof recordPages>;

export const MEDICAL_RECORD_PAGES = recordPages('medical-records', MEDICAL_RECORD_ROUTES);
/** Every riding-log screen is for trainers and administrators (SPEC.md section 2), though anyone signed in may read the logs. */
export const RIDING_LOG_PAGES = recordPages('riding-logs', RIDING_LOG_ROUTES, 'staff');

/**
 * The staff area's pages and who may open each: the route guards, the navigation and the buttons that lead to them
 * all read it, and a page for a call takes that call's access, so a page never opens for someone its API refuses.
 */
export const PAGES = {
  dashboard: { path: '/admin', access: 'staff' },
  horses: { path: '/admin/horses', access: 'staff' },
  horse: { path: (id: string) => `/admin/horses/${id}`, access: 'staff' },
  horseAdd: { path: '/admin/horses/add', access: HORSE_ROUTES.create.access },
  horseEdit: { path: (id: string) => `/admin/horses/edit/${id}`, access: HORSE_ROUTES.update.access },
  horseMedia: { path: (id: string) => `/admin/horses/${id}/media`, access: HORSE_ROUTES.addMedia.access },
  gallery: { path: '/admin/gallery', access: GALLERY_ROUTES.add.access },
  care: { path: '/admin/care', access: CARE_ROUTES.due.access },
  careSettings: { path: '/admin/care/settings', access: CARE_ROUTES.updateSettings.access },
  medicalRecords: MEDICAL_RECORD_PAGES.list,
  ridingLogs: RIDING_LOG_PAGES.list,
  reports: { path: '/admin/reports', access: 'staff' },
  import: { path: '/admin/import', access: PLATFORM_ROUTES.importRun.access },
  inquiries: { path: '/admin/inquiries', access: CONTACT_ROUTES.list.access },
  users: { path: '/admin/users', access: USER_ROUTES.list.access },
  activity: { path: '/admin/activity', access: ACTIVITY_ROUTES.list.access },
  deleted: { path: '/admin/deleted', access: DELETED_ROUTES.list.access },
  webhooks: { path: '/admin/webhooks', access: WEBHOOK_ROUTES.list.access },
  profile: { path: '/profile', access: USER_ROUTES.profile.access },
} as const satisfies Record<string, { path: string | ((id: string) => string); access: AccessLevel }>;

/** Who may open the page at `path`, for the pages named by a plain path (the navigation's). */
export function pageAccess(path: string): AccessLevel | undefined {
  return Object.values(PAGES).find((page) => page.path === path)?.access;
}

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
  /** Where a digest mail's unsubscribe link leads (with `?token=`). */
  careDigestUnsubscribe: CARE_DIGEST_UNSUBSCRIBE_PAGE,
  profile: PAGES.profile.path,
  admin: PAGES.dashboard.path,
  adminUsers: PAGES.users.path,
  adminDeleted: PAGES.deleted.path,
  webhooks: PAGES.webhooks.path,
  reports: PAGES.reports.path,
  /** The import page, set to a kind of file (`horses`, `medical-records`, `riding-logs`). */
  import: (kind?: string) => `${PAGES.import.path}${kind ? `?kind=${encodeURIComponent(kind)}` : ''}`,
  inquiries: PAGES.inquiries.path,
  activity: PAGES.activity.path,
  adminHorses: PAGES.horses.path,
  adminHorse: PAGES.horse.path,
  adminHorseAdd: PAGES.horseAdd.path,
  adminHorseEdit: PAGES.horseEdit.path,
  adminHorseMedia: PAGES.horseMedia.path,
  adminGallery: PAGES.gallery.path,
  adminCare: PAGES.care.path,
  adminCareSettings: PAGES.careSettings.path,
  medicalRecords: MEDICAL_RECORD_PAGES.list.path,
  medicalRecordAdd: MEDICAL_RECORD_PAGES.add.path,
  medicalRecordEdit: MEDICAL_RECORD_PAGES.edit.path,
  medicalRecordDelete: MEDICAL_RECORD_PAGES.remove.path,
  ridingLogs: RIDING_LOG_PAGES.list.path,
  ridingLogAdd: RIDING_LOG_PAGES.add.path,
  ridingLogEdit: RIDING_LOG_PAGES.edit.path,
  ridingLogDelete: RIDING_LOG_PAGES.remove.path,
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
