// Test data for the specs of this remote: the shared horses (shell-kit's testing) and its medical records.
import { makeHorse, nextId } from '@remuda/shell-kit/testing';
import type { Horse, MedicalRecord } from '@remuda/contracts';

export { makeHorse, nextId };

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
    care: [],
    documents: [],
    createdAt: '2026-03-10T12:00:00.000Z',
    updatedAt: '2026-03-10T12:00:00.000Z',
    version: 1,
    ...overrides,
  };
}
