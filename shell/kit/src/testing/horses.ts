// Wire-shaped test data every front end's specs share: ids and horses.
import type { Horse } from '@remuda/contracts';

let serial = 0;

/** A new id on each call, shaped like the platform's (a v4 UUID), unique within a test run. */
export const nextId = () => `00000000-0000-4000-8000-${String(++serial).padStart(12, '0')}`;

/** A living, on-property horse with every field filled, as the API answers it; `overrides` changes any field. */
export function makeHorse(overrides: Partial<Horse> = {}): Horse {
  return {
    id: nextId(),
    name: 'Dusty',
    breed: 'Mustang',
    sex: 'gelding',
    age: 7,
    color: 'Bay',
    description: 'A steady trail horse.',
    profileImage: null,
    profileImageVariants: [],
    foal_year: 2019,
    height: 14.3,
    weight: 950,
    brand: 'Freeze mark',
    HMA: 'Sand Wash Basin',
    on_property: true,
    off_property_rides: false,
    deceased: false,
    deceased_date: null,
    needsWormed: false,
    needsYearly: false,
    needsTrimmed: false,
    needsCoggins: false,
    // Care up to date whatever day a test runs on: a test about due dates sets its own, and its calendar.
    healthDue: { wormed: '2099-05-01', trimmed: '2099-04-19', yearly_vaccines: '2100-02-01', coggins: '2100-02-01' },
    healthLast: { wormed: '2099-01-31', trimmed: '2099-03-01', yearly_vaccines: '2099-02-01', coggins: '2099-02-01' },
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
