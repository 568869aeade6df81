import { z } from 'zod';
import { horseInputSchema, horseSchema, mediaSchema } from './horses.schemas.js';

/** The id of a horse or a media item, as message data. */
export const idMessageSchema = z.object({ id: z.uuid({ error: 'Not found' }) });
export const horseNameMessageSchema = z.object({ name: z.string().trim().min(1).max(100) });

export const updateHorseMessageSchema = z.object({ id: z.uuid({ error: 'Not found' }), horse: horseInputSchema });
export const setProfileImageMessageSchema = z.object({ id: z.uuid({ error: 'Not found' }), mediaId: z.uuid({ error: 'Choose one of the horse’s images' }) });

/** A file the gateway has streamed into object storage and identified by its bytes, for the service to adopt. */
export const addMediaMessageSchema = z.object({
  horseId: z.uuid({ error: 'Not found' }),
  upload: z.object({
    key: z.string().regex(/^uploads\/[0-9a-f-]{36}$/),
    kind: z.enum(['image', 'video']),
    contentType: z.string(),
    extension: z.string().regex(/^[a-z0-9]{2,5}$/),
    size: z.number().int().nonnegative(),
  }),
});
export type AddMediaMessage = z.infer<typeof addMediaMessageSchema>;

export const horseEventSchema = horseSchema;
export const mediaAddedEventSchema = z.object({ horseId: z.string(), media: mediaSchema });
export const mediaRemovedEventSchema = z.object({ horseId: z.string(), mediaId: z.string() });
