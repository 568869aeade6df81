import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { WEBHOOK_ROUTES as R } from './webhooks.routes.js';
import {
  updateWebhookReceiverSchema,
  webhookDeliveryListSchema,
  webhookDeliveryPageSchema,
  webhookDeliverySchema,
  webhookEventTypeSchema,
  webhookIdSchema,
  webhookReceiverInputSchema,
  webhookReceiverSchema,
  webhookReceiverWithSecretSchema,
} from './webhooks.schemas.js';

/** The receivers and their deliveries (webhooks.routes.ts), with their schemas. */
export const WEBHOOK_OPERATIONS = {
  eventTypes: defineOperation({ ...R.eventTypes, request: z.object({}), answer: z.array(webhookEventTypeSchema), errors: [] }),
  list: defineOperation({ ...R.list, request: z.object({}), answer: z.array(webhookReceiverSchema), errors: [] }),
  create: defineOperation({ ...R.create, request: webhookReceiverInputSchema, answer: webhookReceiverWithSecretSchema, errors: ['VALIDATION_FAILED'] }),
  update: defineOperation({ ...R.update, request: updateWebhookReceiverSchema, answer: webhookReceiverSchema, errors: ['VALIDATION_FAILED', 'NOT_FOUND'] }),
  remove: defineOperation({ ...R.remove, request: webhookIdSchema, answer: z.object({ ok: z.literal(true) }), errors: ['VALIDATION_FAILED', 'NOT_FOUND'] }),
  replaceSecret: defineOperation({ ...R.replaceSecret, request: webhookIdSchema, answer: webhookReceiverWithSecretSchema, errors: ['VALIDATION_FAILED', 'NOT_FOUND'] }),
  deliveries: defineOperation({ ...R.deliveries, request: webhookDeliveryListSchema, answer: webhookDeliveryPageSchema, errors: ['VALIDATION_FAILED', 'NOT_FOUND'] }),
  resend: defineOperation({ ...R.resend, request: webhookIdSchema, answer: webhookDeliverySchema, errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT'] }),
} as const;
