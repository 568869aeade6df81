import { defineHeads } from '../http-route.js';

/** Today's care (staff): what is overdue, due today and due within the lead days, read in one call. */
export const CARE_ROUTES = defineHeads({
  due: {
    pattern: 'horses.care.due',
    access: 'staff',
    http: {
      method: 'GET', path: '/api/care/due', tag: 'horses',
      summary: 'Today’s care: each living horse’s care overdue, due today or due within the lead days, grouped by kind, with its last record',
    },
  },
});
