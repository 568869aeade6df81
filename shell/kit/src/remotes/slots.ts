import type { ComponentType } from 'react';

/**
 * The components remotes show of one another, named `<remote>/<exposed module>`, with the props each takes: the
 * one contract between the remote that draws a component and the one that places it. An exposed slot module's
 * default export is the component.
 */
export interface RemoteSlots {
  /** A horse's medical records, newest first, for the horse detail's tab. */
  'medical/horse-medical-records': { horseId: string; canEdit: boolean };
  /** The documents on a horse's medical records (a vet's papers), newest record first, for the horse detail's tab. */
  'medical/horse-documents': { horseId: string; canEdit: boolean };
  /** A horse's riding logs, newest first, for the horse detail's tab. */
  'riding/horse-riding-logs': { horseId: string; canEdit: boolean };
  /** A horse's history (its own changes and those of its media, records and rides), for the horse detail's tab. */
  'activity/horse-history': { horseId: string };
  /** One thing's history (a record, a ride), for the history panel of every kind of record's edit page. */
  'activity/thing-history': { thingId: string };
  /** The health report's section of /admin/reports. */
  'horses/health-report': Record<string, never>;
  /** The riding activity report's section of /admin/reports. */
  'riding/activity-report': Record<string, never>;
}

export type SlotName = keyof RemoteSlots;

/** What a remote exposes for a slot. */
export interface SlotModule<S extends SlotName> {
  default: ComponentType<RemoteSlots[S]>;
}

/** The slots that are sections of /admin/reports: each takes no props and draws its own heading. */
export type ReportSlot = { [S in SlotName]: RemoteSlots[S] extends Record<string, never> ? S : never }[SlotName];
