import { z } from 'zod';
import { REMOTE_NAMES } from './domains.js';
import { MAX_REMOTE_REPORTS, REMOTE_OUTCOMES, type RemoteOutcome } from './platform/releases.js';

/** The micro-frontends the shell composes: those of the domain manifest (domains.js). */
export { REMOTE_NAMES };
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** A remote's release on trial: its mf-manifest.json URL, loaded by this share of browsers (sticky per browser). */
export const canaryReleaseSchema = z.object({
  url: z.string(),
  percent: z.number().gt(0).max(100),
});
export type CanaryRelease = z.infer<typeof canaryReleaseSchema>;

/**
 * The remote registry the gateway serves: each remote's mf-manifest.json URL, changeable per environment; for a
 * remote whose release was just replaced, the previous release's, which a page loads when the current one's files
 * cannot be fetched; and for a remote on trial, the canary release a share of browsers loads instead (left out
 * once it has been rolled back).
 */
export const remoteRegistrySchema = z.object({
  remotes: z.record(z.enum(REMOTE_NAMES), z.string()),
  previous: z.partialRecord(z.enum(REMOTE_NAMES), z.string()).optional(),
  canary: z.partialRecord(z.enum(REMOTE_NAMES), canaryReleaseSchema).optional(),
});
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;

export { MAX_REMOTE_REPORTS, REMOTE_OUTCOMES, type RemoteOutcome };

/** A browser's reports: the release is the manifest URL the page used; nothing about the person is sent. */
export const remoteReportsSchema = z.object({
  reports: z
    .array(
      z.object({
        remote: z.enum(REMOTE_NAMES),
        release: z.string().max(500),
        outcome: z.enum(REMOTE_OUTCOMES),
      }),
    )
    .min(1)
    .max(MAX_REMOTE_REPORTS),
});
export type RemoteReports = z.infer<typeof remoteReportsSchema>;

/** A canary as an administrator sees it: its share, the page loads and errors counted so far, and whether it was rolled back. */
export const canaryStatusSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  url: z.string(),
  percent: z.number(),
  maxErrorRate: z.number(),
  minLoads: z.number().int(),
  loads: z.number().int(),
  errors: z.number().int(),
  rolledBack: z
    .object({ at: z.string(), loads: z.number().int(), errors: z.number().int() })
    .nullable(),
});
export type CanaryStatus = z.infer<typeof canaryStatusSchema>;
