import { z } from 'zod';
import { pageLimit, pageOffset, text } from '../validation.js';
import { emailSchema } from './users.schemas.js';

/** What a visitor may ask about on the contact form (SPEC.md section 3). */
export const CONTACT_INTERESTS = ['horses', 'cattle', 'visit', 'general'] as const;
export type ContactInterest = (typeof CONTACT_INTERESTS)[number];

/** Where a request stands for staff: waiting for an answer, or answered. */
export const INQUIRY_STATUSES = ['new', 'answered'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const CONTACT_NAME_MAX_LENGTH = 120;
export const CONTACT_PHONE_MAX_LENGTH = 40;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

const interestSchema = z.enum(CONTACT_INTERESTS, { error: 'Interest must be horses, cattle, visit or general' });

/**
 * What the contact form sends (SPEC.md sections 5 and 7): name, email and message required, with the spec's
 * messages; phone and interest optional, an empty field meaning "not given".
 */
export const contactRequestInputSchema = z.object({
  name: text({ label: 'Name', required: true, max: CONTACT_NAME_MAX_LENGTH }),
  email: emailSchema,
  phone: text({ label: 'Phone', max: CONTACT_PHONE_MAX_LENGTH })
    .nullish()
    .transform((v) => v ?? ''),
  interest: z
    .preprocess((v) => (v === '' ? null : v), interestSchema.nullable())
    .optional()
    .transform((v) => v ?? null),
  message: text({ label: 'Message', required: true, multiline: true, max: CONTACT_MESSAGE_MAX_LENGTH }),
});
export type ContactRequestInput = z.input<typeof contactRequestInputSchema>;

/** What a visitor is told once the request is kept: nothing about it beyond that. */
export const contactReceiptSchema = z.object({ ok: z.literal(true) });

/** A contact request as staff see it in their inbox. */
export const inquirySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Empty when not given. */
  phone: z.string(),
  interest: z.enum(CONTACT_INTERESTS).nullable(),
  message: z.string(),
  receivedAt: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  /** When it was marked answered; null while it is new. */
  answeredAt: z.string().nullable(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

/** GET /api/users/inquiries: newest first, optionally of one interest and one status, paged. */
export const inquiryListQuerySchema = z.object({
  interest: interestSchema.optional(),
  status: z.enum(INQUIRY_STATUSES, { error: 'Status must be new or answered' }).optional(),
  limit: pageLimit.optional(),
  offset: pageOffset.optional(),
});
export type InquiryListQuery = z.input<typeof inquiryListQuerySchema>;

export const inquiryPageSchema = z.object({ items: z.array(inquirySchema), total: z.number().int() });
export type InquiryPage = z.infer<typeof inquiryPageSchema>;

export const inquiryIdSchema = z.object({ id: z.uuid({ error: 'Not found' }) });

/** PUT /api/users/inquiries/{id}: mark a request answered, or back to new. */
export const updateInquiryRequestSchema = z.object({ status: z.enum(INQUIRY_STATUSES, { error: 'Status must be new or answered' }) });
export type UpdateInquiryRequest = z.infer<typeof updateInquiryRequestSchema>;
export const updateInquiryMessageSchema = inquiryIdSchema.extend(updateInquiryRequestSchema.shape);
