import { defineHeads } from '../http-route.js';

const tag = 'care';

/**
 * The ranch's care plan: today's care (staff), and the settings it is worked out by — the kinds of care and their
 * intervals, a horse's own interval, the ranch's time zone, the lead days and the digest's hour (administrators).
 */
export const CARE_ROUTES = defineHeads({
  due: {
    pattern: 'horses.care.due',
    access: 'staff',
    http: {
      method: 'GET', path: '/api/care/due', tag,
      summary: 'Today’s care: each living horse’s care overdue, due today or due within the lead days, grouped by kind, with its last record',
    },
  },
  settings: {
    pattern: 'horses.care.settings',
    access: 'staff',
    http: { method: 'GET', path: '/api/care/settings', tag, summary: 'The care plan’s settings: the kinds of care and their intervals, horses on their own interval, the time zone, lead days and digest hour' },
  },
  updateSettings: {
    pattern: 'horses.care.settings.update',
    access: 'admin',
    http: { method: 'PUT', path: '/api/care/settings', tag, summary: 'Change the ranch’s time zone, the lead days and the digest’s hour' },
  },
  addKind: {
    pattern: 'horses.care.kind.add',
    access: 'admin',
    http: { method: 'POST', path: '/api/care/kinds', tag, status: 201, summary: 'Add a kind of care (a name and the days between two), which medical records can then tick' },
  },
  updateKind: {
    pattern: 'horses.care.kind.update',
    access: 'admin',
    http: { method: 'PUT', path: '/api/care/kinds/{kind}', tag, summary: 'Rename a kind of care or change its interval for the ranch; every due date of it moves' },
  },
  removeKind: {
    pattern: 'horses.care.kind.remove',
    access: 'admin',
    http: { method: 'DELETE', path: '/api/care/kinds/{kind}', tag, summary: 'Stop following a kind of care an administrator added (the four of the spec stay); records keep their ticks' },
  },
  setHorseInterval: {
    pattern: 'horses.care.horse-interval.set',
    access: 'admin',
    http: { method: 'PUT', path: '/api/care/horses/{horseId}/intervals/{kind}', tag, summary: 'Give one horse its own interval for a kind of care, or (days null) put it back on the ranch’s' },
  },
});
