import { z } from 'zod';
import { API_ROUTES, OPERATIONS } from './api.js';
import { ERROR_STATUS } from './errors.js';
import { defineOperation } from './operation.js';
import { loginRequestSchema, registerRequestSchema } from './users/users.schemas.js';

const find = (method: string, path: string) => API_ROUTES.find((r) => r.method === method && r.path === path);
const shape = (path: string) => path.replace(/\{\w+\}/g, '{}');

/**
 * The oracle: every route SPEC.md section 7 names (and the ones the platform adds), with who may call it
 * (section 6). The table of definitions must say exactly this; changing an access level or a path there must
 * be a decision that changes this list too.
 */
const EXPECTED: ReadonlyArray<readonly [string, string, string]> = [
  ['POST', '/api/users/login', 'public'],
  ['POST', '/api/users/register', 'public'],
  ['POST', '/api/users/logout', 'public'],
  ['GET', '/api/users/session', 'public'],
  ['GET', '/api/users/profile', 'signed-in'],
  ['GET', '/api/users', 'admin'],
  ['PUT', '/api/users/{}/role', 'admin'],
  ['POST', '/api/users/{}/role-request', 'admin'],
  ['PUT', '/api/users/{}/disabled', 'admin'],
  ['GET', '/api/users/sessions', 'signed-in'],
  ['DELETE', '/api/users/sessions/{}', 'signed-in'],
  ['DELETE', '/api/users/sessions', 'signed-in'],
  ['GET', '/api/users/calendar-feed', 'staff'],
  ['POST', '/api/users/calendar-feed', 'staff'],
  ['GET', '/api/activity', 'admin'],
  ['GET', '/api/activity/people', 'admin'],
  ['GET', '/api/history/horses/{}', 'staff'],
  ['GET', '/api/history/things/{}', 'staff'],
  ['GET', '/api/calendar/{}.ics', 'public'],
  ['GET', '/api/users/care-digest', 'staff'],
  ['PUT', '/api/users/care-digest', 'staff'],
  ['GET', '/api/users/care-digest/recipients', 'admin'],
  ['PUT', '/api/users/{}/care-digest', 'admin'],
  ['POST', '/api/care-digest/unsubscribe', 'public'],
  ['POST', '/api/users/request-info', 'public'],
  ['GET', '/api/users/inquiries', 'staff'],
  ['PUT', '/api/users/inquiries/{}', 'staff'],
  ['GET', '/api/horses', 'public'],
  ['GET', '/api/horses/name/{}', 'public'],
  ['GET', '/api/horses/{}', 'public'],
  ['POST', '/api/horses', 'staff'],
  ['PUT', '/api/horses/{}', 'staff'],
  ['PUT', '/api/horses/{}/profile-image', 'staff'],
  ['POST', '/api/horses/{}/media', 'staff'],
  ['DELETE', '/api/horses/media/{}', 'staff'],
  ['POST', '/api/horses/media/{}/restore', 'admin'],
  ['GET', '/api/gallery', 'public'],
  ['POST', '/api/gallery', 'staff'],
  ['PUT', '/api/gallery/{}', 'staff'],
  ['PUT', '/api/gallery/{}/position', 'staff'],
  ['DELETE', '/api/gallery/{}', 'staff'],
  ['POST', '/api/gallery/{}/restore', 'admin'],
  ['GET', '/api/care/due', 'staff'],
  ['GET', '/api/care/settings', 'staff'],
  ['PUT', '/api/care/settings', 'admin'],
  ['POST', '/api/care/kinds', 'admin'],
  ['PUT', '/api/care/kinds/{}', 'admin'],
  ['DELETE', '/api/care/kinds/{}', 'admin'],
  ['PUT', '/api/care/horses/{}/intervals/{}', 'admin'],
  ['GET', '/api/medical-records', 'signed-in'],
  ['GET', '/api/medical-records/{}', 'signed-in'],
  ['POST', '/api/medical-records', 'staff'],
  ['PUT', '/api/medical-records/{}', 'staff'],
  ['DELETE', '/api/medical-records/{}', 'staff'],
  ['POST', '/api/medical-records/{}/restore', 'admin'],
  ['POST', '/api/medical-records/{}/documents', 'staff'],
  ['DELETE', '/api/medical-records/{}/documents/{}', 'staff'],
  ['GET', '/api/medical-records/{}/documents/{}', 'signed-in'],
  ['POST', '/api/medical-records/rounds', 'staff'],
  ['GET', '/api/riding-logs', 'signed-in'],
  ['GET', '/api/riding-logs/{}', 'signed-in'],
  ['POST', '/api/riding-logs', 'staff'],
  ['PUT', '/api/riding-logs/{}', 'staff'],
  ['DELETE', '/api/riding-logs/{}', 'staff'],
  ['POST', '/api/riding-logs/{}/restore', 'admin'],
  ['GET', '/api/reports/riding-activity', 'staff'],
  ['GET', '/api/webhooks/event-types', 'admin'],
  ['GET', '/api/webhooks', 'admin'],
  ['POST', '/api/webhooks', 'admin'],
  ['PUT', '/api/webhooks/{}', 'admin'],
  ['DELETE', '/api/webhooks/{}', 'admin'],
  ['POST', '/api/webhooks/{}/secret', 'admin'],
  ['GET', '/api/webhooks/{}/deliveries', 'admin'],
  ['POST', '/api/webhooks/deliveries/{}/resend', 'admin'],
  ['GET', '/api/remotes', 'public'],
  ['POST', '/api/remotes/reports', 'public'],
  ['GET', '/api/remotes/canaries', 'admin'],
  ['GET', '/api/uploads/limits', 'staff'],
  ['GET', '/api/deleted', 'admin'],
  ['GET', '/api/export', 'admin'],
  ['POST', '/api/imports/archive', 'admin'],
  ['POST', '/api/imports/{}/preview', 'staff'],
  ['POST', '/api/imports/{}', 'staff'],
  ['GET', '/api/imports/jobs', 'staff'],
  ['GET', '/api/imports/jobs/{}', 'staff'],
  ['POST', '/api/imports/jobs/{}/cancel', 'staff'],
];

describe('API_ROUTES', () => {
  it('is exactly the routes and access levels of SPEC.md sections 6 and 7', () => {
    const actual = API_ROUTES.map((r) => [r.method, shape(r.path), r.access] as const);
    expect([...actual].sort()).toEqual([...EXPECTED].sort());
  });

  it('puts every route under /api with {param} path parameters, each a field of its operation', () => {
    for (const route of API_ROUTES) {
      // A last parameter may carry a file extension: a calendar subscribes to an address ending in .ics.
      expect(route.path).toMatch(/^\/api(\/([a-z0-9-]+|\{[a-zA-Z]+\}))*(\/([a-z0-9-]+|\{[a-zA-Z]+\}(\.[a-z]+)?))$/);
      for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
        if (route.operation) expect([route.path, name! in (route.operation.request as z.ZodObject).shape]).toEqual([route.path, true]);
      }
    }
  });

  it('reads bodies only with POST and PUT, and lists 400 and 413 for each route that reads one', () => {
    for (const route of API_ROUTES) {
      if (route.body || route.multipart) {
        expect([route.path, route.method]).toEqual([route.path, expect.stringMatching(/^(POST|PUT)$/)]);
        expect([route.path, route.errors]).toEqual([route.path, expect.arrayContaining([413])]);
      }
      if (route.body) expect([route.path, route.errors]).toEqual([route.path, expect.arrayContaining([400])]);
    }
  });

  it('derives the access statuses from the access level', () => {
    for (const route of API_ROUTES) {
      if (route.access !== 'public') expect([route.path, route.errors]).toEqual([route.path, expect.arrayContaining([401])]);
      // Beside the access level, an operation may declare a refusal of its own (a disabled account signing in).
      const declared = route.operation?.errors.some((code) => ERROR_STATUS[code] === 403) ?? false;
      expect([route.path, route.errors.includes(403)]).toEqual([route.path, route.access === 'staff' || route.access === 'admin' || declared]);
    }
  });

  it('keeps the user calls of SPEC.md section 7 with their payloads', () => {
    expect(find('POST', '/api/users/login')).toMatchObject({ access: 'public', body: loginRequestSchema });
    expect(find('POST', '/api/users/register')).toMatchObject({ access: 'public', body: registerRequestSchema, status: 201 });
    expect(find('GET', '/api/users/profile')?.body).toBeUndefined();
  });

  it('answers sign-in and registration with a token and a user', () => {
    const answer = { token: 'jwt', user: { id: 'u1', email: 'rider@example.com', role: 'USER' } };
    expect(find('POST', '/api/users/login')?.answer.parse(answer)).toEqual(answer);
    expect(find('POST', '/api/users/register')?.answer.parse(answer)).toEqual(answer);
    expect(find('POST', '/api/users/login')?.answer.safeParse({ token: 'jwt' }).success).toBe(false);
  });

  it('sends the horse of PUT /api/horses/{id} as the body, and the id from the path', () => {
    const route = find('PUT', '/api/horses/{id}')!;
    expect(route.body?.safeParse({ name: 'Dusty', sex: 'mare' }).success).toBe(true);
    expect(route.body?.safeParse({ id: 'x', horse: {} }).success).toBe(false);
  });

  it('reads the query of GET routes without their path parameters', () => {
    expect(Object.keys(find('GET', '/api/horses')!.query!.shape)).toEqual(expect.arrayContaining(['q', 'limit', 'offset']));
    expect(find('GET', '/api/horses/{id}')!.query).toBeUndefined();
  });
});

describe('OPERATIONS', () => {
  it('names each pattern once, and only error codes the gateway can map', () => {
    const patterns = OPERATIONS.map((o) => o.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const op of OPERATIONS) for (const code of op.errors) expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
  });

  it('refuses a definition whose path names a field its request does not have', () => {
    expect(() =>
      defineOperation({
        pattern: 'test.thing.get',
        access: 'public',
        request: z.object({ id: z.string() }),
        answer: z.object({}),
        errors: [],
        http: { method: 'GET', path: '/api/things/{thingId}', summary: '', tag: 'test' },
      }),
    ).toThrow('path parameter {thingId} is not a field of the request');
  });
});
