import { z } from 'zod';
import { defineEvent } from '../event.js';
import { defineOperation, fromArchive } from '../operation.js';
import { GALLERY_ROUTES as R } from './gallery.routes.js';
import {
  addGalleryPictureMessageSchema,
  galleryListSchema,
  galleryPictureSchema,
  moveGalleryPictureMessageSchema,
  updateGalleryPictureMessageSchema,
} from './gallery.schemas.js';
import { idMessageSchema } from './horses.schemas.js';

/** What the horses service answers about the public gallery. */
export const GALLERY_OPERATIONS = {
  list: defineOperation({ ...R.list, request: z.object({}), answer: galleryListSchema, errors: [] }),
  add: defineOperation({
    ...R.add,
    request: addGalleryPictureMessageSchema,
    answer: galleryPictureSchema,
    errors: ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
  }),
  update: defineOperation({ ...R.update, request: updateGalleryPictureMessageSchema, answer: galleryPictureSchema, errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'CONFLICT'] }),
  move: defineOperation({ ...R.move, request: moveGalleryPictureMessageSchema, answer: galleryListSchema, errors: ['VALIDATION_FAILED', 'NOT_FOUND'] }),
  remove: defineOperation({ ...R.remove, request: idMessageSchema, answer: z.object({ ok: z.literal(true) }), errors: ['NOT_FOUND'] }),
  restore: defineOperation({ ...R.restore, request: idMessageSchema, answer: galleryPictureSchema, errors: ['NOT_FOUND', 'CONFLICT'] }),
  /** An archive's pictures put back in its order (the gallery's own) with their ids and files. */
  fromArchive: fromArchive('horses.gallery.from-archive', galleryPictureSchema),
} as const;

/** The gallery's events, published through the horses service's outbox (the public site's kept pages drop on them). */
export const GALLERY_EVENTS = {
  added: defineEvent({ type: 'horses.gallery.picture-added', version: 1, payload: z.object({ picture: galleryPictureSchema }) }),
  changed: defineEvent({ type: 'horses.gallery.picture-changed', version: 1, payload: z.object({ picture: galleryPictureSchema }) }),
  removed: defineEvent({ type: 'horses.gallery.picture-removed', version: 1, payload: z.object({ id: z.string() }) }),
  /** A removed picture put back (last), in full as `picture-added` carries it. */
  restored: defineEvent({ type: 'horses.gallery.picture-restored', version: 1, payload: z.object({ picture: galleryPictureSchema }) }),
  reordered: defineEvent({ type: 'horses.gallery.reordered', version: 1, payload: z.object({ ids: z.array(z.string()) }) }),
} as const;
