import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters, hasVisibleText } from './text.js';

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

export interface TextRules {
  /** The field's name as a person reads it, which begins each of its messages. */
  label: string;
  max: number;
  /** Missing, blank or nothing visible is refused with `<label> is required`. */
  required?: boolean;
  /** Tabs and line breaks allowed (a text area); a single line otherwise. */
  multiline?: boolean;
}

/**
 * A text field a person types, every one of them: trimmed, and nothing but invisible characters (spaces, zero-width
 * characters, Hangul fillers) counts as empty. Control characters (tab and line breaks allowed only in a multi-line
 * field) and lone surrogates are refused. Each message names the field.
 */
export function text({ label, max, required = false, multiline = false }: TextRules) {
  const requiredMessage = `${label} is required`;
  const schema = z
    .string({ error: required ? requiredMessage : `${label} must be text` })
    .trim()
    .refine((v) => !hasControlCharacters(v, multiline), { error: controlCharactersMessage(label, multiline), abort: true })
    .overwrite((v) => (hasVisibleText(v) ? v : ''));
  return (required ? schema.min(1, { error: requiredMessage, abort: true }) : schema).max(max, {
    error: `${label} must be at most ${max} characters`,
  });
}

/** A text field that may be left out or empty, meaning "not given": `''`. */
export function optionalText(rules: Omit<TextRules, 'required'>) {
  return text(rules).default('');
}

/** Plain decimal notation, as a person writes a number: no hex, octal or binary, no exponent, no Infinity. */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A number that may arrive as text (a query string, a form field): read only when it is written in plain decimal,
 * so `0x10`, `1e3`, `Infinity` or a blank reach the schema as text and are refused as not a number.
 */
export function decimal<S extends z.ZodType>(schema: S) {
  return z.preprocess((v) => (typeof v === 'string' && DECIMAL.test(v.trim()) ? Number(v) : v), schema);
}

/** A form's number field: left empty ('', null or out) it means "not known"; decimal text is read as a number. */
export function optionalDecimal(schema: z.ZodNumber) {
  return z.preprocess((v) => (v === '' || v === undefined ? null : v), decimal(schema).nullable()).default(null);
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Whether `YYYY-MM-DD` names a day that exists (no 2025-02-30). */
export const isRealDay = (v: string) => {
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

/** Today's date where it is latest (UTC+14): a record dated today anywhere, the ranch's day included, is not in the future. */
const latestDayOnEarth = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

/** A calendar date as a form sends it: YYYY-MM-DD, a real day, not after today (anywhere on earth). */
export function pastCalendarDate(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(CALENDAR_DATE, { error: 'Date must be a date (YYYY-MM-DD)', abort: true })
    .refine(isRealDay, { error: 'Date must be a real calendar date', abort: true })
    .refine((v) => v <= latestDayOnEarth(), { error: 'Date cannot be in the future' });
}

/** A list's page size, from a query string: 1 to 500. */
export const pageLimit = decimal(
  z
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: 'Limit must be between 1 and 500' })
    .max(500, { error: 'Limit must be between 1 and 500' }),
);

/** How many of a list's items a page skips, from a query string. */
export const pageOffset = decimal(
  z.number({ error: 'Offset must be a number' }).int({ error: 'Offset must be a whole number' }).min(0, { error: 'Offset cannot be negative' }),
);

/** The most one call making many at once (an import's added rows) makes. */
export const MANY_AT_ONCE = 500;

/** What a call making many of a kind at once sends, all or none: `{ items: [...] }`, each checked by the kind's schema. */
export const manyAtOnce = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item).min(1).max(MANY_AT_ONCE) });
