import { z } from 'zod';
import { roleSchema } from '../role.schema.js';
import { accountIdSchema } from './users.schemas.js';

/** Whether an account gets the daily care digest by mail. */
export const careDigestSchema = z.object({ enabled: z.boolean({ error: 'Enabled must be true or false' }) });
export type CareDigest = z.infer<typeof careDigestSchema>;

/** A staff account and whether it gets the digest, as the administrators' settings page lists it. */
export const careDigestRecipientSchema = z.object({ id: z.string(), email: z.string(), role: roleSchema, enabled: z.boolean() });
export type CareDigestRecipient = z.infer<typeof careDigestRecipientSchema>;

/** An administrator turns one account's digest on or off. */
export const setCareDigestRecipientSchema = accountIdSchema.extend(careDigestSchema.shape);

/**
 * The secret of a digest mail's unsubscribe link: 32 random bytes in base64url (43 characters), the account's
 * own, kept while the account lives. It is the link's whole credential, so it is never logged.
 */
export const careDigestTokenSchema = z.object({
  token: z.string({ error: 'This unsubscribe link is not complete' }).regex(/^[A-Za-z0-9_-]{43}$/, { error: 'This unsubscribe link is not complete' }),
});
