import { z } from 'zod';
import { defineEdgeRoute } from '../operation.js';
import { remoteRegistrySchema } from '../remotes.js';
import { PLATFORM_ROUTES as R } from './platform.routes.js';

/** The largest upload of each kind, as the gateway accepts them (REMUDA_MAX_IMAGE_BYTES, REMUDA_MAX_VIDEO_BYTES). */
export const uploadLimitsSchema = z.object({ imageBytes: z.number().int().positive(), videoBytes: z.number().int().positive() });
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;

/** Routes of the platform itself, answered by the gateway. */
export const PLATFORM_EDGE_ROUTES = {
  remotes: defineEdgeRoute({ ...R.remotes, answer: remoteRegistrySchema, errors: [] }),
  uploadLimits: defineEdgeRoute({ ...R.uploadLimits, answer: uploadLimitsSchema, errors: [] }),
  export: defineEdgeRoute({ ...R.export, answer: z.string(), errors: [] }),
} as const;
