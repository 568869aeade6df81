import { z } from 'zod';
import { defineEdgeRoute } from '../operation.js';
import { canaryStatusSchema, remoteRegistrySchema, remoteReportsSchema } from '../remotes.js';
import { importJobSchema, importPreviewSchema } from './import.schemas.js';
import { PLATFORM_ROUTES as R } from './platform.routes.js';

/**
 * The largest upload of each kind, as the gateway accepts them (REMUDA_MAX_IMAGE_BYTES, REMUDA_MAX_VIDEO_BYTES,
 * REMUDA_MAX_IMPORT_BYTES: a spreadsheet to import; REMUDA_MAX_DOCUMENT_BYTES: a PDF or picture attached to a record;
 * REMUDA_MAX_ARCHIVE_BYTES: a ranch's archive to restore).
 */
export const uploadLimitsSchema = z.object({
  imageBytes: z.number().int().positive(),
  videoBytes: z.number().int().positive(),
  importBytes: z.number().int().positive(),
  documentBytes: z.number().int().positive(),
  archiveBytes: z.number().int().positive(),
});
export type UploadLimits = z.infer<typeof uploadLimitsSchema>;

/** Routes of the platform itself, answered by the gateway. */
export const PLATFORM_EDGE_ROUTES = {
  remotes: defineEdgeRoute({ ...R.remotes, answer: remoteRegistrySchema, errors: [] }),
  remoteReports: defineEdgeRoute({ ...R.remoteReports, request: remoteReportsSchema, answer: z.object({ counted: z.number().int() }), errors: ['VALIDATION_FAILED', 'RATE_LIMITED'] }),
  canaries: defineEdgeRoute({ ...R.canaries, answer: z.array(canaryStatusSchema), errors: [] }),
  uploadLimits: defineEdgeRoute({ ...R.uploadLimits, answer: uploadLimitsSchema, errors: [] }),
  export: defineEdgeRoute({ ...R.export, answer: z.string(), errors: [] }),
  importPreview: defineEdgeRoute({ ...R.importPreview, answer: importPreviewSchema, errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE'] }),
  importRun: defineEdgeRoute({ ...R.importRun, answer: importJobSchema, errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE'] }),
  importArchive: defineEdgeRoute({ ...R.importArchive, answer: importJobSchema, errors: ['VALIDATION_FAILED', 'CONFLICT', 'PAYLOAD_TOO_LARGE'] }),
  importJobs: defineEdgeRoute({ ...R.importJobs, answer: z.array(importJobSchema), errors: [] }),
  importJob: defineEdgeRoute({ ...R.importJob, answer: importJobSchema, errors: ['NOT_FOUND'] }),
  importCancel: defineEdgeRoute({ ...R.importCancel, answer: importJobSchema, errors: ['NOT_FOUND'] }),
} as const;
