import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ROUTES, OPERATIONS } from './api.js';
import { MEDICAL_RECORDS } from './medical/medical.schemas.js';
import * as ROUTES from './routes.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Every module `file` imports, followed through relative imports: what a bundle of it carries. */
function importGraph(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen;
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm)].map(([, spec]) => spec!);
  seen.set(file, specifiers);
  for (const spec of specifiers.filter((s) => s.startsWith('.'))) importGraph(path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts')), seen);
  return seen;
}

describe('@remuda/contracts/routes', () => {
  it('carries no schema code: nothing it loads imports zod or a schemas module', () => {
    const graph = importGraph(path.join(here, 'routes.ts'));
    const offending = [...graph].flatMap(([file, specs]) =>
      specs.filter((s) => s === 'zod' || s.includes('.schemas') || s.includes('.operations')).map((s) => `${path.relative(here, file)} -> ${s}`),
    );
    expect(offending).toEqual([]);
    expect(graph.size).toBeGreaterThan(5);
  });

  it('has a head for every HTTP route, and every head is the one its operation or edge route was made from', () => {
    const heads = (Object.values(ROUTES) as unknown[])
      .filter((table) => typeof table === 'object' && table !== null && !Array.isArray(table))
      .flatMap((table) => Object.values(table as Record<string, unknown>))
      .filter((head) => typeof head === 'object' && head !== null && 'pattern' in head && 'http' in head) as ROUTES.HttpHead[];
    const byPattern = new Map(heads.map((head) => [head.pattern, head]));
    expect(byPattern.size).toBe(heads.length);
    expect(byPattern.size).toBe(API_ROUTES.length);
    for (const route of API_ROUTES) {
      const entry = route.operation ?? undefined;
      const head = [...byPattern.values()].find((h) => h.http.method === route.method && h.http.path === route.path);
      expect([route.method, route.path, head?.access]).toEqual([route.method, route.path, route.access]);
      if (entry) expect(head?.pattern).toBe(entry.pattern);
    }
  });
});

describe('a kind of record', () => {
  it('answers its calls under its pattern and path, reads for its readers, writes for its writers, restores for administrators; its documents likewise', () => {
    const ops = MEDICAL_RECORDS.operations;
    expect(Object.values(ops).map((op) => [op.pattern, op.http?.method, op.http?.path, op.access])).toEqual([
      ['medical.record.list', 'GET', '/api/medical-records', 'signed-in'],
      ['medical.record.get', 'GET', '/api/medical-records/{id}', 'signed-in'],
      ['medical.record.create', 'POST', '/api/medical-records', 'staff'],
      ['medical.record.update', 'PUT', '/api/medical-records/{id}', 'staff'],
      ['medical.record.delete', 'DELETE', '/api/medical-records/{id}', 'staff'],
      ['medical.record.restore', 'POST', '/api/medical-records/{id}/restore', 'admin'],
      // An import's added rows, many at once: between the gateway and the service only.
      ['medical.record.create-many', undefined, undefined, 'staff'],
      // An archive's records put back by an administrator restoring a ranch: between the gateway and the service only.
      ['medical.record.from-archive', undefined, undefined, 'admin'],
      ['medical.record.add-document', 'POST', '/api/medical-records/{id}/documents', 'staff'],
      ['medical.record.remove-document', 'DELETE', '/api/medical-records/{id}/documents/{documentId}', 'staff'],
      // Answered by the gateway from the media store: not an operation of the service.
      ['medical.record.document', 'GET', '/api/medical-records/{id}/documents/{documentId}', 'signed-in'],
    ]);
    expect(OPERATIONS.filter((op) => op.pattern.startsWith('medical.record.'))).toHaveLength(10);
    expect(Object.values(MEDICAL_RECORDS.events).map((e) => e.type)).toEqual([
      'medical.record.created', 'medical.record.updated', 'medical.record.deleted', 'medical.record.restored',
    ]);
  });

  it('asks for the horse and the date with the spec’s messages, beside its own fields', () => {
    const result = MEDICAL_RECORDS.input.safeParse({});
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({ horseId: 'Horse is required', date: 'Date is required', description: 'Description is required' });
  });

  it('filters its list by horse, by a range of days and by a search, paged', () => {
    const query = MEDICAL_RECORDS.listQuery.parse({ horseId: '0f8fad5b-d9cb-469f-a165-70867728950e', from: '2026-01-01', to: '2026-02-01', q: ' worm ', limit: '50', offset: '0' });
    expect(query).toEqual({ horseId: '0f8fad5b-d9cb-469f-a165-70867728950e', from: '2026-01-01', to: '2026-02-01', q: 'worm', limit: 50, offset: 0 });
    expect(MEDICAL_RECORDS.listQuery.safeParse({ from: '2026-02-30' }).success).toBe(false);
  });

  it('replaces a record with the version read, in the update message under its body field', () => {
    const update = MEDICAL_RECORDS.operations.update.request.parse({
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      record: { horseId: '0f8fad5b-d9cb-469f-a165-70867728950e', date: '2026-01-01', description: 'Teeth', version: 3 },
    });
    expect(update.record).toMatchObject({ description: 'Teeth', version: 3, vet: '', wormed: false });
  });
});
