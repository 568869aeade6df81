import fc from 'fast-check';
import { z } from 'zod';
import { API_ROUTES, type ApiRoute, type HorseDetail, pathParams } from '@remuda/contracts';
import { ApiClient } from './api-client.js';

/** The part of a JSON Schema the contracts' zod schemas produce that the generators read. */
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** Text that has tripped servers before: notations, encodings, sizes and characters a parser may not expect. */
const AWKWARD_TEXT = [
  '', ' ', '\u0000', 'a\u0000b', '0x10', '0o17', '0b11', '1e3', '-0', 'NaN', 'Infinity', '9'.repeat(400),
  '2025-02-30', '0000-00-00', '9999-12-31', '2025-1-1', '1970-01-01T00:00:00Z', '../../etc/passwd', '%00', '%zz',
  "' OR 1=1 --", '"; DROP TABLE horses; --', '<script>alert(1)</script>', '{{7*7}}', '${7*7}', '__proto__',
  'constructor', '\u200b', '\u202e', '\ud800', '\udfff', '😀', 'a'.repeat(5000), 'true', 'null', '[]', '{}',
];

const awkwardText = fc.constantFrom(...AWKWARD_TEXT);

/** Any value JSON can carry, weighted towards what schemas refuse in interesting ways. */
const awkward: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: awkwardText },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, -0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, null, true, false) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

const dateText = fc.oneof(
  fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 })).map(
    ([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
  ),
);

/** Values near what `schema` takes: its own choices, types and bounds, a little beyond them. */
function nearValid(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => valueOf(c, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.format === 'date' || schema.pattern?.includes('\\d{4}')) return dateText;
      return fc.string({ unit: 'grapheme', maxLength: (schema.maxLength ?? 60) + 5 });
    case 'integer':
      return fc.integer({ min: Math.max((schema.minimum ?? -1e6) - 2, -(2 ** 31)), max: Math.min((schema.maximum ?? 1e6) + 2, 2 ** 31) });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: (schema.minimum ?? -1e6) - 2, max: (schema.maximum ?? 1e6) + 2 });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(valueOf(schema.items ?? {}, depth + 1), { maxLength: 4 });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const fields = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, s]) => [key, valueOf(s, depth + 1)]));
      // Every field may be left out, and a few unknown ones may come along.
      return fc
        .tuple(fc.record(fields, { requiredKeys: [] }), fc.dictionary(fc.constantFrom('extra', '__proto__', 'constructor', 'id', 'role'), awkward, { maxKeys: 2 }))
        .map(([known, extra]) => ({ ...extra, ...known }));
    }
    default:
      return awkward;
  }
}

/** Mostly values near the schema, sometimes anything at all. */
function valueOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: nearValid(schema, depth) }, { weight: 1, arbitrary: awkward });
}

const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Percent-encodes every byte but letters and digits, so any text (lone surrogates too) can be sent in a URL. */
const percent = (text: string) => [...Buffer.from(text, 'utf8')].map((b) => (/[A-Za-z0-9]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, '0')}`)).join('');

/** A query string from a value: a field per key, arrays repeated, objects in brackets, sometimes raw bytes. */
function queryString(value: unknown): string {
  if (typeof value !== 'object' || value === null) return `q=${percent(String(value))}`;
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (Array.isArray(item)) parts.push(...item.map((v) => `${percent(key)}=${percent(typeof v === 'string' ? v : JSON.stringify(v) ?? '')}`));
    else if (item !== null && typeof item === 'object') parts.push(...Object.entries(item).map(([k, v]) => `${percent(key)}[${percent(k)}]=${percent(String(v))}`));
    else if (item !== undefined) parts.push(`${percent(key)}=${percent(String(item))}`);
  }
  return parts.join('&');
}

export interface FuzzRequest {
  actor: 'anonymous' | 'admin by cookie' | 'admin by bearer token';
  method: string;
  path: string;
  body?: string;
}

/** One request to `route`: path parameters, query and body generated from its contract, and who sends it. */
function requestsOf(route: ApiRoute, knownIds: string[]): fc.Arbitrary<FuzzRequest> {
  const param = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map(percent) },
    { weight: 1, arbitrary: fc.constantFrom('..', '%2e%2e', '%00', '%zz', '%c0%ae', '0', '-1', 'name', 'x'.repeat(3000)) },
  );
  const params = fc.tuple(...pathParams(route.path).map(() => param));
  const input = route.body ?? route.query;
  const value = input ? valueOf(jsonSchemaOf(input)) : awkward;
  // A body: the generated value, or JSON that is not an object, or text that is not JSON at all.
  const body = fc.oneof(
    { weight: 6, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', '{"a":', '[1,2', 'nul', '{"__proto__":{"admin":true}}', '\u0000', `${'['.repeat(5000)}${']'.repeat(5000)}`) },
  );
  const actor = fc.constantFrom<FuzzRequest['actor']>('anonymous', 'admin by cookie', 'admin by bearer token');
  return fc.tuple(actor, params, route.method === 'GET' || route.method === 'DELETE' ? value : body).map(([who, values, sent]) => {
    let path = route.path;
    pathParams(route.path).forEach((name, i) => (path = path.replace(`{${name}}`, values[i] ?? '')));
    if (route.method === 'GET' || route.method === 'DELETE') return { actor: who, method: route.method, path: `${path}?${queryString(sent)}` };
    return { actor: who, method: route.method, path, body: sent as string };
  });
}

export interface FuzzContext {
  baseUrl: string;
}

/** Routes that end the admin's own session: the signed-in admin would fuzz the rest as a visitor. */
const ENDS_OWN_SESSION = new Set(['POST /api/users/logout', 'DELETE /api/users/sessions']);

/**
 * Sends `runs` requests generated from the contracts' schemas to every API route, as a visitor and as a
 * signed-in administrator (cookie and bearer token), and fails on any answer of 500 or above or any request the
 * gateway drops. The seed is printed with the failures, to replay them.
 */
export function describeApiFuzz(context: () => FuzzContext, runs = 5000): void {
  describe('every API route, fed inputs generated from its contract', () => {
    it(`never answers 5xx, over ${runs} requests`, async () => {
      const { baseUrl } = context();
      const admin = new ApiClient(baseUrl);
      const token = (await admin.login('admin@remuda.test')).body.token as string;
      const trainer = new ApiClient(baseUrl);
      await trainer.login('trainer@remuda.test');
      const horse = (await trainer.post('/api/horses', { name: 'Fuzzy', sex: 'mare' })).body as HorseDetail;
      const ride = (await trainer.post('/api/riding-logs', { horseId: horse.id, date: '2025-03-01' })).body as { id: string };
      const visit = (await trainer.post('/api/medical-records', { horseId: horse.id, date: '2025-03-01', description: 'Checkup' })).body as { id: string };
      const knownIds = [horse.id, ride.id, visit.id, horse.name].filter(Boolean);

      const all = fc.oneof(...API_ROUTES.map((route) => requestsOf(route, knownIds)));
      const seed = Number(process.env.REMUDA_FUZZ_SEED ?? Date.now() % 2 ** 31);
      // Besides the generated ones: each route once with a NUL character for every path parameter (PostgreSQL refuses
      // to even compare text holding one).
      const nulPaths = API_ROUTES.filter((route) => pathParams(route.path).length).map((route) => ({
        actor: 'anonymous' as const,
        method: route.method,
        path: route.path.replace(/\{\w+\}/g, '%00'),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: '{}' }),
      }));
      const requests = [...nulPaths, ...fc.sample(all, { numRuns: runs, seed })];
      const failures: Array<FuzzRequest & { status: number | string; answer: string }> = [];
      const send = async (request: FuzzRequest) => {
        const ownSession = ENDS_OWN_SESSION.has(`${request.method} ${request.path.split('?')[0]}`);
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (request.actor === 'admin by cookie' && !ownSession) Object.assign(headers, { cookie: admin.cookie!, 'x-requested-with': 'XMLHttpRequest' });
        if (request.actor === 'admin by bearer token' && !ownSession) headers.authorization = `Bearer ${token}`;
        try {
          const res = await fetch(baseUrl + request.path, { method: request.method, headers, body: request.body });
          const answer = await res.text();
          if (res.status >= 500) failures.push({ ...request, status: res.status, answer: answer.slice(0, 300) });
        } catch (err) {
          const cause = (err as { cause?: { code?: string; message?: string } }).cause;
          failures.push({ ...request, status: 'no answer', answer: cause ? `${String(err)}: ${cause.code ?? cause.message}` : String(err) });
        }
      };
      // A few at a time, as several browsers would.
      for (let at = 0; at < requests.length; at += 8) await Promise.all(requests.slice(at, at + 8).map(send));
      expect({ seed, failures: failures.slice(0, 10) }).toEqual({ seed, failures: [] });
    }, 180_000);
  });
}
