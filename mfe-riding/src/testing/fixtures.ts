// Test data for the specs of this remote: the shared horses (shell-kit's testing) and its riding logs.
import { makeHorse, nextId } from '@remuda/shell-kit/testing';
import type { Horse, RidingLog } from '@remuda/contracts';

export { makeHorse, nextId };

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
    version: 1,
    ...overrides,
  };
}
