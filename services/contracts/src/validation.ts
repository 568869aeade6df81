import { z } from 'zod';

export interface FieldError {
  field: string;
  message: string;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** One message per field, the first the schema reports, with the field named by its dotted path. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '(body)';
    if (!seen.has(field)) seen.set(field, issue.message);
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}

export function validate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

/** A required text field: missing, not text, or blank all give the same message. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (v: string) => {
  const day = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
};

/** A calendar date a query names (a range's end): YYYY-MM-DD, a real day. */
export function calendarDate(label: string) {
  return z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .regex(CALENDAR_DATE, { error: `${label} must be a date (YYYY-MM-DD)`, abort: true })
    .refine(isRealDay, { error: `${label} must be a real calendar date` });
}

/** A calendar date as a form sends it: YYYY-MM-DD, a real day, not after today. */
export function pastCalendarDate(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(CALENDAR_DATE, { error: 'Date must be a date (YYYY-MM-DD)', abort: true })
    .refine(isRealDay, { error: 'Date must be a real calendar date', abort: true })
    .refine((v) => v <= new Date().toISOString().slice(0, 10), { error: 'Date cannot be in the future' });
}

/** A list's page size, from a query string: 1 to 500. */
export const pageLimit = z.coerce
  .number({ error: 'Limit must be a number' })
  .int({ error: 'Limit must be a whole number' })
  .min(1, { error: 'Limit must be between 1 and 500' })
  .max(500, { error: 'Limit must be between 1 and 500' });

/** How many of a list's items a page skips, from a query string. */
export const pageOffset = z.coerce.number({ error: 'Offset must be a number' }).int({ error: 'Offset must be a whole number' }).min(0, { error: 'Offset cannot be negative' });
