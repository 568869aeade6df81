import { randomBytes } from 'node:crypto';

/** A new secret for an account's link (its calendar address, its digest's unsubscribe link): 32 random bytes, base64url (43 characters). */
export const newSecretToken = () => randomBytes(32).toString('base64url');
