import type { ApiClient } from './api-client.js';
import { declareIdempotencyChecks } from './idempotency-checks.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';

describe('Idempotency-Keys in the embedded mode', () => {
  let platform: Awaited<ReturnType<typeof startTestPlatform>>;
  let trainer: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    platform = await startTestPlatform({}, ALL_SERVICES);
    trainer = platform.client();
    await trainer.login('trainer@remuda.test');
    admin = platform.client();
    await admin.login('admin@remuda.test');
  }, 60_000);
  afterAll(() => platform?.stop());

  declareIdempotencyChecks(() => ({ trainerOn: [trainer], admin }));

  it('documents the optional Idempotency-Key header on the idempotent writes only', async () => {
    const doc = (await platform.client().get('/api/docs/openapi.json')).body;
    const header = (operation: { parameters?: Array<{ in: string; name: string; required: boolean }> }) =>
      operation.parameters?.find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
    for (const [path, method] of [['/api/riding-logs', 'post'], ['/api/riding-logs/{id}', 'put'], ['/api/riding-logs/{id}', 'delete'], ['/api/horses', 'post']]) {
      expect([path, method, header(doc.paths[path][method])?.required]).toEqual([path, method, false]);
      expect(doc.paths[path][method].responses['422'].description).toBe('The Idempotency-Key was already used for a different request');
    }
    expect(header(doc.paths['/api/riding-logs'].get)).toBeUndefined();
    expect(header(doc.paths['/api/horses/{horseId}/media'].post)).toBeUndefined();
  });
});
