import { z } from 'zod';
import {
  horseDetailSchema,
  horseInputSchema,
  horseListQuerySchema,
  horseSchema,
  mediaSchema,
  profileImageRequestSchema,
} from './horses/horses.schemas.js';
import { medicalRecordListQuerySchema, medicalRecordSchema } from './medical/medical.schemas.js';
import { remoteRegistrySchema } from './remotes.js';
import { ridingLogListQuerySchema, ridingLogSchema } from './riding/riding.schemas.js';
import {
  accountSchema,
  authResponseSchema,
  changeRoleRequestSchema,
  decideRoleRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  sessionResponseSchema,
} from './users/users.schemas.js';

/** Who may call a route: anyone, any signed-in user, trainers and administrators, or administrators. */
export type RouteAccess = 'public' | 'signed-in' | 'staff' | 'admin';

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  tag: string;
  access: RouteAccess;
  body?: z.ZodType;
  /** Query parameters, as one object schema. */
  query?: z.ZodObject;
  /** The body is multipart/form-data with a file. */
  multipart?: boolean;
  /** The success status when it is not 200. */
  status?: 201;
  response?: z.ZodType;
  /** Status codes beyond 200 and the access ones this route answers. */
  errors?: number[];
}

/** Every /api route, for the OpenAPI document; the gateway's controllers implement exactly these. */
export const API_ROUTES: ApiRoute[] = [
  {
    method: 'POST', path: '/api/users/login', tag: 'users', access: 'public',
    summary: 'Sign in; sets the session cookie and answers the token for API clients',
    body: loginRequestSchema, response: authResponseSchema, errors: [400, 401, 413, 429],
  },
  {
    method: 'POST', path: '/api/users/register', tag: 'users', access: 'public',
    summary: 'Create a USER account; asking for TRAINER or ADMIN records a role request',
    body: registerRequestSchema, response: authResponseSchema, errors: [400, 409, 413, 429], status: 201,
  },
  {
    method: 'POST', path: '/api/users/logout', tag: 'users', access: 'public',
    summary: 'Clear the session cookie', response: z.object({ ok: z.literal(true) }),
  },
  {
    method: 'GET', path: '/api/users/session', tag: 'users', access: 'public',
    summary: 'The signed-in account, or null for a visitor (never 401)', response: sessionResponseSchema,
  },
  {
    method: 'GET', path: '/api/users/profile', tag: 'users', access: 'signed-in',
    summary: 'The signed-in account with its pending role request', response: accountSchema,
  },
  {
    method: 'GET', path: '/api/users', tag: 'users', access: 'admin',
    summary: 'All accounts with their role requests', response: z.array(accountSchema),
  },
  {
    method: 'PUT', path: '/api/users/{id}/role', tag: 'users', access: 'admin',
    summary: "Change an account's role", body: changeRoleRequestSchema, response: accountSchema, errors: [400, 404, 409],
  },
  {
    method: 'POST', path: '/api/users/{id}/role-request', tag: 'users', access: 'admin',
    summary: 'Grant or refuse a pending role request', body: decideRoleRequestSchema, response: accountSchema,
    errors: [400, 404],
  },
  {
    method: 'GET', path: '/api/horses', tag: 'horses', access: 'public',
    summary: 'Horses by name. Optional q, status, health, breed, sex, limit, offset; X-Total-Count and a Link header for the next page',
    query: horseListQuerySchema, response: z.array(horseSchema), errors: [400],
  },
  {
    method: 'GET', path: '/api/horses/name/{name}', tag: 'horses', access: 'public',
    summary: 'The horse of that name (case-insensitive), with its media and riding logs', response: horseDetailSchema, errors: [404],
  },
  {
    method: 'GET', path: '/api/horses/{id}', tag: 'horses', access: 'public',
    summary: 'A horse with its media and riding logs (newest first)', response: horseDetailSchema, errors: [404],
  },
  {
    method: 'POST', path: '/api/horses', tag: 'horses', access: 'staff',
    summary: 'Add a horse', body: horseInputSchema, response: horseDetailSchema, errors: [400], status: 201,
  },
  {
    method: 'PUT', path: '/api/horses/{id}', tag: 'horses', access: 'staff',
    summary: "Replace a horse's fields", body: horseInputSchema, response: horseDetailSchema, errors: [400, 404],
  },
  {
    method: 'POST', path: '/api/horses/{id}/media', tag: 'horses', access: 'staff',
    summary: 'Upload a picture (JPEG, PNG, WebP, GIF; re-encoded, metadata removed) or a clip (MP4, WebM, QuickTime) as multipart field "media"',
    multipart: true, response: mediaSchema, errors: [400, 404, 413, 415], status: 201,
  },
  {
    method: 'PUT', path: '/api/horses/{id}/profile-image', tag: 'horses', access: 'staff',
    summary: "Choose which of the horse's images is its profile image", body: profileImageRequestSchema, response: horseDetailSchema,
    errors: [400, 404],
  },
  {
    method: 'DELETE', path: '/api/horses/media/{id}', tag: 'horses', access: 'staff',
    summary: 'Delete a picture or clip', response: z.object({ ok: z.literal(true) }), errors: [404],
  },
  {
    method: 'GET', path: '/api/medical-records', tag: 'medical', access: 'signed-in',
    summary: 'Medical records, newest first; optional horseId', query: medicalRecordListQuerySchema,
    response: z.array(medicalRecordSchema), errors: [400],
  },
  {
    method: 'GET', path: '/api/riding-logs', tag: 'riding', access: 'signed-in',
    summary: 'Riding logs, newest first; optional horseId', query: ridingLogListQuerySchema,
    response: z.array(ridingLogSchema), errors: [400],
  },
  {
    method: 'GET', path: '/api/remotes', tag: 'platform', access: 'public',
    summary: 'The micro-frontend registry: remote name to mf-manifest.json URL', response: remoteRegistrySchema,
  },
];
