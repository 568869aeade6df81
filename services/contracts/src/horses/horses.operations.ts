import { z } from 'zod';
import { defineOperation, fromArchive } from '../operation.js';
import { manyAtOnce } from '../validation.js';
import { MEDICAL_RECORDS } from '../medical/medical.schemas.js';
import { HORSE_ROUTES as R } from './horses.routes.js';
import {
  addMediaMessageSchema,
  herdCareDatesQuerySchema,
  herdCareDatesSchema,
  horseDetailSchema,
  horseInputSchema,
  horseListPageSchema,
  horseListQuerySchema,
  horseNameMessageSchema,
  horseWithMediaSchema,
  idMessageSchema,
  mediaSchema,
  setProfileImageMessageSchema,
  updateHorseMessageSchema,
} from './horses.schemas.js';

/** What the horses service answers; over HTTP a horse is answered with its rides (`horseDetailSchema`). */
export const HORSE_OPERATIONS = {
  list: defineOperation({ ...R.list, request: horseListQuerySchema, answer: horseListPageSchema, errors: ['VALIDATION_FAILED'] }),
  getByName: defineOperation({ ...R.getByName, request: horseNameMessageSchema, answer: horseWithMediaSchema, httpAnswer: horseDetailSchema, errors: ['NOT_FOUND'] }),
  get: defineOperation({ ...R.get, request: idMessageSchema, answer: horseWithMediaSchema, httpAnswer: horseDetailSchema, errors: ['NOT_FOUND'] }),
  create: defineOperation({ ...R.create, request: horseInputSchema, answer: horseWithMediaSchema, httpAnswer: horseDetailSchema, errors: ['VALIDATION_FAILED'] }),
  /** Many horses at once, all or none, each as `create` makes it (an import's rows): not over HTTP. Answers how many it made. */
  createMany: defineOperation({
    pattern: 'horses.horse.create-many',
    idempotent: true,
    access: R.create.access,
    request: manyAtOnce(horseInputSchema),
    answer: z.object({ created: z.number().int() }),
    errors: ['VALIDATION_FAILED'],
  }),
  /** An archive's horses put back with their ids, dates, versions, health and media rows (their files are put back first). */
  fromArchive: fromArchive('horses.horse.from-archive', horseWithMediaSchema),
  /**
   * An archive's medical records as this service keeps them for its horses' health (dates, kinds of care,
   * measurements), put back before the horses, so each horse is assessed on all its records at once and the
   * records' own events, when the medical service puts them back, change nothing.
   */
  recordsFromArchive: fromArchive('horses.medical-record.from-archive', MEDICAL_RECORDS.schema),
  update: defineOperation({
    ...R.update,
    request: updateHorseMessageSchema,
    answer: horseWithMediaSchema,
    httpAnswer: horseDetailSchema,
    errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT'],
  }),
  setProfileImage: defineOperation({
    ...R.setProfileImage,
    request: setProfileImageMessageSchema,
    answer: horseWithMediaSchema,
    httpAnswer: horseDetailSchema,
    errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
  }),
  addMedia: defineOperation({
    ...R.addMedia,
    request: addMediaMessageSchema,
    answer: mediaSchema,
    errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
  }),
  removeMedia: defineOperation({ ...R.removeMedia, request: idMessageSchema, answer: z.object({ ok: z.literal(true) }), errors: ['NOT_FOUND'] }),
  /** Not deleted, or deleted too long ago: CONFLICT; nothing deleted under the id, or its horse gone: NOT_FOUND. */
  restoreMedia: defineOperation({ ...R.restoreMedia, request: idMessageSchema, answer: mediaSchema, errors: ['NOT_FOUND', 'CONFLICT'] }),
  /** Every living horse's care dates, a page at a time (a deceased horse needs no care): what the calendar feed shows. */
  careDates: defineOperation({ pattern: 'horses.horse.care-dates', access: 'staff', request: herdCareDatesQuerySchema, answer: herdCareDatesSchema, errors: ['VALIDATION_FAILED'] }),
} as const;
