import { makeHorse } from '../testing/fixtures';
import { ageLabel, horsePhotoAlt, locationBadge, sexLabel } from './horse-labels';

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

  it('describes a photo by name, color and sex', () => {
    expect(horsePhotoAlt(makeHorse({ name: 'Dusty', color: 'Bay', sex: 'gelding' }))).toBe('Dusty, a bay gelding');
    expect(horsePhotoAlt(makeHorse({ name: 'Pearl', color: ' ', sex: 'mare' }))).toBe('Pearl, a mare');
  });
});
