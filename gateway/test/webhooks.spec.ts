import type { ApiClient } from './api-client.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';
import { waitUntil } from './within.js';

// The webhooks calls over HTTP: administrators only, the form's messages from the contract, deliveries paged.
type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
let platform: Platform;
let admin: ApiClient;
let trainer: ApiClient;
let user: ApiClient;
let visitor: ApiClient;

beforeAll(async () => {
  // Nothing listens at the receiver's address: its deliveries wait with the refusal as their last error.
  platform = await startTestPlatform({ REMUDA_WEBHOOKS_ALLOW_PRIVATE: '1' }, ALL_SERVICES);
  admin = platform.client();
  await admin.login('admin@remuda.test');
  trainer = platform.client();
  await trainer.login('trainer@remuda.test');
  user = platform.client();
  await user.login('user@remuda.test');
  visitor = platform.client();
}, 60_000);
afterAll(() => platform.stop());

const receiver = { name: 'Herd book', url: 'https://localhost:1/hooks', events: ['horses.horse.created'] };

describe('the webhooks routes', () => {
  it.each([
    ['GET', '/api/webhooks'],
    ['GET', '/api/webhooks/event-types'],
    ['POST', '/api/webhooks'],
    ['PUT', '/api/webhooks/00000000-0000-4000-8000-000000000001'],
    ['DELETE', '/api/webhooks/00000000-0000-4000-8000-000000000001'],
    ['POST', '/api/webhooks/00000000-0000-4000-8000-000000000001/secret'],
    ['GET', '/api/webhooks/00000000-0000-4000-8000-000000000001/deliveries'],
    ['POST', '/api/webhooks/deliveries/00000000-0000-4000-8000-000000000001/resend'],
  ])('%s %s is refused to a visitor (401), a USER and a TRAINER (403)', async (method, path) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : receiver;
    expect((await visitor.call(method, path, { body })).status).toBe(401);
    expect((await user.call(method, path, { body })).status).toBe(403);
    expect((await trainer.call(method, path, { body })).status).toBe(403);
  });

  it('lets an administrator register a receiver (its secret answered once), with the contract’s messages for a bad form', async () => {
    const bad = await admin.post('/api/webhooks', { name: ' ', url: 'ftp://x', events: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'url', message: 'URL must be a web address such as https://example.com/hooks, without a user name or password' },
      { field: 'events', message: 'Choose at least one event' },
    ]);
    const made = await admin.post('/api/webhooks', receiver);
    expect(made.status).toBe(201);
    expect(made.body.secret).toMatch(/^whsec_/);
    const listed = await admin.get('/api/webhooks');
    expect(listed.body).toEqual([expect.objectContaining({ id: made.body.receiver.id, name: 'Herd book', enabled: true })]);
    expect(JSON.stringify(listed.body)).not.toContain(made.body.secret);

    // An event for it: its delivery waits, with why, and goes out as a paged list.
    expect((await trainer.post('/api/horses', { name: 'Hook Horse', sex: 'mare' })).status).toBe(201);
    const read = () => admin.get(`/api/webhooks/${made.body.receiver.id}/deliveries?limit=10`);
    await waitUntil(async () => (await read()).body[0]?.attempts >= 1);
    const deliveries = await read();
    expect(deliveries.headers.get('x-total-count')).toBe('1');
    expect(deliveries.body[0]).toMatchObject({ eventType: 'horses.horse.created', status: 'pending', lastError: expect.stringMatching(/ECONNREFUSED/) });
    const resend = await admin.post(`/api/webhooks/deliveries/${deliveries.body[0].id}/resend`);
    expect(resend.status).toBe(409);
    expect((await admin.call('DELETE', `/api/webhooks/${made.body.receiver.id}`)).status).toBe(200);
    expect((await admin.get('/api/webhooks')).body).toEqual([]);
  });
});
