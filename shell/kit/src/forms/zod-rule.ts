import type { FormInstance } from 'antd/es/form';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { ApiError } from '../api/api-client';

/**
 * An antd form rule from a contract schema, so the page shows exactly the messages the API would answer.
 * The first message the schema reports is the one shown.
 */
export function zodRule(schema: z.ZodType): Rule {
  return {
    validator: async (_rule, value) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Invalid value');
    },
  };
}

/**
 * Puts the API's field errors on the form's fields. Answers true when at least one field took an error,
 * so the caller can skip a duplicate alert.
 */
export function applyFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return false;
  const known = drawnFields(form);
  const fields = error.fieldErrors.filter((e) => known.has(e.field)).map((e) => ({ name: e.field, errors: [e.message] }));
  form.setFields(fields);
  return fields.length > 0;
}

/**
 * The message for the form's alert: none when the API named the fields at fault (they show it themselves).
 * Given the form, the messages of named fields it does not draw, which would otherwise show nowhere.
 */
export function formErrorMessage(error: unknown, form?: FormInstance): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.fieldErrors.length > 0) {
    if (!form) return null;
    const known = drawnFields(form);
    const elsewhere = error.fieldErrors.filter((e) => !known.has(e.field));
    return elsewhere.length > 0 ? elsewhere.map((e) => e.message).join(' ') : null;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The fields the form draws, filled in or not (`getFieldsValue(true)` would name only those holding a value). */
function drawnFields(form: FormInstance): Set<string> {
  return new Set(Object.keys(form.getFieldsValue() as Record<string, unknown>));
}

/**
 * The words of a refusal shown where there is no form field to put them on (a round of care, a switch in a table):
 * the messages of the fields the server named, else its message.
 */
export function refusalMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError && error.fieldErrors.length > 0) return error.fieldErrors.map((e) => e.message).join(' ');
  return error instanceof Error ? error.message : String(error);
}
