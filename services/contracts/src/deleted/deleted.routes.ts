// No schema code here (no zod): see http-route.ts.
import { defineHeads } from '../http-route.js';

/**
 * Recently deleted (ADR 024): every service that keeps deleted things lists its own for administrators; the
 * gateway answers the one list across them. Restoring is each kind's own call (`…restore`).
 */
export const DELETED_ROUTES = defineHeads({
  list: {
    pattern: 'platform.deleted.list',
    access: 'admin',
    http: {
      method: 'GET', path: '/api/deleted', tag: 'platform',
      summary: 'Medical records, riding logs, horse pictures and clips and gallery pictures deleted within the retention period, newest first, with who deleted them and until when they can be restored',
    },
  },
  horses: { pattern: 'horses.deleted.list', access: 'admin' },
  medical: { pattern: 'medical.deleted.list', access: 'admin' },
  riding: { pattern: 'riding.deleted.list', access: 'admin' },
});
