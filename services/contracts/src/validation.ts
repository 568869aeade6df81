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
