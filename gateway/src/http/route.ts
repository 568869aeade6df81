import { Delete, type ExecutionContext, Get, HttpCode, Post, Put, SetMetadata, UseInterceptors, applyDecorators, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import type { z } from 'zod';
import { type ApiRoute, type EdgeRoute, type Operation, type OperationInput, apiRoute, pathParams, validate } from '@remuda/contracts';
import { Access, DomainError, validationFailed } from '@remuda/service-kit';
import { IdempotencyKeyInterceptor } from './idempotency-key.interceptor.js';

export const ROUTE_KEY = 'remuda:route';

const METHODS = { GET: Get, POST: Post, PUT: Put, DELETE: Delete } as const;

/** `/api/horses/{id}` as Express writes it: `api/horses/:id`. */
export const expressPath = (path: string) => path.replace(/^\//, '').replace(/\{(\w+)\}/g, ':$1');

const idempotencyKeys = new IdempotencyKeyInterceptor();

/**
 * Mounts a controller method at the route its contract defines: method, path, success status, access level and
 * whether it reads an Idempotency-Key all come from the operation (or edge route) definition, so a route cannot
 * drift from what is documented.
 */
export function Route(entry: Operation | EdgeRoute): MethodDecorator {
  const route = apiRoute(entry);
  return applyDecorators(
    METHODS[route.method](expressPath(route.path)),
    HttpCode(route.status),
    Access(route.access),
    SetMetadata(ROUTE_KEY, route),
    ...(route.idempotent ? [UseInterceptors(idempotencyKeys)] : []),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The request's input as its contract reads it: the path parameters (anything the operation's schema refuses
 * names nothing that exists: 404), and the body or query string (400 with one message per field).
 */
export function routeInput(route: ApiRoute, req: Request): Record<string, unknown> {
  const names = pathParams(route.path);
  const params: Record<string, string> = {};
  if (names.length) {
    const shape = (route.operation?.request as z.ZodObject | undefined)?.shape ?? {};
    for (const name of names) {
      const value = String(req.params[name] ?? '');
      const schema = shape[name] as z.ZodType | undefined;
      // Nothing stored holds a NUL character, so no path naming one finds anything.
      if (!value || value.includes('\u0000') || (schema && !schema.safeParse(value).success)) throw new DomainError('NOT_FOUND', 'Not found.');
      params[name] = UUID.test(value) ? value.toLowerCase() : value;
    }
  }
  refuseNul(req.body);
  refuseNul(req.query);
  let input: unknown = {};
  if (route.body) {
    const body: unknown = req.body ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new DomainError('BAD_REQUEST', 'The request body must be a JSON object.');
    }
    input = checked(route.body, body);
  } else if (route.query) {
    input = checked(route.query, req.query ?? {});
  }
  const bodyField = route.operation?.http?.bodyField;
  return bodyField ? { ...params, [bodyField]: input } : { ...params, ...(input as Record<string, unknown>) };
}

/**
 * NUL characters have no place in any text we keep: PostgreSQL cannot store them and they cut strings short
 * elsewhere. Any in the body or query string, keys or values, is refused up front with the field named. Walked
 * without recursion, so no nesting depth can exhaust the stack.
 */
function refuseNul(input: unknown): void {
  const pending: Array<[unknown, string]> = [[input, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, field] = next;
    if (typeof value === 'string' && value.includes('\u0000')) {
      throw validationFailed([{ field: field || '(body)', message: 'Text cannot contain NUL characters' }]);
    }
    if (!value || typeof value !== 'object') continue;
    for (const [key, item] of Object.entries(value)) {
      const path = field ? `${field}.${key}` : key;
      if (key.includes('\u0000')) throw validationFailed([{ field: field || '(body)', message: 'Names cannot contain NUL characters' }]);
      pending.push([item, path]);
    }
  }
}

function checked(schema: z.ZodType, value: unknown): unknown {
  const result = validate(schema, value);
  if (!result.ok) throw validationFailed(result.errors);
  return result.value;
}

/** The route's input (see `routeInput`): the operation's request, already checked against its schema. */
export const RouteInput = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const route = Reflect.getMetadata(ROUTE_KEY, context.getHandler()) as ApiRoute | undefined;
  if (!route) throw new Error(`${context.getHandler().name} has no @Route to read its input from`);
  return routeInput(route, context.switchToHttp().getRequest<Request>());
});

export type Input<O extends Operation> = OperationInput<O>;
