import { defineHeads } from '../http-route.js';

const tag = 'activity';

/**
 * The history of every change (docs/adr/023-history.md): a horse's, one thing's, and the administrator's activity
 * list. Trainers read what belongs to a horse (the horse, its media, its records and rides); administrators read
 * everything; plain users nothing.
 */
export const ACTIVITY_ROUTES = defineHeads({
  horseHistory: {
    pattern: 'activity.history.horse',
    access: 'staff',
    http: {
      method: 'GET', path: '/api/history/horses/{horseId}', tag, paged: true,
      summary: 'A horse’s history: its own changes and those of its media, records and rides, newest first, each with who, when and every changed field’s value before and after. Optional limit, offset; X-Total-Count and a Link header for the next page',
    },
  },
  thingHistory: {
    pattern: 'activity.history.thing',
    access: 'staff',
    http: {
      method: 'GET', path: '/api/history/things/{thingId}', tag, paged: true,
      summary: 'One thing’s history (a horse, a record, a ride, a picture…), newest first; trainers read only what belongs to a horse. Optional limit, offset',
    },
  },
  list: {
    pattern: 'activity.entries.list',
    access: 'admin',
    http: {
      method: 'GET', path: '/api/activity', tag, paged: true,
      summary: 'Every change, newest first. Optional actorId (who), kind, action, from and to (calendar days, UTC, both included), limit, offset',
    },
  },
  people: {
    pattern: 'activity.people.list',
    access: 'admin',
    http: { method: 'GET', path: '/api/activity/people', tag, summary: 'Everyone who appears in the history as having made a change, by email' },
  },
});

/**
 * The kinds of thing the history knows by name, as `<domain>.<aggregate>[.<part>]` from the event types. A kind
 * not listed (a new kind of record) still gets history; screens name it from its key.
 */
export const HISTORY_KIND_LABELS: Readonly<Record<string, string>> = {
  'horses.horse': 'Horse',
  'horses.horse.media': 'Horse picture or clip',
  'medical.record': 'Medical record',
  'riding.log': 'Riding log',
  'horses.gallery.picture': 'Gallery picture',
  'horses.gallery': 'Gallery order',
  'horses.care.settings': 'Care settings',
  'users.account': 'Account',
  'contact.request': 'Contact inquiry',
};

/** The actions entries are filed under; any other verb an event ends with is kept as it is. */
export const HISTORY_ACTION_LABELS: Readonly<Record<string, string>> = {
  created: 'Created',
  updated: 'Changed',
  deleted: 'Deleted',
  restored: 'Restored',
  received: 'Received',
  reordered: 'Reordered',
};

/** A kind of thing's name for people: its label, or its key made readable (`feed.ration` reads "Feed ration"). */
export function historyKindLabel(kind: string): string {
  const known = HISTORY_KIND_LABELS[kind];
  if (known) return known;
  const words = kind.split('.').slice(1).join(' ').replace(/-/g, ' ');
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : kind;
}

/** An action's name for people: its label, or the verb capitalised. */
export function historyActionLabel(action: string): string {
  return HISTORY_ACTION_LABELS[action] ?? action.charAt(0).toUpperCase() + action.slice(1).replace(/-/g, ' ');
}
