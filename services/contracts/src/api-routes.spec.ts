import { z } from 'zod';
import { API_ROUTES } from './api-routes.js';
import { loginRequestSchema, registerRequestSchema } from './users/users.schemas.js';

const find = (method: string, path: string) => API_ROUTES.find((r) => r.method === method && r.path === path);

describe('API_ROUTES', () => {
  it('names each method and path once', () => {
    const keys = API_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every body and every response as a zod schema', () => {
    for (const route of API_ROUTES) {
      if (route.body !== undefined) expect([route.path, route.body instanceof z.ZodType]).toEqual([route.path, true]);
      if (route.response !== undefined) expect([route.path, route.response instanceof z.ZodType]).toEqual([route.path, true]);
    }
  });

  it('puts every route under /api with {param} path parameters', () => {
    for (const route of API_ROUTES) {
      expect(route.path).toMatch(/^\/api(\/([a-z0-9-]+|\{[a-zA-Z]+\}))+$/);
    }
  });

  it('sends bodies only with POST and PUT, and lists 400 for each route that validates one', () => {
    for (const route of API_ROUTES) {
      expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(route.method);
      expect(['public', 'signed-in', 'staff', 'admin']).toContain(route.access);
      if (route.body) {
        expect([route.path, route.method]).toEqual([route.path, expect.stringMatching(/^(POST|PUT)$/)]);
        expect([route.path, route.errors ?? []]).toEqual([route.path, expect.arrayContaining([400])]);
      }
      for (const status of route.errors ?? []) expect(status >= 400 && status <= 599).toBe(true);
    }
  });

  it('keeps the user calls of SPEC.md section 7 with their payloads', () => {
    expect(find('POST', '/api/users/login')).toMatchObject({ access: 'public', body: loginRequestSchema });
    expect(find('POST', '/api/users/register')).toMatchObject({ access: 'public', body: registerRequestSchema });
    expect(find('GET', '/api/users/profile')).toMatchObject({ access: 'signed-in' });
    expect(find('GET', '/api/users/profile')?.body).toBeUndefined();
  });

  it('answers sign-in and registration with a token and a user', () => {
    const answer = { token: 'jwt', user: { id: 'u1', email: 'rider@example.com', role: 'USER' } };
    expect(find('POST', '/api/users/login')?.response?.parse(answer)).toEqual(answer);
    expect(find('POST', '/api/users/register')?.response?.parse(answer)).toEqual(answer);
    expect(find('POST', '/api/users/login')?.response?.safeParse({ token: 'jwt' }).success).toBe(false);
  });

  it('keeps administration of accounts to administrators', () => {
    for (const route of API_ROUTES.filter((r) => r.path === '/api/users' || r.path.startsWith('/api/users/{id}'))) {
      expect([route.method, route.path, route.access]).toEqual([route.method, route.path, 'admin']);
    }
  });
});
