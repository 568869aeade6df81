import { validate } from '../validation.js';
import { horseInputSchema, horseUpdateSchema } from './horses.schemas.js';

const sexError = (input: Record<string, unknown>) => {
  const result = validate(horseInputSchema, { name: 'Dusty', ...input });
  return result.ok ? null : result.errors.find((e) => e.field === 'sex')?.message;
};

describe('horseInputSchema sex', () => {
  it('says Sex is required when it is left out, empty or null, as the form sends an unanswered choice', () => {
    expect(sexError({})).toBe('Sex is required');
    expect(sexError({ sex: '' })).toBe('Sex is required');
    expect(sexError({ sex: null })).toBe('Sex is required');
  });

  it('names the choices when the answer is not one of them', () => {
    expect(sexError({ sex: 'unicorn' })).toBe('Sex must be stallion, mare, gelding or female');
    expect(sexError({ sex: 3 })).toBe('Sex must be stallion, mare, gelding or female');
  });

  it('takes each of the four sexes', () => {
    for (const sex of ['stallion', 'mare', 'gelding', 'female']) expect(sexError({ sex })).toBeNull();
  });
});

describe('horseUpdateSchema', () => {
  it('takes the version the client read, or none, and still checks the horse as a new one is checked', () => {
    expect(validate(horseUpdateSchema, { name: 'Dusty', sex: 'mare', version: 3 })).toMatchObject({ ok: true, value: { version: 3 } });
    expect(validate(horseUpdateSchema, { name: 'Dusty', sex: 'mare' })).toMatchObject({ ok: true });
    expect(validate(horseUpdateSchema, { name: 'Dusty', sex: 'mare', version: 0 })).toEqual({
      ok: false, errors: [{ field: 'version', message: 'Version must be 1 or more' }],
    });
    expect(validate(horseUpdateSchema, { name: 'Dusty', sex: 'mare', deceased_date: '2025-01-02', version: 2 })).toEqual({
      ok: false, errors: [{ field: 'deceased_date', message: 'Only a deceased horse has a date of death' }],
    });
  });
});
