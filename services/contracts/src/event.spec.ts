import { z } from 'zod';
import { defineEvent, oldestReadableVersion, orderKeyOf, readEvent } from './event.js';
import type { EventEnvelope } from './messaging.js';

/**
 * A made-up event whose payload changed shape twice: v1 said `colour`, v2 renamed it `color`, v3 added `coats`
 * (one, on everything painted before).
 */
const painted = defineEvent({
  type: 'ranch.barn.painted',
  version: 3,
  payload: z.object({ barnId: z.string(), color: z.string(), coats: z.number().int().positive() }),
  upcasters: {
    1: ({ colour, ...rest }) => ({ ...rest, color: colour }),
    2: (v2) => ({ ...v2, coats: 1 }),
  },
});

const envelope = (version: number | undefined, data: unknown, type = painted.type): EventEnvelope => {
  const made: EventEnvelope = { id: 'e1', type, version: version!, occurredAt: '2026-01-01T00:00:00.000Z', aggregateId: 'b1', actor: null, correlationId: 'c1', data };
  if (version === undefined) delete (made as Partial<EventEnvelope>).version;
  return made;
};

describe('an event’s upcasters', () => {
  it('bring a v1 payload to the current shape one version at a time, and the event says the current version', () => {
    const read = readEvent(painted, envelope(1, { barnId: 'b1', colour: 'red' }));
    expect(read).toEqual({ ok: true, event: { ...envelope(3, { barnId: 'b1', color: 'red', coats: 1 }) } });
    expect(readEvent(painted, envelope(2, { barnId: 'b1', color: 'white' }))).toMatchObject({ ok: true, event: { version: 3, data: { barnId: 'b1', color: 'white', coats: 1 } } });
  });

  it('leave a current payload to the schema alone, and read an envelope with no version as v1', () => {
    expect(readEvent(painted, envelope(3, { barnId: 'b1', color: 'blue', coats: 2 }))).toMatchObject({ ok: true, event: { data: { color: 'blue', coats: 2 } } });
    expect(readEvent(painted, envelope(undefined, { barnId: 'b1', colour: 'red' }))).toMatchObject({ ok: true, event: { version: 3, data: { color: 'red', coats: 1 } } });
  });

  it('refuse an envelope newer than the definition rather than misread it', () => {
    // v4 might mean anything; its payload would even parse as v3.
    expect(readEvent(painted, envelope(4, { barnId: 'b1', color: 'red', coats: 1 }))).toEqual({
      ok: false,
      error: 'ranch.barn.painted v4 is newer than this consumer reads (v3): it was written by a later release, and is read once this one is upgraded',
    });
  });

  it('refuse a version below the oldest upcaster: no path leads from it', () => {
    const repainted = defineEvent({ type: 'ranch.barn.painted', version: 3, payload: painted.payload, upcasters: { 2: painted.upcasters[2]! } });
    expect(oldestReadableVersion(repainted)).toBe(2);
    expect(oldestReadableVersion(painted)).toBe(1);
    expect(readEvent(repainted, envelope(2, { barnId: 'b1', color: 'red' }))).toMatchObject({ ok: true });
    expect(readEvent(repainted, envelope(1, { barnId: 'b1', colour: 'red' }))).toEqual({
      ok: false,
      error: 'ranch.barn.painted v1 is no longer read: there is no upcaster from v1 to v2 (the oldest read is v2)',
    });
    // An event that never had an upcaster reads its own version alone.
    const plain = defineEvent({ type: 'ranch.barn.swept', version: 2, payload: z.object({ barnId: z.string() }) });
    expect(readEvent(plain, envelope(1, { barnId: 'b1' }, plain.type))).toMatchObject({ ok: false, error: expect.stringContaining('no upcaster from v1 to v2') });
  });

  it('are defined as one run of versions up to the current one', () => {
    const payload = z.object({});
    const up = (v: unknown) => v;
    expect(() => defineEvent({ type: 'ranch.barn.built', version: 4, payload, upcasters: { 1: up, 3: up } })).toThrow(
      'Event ranch.barn.built v4 reads v1 but has no upcaster from v2 to v3',
    );
    expect(() => defineEvent({ type: 'ranch.barn.built', version: 2, payload, upcasters: { 2: up } })).toThrow('an upcaster from v2 must be from a version before 2');
    expect(() => defineEvent({ type: 'ranch.barn.built', version: 2, payload, upcasters: { 0: up, 1: up } })).toThrow('an upcaster from v0');
    expect(defineEvent({ type: 'ranch.barn.built', version: 1, payload }).upcasters).toEqual({});
  });

  it('have their result checked by the current schema, and a failing upcaster or a wrong type refused', () => {
    expect(readEvent(painted, envelope(1, { barnId: 'b1' }))).toEqual({
      ok: false,
      error: 'payload does not match ranch.barn.painted v3 (upcast from v1): color: Invalid input: expected string, received undefined',
    });
    const brittle = defineEvent({ type: 'ranch.barn.painted', version: 2, payload: painted.payload, upcasters: { 1: () => { throw new Error('no colour'); } } });
    expect(readEvent(brittle, envelope(1, {}))).toEqual({ ok: false, error: 'ranch.barn.painted v1 could not be upcast from v1 to v2: no colour' });
    expect(readEvent(painted, envelope(3, {}, 'ranch.barn.swept'))).toEqual({ ok: false, error: 'ranch.barn.swept is not ranch.barn.painted' });
  });
});

describe('orderKeyOf', () => {
  it('orders the events of a horse’s records, rides and media with the horse, and the rest by their aggregate', () => {
    expect(orderKeyOf({ aggregateId: 'record-1', data: { id: 'record-1', horseId: 'horse-7' } })).toBe('horse-7');
    expect(orderKeyOf({ aggregateId: 'horse-7', data: { id: 'horse-7', name: 'Dusty' } })).toBe('horse-7');
    expect(orderKeyOf({ aggregateId: 'account-2', data: null })).toBe('account-2');
    expect(orderKeyOf({ aggregateId: 'inquiry-3', data: { horseId: null } })).toBe('inquiry-3');
  });
});
