import { defineEdgeRoute } from '../operation.js';
import { remoteRegistrySchema } from '../remotes.js';

/** Routes of the platform itself, answered by the gateway. */
export const PLATFORM_ROUTES = {
  remotes: defineEdgeRoute({
    method: 'GET', path: '/api/remotes', tag: 'platform', access: 'public',
    summary: 'The micro-frontend registry: remote name to mf-manifest.json URL', answer: remoteRegistrySchema, errors: [],
  }),
} as const;
