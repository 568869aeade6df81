// @ts-check
/**
 * Remuda's domains, listed once. Whatever needs to know which domains, service targets and remotes exist reads
 * this file: the scripts (build, type check, jest's projects, the distributed stack), the container image, the
 * configuration (REMUDA_TARGET, REMUDA_REMOTE_<NAME>_URL), the platform's targets, the remote registry, and the
 * shell's areas and staff navigation.
 *
 * Plain JavaScript on purpose: Node scripts and jest's configuration read it as it is, without a build, and
 * TypeScript reads it too (`allowJs`), with the literal types its `@type {const}` assertions keep.
 *
 * Adding a domain: one entry in DOMAINS, plus its own folders (see README.md, "Adding a domain").
 */

/**
 * Every domain, in the order its service starts (the platform stops them in reverse, after the gateway) and its
 * remote is listed in the registry.
 *
 * - `service`: its back-end workspace, or null. `target` is its REMUDA_TARGET and the name it runs under; its
 *   package's index exports its ServiceDefinition as `service`.
 * - `remote`: its micro-frontend, or null when its screens are the shell's. `name` is its name in the remote
 *   registry (REMUDA_REMOTE_<NAME>_URL, /remotes/<name>/, federation name remuda_<name>); `areas` are the first
 *   path segments it draws under each layout ('' is the layout's own index page); `reports` are the modules it
 *   exposes as sections of /admin/reports (slots of the shell-kit's RemoteSlot), in the order the page shows them.
 * - `contracts`: its folder of schemas and operations in @remuda/contracts, or null.
 * - `nav`: its entries in the staff navigation, shown between the shell's Home and Reports, each to whoever may
 *   open its page (the shell kit's page table, `PAGES`, says who).
 */
export const DOMAINS = /** @type {const} */ ([
  {
    name: 'public',
    service: null,
    remote: {
      name: 'public',
      workspace: 'mfe-public',
      package: '@remuda/mfe-public',
      areas: { public: ['', 'about', 'gallery', 'contact', 'cattle', 'horses'], admin: [] },
      reports: [],
    },
    contracts: null,
    nav: [],
  },
  {
    name: 'users',
    service: { target: 'users', workspace: 'services/users', package: '@remuda/users' },
    remote: null,
    contracts: 'services/contracts/src/users',
    nav: [],
  },
  {
    name: 'horses',
    service: { target: 'horses', workspace: 'services/horses', package: '@remuda/horses' },
    remote: {
      name: 'horses',
      workspace: 'mfe-horses',
      package: '@remuda/mfe-horses',
      areas: { public: [], admin: ['', 'horses', 'gallery', 'care', 'import'] },
      reports: ['health-report'],
    },
    contracts: 'services/contracts/src/horses',
    nav: [
      { label: 'Horses', path: '/admin/horses' },
      { label: 'Gallery', path: '/admin/gallery' },
      { label: "Today's Care", path: '/admin/care' },
      { label: 'Care Settings', path: '/admin/care/settings' },
      { label: 'Import', path: '/admin/import' },
    ],
  },
  {
    name: 'medical',
    service: { target: 'medical', workspace: 'services/medical', package: '@remuda/medical' },
    remote: {
      name: 'medical',
      workspace: 'mfe-medical',
      package: '@remuda/mfe-medical',
      areas: { public: [], admin: ['medical-records'] },
      reports: [],
    },
    contracts: 'services/contracts/src/medical',
    nav: [{ label: 'Medical Records', path: '/admin/medical-records' }],
  },
  {
    name: 'riding',
    service: { target: 'riding', workspace: 'services/riding', package: '@remuda/riding' },
    remote: {
      name: 'riding',
      workspace: 'mfe-riding',
      package: '@remuda/mfe-riding',
      areas: { public: [], admin: ['riding-logs'] },
      reports: ['activity-report'],
    },
    contracts: 'services/contracts/src/riding',
    nav: [{ label: 'Riding Logs', path: '/admin/riding-logs' }],
  },
  {
    name: 'webhooks',
    service: { target: 'webhooks', workspace: 'services/webhooks', package: '@remuda/webhooks' },
    remote: null,
    contracts: 'services/contracts/src/webhooks',
    // Its screen is the shell's, listed in the shell's own navigation beside Users.
    nav: [],
  },
  {
    name: 'activity',
    service: { target: 'activity', workspace: 'services/activity', package: '@remuda/activity' },
    remote: {
      name: 'activity',
      workspace: 'mfe-activity',
      package: '@remuda/mfe-activity',
      areas: { public: [], admin: ['activity'] },
      reports: [],
    },
    contracts: 'services/contracts/src/activity',
    nav: [{ label: 'Activity', path: '/admin/activity' }],
  },
]);

/**
 * The workspaces that belong to no domain: the platform every domain plugs into. `project` is the name of its
 * jest project; `role` says how the scripts treat it: `library` and `back-end` are compiled by swc (libraries
 * before the domains' services, back ends after them), `web-library` is read from source by the front ends,
 * `front-end` is bundled by webpack, `browser-tests` is only type-checked (its jest project runs on request).
 */
export const PLATFORM_WORKSPACES = /** @type {const} */ ([
  { workspace: 'services/contracts', package: '@remuda/contracts', project: 'contracts', role: 'library' },
  { workspace: 'services/kit', package: '@remuda/service-kit', project: 'service-kit', role: 'library' },
  { workspace: 'services/known-horses', package: '@remuda/known-horses', project: 'known-horses', role: 'library' },
  { workspace: 'services/horse-records', package: '@remuda/horse-records', project: 'horse-records', role: 'library' },
  { workspace: 'services/demo', package: '@remuda/demo', project: 'demo', role: 'back-end' },
  { workspace: 'gateway', package: '@remuda/gateway', project: 'gateway', role: 'back-end' },
  { workspace: 'services/platform', package: '@remuda/platform', project: 'platform', role: 'back-end' },
  { workspace: 'shell/kit', package: '@remuda/shell-kit', project: 'shell-kit', role: 'web-library' },
  { workspace: 'shell', package: '@remuda/shell', project: 'shell', role: 'front-end' },
  { workspace: 'e2e', package: '@remuda/e2e', project: 'e2e', role: 'browser-tests' },
]);

/**
 * @typedef {(typeof DOMAINS)[number]} Domain
 * @typedef {NonNullable<Domain['service']>} DomainService
 * @typedef {NonNullable<Domain['remote']>} DomainRemote
 * @typedef {Domain['nav'][number]} DomainNavEntry
 */

/** The back-end services, in start order. */
export const SERVICES = Object.freeze(DOMAINS.flatMap((d) => (d.service ? [/** @type {DomainService} */ (d.service)] : [])));

/** Every REMUDA_TARGET that runs one service (besides `all` and `gateway`). */
export const SERVICE_TARGETS = Object.freeze(SERVICES.map((s) => s.target));

/** The micro-frontends the shell composes, in registry order. */
export const REMOTES = Object.freeze(DOMAINS.flatMap((d) => (d.remote ? [/** @type {DomainRemote} */ (d.remote)] : [])));

/** The remotes' names. */
export const REMOTE_NAMES = Object.freeze(REMOTES.map((r) => r.name));

/** The sections of /admin/reports, as `<remote>/<module>`, in domain order. */
export const REPORT_SECTIONS = Object.freeze(REMOTES.flatMap((r) => r.reports.map((/** @type {string} */ module) => `${r.name}/${module}`)));

/** The domains' entries in the staff navigation, in domain order. */
export const DOMAIN_NAV = Object.freeze(DOMAINS.flatMap((d) => /** @type {readonly DomainNavEntry[]} */ (d.nav)));

/**
 * The environment variable that says where the shell finds a remote: REMUDA_REMOTE_HORSES_URL for `horses`.
 * @template {string} N
 * @param {N} name
 * @returns {`REMUDA_REMOTE_${Uppercase<N>}_URL`}
 */
export function remoteUrlVariable(name) {
  return /** @type {`REMUDA_REMOTE_${Uppercase<N>}_URL`} */ (`REMUDA_REMOTE_${name.toUpperCase()}_URL`);
}
