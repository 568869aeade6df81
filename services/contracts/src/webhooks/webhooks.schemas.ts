import { z } from 'zod';
import { EVENT_CATALOG } from '../event-catalog.js';
import { pageLimit, pageOffset, text } from '../validation.js';

/**
 * The event types a receiver may ask for: the whole catalogue but the sessions' (a session's id is a credential,
 * and no other system needs to know who signed out).
 */
export const WEBHOOK_EVENT_TYPES: readonly string[] = EVENT_CATALOG.map((e) => e.type).filter((type) => !type.startsWith('users.session.'));

/** Types whose events carry people's emails (accounts, registrations, contact requests): marked personal on screen. */
export const isPersonalEventType = (type: string): boolean => type.startsWith('users.') || type.startsWith('contact.');

export const webhookEventTypeSchema = z.object({ type: z.string(), personal: z.boolean() });
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

export const WEBHOOK_NAME_MAX_LENGTH = 100;
export const WEBHOOK_URL_MAX_LENGTH = 2000;

const urlSchema = z
  .string({ error: 'URL is required' })
  .trim()
  .min(1, { error: 'URL is required', abort: true })
  .max(WEBHOOK_URL_MAX_LENGTH, { error: `URL must be at most ${WEBHOOK_URL_MAX_LENGTH} characters` })
  .refine((v) => {
    try {
      const url = new URL(v);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password;
    } catch {
      return false;
    }
  }, { error: 'URL must be a web address such as https://example.com/hooks, without a user name or password' });

const eventsSchema = z
  .array(z.string(), { error: 'Choose the events to send' })
  .min(1, { error: 'Choose at least one event' })
  .refine((types) => types.every((t) => WEBHOOK_EVENT_TYPES.includes(t)), { error: 'Choose events from the list' })
  .transform((types) => [...new Set(types)].sort());

/** What an administrator fills in for a receiver. */
export const webhookReceiverInputSchema = z.object({
  name: text({ label: 'Name', required: true, max: WEBHOOK_NAME_MAX_LENGTH }),
  url: urlSchema,
  events: eventsSchema,
  enabled: z.boolean({ error: 'Enabled must be true or false' }).default(true),
});
export type WebhookReceiverInput = z.input<typeof webhookReceiverInputSchema>;

export const webhookIdSchema = z.object({ id: z.uuid({ error: 'Not found' }) });
export const updateWebhookReceiverSchema = webhookIdSchema.extend(webhookReceiverInputSchema.shape);

export const webhookReceiverSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  /** False while paused: nothing is sent, and events of the time it is paused are not kept for it. */
  enabled: z.boolean(),
  createdAt: z.string(),
  /** Deliveries still to send, and those given up on. */
  pending: z.number().int(),
  failed: z.number().int(),
});
export type WebhookReceiver = z.infer<typeof webhookReceiverSchema>;

/** A receiver as made, or with a new secret: the secret is shown here, and never again. */
export const webhookReceiverWithSecretSchema = z.object({ receiver: webhookReceiverSchema, secret: z.string() });
export type WebhookReceiverWithSecret = z.infer<typeof webhookReceiverWithSecretSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  aggregateId: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** What the last try met: an HTTP status, a time-out, a refused address. Null before the first try. */
  lastError: z.string().nullable(),
  /** When it is tried next, while pending. */
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = webhookIdSchema.extend({
  status: z.enum(WEBHOOK_DELIVERY_STATUSES, { error: 'Status must be pending, delivered or failed' }).optional(),
  limit: pageLimit.optional(),
  offset: pageOffset.optional(),
});
export type WebhookDeliveryListQuery = z.input<typeof webhookDeliveryListSchema>;
export const webhookDeliveryPageSchema = z.object({ items: z.array(webhookDeliverySchema), total: z.number().int() });
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

/** The body a receiver gets: the event's envelope, its actor without an email. */
export const webhookBodySchema = z.object({
  id: z.string(),
  type: z.string(),
  version: z.number().int(),
  occurredAt: z.string(),
  aggregateId: z.string(),
  actor: z.object({ id: z.string(), role: z.string() }).nullable(),
  data: z.unknown(),
});
export type WebhookBody = z.infer<typeof webhookBodySchema>;
