import { defineOperation, fromArchive } from '../operation.js';
import { CONTACT_ROUTES as R } from './contact.routes.js';
import {
  contactReceiptSchema,
  contactRequestInputSchema,
  inquiryListQuerySchema,
  inquiryPageSchema,
  inquirySchema,
  updateInquiryMessageSchema,
} from './contact.schemas.js';

/** The contact form and the staff inbox it fills (contact.routes.ts), with their schemas. */
export const CONTACT_OPERATIONS = {
  submit: defineOperation({ ...R.submit, request: contactRequestInputSchema, answer: contactReceiptSchema, errors: ['VALIDATION_FAILED', 'RATE_LIMITED'] }),
  list: defineOperation({ ...R.list, request: inquiryListQuerySchema, answer: inquiryPageSchema, errors: ['VALIDATION_FAILED'] }),
  update: defineOperation({ ...R.update, request: updateInquiryMessageSchema, answer: inquirySchema, errors: ['VALIDATION_FAILED', 'NOT_FOUND'] }),
  /** An archive's inquiries put back with their status; nobody is mailed about them again. */
  fromArchive: fromArchive('contact.inquiry.from-archive', inquirySchema),
} as const;
