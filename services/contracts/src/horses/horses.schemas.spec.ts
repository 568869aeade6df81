import { validate } from '../validation.js';
import { horseInputSchema } from './horses.schemas.js';

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
