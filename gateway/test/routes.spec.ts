import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import { API_ROUTES, type ApiRoute } from '@remuda/contracts';
import { ApiClient } from './api-client.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
let platform: Platform;
type Tokens = Record<'USER' | 'TRAINER' | 'ADMIN', string>;
let tokens: Tokens;

async function signInEachRole(): Promise<Tokens> {
  const signed: Tokens = { USER: '', TRAINER: '', ADMIN: '' };
  for (const role of ['USER', 'TRAINER', 'ADMIN'] as const) {
    signed[role] = (await platform.client().login(`${role.toLowerCase()}@remuda.test`)).body.token as string;
  }
  return signed;
}
/** Routes that end the sessions they are called with (signing out everywhere ends every one of the account). */
const ENDS_SESSIONS = new Set(['POST /api/users/logout', 'DELETE /api/users/sessions']);

beforeAll(async () => {
  platform = await startTestPlatform({}, ALL_SERVICES);
  tokens = await signInEachRole();
}, 30_000);
afterAll(() => platform.stop());

/** The API's own description is served under /api too, but is no operation of the API. */
const DOCS = /^\/api\/docs(\/|$)/;

/** Every route Express has mounted under /api, as `METHOD /api/path/{}`. */
function mountedRoutes(): string[] {
  const express = platform.gateway.app.getHttpAdapter().getInstance() as Express & { router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> } };
  const mounted: string[] = [];
  for (const layer of express.router.stack) {
    if (!layer.route || !layer.route.path.startsWith('/api') || DOCS.test(layer.route.path)) continue;
    for (const method of Object.keys(layer.route.methods)) mounted.push(`${method.toUpperCase()} ${layer.route.path.replace(/:\w+/g, '{}')}`);
  }
  return mounted.sort();
}

const defined = (route: ApiRoute) => `${route.method} ${route.path.replace(/\{\w+\}/g, '{}')}`;

/** A call to the route with placeholder ids and an empty body: enough to pass or fail the access check. */
function call(route: ApiRoute, token: string | null) {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'name' ? 'Nobody' : randomUUID()));
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return new ApiClient(platform.baseUrl).call(route.method, path, { headers, ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { raw: '{}' }) });
}

describe('the mounted routes', () => {
  it('are exactly the routes the operations define, no more and no fewer', () => {
    expect(mountedRoutes()).toEqual(API_ROUTES.map(defined).sort());
  });

  it.each(API_ROUTES.map((r) => [defined(r), r] as const))('%s admits exactly the roles its access level names', async (_, route) => {
    const refused = async (token: string | null) => [401, 403].includes((await call(route, token)).status);
    const expected = {
      public: [false, false, false, false],
      'signed-in': [true, false, false, false],
      staff: [true, true, false, false],
      admin: [true, true, true, false],
    }[route.access];
    expect([await refused(null), await refused(tokens.USER), await refused(tokens.TRAINER), await refused(tokens.ADMIN)]).toEqual(expected);
    if (ENDS_SESSIONS.has(defined(route))) tokens = await signInEachRole();
  });
});
