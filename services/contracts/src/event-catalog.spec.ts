import * as contracts from './index.js';
import { EVENT_CATALOG, EVENT_MAPS, catalogEvent } from './event-catalog.js';

const isEventDefinition = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && 'type' in value && 'subject' in value && 'upcasters' in value && 'payload' in value;

/** Each exported object whose values are all event definitions: a map of events. */
const exportedMaps = Object.entries(contracts).filter(
  ([, value]) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).length > 0 && Object.values(value).every(isEventDefinition),
);

describe('the event catalogue', () => {
  it('lists every map of events the contracts export, so a consumer of the whole stream misses none', () => {
    const listed = new Set(Object.values(EVENT_MAPS));
    const missing = exportedMaps.filter(([, map]) => !listed.has(map as never)).map(([name]) => name);
    expect(missing).toEqual([]);
    expect(exportedMaps.length).toBeGreaterThanOrEqual(Object.keys(EVENT_MAPS).length);
  });

  it('holds each event type once, sorted, and finds one by its type', () => {
    const types = EVENT_CATALOG.map((e) => e.type);
    expect(new Set(types).size).toBe(types.length);
    expect(types).toEqual([...types].sort((a, b) => a.localeCompare(b)));
    expect(types).toEqual(expect.arrayContaining(['medical.record.created', 'riding.log.deleted', 'horses.horse.updated', 'users.account.changed']));
    expect(catalogEvent('medical.record.created')).toBe(contracts.MEDICAL_EVENTS.created);
    expect(catalogEvent('ranch.barn.painted')).toBeUndefined();
  });
});
