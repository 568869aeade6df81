import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new receiver secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The headers that sign a delivery (Standard Webhooks): `webhook-id` (the event id: a receiver drops a repeat by
 * it), `webhook-timestamp` (seconds) and `webhook-signature`, `v1,` and the base64 HMAC-SHA256 of
 * `<id>.<timestamp>.<body>` keyed with the secret.
 */
export function signatureHeaders(secret: string, eventId: string, body: string, at: Date): Record<string, string> {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, at, body),
  };
}
