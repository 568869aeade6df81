import { defineHeads } from '../http-route.js';

/** Routes of the platform itself, answered by the gateway. */
export const PLATFORM_ROUTES = defineHeads({
  remotes: {
    pattern: 'platform.remotes.registry',
    access: 'public',
    http: { method: 'GET', path: '/api/remotes', tag: 'platform', summary: 'The micro-frontend registry: remote name to mf-manifest.json URL' },
  },
  uploadLimits: {
    pattern: 'platform.uploads.limits',
    access: 'staff',
    http: { method: 'GET', path: '/api/uploads/limits', tag: 'platform', summary: 'The largest picture and clip an upload may be, in bytes' },
  },
});
