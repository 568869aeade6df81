import { defineHeads } from '../http-route.js';

const tag = 'gallery';

/** The public gallery's calls before their schemas (gallery.operations.ts adds them); the horses service keeps it. */
export const GALLERY_ROUTES = defineHeads({
  list: {
    pattern: 'horses.gallery.list',
    access: 'public',
    http: { method: 'GET', path: '/api/gallery', tag, summary: "The gallery's pictures, in its order" },
  },
  add: {
    pattern: 'horses.gallery.add',
    access: 'staff',
    http: {
      method: 'POST', path: '/api/gallery', tag, status: 201, input: 'multipart',
      summary: 'Add a picture (JPEG, PNG, WebP, GIF; re-encoded, metadata removed): fields title, description and category, then the file as field "media"',
    },
  },
  update: {
    pattern: 'horses.gallery.update',
    idempotent: true,
    access: 'staff',
    http: { method: 'PUT', path: '/api/gallery/{id}', tag, bodyField: 'picture', summary: "Change a picture's title, description and category" },
  },
  move: {
    pattern: 'horses.gallery.move',
    access: 'staff',
    http: { method: 'PUT', path: '/api/gallery/{id}/position', tag, summary: 'Move a picture to another place in the gallery; answers the new order' },
  },
  remove: {
    pattern: 'horses.gallery.remove',
    access: 'staff',
    http: { method: 'DELETE', path: '/api/gallery/{id}', tag, summary: 'Remove a picture from the gallery' },
  },
  restore: {
    pattern: 'horses.gallery.restore',
    idempotent: true,
    access: 'admin',
    http: { method: 'POST', path: '/api/gallery/{id}/restore', tag, summary: 'Put back a picture removed within the retention period, last in the gallery' },
  },
});
