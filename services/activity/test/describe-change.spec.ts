import { randomUUID } from 'node:crypto';
import { EVENT_CATALOG, type EventEnvelope } from '@remuda/contracts';
import { describeChange, diffStates, eventThing, thingOfType } from '../src/history/describe-change.js';
import { HISTORY_EVENTS, LEFT_OUT_OF_HISTORY, isSecretField, withoutSecrets } from '../src/history/history-events.js';

const actor = { id: 'u1', email: 'trainer@remuda.test', role: 'TRAINER' as const };
const envelope = (type: string, data: unknown, aggregateId = 'agg', occurredAt = '2026-03-01T10:00:00.000Z'): EventEnvelope => ({
  id: randomUUID(), type, version: 1, occurredAt, aggregateId, actor, correlationId: 'c', data,
});

describe('which events the history takes', () => {
  it('takes every event of the catalogue but the derived ones, the sign-outs and the refused registrations', () => {
    const types = HISTORY_EVENTS.map((e) => e.type);
    expect(types).toEqual(expect.arrayContaining([
      'horses.horse.created', 'horses.horse.updated', 'horses.horse.media-added', 'horses.horse.media-removed',
      'medical.record.created', 'medical.record.updated', 'medical.record.deleted', 'riding.log.created', 'riding.log.updated', 'riding.log.deleted',
      'horses.care.settings-changed', 'horses.gallery.picture-added', 'horses.gallery.picture-changed', 'horses.gallery.picture-removed',
      'horses.gallery.reordered', 'users.account.changed', 'contact.request.received',
    ]));
    for (const left of LEFT_OUT_OF_HISTORY) expect(types).not.toContain(left);
    expect(types.length).toBe(EVENT_CATALOG.length - LEFT_OUT_OF_HISTORY.size);
  });
});

describe('reading the thing from an event, whatever its domain', () => {
  it('names the kind, the action and the part from the type alone, folding synonyms and keeping unknown verbs', () => {
    expect(thingOfType('horses.horse.media-added')).toMatchObject({ kind: 'horses.horse.media', action: 'created' });
    expect(thingOfType('horses.gallery.picture-restored')).toMatchObject({ kind: 'horses.gallery.picture', action: 'restored' });
    expect(thingOfType('medical.record.restored')).toMatchObject({ kind: 'medical.record', action: 'restored' });
    expect(thingOfType('users.account.changed')).toMatchObject({ kind: 'users.account', action: 'updated' });
    expect(thingOfType('feed.ration.weighed')).toMatchObject({ kind: 'feed.ration', action: 'weighed' });
  });

  it('finds the thing’s id and its horse in the payload, nested or not', () => {
    expect(eventThing(envelope('horses.horse.media-added', { horseId: 'h1', media: { id: 'm1', horseId: 'h1', type: 'image' } }, 'h1'))).toMatchObject({
      kind: 'horses.horse.media', thingId: 'm1', horseId: 'h1', state: { id: 'm1', type: 'image' },
    });
    expect(eventThing(envelope('horses.horse.media-removed', { horseId: 'h1', mediaId: 'm1' }, 'h1'))).toMatchObject({ thingId: 'm1', horseId: 'h1', state: null });
    expect(eventThing(envelope('horses.horse.updated', { id: 'h1', name: 'Dusty' }, 'h1'))).toMatchObject({ thingId: 'h1', horseId: 'h1' });
    expect(eventThing(envelope('horses.gallery.picture-removed', { id: 'p1' }, 'p1'))).toMatchObject({ kind: 'horses.gallery.picture', thingId: 'p1', horseId: null, state: null });
    expect(eventThing(envelope('horses.care.settings-changed', { timeZone: 'UTC', leadDays: 14 }, 'care-settings'))).toMatchObject({ thingId: 'care-settings', horseId: null });
  });
});

describe('describing a change against the last state kept', () => {
  const kept = { state: { id: 'r1', horseId: 'h1', date: '2026-02-01', notes: 'old', version: 1 }, deleted: false, asOf: '2026-02-01T00:00:00.000Z' };

  it('lists each changed field before and after, leaving bookkeeping out; an update that changed nothing is no entry', () => {
    const change = describeChange(envelope('riding.log.updated', { ...kept.state, notes: 'new', version: 2, updatedAt: 'x' }), kept);
    expect(change.changes).toEqual([{ field: 'notes', before: 'old', after: 'new' }]);
    expect(change).toMatchObject({ action: 'updated', worthAnEntry: true, label: '2026-02-01' });
    expect(describeChange(envelope('riding.log.updated', { ...kept.state, version: 3 }), kept).worthAnEntry).toBe(false);
  });

  it('tells a deletion field by field to nothing, keeps the last state as deleted, and reads a restore as restored', () => {
    const deleted = describeChange(envelope('riding.log.deleted', { id: 'r1', horseId: 'h1' }), kept);
    expect(deleted.changes).toContainEqual({ field: 'notes', before: 'old', after: null });
    expect(deleted.next).toMatchObject({ deleted: true, state: kept.state });
    const restored = describeChange(envelope('riding.log.restored', { id: 'r1', horseId: 'h1' }), deleted.next);
    expect(restored).toMatchObject({ action: 'restored', worthAnEntry: true, label: '2026-02-01' });
    expect(restored.changes).toContainEqual({ field: 'notes', before: null, after: 'old' });
    expect(restored.next).toMatchObject({ deleted: false });
  });

  it('does not move the kept state back for an event older than it', () => {
    const late = describeChange(envelope('riding.log.updated', { ...kept.state, notes: 'older' }, 'r1', '2026-01-01T00:00:00.000Z'), kept);
    expect(late.next).toBeNull();
  });

  it('diffs nested values whole', () => {
    expect(diffStates({ kinds: [{ a: 1 }] }, { kinds: [{ a: 2 }] })).toEqual([{ field: 'kinds', before: [{ a: 1 }], after: [{ a: 2 }] }]);
  });
});

describe('secrets never enter the history', () => {
  it('knows passwords, hashes, tokens, secrets and session ids by their names', () => {
    for (const name of ['password', 'passwordHash', 'newPassword', 'token', 'calendarToken', 'refresh_token', 'secret', 'webhookSecret', 'sessionId', 'sessionVersion', 'hash', 'apiKey', 'credentials']) {
      expect(isSecretField(name)).toBe(true);
    }
    for (const name of ['name', 'email', 'role', 'disabled', 'notes', 'description']) expect(isSecretField(name)).toBe(false);
  });

  it('leaves them out of the state and the changes at any depth', () => {
    expect(withoutSecrets({ email: 'a@b', password: 'p', nested: { token: 't', keep: 1 }, list: [{ sessionId: 's', x: 2 }] })).toEqual({
      email: 'a@b', nested: { keep: 1 }, list: [{ x: 2 }],
    });
    const change = describeChange(envelope('users.account.changed', { id: 'u9', role: 'TRAINER', passwordHash: 'argon', sessionVersion: 2, token: 'abc' }), null);
    expect(JSON.stringify(change)).not.toMatch(/argon|abc|passwordHash|sessionVersion|token/);
    expect(change.changes).toEqual([{ field: 'id', before: null, after: 'u9' }, { field: 'role', before: null, after: 'TRAINER' }]);
  });
});
