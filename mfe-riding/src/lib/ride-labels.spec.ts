import { durationText, RIDE_TYPE_OPTIONS, rideTypeLabel } from './ride-labels';

it('words a ride length in hours and minutes, and nothing when it was not recorded', () => {
  expect(durationText(45)).toBe('45 min');
  expect(durationText(120)).toBe('2 h');
  expect(durationText(90)).toBe('1 h 30 min');
  expect(durationText(null)).toBe('');
});

it('names every kind of ride, in the contract order', () => {
  expect(RIDE_TYPE_OPTIONS.map((o) => o.label)).toEqual(['Trail', 'Arena', 'Training', 'Groundwork', 'Other']);
  expect(rideTypeLabel('groundwork')).toBe('Groundwork');
});
