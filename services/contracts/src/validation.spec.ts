import { z } from 'zod';
import { calendarDate, decimal, fieldErrors, isRealDay, optionalDecimal, optionalText, pastCalendarDate, text, validate } from './validation.js';

describe('validate', () => {
  const schema = z.object({
    name: text({ label: 'Name', required: true, max: 100 }),
    age: z.number({ error: 'Age must be a number' }).int({ error: 'Age must be whole' }),
  });

  it('answers the parsed value, with the schema transforms applied', () => {
    expect(validate(schema, { name: '  Dusty  ', age: 7, extra: true })).toEqual({ ok: true, value: { name: 'Dusty', age: 7 } });
  });

  it('answers every failing field, in the order of the schema', () => {
    expect(validate(schema, { age: 'seven' })).toEqual({
      ok: false,
      errors: [
        { field: 'name', message: 'Name is required' },
        { field: 'age', message: 'Age must be a number' },
      ],
    });
  });

  it('never throws, whatever the input', () => {
    for (const input of [undefined, null, 0, 'text', [], () => 1, Symbol('s')]) {
      const result = validate(schema, input);
      expect(result.ok).toBe(false);
    }
  });
});

describe('fieldErrors', () => {
  const errorsOf = (schema: z.ZodType, input: unknown) => {
    const result = schema.safeParse(input);
    if (result.success) throw new Error('expected the input to be refused');
    return fieldErrors(result.error);
  };

  it('keeps only the first message of a field that fails several checks', () => {
    const schema = z.object({
      code: z.string().min(3, { error: 'Too short' }).regex(/^[A-Z]+$/, { error: 'Capitals only' }),
    });
    const result = schema.safeParse({ code: 'a' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(2);
    expect(errorsOf(schema, { code: 'a' })).toEqual([{ field: 'code', message: 'Too short' }]);
  });

  it('names nested fields and array items by their dotted path', () => {
    const schema = z.object({
      horse: z.object({ name: z.string({ error: 'Horse name is required' }) }),
      tags: z.array(z.string({ error: 'Tag must be text' })),
    });
    expect(errorsOf(schema, { horse: {}, tags: ['ok', 5] })).toEqual([
      { field: 'horse.name', message: 'Horse name is required' },
      { field: 'tags.1', message: 'Tag must be text' },
    ]);
  });

  it("names a failure of the whole body '(body)'", () => {
    expect(errorsOf(z.object({ a: z.string() }), null)).toEqual([{ field: '(body)', message: expect.any(String) }]);
    const refined = z
      .object({ password: z.string(), confirm: z.string() })
      .refine((v) => v.password === v.confirm, { error: 'Passwords do not match' });
    expect(errorsOf(refined, { password: 'a', confirm: 'b' })).toEqual([{ field: '(body)', message: 'Passwords do not match' }]);
  });

  it('answers an empty list for an error without issues', () => {
    expect(fieldErrors(new z.ZodError([]))).toEqual([]);
  });
});

describe('text', () => {
  const name = text({ label: 'Name', required: true, max: 100 });
  const breed = optionalText({ label: 'Breed', max: 100 });
  const notes = optionalText({ label: 'Notes', max: 4000, multiline: true });
  const messages = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues.map((i) => i.message);

  it.each([undefined, null, 5, '', '   ', '\n\t', '\u200b\u200b', '\u00a0\u2060', '\u3164', '\u115f\u1160', '\uffa0 \u00ad', '\ufeff\u200d\u200c', '\u2800'])(
    'gives a required field its one message for %j',
    (input) => {
      expect(messages(name, input)).toEqual(['Name is required']);
    },
  );

  it('trims the text it accepts, and takes an optional field of nothing visible as empty', () => {
    expect(name.parse('  Cheyenne ')).toBe('Cheyenne');
    expect([breed.parse(undefined), breed.parse(' \u3164 '), breed.parse('\u200b')]).toEqual(['', '', '']);
  });

  it('refuses control characters and lone surrogates, naming the field; tabs and line breaks only in multi-line text', () => {
    for (const input of ['Chey\u0000enne', 'Chey\u0007enne', 'Chey\u001benne', 'Chey\u009benne', 'Chey\tenne', 'Chey\nenne', 'Chey\ud800enne', 'Chey\udfffenne']) {
      expect(messages(name, input)).toEqual(['Name must be a single line without control characters']);
      expect(messages(breed, input)).toEqual(['Breed must be a single line without control characters']);
    }
    expect(messages(notes, 'Wormed\u001b[2J')).toEqual(['Notes cannot contain control characters']);
    expect(messages(notes, 'Lame\ud83d')).toEqual(['Notes cannot contain control characters']);
    expect(notes.parse('Walked\n\tthen trotted\r\nfine')).toBe('Walked\n\tthen trotted\r\nfine');
  });

  it('keeps accents, other scripts and emoji, joined ones among them', () => {
    for (const input of ['Río Grande ✓', 'Zoë & Bjørn', '雪花', '🐎 Blaze 👩‍👩‍👧', 'é\u0301']) expect(name.parse(input)).toBe(input);
  });

  it('names the field in its length message', () => {
    expect(messages(breed, 'x'.repeat(101))).toEqual(['Breed must be at most 100 characters']);
  });
});

describe('decimal numbers', () => {
  const count = decimal(z.number({ error: 'Count must be a number' }));
  const optional = optionalDecimal(z.number({ error: 'Weight must be a number' }));

  it('read plain decimal text as a number', () => {
    expect(['12', ' -3 ', '+4', '1.5', '.5', '7.'].map((v) => count.parse(v))).toEqual([12, -3, 4, 1.5, 0.5, 7]);
    expect(count.parse(9)).toBe(9);
  });

  it.each(['0x10', '0o17', '0b11', '1e3', 'Infinity', '-Infinity', 'NaN', '', ' ', '1_000', '12abc'])('refuse %j as not a number', (input) => {
    expect(count.safeParse(input).error?.issues.map((i) => i.message)).toEqual(['Count must be a number']);
  });

  it("take an empty form field as not known, and refuse what is not decimal", () => {
    expect([optional.parse(''), optional.parse(null), optional.parse(undefined), optional.parse('950')]).toEqual([null, null, null, 950]);
    expect(optional.safeParse('0x3b6').error?.issues.map((i) => i.message)).toEqual(['Weight must be a number']);
  });
});

describe('isRealDay', () => {
  it('tells a day that exists from one that does not', () => {
    expect(['2024-02-29', '2025-12-31'].map(isRealDay)).toEqual([true, true]);
    expect(['2025-02-29', '2025-04-31', '2025-13-01', '2025-00-10'].map(isRealDay)).toEqual([false, false, false, false]);
  });
});

describe('calendar dates', () => {
  const messages = (schema: z.ZodType, input: unknown) => {
    const result = validate(schema, input);
    return result.ok ? [] : result.errors.map((e) => e.message);
  };

  it('accept a real day, trimmed', () => {
    expect(calendarDate('From').parse(' 2024-02-29 ')).toBe('2024-02-29');
    expect(pastCalendarDate('Date is required').parse('2024-02-29')).toBe('2024-02-29');
  });

  it.each(['2025-02-30', '2025-13-45', '2025-00-10'])('refuse %s, which is no day at all, without throwing', (day) => {
    expect(messages(calendarDate('From'), day)).toEqual(['From must be a real calendar date']);
    expect(messages(pastCalendarDate('Date is required'), day)).toEqual(['Date must be a real calendar date']);
  });

  it('say what is wrong with a form’s date: missing, not a date, or after today', () => {
    const date = pastCalendarDate('Date is required');
    expect(messages(date, undefined)).toEqual(['Date is required']);
    expect(messages(date, ' ')).toEqual(['Date is required']);
    expect(messages(date, '3/4/2025')).toEqual(['Date must be a date (YYYY-MM-DD)']);
    expect(messages(date, new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10))).toEqual(['Date cannot be in the future']);
    expect(messages(calendarDate('To'), 'soon')).toEqual(['To must be a date (YYYY-MM-DD)']);
  });
});
