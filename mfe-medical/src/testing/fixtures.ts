// Test data for the specs of this remote: wire-shaped horses and medical records.
import type { Horse, MedicalRecord } from '@remuda/contracts';

let serial = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const nextId = () => uuid(++serial + 2000);

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

export function makeMedicalRecord(horse: Pick<Horse, 'id' | 'name'> | null, overrides: Partial<MedicalRecord> = {}): MedicalRecord {
  return {
    id: nextId(),
    horseId: horse?.id ?? nextId(),
    horseName: horse?.name ?? null,
    date: '2026-03-10',
    description: 'Spring check-up',
    vet: 'Dr. Alvarez',
    notes: '',
    weight: null,
    height: null,
    wormed: false,
    trimmed: false,
    coggins: false,
    yearly_vaccines: false,
    createdAt: '2026-03-10T12:00:00.000Z',
    updatedAt: '2026-03-10T12:00:00.000Z',
    ...overrides,
  };
}
