import { z } from 'zod';
import { optionalText, text } from '../validation.js';
import { expectedVersion } from '../versions.js';
import { addMediaMessageSchema, mediaVariantSchema } from './horses.schemas.js';

/** The gallery's categories (SPEC.md section 2: its tabs after All), in the tabs' order. */
export const GALLERY_CATEGORIES = ['ranch', 'horses', 'cattle', 'events'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

/** What staff write about a picture (SPEC.md section 3: a gallery item's title, description and category). */
export const galleryFieldsSchema = z.object({
  title: text({ label: 'Title', required: true, max: 100 }),
  description: optionalText({ label: 'Description', max: 500, multiline: true }),
  category: z.enum(GALLERY_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? 'Category is required' : 'Category must be Ranch, Horses, Cattle or Events',
  }),
});
export type GalleryFields = z.input<typeof galleryFieldsSchema>;

/**
 * A picture of the public gallery: re-encoded like a horse's pictures (WebP at each width, no metadata), shown in
 * `position` order (0 first). `url` is the widest variant; `version` grows with each change.
 */
export const galleryPictureSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(GALLERY_CATEGORIES),
  position: z.number().int(),
  url: z.string(),
  variants: z.array(mediaVariantSchema),
  width: z.number().int(),
  height: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type GalleryPicture = z.infer<typeof galleryPictureSchema>;

/** GET /api/gallery: every picture, in the gallery's order. */
export const galleryListSchema = z.array(galleryPictureSchema);

/** A picture the gateway has received (multipart field "media", after the fields), for the horses service to adopt. */
export const addGalleryPictureMessageSchema = galleryFieldsSchema.extend({ upload: addMediaMessageSchema.shape.upload });
export type AddGalleryPictureMessage = z.infer<typeof addGalleryPictureMessageSchema>;

/** PUT /api/gallery/{id}: the picture's fields, and optionally the `version` read (a picture changed since is a CONFLICT). */
export const galleryUpdateSchema = galleryFieldsSchema.safeExtend({ version: expectedVersion.optional() });
export const updateGalleryPictureMessageSchema = z.object({ id: z.uuid({ error: 'Not found' }), picture: galleryUpdateSchema });

/** PUT /api/gallery/{id}/position: where the picture goes, 0 first (a place past the end is the end). */
export const galleryPositionSchema = z.object({
  position: z.number({ error: 'Position must be a number' }).int({ error: 'Position must be a whole number' }).min(0, { error: 'Position cannot be negative' }),
});
export const moveGalleryPictureMessageSchema = z.object({ id: z.uuid({ error: 'Not found' }) }).extend(galleryPositionSchema.shape);
