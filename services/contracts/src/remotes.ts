import { z } from 'zod';
import { REMOTE_NAMES } from './domains.js';

/** The micro-frontends the shell composes: those of the domain manifest (domains.js). */
export { REMOTE_NAMES };
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * The remote registry the gateway serves: each remote's mf-manifest.json URL, changeable per environment, and for
 * a remote whose release was just replaced, the previous release's, which a page loads when the current one's
 * files cannot be fetched.
 */
export const remoteRegistrySchema = z.object({
  remotes: z.record(z.enum(REMOTE_NAMES), z.string()),
  previous: z.partialRecord(z.enum(REMOTE_NAMES), z.string()).optional(),
});
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
