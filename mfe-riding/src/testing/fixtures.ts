// Test data for the specs of this remote: wire-shaped horses and riding logs.
import type { Horse, RidingLog } from '@remuda/contracts';

let serial = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const nextId = () => uuid(++serial + 3000);

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
    healthDue: { wormed: '2026-05-01', trimmed: '2026-04-19', yearly_vaccines: '2027-02-01', coggins: '2027-02-01' },
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeRidingLog(horse: Pick<Horse, 'id' | 'name'> | null, overrides: Partial<RidingLog> = {}): RidingLog {
  return {
    id: nextId(),
    horseId: horse?.id ?? nextId(),
    horseName: horse?.name ?? null,
    date: '2026-03-12',
    notes: 'Two hours on the ridge trail.',
    durationMinutes: 120,
    rider: 'trainer@remuda.test',
    type: 'trail',
    createdAt: '2026-03-12T18:00:00.000Z',
    updatedAt: '2026-03-12T18:00:00.000Z',
    ...overrides,
  };
}
