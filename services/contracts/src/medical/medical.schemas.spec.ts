import { readEvent } from '../event.js';
import type { EventEnvelope } from '../messaging.js';
import { MEDICAL_EVENTS, MEDICAL_RECORDS } from './medical.schemas.js';

const envelope = (type: string, version: number, data: unknown): EventEnvelope => ({
  id: 'e1', type, version, occurredAt: '2026-01-01T00:00:00.000Z', aggregateId: 'r1', actor: null, correlationId: 'c1', data,
});

describe('the medical record events', () => {
  const record = {
    id: 'r1', horseId: 'h1', horseName: null, date: '2026-01-01', description: 'Check', vet: '', notes: '', weight: null, height: null,
    wormed: true, trimmed: false, coggins: false, yearly_vaccines: false, createdAt: '2026-01-01T09:00:00.000Z', updatedAt: '2026-01-01T09:00:00.000Z', version: 1,
  };

  it('are at version 2, which carries the added kinds of care; a v1 event of an earlier release reads as none done', () => {
    expect([MEDICAL_EVENTS.created.version, MEDICAL_EVENTS.updated.version, MEDICAL_EVENTS.deleted.version]).toEqual([2, 2, 1]);
    for (const event of [MEDICAL_EVENTS.created, MEDICAL_EVENTS.updated]) {
      expect(readEvent(event, envelope(event.type, 1, record))).toMatchObject({ ok: true, event: { version: 2, data: { ...record, care: [] } } });
      expect(readEvent(event, envelope(event.type, 2, { ...record, care: ['dental_float'] }))).toMatchObject({ ok: true, event: { data: { care: ['dental_float'] } } });
    }
  });

  it('no longer paper over a missing `care` in the answer: a v2 event or an answer without it is refused', () => {
    expect(readEvent(MEDICAL_EVENTS.created, envelope(MEDICAL_EVENTS.created.type, 2, record))).toMatchObject({ ok: false, error: expect.stringContaining('care:') });
    expect(MEDICAL_RECORDS.schema.safeParse({ ...record, care: [] }).success).toBe(true);
    expect(MEDICAL_RECORDS.schema.safeParse(record).success).toBe(false);
  });
});
