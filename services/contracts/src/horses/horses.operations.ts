import { z } from 'zod';
import { defineOperation } from '../operation.js';
import {
  addMediaMessageSchema,
  horseDetailSchema,
  horseInputSchema,
  horseListPageSchema,
  horseListQuerySchema,
  horseNameMessageSchema,
  horseSchema,
  horseWithMediaSchema,
  idMessageSchema,
  mediaSchema,
  setProfileImageMessageSchema,
  updateHorseMessageSchema,
} from './horses.schemas.js';

const tag = 'horses';

/**
 * What the horses service answers. Over HTTP a horse comes with its riding logs, which the gateway adds from
 * the riding service, and the list comes as a plain array with paging headers.
 */
export const HORSE_OPERATIONS = {
  list: defineOperation({
    pattern: 'horses.horse.list',
    access: 'public',
    request: horseListQuerySchema,
    answer: horseListPageSchema,
    errors: ['VALIDATION_FAILED'],
    http: {
      method: 'GET', path: '/api/horses', tag, answer: z.array(horseSchema),
      summary: 'Horses by name. Optional q, status, health, breed, sex, limit, offset; X-Total-Count and a Link header for the next page',
    },
  }),
  getByName: defineOperation({
    pattern: 'horses.horse.get-by-name',
    access: 'public',
    request: horseNameMessageSchema,
    answer: horseWithMediaSchema,
    errors: ['NOT_FOUND'],
    http: {
      method: 'GET', path: '/api/horses/name/{name}', tag, answer: horseDetailSchema,
      summary: 'The horse of that name (case-insensitive), with its media and riding logs',
    },
  }),
  get: defineOperation({
    pattern: 'horses.horse.get',
    access: 'public',
    request: idMessageSchema,
    answer: horseWithMediaSchema,
    errors: ['NOT_FOUND'],
    http: {
      method: 'GET', path: '/api/horses/{id}', tag, answer: horseDetailSchema,
      summary: 'A horse with its media and riding logs (newest first)',
    },
  }),
  create: defineOperation({
    pattern: 'horses.horse.create',
    idempotent: true,
    access: 'staff',
    request: horseInputSchema,
    answer: horseWithMediaSchema,
    errors: ['VALIDATION_FAILED'],
    http: { method: 'POST', path: '/api/horses', tag, status: 201, answer: horseDetailSchema, summary: 'Add a horse' },
  }),
  update: defineOperation({
    pattern: 'horses.horse.update',
    idempotent: true,
    access: 'staff',
    request: updateHorseMessageSchema,
    answer: horseWithMediaSchema,
    errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT'],
    http: {
      method: 'PUT', path: '/api/horses/{id}', tag, bodyField: 'horse', answer: horseDetailSchema,
      summary: "Replace a horse's fields",
    },
  }),
  setProfileImage: defineOperation({
    pattern: 'horses.horse.set-profile-image',
    access: 'staff',
    request: setProfileImageMessageSchema,
    answer: horseWithMediaSchema,
    errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
    http: {
      method: 'PUT', path: '/api/horses/{id}/profile-image', tag, answer: horseDetailSchema,
      summary: "Choose which of the horse's images is its profile image",
    },
  }),
  addMedia: defineOperation({
    pattern: 'horses.media.add',
    access: 'staff',
    request: addMediaMessageSchema,
    answer: mediaSchema,
    errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
    http: {
      method: 'POST', path: '/api/horses/{horseId}/media', tag, status: 201, input: 'multipart',
      summary: 'Upload a picture (JPEG, PNG, WebP, GIF; re-encoded, metadata removed) or a clip (MP4, WebM, QuickTime) as multipart field "media"',
    },
  }),
  removeMedia: defineOperation({
    pattern: 'horses.media.remove',
    access: 'staff',
    request: idMessageSchema,
    answer: z.object({ ok: z.literal(true) }),
    errors: ['NOT_FOUND'],
    http: { method: 'DELETE', path: '/api/horses/media/{id}', tag, summary: 'Delete a picture or clip' },
  }),
} as const;
