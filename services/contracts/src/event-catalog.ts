import type { EventDefinition } from './event.js';
import { CARE_EVENTS } from './horses/care.operations.js';
import { GALLERY_EVENTS } from './horses/gallery.operations.js';
import { HORSE_EVENTS } from './horses/horses.events.js';
import { MEDICAL_EVENTS } from './medical/medical.schemas.js';
import { RIDING_EVENTS } from './riding/riding.operations.js';
import { CONTACT_EVENTS } from './users/contact.events.js';
import { REGISTRATION_EVENTS, USER_EVENTS } from './users/users.events.js';

/**
 * Every domain event the platform publishes, each domain's map of events taken whole: an event added to a map (a
 * new kind of record's, through `defineRecordKind`) is in the catalogue without another line. Consumers of the
 * whole stream (the history, the webhooks) subscribe through it; `event-catalog.spec.ts` checks that every map of
 * events the contracts export is listed here.
 */
export const EVENT_MAPS = {
  USER_EVENTS,
  REGISTRATION_EVENTS,
  CONTACT_EVENTS,
  HORSE_EVENTS,
  GALLERY_EVENTS,
  CARE_EVENTS,
  MEDICAL_EVENTS,
  RIDING_EVENTS,
} as const satisfies Record<string, Record<string, EventDefinition>>;

/** Every domain event definition, sorted by type. */
export const EVENT_CATALOG: readonly EventDefinition[] = Object.values(EVENT_MAPS)
  .flatMap((map) => Object.values(map) as EventDefinition[])
  .sort((a, b) => a.type.localeCompare(b.type));

/** An event's definition by its type, or undefined for a type the catalogue does not know. */
export function catalogEvent(type: string): EventDefinition | undefined {
  return EVENT_CATALOG.find((event) => event.type === type);
}
