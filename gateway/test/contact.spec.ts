import { startTestPlatform } from './test-platform.js';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
let platform: Platform;

// Behind a trusted proxy, so each test sends from addresses of its own (X-Forwarded-For).
beforeAll(async () => {
  platform = await startTestPlatform({ REMUDA_TRUST_PROXY: '1', REMUDA_CONTACT_LIMIT: '3', REMUDA_CONTACT_WINDOW_SECONDS: '600' });
});
afterAll(() => platform.stop());

let lastAddress = 0;
const freshAddress = () => `198.51.100.${++lastAddress}`;

const request = { name: 'Jo Rider', email: 'jo@example.com', phone: '555-0100', interest: 'cattle', message: 'Do you have heifers this spring?' };
const send = (body: unknown, from = freshAddress()) =>
  platform.client().post('/api/users/request-info', body, { headers: { 'x-forwarded-for': from } });

async function signedIn(email: string) {
  const api = platform.client();
  expect((await api.login(email)).status).toBe(200);
  return api;
}

describe('POST /api/users/request-info', () => {
  it('takes a visitor’s request with a 2xx and nothing more to read', async () => {
    const res = await send(request);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
  });

  it('answers missing or malformed fields with 400 and the messages of the spec', async () => {
    const res = await send({ name: '', email: 'nope', message: '   ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [
        { field: 'name', message: 'Name is required' },
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'message', message: 'Message is required' },
      ],
    });
    expect((await send({ ...request, email: '' })).body.errors).toEqual([{ field: 'email', message: 'Email is required' }]);
  });

  it('limits requests per address: 429 with Retry-After and a clear message past the limit, other addresses unaffected', async () => {
    const from = freshAddress();
    for (let i = 0; i < 3; i++) expect((await send(request, from)).status).toBe(201);
    const refused = await send(request, from);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^You have sent several messages in a short time\. Please try again in \d+ minutes?\.$/),
    });
    expect((await send(request)).status).toBe(201);
  });

  it('does not count a request that fails validation against the limit', async () => {
    const from = freshAddress();
    for (let i = 0; i < 5; i++) expect((await send({ ...request, message: '' }, from)).status).toBe(400);
    expect((await send(request, from)).status).toBe(201);
  });
});

describe('the staff inbox', () => {
  it('lists requests newest first for trainers, with X-Total-Count, filtered by interest and status', async () => {
    await send({ ...request, name: 'Visit Vera', interest: 'visit' });
    const api = await signedIn('trainer@remuda.test');
    const all = await api.get('/api/users/inquiries?limit=1');
    expect(all.status).toBe(200);
    expect(all.body.map((i: { name: string }) => i.name)).toEqual(['Visit Vera']);
    expect(Number(all.headers.get('x-total-count'))).toBeGreaterThan(1);
    expect(all.headers.get('link')).toMatch(/offset=1/);
    const visits = await api.get('/api/users/inquiries?interest=visit&status=new');
    expect(visits.body).toEqual([expect.objectContaining({ name: 'Visit Vera', email: 'jo@example.com', status: 'new', answeredAt: null })]);
    const bad = await api.get('/api/users/inquiries?status=maybe');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'status', message: 'Status must be new or answered' }]);
  });

  it('lets administrators mark a request answered and back to new', async () => {
    const api = await signedIn('admin@remuda.test');
    const [first] = (await api.get('/api/users/inquiries?limit=1')).body;
    const answered = await api.put(`/api/users/inquiries/${first.id}`, { status: 'answered' });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ id: first.id, status: 'answered', answeredAt: expect.any(String) });
    expect((await api.get('/api/users/inquiries?status=answered')).body.map((i: { id: string }) => i.id)).toContain(first.id);
    expect((await api.put(`/api/users/inquiries/${first.id}`, { status: 'new' })).body).toMatchObject({ status: 'new', answeredAt: null });
    expect((await api.put('/api/users/inquiries/6f1f7a84-3a55-4a8f-9a43-2b8d0c5a4f11', { status: 'answered' })).status).toBe(404);
    expect((await api.put(`/api/users/inquiries/${first.id}`, { status: 'done' })).status).toBe(400);
  });

  it('is closed to visitors (401) and plain users (403)', async () => {
    const visitor = platform.client();
    expect((await visitor.get('/api/users/inquiries')).status).toBe(401);
    const user = await signedIn('user@remuda.test');
    expect((await user.get('/api/users/inquiries')).status).toBe(403);
    const [first] = (await (await signedIn('trainer@remuda.test')).get('/api/users/inquiries?limit=1')).body;
    expect((await user.put(`/api/users/inquiries/${first.id}`, { status: 'answered' })).status).toBe(403);
    expect((await visitor.put(`/api/users/inquiries/${first.id}`, { status: 'answered' })).status).toBe(401);
  });
});
