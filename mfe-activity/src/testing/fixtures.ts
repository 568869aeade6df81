import type { HistoryEntry } from '@remuda/contracts';

let next = 0;

/** A history entry as the API answers it: a trainer's change of a horse unless told otherwise. */
export function makeEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    type: 'horses.horse.updated',
    occurredAt: '2026-03-01T15:04:00.000Z',
    actor: { id: '00000000-0000-4000-8000-0000000000a1', email: 'trainer@remuda.test', role: 'TRAINER' },
    kind: 'horses.horse',
    thingId: '00000000-0000-4000-8000-0000000000d1',
    horseId: '00000000-0000-4000-8000-0000000000d1',
    horseName: 'Dusty',
    label: 'Dusty',
    action: 'updated',
    changes: [{ field: 'color', before: 'bay', after: 'roan' }],
    ...overrides,
  };
}
