import { addedCareKinds, careKindName } from './care-settings';

const kinds = [
  { kind: 'wormed', name: 'Worming', intervalDays: 90, builtIn: true },
  { kind: 'dental_float', name: 'Dental float', intervalDays: 365, builtIn: false },
  { kind: 'farrier_check', name: 'Farrier check', intervalDays: 30, builtIn: false },
];

describe('the care settings helpers', () => {
  it('gives the kinds an administrator added, in order, and none before the settings are read', () => {
    expect(addedCareKinds({ kinds }).map((kind) => kind.kind)).toEqual(['dental_float', 'farrier_check']);
    expect(addedCareKinds(undefined)).toEqual([]);
  });

  it("names a kind by the settings' name, else by its key in words", () => {
    expect(careKindName('dental_float', kinds)).toBe('Dental float');
    expect(careKindName('sheath_cleaning', kinds)).toBe('Sheath cleaning');
    expect(careKindName('teeth')).toBe('Teeth');
  });
});
