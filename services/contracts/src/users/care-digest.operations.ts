import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { CARE_DIGEST_ROUTES as R } from './care-digest.routes.js';
import { careDigestRecipientSchema, careDigestSchema, careDigestTokenSchema, setCareDigestRecipientSchema } from './care-digest.schemas.js';

/** The daily care digest's subscriptions (care-digest.routes.ts), with their schemas. */
export const CARE_DIGEST_OPERATIONS = {
  get: defineOperation({ ...R.get, request: z.object({}), answer: careDigestSchema, errors: [] }),
  set: defineOperation({ ...R.set, request: careDigestSchema, answer: careDigestSchema, errors: ['VALIDATION_FAILED'] }),
  recipients: defineOperation({ ...R.recipients, request: z.object({}), answer: z.array(careDigestRecipientSchema), errors: [] }),
  setRecipient: defineOperation({
    ...R.setRecipient,
    request: setCareDigestRecipientSchema,
    answer: careDigestRecipientSchema,
    // A plain USER's account gets no digest: refused on `enabled`.
    errors: ['VALIDATION_FAILED', 'USER_NOT_FOUND'],
  }),
  /** Answers `{ ok: true }` for an unknown token too, so the answer never tells which tokens exist. */
  unsubscribe: defineOperation({ ...R.unsubscribe, request: careDigestTokenSchema, answer: z.object({ ok: z.literal(true) }), errors: ['VALIDATION_FAILED', 'RATE_LIMITED'] }),
} as const;
