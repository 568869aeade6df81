import { defineEvent } from '../event.js';
import { inquirySchema } from './contact.schemas.js';

/** Contact events the users service publishes through its outbox. */
export const CONTACT_EVENTS = {
  /** A visitor's request was kept; staff are told of it by mail when the service can send mail. */
  received: defineEvent({ type: 'contact.request.received', version: 1, payload: inquirySchema }),
} as const;
