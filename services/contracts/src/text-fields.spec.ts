import fc from 'fast-check';
import type { z } from 'zod';
import { OPERATIONS } from './api.js';
import { validate } from './validation.js';

/**
 * Every text field of every operation's input, found by walking the operations: whatever takes "Juniper Bay" (or an
 * email address) is a text field. Each must refuse control characters (tab and line breaks only where it is
 * multi-line) and lone surrogates, take nothing but invisible characters as empty (so a required one is missing),
 * and keep ordinary text, accents and emoji among it, as it was typed (trimmed). Every refusal names the field.
 */

/**
 * Not text a person types, or typed but never shown: passwords (any character goes), what the gateway reads from a
 * request's headers, and the type it found in an uploaded file's bytes.
 */
const NOT_TYPED_TEXT = new Set([
  'users.account.register password',
  'users.account.verify-credentials password',
  'users.session.start userAgent',
  'users.session.start address',
  'horses.media.add upload.contentType',
  'horses.gallery.add upload.contentType',
]);

interface TextField {
  operation: string;
  path: string[];
  field: string;
  label: string;
  required: boolean;
  multiline: boolean;
  schema: z.ZodType;
  /** The value the field takes as its text, a valid one around which the refused characters are put. */
  sample: string;
}

type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/** The fields of an object schema, looking through optional, default, nullable and pipes. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? null;
  if (def.innerType) return shapeOf(def.innerType);
  if (def.type === 'pipe') return (def.in && shapeOf(def.in)) ?? (def.out && shapeOf(def.out)) ?? null;
  return null;
}

/** What a field's own schema makes of a value: the value it keeps, or its first message. */
function outcome(schema: z.ZodType, value: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  const result = validate(schema, value);
  return result.ok ? { ok: true, value: result.value } : { ok: false, message: result.errors[0]!.message };
}

const accepted = (schema: z.ZodType, value: unknown) => outcome(schema, value).ok;

function textFields(): TextField[] {
  const found: TextField[] = [];
  const walk = (operation: string, schema: z.ZodType, path: string[]) => {
    const shape = shapeOf(schema);
    if (shape) {
      for (const [key, child] of Object.entries(shape)) walk(operation, child, [...path, key]);
      return;
    }
    const sample = ['Juniper Bay', 'jo@example.com'].find((v) => accepted(schema, v));
    if (!sample || NOT_TYPED_TEXT.has(`${operation} ${path.join('.')}`)) return;
    const tooLong = outcome(schema, `${sample} ${'x'.repeat(10_000)}`);
    const label = !tooLong.ok ? /^(.+) must be at most \d+ characters$/.exec(tooLong.message)?.[1] : undefined;
    found.push({
      operation,
      path,
      field: path.join('.'),
      label: label ?? `(${path.join('.')} has no length limit naming it)`,
      required: !accepted(schema, undefined),
      multiline: accepted(schema, 'Juniper\nBay'),
      schema,
      sample,
    });
  };
  for (const op of OPERATIONS) walk(op.pattern, op.request, []);
  return found;
}

const FIELDS = textFields();

/** Characters that draw nothing. */
const INVISIBLE = ['\u3164', '\u115f', '\u1160', '\uffa0', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u2800', ' ', '\u00a0', '\u3000', '\u2003'];
/** Ordinary text: letters of several scripts, accents, digits, punctuation and emoji, some joined. */
const ORDINARY = ['a', 'Z', 'é', 'ñ', 'Ü', 'ß', 'ø', 'ł', 'ç', '字', 'ア', 'ا', 'ש', 'Ж', '0', '7', '-', "'", '.', ',', '&', '😀', '🐎', '👩‍👩‍👧', '🇺🇸', '❤️', 'e\u0301'];
const CONTROLS = [...Array(0x20).keys(), ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i)].map((c) => String.fromCharCode(c));

const ordinaryText = fc
  .tuple(fc.array(fc.constantFrom(...ORDINARY), { minLength: 1, maxLength: 6 }), fc.array(fc.constantFrom(...ORDINARY, ' '), { maxLength: 8 }))
  .map(([start, rest]) => [...start, ...rest].join(''));

/** A valid value with one refused character put between two of its characters (never splitting a surrogate pair). */
const withInserted = (sample: string, refused: fc.Arbitrary<string>) =>
  fc.tuple(fc.integer({ min: 1, max: [...sample].length - 1 }), refused).map(([at, char]) => {
    const chars = [...sample];
    return [...chars.slice(0, at), char, ...chars.slice(at)].join('');
  });

describe('text fields of every operation', () => {
  it('are found across the domains, every one named in its messages', () => {
    const names = FIELDS.map((f) => `${f.operation} ${f.field}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'horses.horse.create name',
        'horses.horse.create breed',
        'horses.horse.update horse.description',
        'horses.horse.list q',
        'medical.record.create vet',
        'medical.record.update record.notes',
        'riding.log.create rider',
        'riding.log.create notes',
        'users.account.register email',
        'users.contact-request.submit phone',
        'users.contact-request.submit message',
      ]),
    );
    for (const field of FIELDS) expect([field.operation, field.field, field.label]).toEqual([field.operation, field.field, expect.stringMatching(/^[A-Z][A-Za-z ]*$/)]);
  });

  it.each(FIELDS.map((f) => [`${f.operation} ${f.field}`, f] as const))('%s refuses control characters and lone surrogates with its own message', (_, field) => {
    const lineBreaks = ['\t', '\n', '\r', '\u2028', '\u2029'];
    const control = fc.constantFrom(...[...CONTROLS, '\u2028', '\u2029'].filter((c) => !field.multiline || !lineBreaks.includes(c)));
    const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
    const message = field.multiline ? `${field.label} cannot contain control characters` : `${field.label} must be a single line without control characters`;
    fc.assert(
      fc.property(withInserted(field.sample, fc.oneof(control, loneSurrogate)), (value) => {
        expect(outcome(field.schema, value)).toEqual({ ok: false, message });
      }),
      { numRuns: 60 },
    );
  });

  it.each(FIELDS.map((f) => [`${f.operation} ${f.field}`, f] as const))('%s takes nothing but invisible characters as empty', (_, field) => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...INVISIBLE), { minLength: 1, maxLength: 6 }).map((chars) => chars.join('')), (value) => {
        expect(outcome(field.schema, value)).toEqual(field.required ? { ok: false, message: `${field.label} is required` } : { ok: true, value: '' });
      }),
      { numRuns: 40 },
    );
  });

  it.each(FIELDS.filter((f) => f.sample === 'Juniper Bay').map((f) => [`${f.operation} ${f.field}`, f] as const))('%s keeps ordinary text as typed', (_, field) => {
    fc.assert(
      fc.property(ordinaryText, (value) => {
        expect(outcome(field.schema, ` ${value} `)).toEqual({ ok: true, value: value.trim() });
      }),
      { numRuns: 60 },
    );
  });

  it('keeps tabs and line breaks in multi-line fields only', () => {
    const multiline = FIELDS.filter((f) => f.multiline).map((f) => `${f.operation} ${f.field}`);
    expect(multiline).toEqual(expect.arrayContaining(['horses.horse.create description', 'medical.record.create description', 'medical.record.create notes', 'riding.log.create notes', 'users.contact-request.submit message']));
    expect(multiline.filter((name) => /\b(name|breed|vet|rider|phone|email|q)$/.test(name))).toEqual([]);
  });
});
