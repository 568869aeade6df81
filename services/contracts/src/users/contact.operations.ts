import { z } from 'zod';
import { defineOperation } from '../operation.js';
import {
  contactReceiptSchema,
  contactRequestInputSchema,
  inquiryListQuerySchema,
  inquiryPageSchema,
  inquirySchema,
  updateInquiryMessageSchema,
} from './contact.schemas.js';

const tag = 'users';

/**
 * The contact form and the staff inbox it fills, answered by the users service. Anyone may send a request (the
 * gateway limits how often per address); trainers and administrators read and answer them.
 */
export const CONTACT_OPERATIONS = {
  submit: defineOperation({
    pattern: 'users.contact-request.submit',
    access: 'public',
    request: contactRequestInputSchema,
    answer: contactReceiptSchema,
    errors: ['VALIDATION_FAILED', 'RATE_LIMITED'],
    http: {
      method: 'POST', path: '/api/users/request-info', tag, status: 201,
      summary: 'Send a contact request (name, email, message; phone and interest optional) to the ranch staff. Limited per address: 429 with Retry-After past it',
    },
  }),
  list: defineOperation({
    pattern: 'users.contact-request.list',
    access: 'staff',
    request: inquiryListQuerySchema,
    answer: inquiryPageSchema,
    errors: ['VALIDATION_FAILED'],
    http: {
      method: 'GET', path: '/api/users/inquiries', tag, answer: z.array(inquirySchema),
      summary: 'Contact requests, newest first. Optional interest, status (new or answered), limit, offset; X-Total-Count and a Link header for the next page',
    },
  }),
  update: defineOperation({
    pattern: 'users.contact-request.update',
    access: 'staff',
    request: updateInquiryMessageSchema,
    answer: inquirySchema,
    errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    http: { method: 'PUT', path: '/api/users/inquiries/{id}', tag, summary: 'Mark a contact request answered, or back to new' },
  }),
} as const;
