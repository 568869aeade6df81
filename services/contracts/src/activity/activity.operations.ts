import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { ACTIVITY_ROUTES as R } from './activity.routes.js';
import { activityPersonSchema, activityQuerySchema, historyPageSchema, horseHistoryQuerySchema, thingHistoryQuerySchema } from './activity.schemas.js';

/** What the activity service answers: the history kept from every domain's events. */
export const ACTIVITY_OPERATIONS = {
  horseHistory: defineOperation({ ...R.horseHistory, request: horseHistoryQuerySchema, answer: historyPageSchema, errors: ['VALIDATION_FAILED'] }),
  thingHistory: defineOperation({ ...R.thingHistory, request: thingHistoryQuerySchema, answer: historyPageSchema, errors: ['VALIDATION_FAILED'] }),
  list: defineOperation({ ...R.list, request: activityQuerySchema, answer: historyPageSchema, errors: ['VALIDATION_FAILED'] }),
  people: defineOperation({ ...R.people, request: z.object({}), answer: z.array(activityPersonSchema), errors: [] }),
} as const;
