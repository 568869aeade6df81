import { z } from 'zod';

/** The micro-frontends the shell composes. */
export const REMOTE_NAMES = ['public', 'horses', 'medical', 'riding'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The remote registry the gateway serves: each remote's mf-manifest.json URL, changeable per environment. */
export const remoteRegistrySchema = z.object({
  remotes: z.record(z.enum(REMOTE_NAMES), z.string()),
});
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
