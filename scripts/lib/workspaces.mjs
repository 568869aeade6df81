// The workspaces as the scripts (build, type check, jest, the container image) need them, put together from the
// domain manifest, services/contracts/src/domains.js: the platform's own parts around each domain's service and
// remote. No domain is named here.
import { DOMAINS, PLATFORM_WORKSPACES, REMOTES, SERVICES } from '../../services/contracts/src/domains.js';

export { DOMAINS, PLATFORM_WORKSPACES, REMOTES, SERVICES };

const platform = (role) => PLATFORM_WORKSPACES.filter((w) => w.role === role).map((w) => w.workspace);

/** Compiled by swc (src -> dist), in this order: the libraries, every domain's service, then the gateway and the program. */
export const BACKENDS = [...platform('library'), ...SERVICES.map((s) => s.workspace), ...platform('back-end')];

/** Bundled by webpack: the shell and every remote. */
export const FRONTENDS = [...platform('front-end'), ...REMOTES.map((r) => r.workspace)];

/** Front ends read these from source, so a change there means rebuilding them too. */
export const FRONTEND_SOURCES = ['shell/kit', 'services/contracts'];

/** Every workspace the TypeScript compiler checks. */
export const TYPECHECKED = [...BACKENDS, ...platform('web-library'), ...FRONTENDS, ...platform('browser-tests')];

/**
 * jest's projects: name and folder of every back-end workspace (ES modules under node) and every front end
 * (CommonJS under jsdom). A domain's service is named by its target, its remote by its workspace.
 */
export const JEST_PROJECTS = {
  node: [
    ...PLATFORM_WORKSPACES.filter((w) => w.role === 'library').map((w) => ({ name: w.project, dir: w.workspace })),
    ...SERVICES.map((s) => ({ name: s.target, dir: s.workspace })),
    ...PLATFORM_WORKSPACES.filter((w) => w.role === 'back-end').map((w) => ({ name: w.project, dir: w.workspace })),
  ],
  web: [
    ...PLATFORM_WORKSPACES.filter((w) => w.role === 'web-library' || w.role === 'front-end').map((w) => ({ name: w.project, dir: w.workspace })),
    ...REMOTES.map((r) => ({ name: r.workspace, dir: r.workspace })),
  ],
};
