import { defineHeads } from '../http-route.js';
import { recordRoutes } from '../records/record-routes.js';

/** Any signed-in user reads riding logs; trainers and administrators write them (SPEC.md section 6). */
export const RIDING_LOG_ROUTES = recordRoutes({
  domain: 'riding',
  aggregate: 'log',
  path: '/api/riding-logs',
  read: 'signed-in',
  write: 'staff',
  noun: 'riding log',
  searchedText: 'the horse’s name, the notes and the rider',
  createSummary: 'Log a ride on a living horse that is on property or allowed off-property rides',
  bodyField: 'log',
});

/** The riding service's calls beside its logs'. */
export const RIDING_ROUTES = defineHeads({
  /**
   * The riding activity section of /admin/reports: rides per living horse per week and days since each one's
   * last ride. Under /api/reports, where no riding log's `{id}` route can shadow it.
   */
  activity: {
    pattern: 'riding.activity',
    access: 'staff',
    http: {
      method: 'GET', path: '/api/reports/riding-activity', tag: 'riding',
      summary: 'Rides per living horse per week (Monday to Sunday, UTC) over the last `weeks` weeks (1 to 52, default 12), the current one last, and days since each horse’s last ride',
    },
  },
});
