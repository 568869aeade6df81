import { z } from 'zod';
import { API_ROUTES, type ApiRoute, IDEMPOTENCY_KEY_HEADER, apiErrorSchema, idempotencyKeySchema, pathParams } from '@remuda/contracts';

const ACCESS_TEXT: Record<ApiRoute['access'], string> = {
  public: 'Anyone.',
  'signed-in': 'Any signed-in user.',
  staff: 'Trainers and administrators.',
  admin: 'Administrators.',
};

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input: `errors` names each field and what is wrong with it',
  401: 'No valid session',
  403: 'Role not allowed, or a cross-site write',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body too large',
  415: 'Not a supported picture or clip',
  422: 'The Idempotency-Key was already used for a different request',
  429: 'Too many attempts',
  503: 'A service did not answer in time',
};

/** How long a key is honoured at the least, whatever a deployment keeps (REMUDA_IDEMPOTENCY_HOURS). */
const IDEMPOTENCY_PROMISE = '24 hours';

const schema = (s: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
};

/**
 * A multipart form: the request's text fields (neither the path's nor the upload the gateway makes of the file),
 * sent before the file, then the file as `media`.
 */
function multipartSchema(fields: Record<string, unknown>, inPath: string[]): Record<string, unknown> {
  const textFields = Object.entries(fields).filter(([name]) => name !== 'upload' && !inPath.includes(name));
  const form = schema(z.object(Object.fromEntries(textFields) as Record<string, z.ZodType>), 'input') as { properties?: object; required?: string[] };
  return {
    type: 'object',
    required: [...(form.required ?? []), 'media'],
    properties: { ...form.properties, media: { type: 'string', format: 'binary' } },
  };
}

/** The OpenAPI 3.1 document of the API, made from the operations' definitions in the contracts. */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorBody = { content: { 'application/json': { schema: schema(apiErrorSchema, 'output') } } };
  for (const route of API_ROUTES) {
    const responses: Record<string, unknown> = {
      [String(route.status)]: {
        description: 'OK',
        content: { [route.contentType]: { schema: schema(route.answer, 'output') } },
      },
    };
    const statuses = new Set(route.errors);
    // Cross-site writes are refused whatever the access level; any route can find its service down.
    if (route.method !== 'GET') statuses.add(403);
    statuses.add(503);
    for (const status of [...statuses].sort((a, b) => a - b)) responses[String(status)] = { description: ERROR_TEXT[status] ?? 'Error', ...errorBody };
    const fields = (route.operation?.request as z.ZodObject | undefined)?.shape ?? {};
    const parameters: Record<string, unknown>[] = pathParams(route.path).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: fields[name] ? schema(fields[name] as z.ZodType, 'input') : { type: 'string' },
    }));
    for (const [name, field] of Object.entries(route.query?.shape ?? {})) {
      parameters.push({ name, in: 'query', required: false, schema: schema(field as z.ZodType, 'input') });
    }
    if (route.idempotent) {
      parameters.push({
        name: IDEMPOTENCY_KEY_HEADER,
        in: 'header',
        required: false,
        description:
          'Names this write so that sending it again (its answer was lost) does not apply it twice: a repeat with the same key ' +
          `within ${IDEMPOTENCY_PROMISE} gets the first answer; the same key with a different request is refused with 422.`,
        schema: schema(idempotencyKeySchema, 'input'),
      });
    }
    const body = route.multipart
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: multipartSchema(fields, pathParams(route.path)),
              },
            },
          },
        }
      : route.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: schema(route.body, 'input') } } } }
        : {};
    paths[route.path] ??= {};
    paths[route.path][route.method.toLowerCase()] = {
      tags: [route.tag],
      summary: route.summary,
      description: `Who may call it: ${ACCESS_TEXT[route.access]}`,
      ...(parameters.length ? { parameters } : {}),
      ...(route.access === 'public' ? {} : { security: [{ session: [] }, { bearer: [] }] }),
      ...body,
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Remuda API',
      version: '1',
      description:
        'The ranch platform API. Browsers sign in with the HttpOnly session cookie set by login and send ' +
        '`X-Requested-With: XMLHttpRequest` on writes; API clients send `Authorization: Bearer <token>` with the token from login.',
    },
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'remuda_session' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
    paths,
  };
}
