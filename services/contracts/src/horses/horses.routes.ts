import { defineHeads } from '../http-route.js';

const tag = 'horses';

/**
 * The horses' calls before their schemas (horses.operations.ts adds them). Over HTTP a horse comes with its
 * riding logs, which the gateway adds from the riding service, and the list comes as a plain array with paging
 * headers.
 */
export const HORSE_ROUTES = defineHeads({
  list: {
    pattern: 'horses.horse.list',
    access: 'public',
    http: {
      method: 'GET', path: '/api/horses', tag, paged: true,
      summary: 'Horses by name. Optional q, status, health, breed, sex, limit, offset; X-Total-Count and a Link header for the next page',
    },
  },
  getByName: {
    pattern: 'horses.horse.get-by-name',
    access: 'public',
    http: { method: 'GET', path: '/api/horses/name/{name}', tag, summary: 'The horse of that name (case-insensitive), with its media and riding logs' },
  },
  get: {
    pattern: 'horses.horse.get',
    access: 'public',
    http: { method: 'GET', path: '/api/horses/{id}', tag, summary: 'A horse with its media and riding logs (newest first)' },
  },
  create: {
    pattern: 'horses.horse.create',
    idempotent: true,
    access: 'staff',
    http: { method: 'POST', path: '/api/horses', tag, status: 201, summary: 'Add a horse' },
  },
  update: {
    pattern: 'horses.horse.update',
    idempotent: true,
    access: 'staff',
    http: { method: 'PUT', path: '/api/horses/{id}', tag, bodyField: 'horse', summary: "Replace a horse's fields" },
  },
  setProfileImage: {
    pattern: 'horses.horse.set-profile-image',
    access: 'staff',
    http: { method: 'PUT', path: '/api/horses/{id}/profile-image', tag, summary: "Choose which of the horse's images is its profile image" },
  },
  addMedia: {
    pattern: 'horses.media.add',
    access: 'staff',
    http: {
      method: 'POST', path: '/api/horses/{horseId}/media', tag, status: 201, input: 'multipart',
      summary: 'Upload a picture (JPEG, PNG, WebP, GIF; re-encoded, metadata removed) or a clip (MP4, WebM, QuickTime) as multipart field "media"',
    },
  },
  removeMedia: {
    pattern: 'horses.media.remove',
    access: 'staff',
    http: { method: 'DELETE', path: '/api/horses/media/{id}', tag, summary: 'Delete a picture or clip' },
  },
  restoreMedia: {
    pattern: 'horses.media.restore',
    idempotent: true,
    access: 'admin',
    http: { method: 'POST', path: '/api/horses/media/{id}/restore', tag, summary: 'Restore a picture or clip deleted within the retention period, with its id and files' },
  },
});
