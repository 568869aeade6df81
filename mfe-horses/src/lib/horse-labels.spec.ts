import { needsAttention as contractNeedsAttention } from '@remuda/contracts';
import { makeHorse } from '../testing/fixtures';
import { ageLabel, dueNeeds, horsePhotoAlt, locationBadge, needsAttention, sexLabel } from './horse-labels';

describe('needsAttention', () => {
  const combos = Array.from({ length: 16 }, (_, bits) => ({
    needsWormed: Boolean(bits & 1),
    needsYearly: Boolean(bits & 2),
    needsTrimmed: Boolean(bits & 4),
    needsCoggins: Boolean(bits & 8),
  }));

  it.each(combos)('agrees with the contract for %o', (needs) => {
    expect(needsAttention(needs)).toBe(contractNeedsAttention(needs));
  });

  it('is true when any one need is due, false when none is', () => {
    expect(combos.filter(needsAttention)).toHaveLength(15);
    expect(needsAttention(combos[0]!)).toBe(false);
  });
});

describe('locationBadge', () => {
  it('puts Deceased before Off Property', () => {
    expect(locationBadge({ deceased: true, on_property: false })).toBe('Deceased');
    expect(locationBadge({ deceased: true, on_property: true })).toBe('Deceased');
    expect(locationBadge({ deceased: false, on_property: false })).toBe('Off Property');
    expect(locationBadge({ deceased: false, on_property: true })).toBeNull();
  });
});

describe('labels', () => {
  it('words sex and age', () => {
    expect(sexLabel('female')).toBe('Female');
    expect(ageLabel(null)).toBeNull();
    expect(ageLabel(0)).toBe('Under a year');
    expect(ageLabel(1)).toBe('1 year');
    expect(ageLabel(12)).toBe('12 years');
  });

  it('lists due needs in card order', () => {
    expect(dueNeeds(makeHorse({ needsCoggins: true, needsWormed: true }))).toEqual(['Wormer', 'Coggins']);
  });

  it('describes a photo by name, color and sex', () => {
    expect(horsePhotoAlt(makeHorse({ name: 'Dusty', color: 'Bay', sex: 'gelding' }))).toBe('Dusty, a bay gelding');
    expect(horsePhotoAlt(makeHorse({ name: 'Pearl', color: ' ', sex: 'mare' }))).toBe('Pearl, a mare');
  });
});
