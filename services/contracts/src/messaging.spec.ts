import { eventEnvelopeSchema, requestMetaSchema, serviceErrorSchema } from './messaging.js';

const actor = { id: 'u1', email: 'trainer@remuda.test', role: 'TRAINER' };

describe('requestMetaSchema', () => {
  it('carries a correlation id and the actor, or null for a visitor', () => {
    expect(requestMetaSchema.parse({ correlationId: 'c-1', actor })).toEqual({ correlationId: 'c-1', actor });
    expect(requestMetaSchema.parse({ correlationId: 'c-1', actor: null })).toEqual({ correlationId: 'c-1', actor: null });
  });

  it('refuses an actor with a role that does not exist, or no correlation id', () => {
    expect(requestMetaSchema.safeParse({ correlationId: 'c-1', actor: { ...actor, role: 'ROOT' } }).success).toBe(false);
    expect(requestMetaSchema.safeParse({ actor: null }).success).toBe(false);
  });
});

describe('eventEnvelopeSchema', () => {
  it('requires every field of the envelope ARCHITECTURE.md names', () => {
    const envelope = {
      id: 'e1',
      type: 'medical.record.created',
      occurredAt: '2025-01-01T00:00:00.000Z',
      aggregateId: 'h1',
      actor,
      correlationId: 'c-1',
      data: { any: 'thing' },
    };
    // Events written before payloads had versions read as version 1.
    expect(eventEnvelopeSchema.parse(envelope)).toEqual({ ...envelope, version: 1 });
    expect(eventEnvelopeSchema.parse({ ...envelope, version: 2 }).version).toBe(2);
    for (const key of ['id', 'type', 'occurredAt', 'aggregateId', 'actor', 'correlationId'] as const) {
      const { [key]: _dropped, ...rest } = envelope;
      expect([key, eventEnvelopeSchema.safeParse(rest).success]).toEqual([key, false]);
    }
  });
});

describe('serviceErrorSchema', () => {
  it('accepts a code and message with optional field errors', () => {
    expect(serviceErrorSchema.parse({ code: 'NOT_FOUND', message: 'No such horse' })).toEqual({ code: 'NOT_FOUND', message: 'No such horse' });
    expect(serviceErrorSchema.safeParse({ message: 'x' }).success).toBe(false);
  });
});
