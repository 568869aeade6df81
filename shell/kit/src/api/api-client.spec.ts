import { mockApi } from '../testing';
import { ApiError, apiFetch, apiFetchWithHeaders, setUnauthorizedHandler } from './api-client';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    return err as ApiError;
  }
  throw new Error('The call was expected to fail');
}

let unauthorized: jest.Mock;
beforeEach(() => {
  unauthorized = jest.fn();
  setUnauthorizedHandler(unauthorized);
});
afterEach(() => setUnauthorizedHandler(() => {}));

describe('apiFetch', () => {
  it('answers the parsed body of a successful call', async () => {
    mockApi({ 'GET /api/horses': { body: [{ id: '1', name: 'Dusty' }] } });
    await expect(apiFetch('/api/horses', { fallbackMessage: 'Failed to fetch horses' })).resolves.toEqual([
      { id: '1', name: 'Dusty' },
    ]);
  });

  it("answers the body with the response's headers when asked for them", async () => {
    mockApi({ 'GET /api/horses?limit=1': { body: [{ id: '1' }], headers: { 'X-Total-Count': '24' } } });
    const { body, headers } = await apiFetchWithHeaders('/api/horses?limit=1', { fallbackMessage: 'Failed to fetch horses' });
    expect(body).toEqual([{ id: '1' }]);
    expect(headers.get('X-Total-Count')).toBe('24');
  });

  it('answers undefined for a successful call without a body', async () => {
    globalThis.fetch = (async () => new Response(null, { status: 204 })) as typeof fetch;
    await expect(
      apiFetch('/api/medical-records/5', { method: 'DELETE', fallbackMessage: 'Failed to delete medical record' }),
    ).resolves.toBeUndefined();
  });

  it('sends JSON with the X-Requested-With header the gateway asks for', async () => {
    const { requests } = mockApi({ 'POST /api/users/login': { body: { ok: true } } });
    await apiFetch('/api/users/login', {
      method: 'POST',
      body: { email: 'a@b.test', password: 'secret1' },
      fallbackMessage: 'Login failed',
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.body).toEqual({ email: 'a@b.test', password: 'secret1' });
    expect(requests[0]!.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
    });
  });

  it('sends the header but no content type or body on a read, and rides the same-origin cookie', async () => {
    const fetchSpy = jest.fn(async () => new Response('[]', { status: 200 }));
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    await apiFetch('/api/horses', { fallbackMessage: 'Failed to fetch horses' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/horses');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({ Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' });
  });

  it("shows the server's message when it sends one", async () => {
    mockApi({
      'POST /api/users/login': { status: 400, body: { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' } },
    });
    const err = await failure(apiFetch('/api/users/login', { method: 'POST', body: {}, fallbackMessage: 'Login failed' }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('Invalid email or password');
    expect(err.status).toBe(400);
    expect(err.code).toBe('INVALID_CREDENTIALS');
    expect(err.fieldErrors).toEqual([]);
  });

  it.each([
    ['no body', undefined],
    ['an empty message', { message: '' }],
    ['a message that is not text', { message: { text: 'nope' } }],
    ['a body without a message', { error: 'Internal Server Error' }],
  ])('shows the fallback text when the server sends %s', async (_, body) => {
    mockApi({ 'GET /api/horses': { status: 500, body } });
    const err = await failure(apiFetch('/api/horses', { fallbackMessage: 'Failed to fetch horses' }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('Failed to fetch horses');
    expect(err.status).toBe(500);
  });

  it('shows the fallback text when the error body is not JSON', async () => {
    globalThis.fetch = (async () => new Response('<html>Bad gateway</html>', { status: 502 })) as typeof fetch;
    const err = await failure(apiFetch('/api/horses/1', { fallbackMessage: 'Failed to fetch horse' }));
    expect(err.message).toBe('Failed to fetch horse');
    expect(err.status).toBe(502);
  });

  it('carries the field errors the server names', async () => {
    const errors = [
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ];
    mockApi({ 'POST /api/users/register': { status: 400, body: { message: 'Validation failed', code: 'VALIDATION_FAILED', errors } } });
    const err = await failure(
      apiFetch('/api/users/register', { method: 'POST', body: {}, fallbackMessage: 'Registration failed' }),
    );
    expect(err.fieldErrors).toEqual(errors);
    expect(err.message).toBe('Validation failed');
  });

  it('calls the unauthorized handler on a 401', async () => {
    mockApi({ 'GET /api/horses': { status: 401, body: { message: 'Your session has ended' } } });
    const err = await failure(apiFetch('/api/horses', { fallbackMessage: 'Failed to fetch horses' }));
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(err.status).toBe(401);
    expect(err.message).toBe('Your session has ended');
  });

  it('does not call the unauthorized handler when a 401 is an expected answer', async () => {
    mockApi({ 'POST /api/users/login': { status: 401, body: { message: 'Invalid email or password' } } });
    const err = await failure(
      apiFetch('/api/users/login', { method: 'POST', body: {}, fallbackMessage: 'Login failed', expectUnauthorized: true }),
    );
    expect(unauthorized).not.toHaveBeenCalled();
    expect(err.message).toBe('Invalid email or password');
  });

  it.each([403, 404, 500])('does not call the unauthorized handler on a %i', async (status) => {
    mockApi({ 'GET /api/horses': { status, body: { message: 'No' } } });
    await failure(apiFetch('/api/horses', { fallbackMessage: 'Failed to fetch horses' }));
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('gives the fallback text when the network fails', async () => {
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const err = await failure(apiFetch('/api/horses', { fallbackMessage: 'Failed to fetch horses' }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('Failed to fetch horses');
    expect(err.status).toBe(0);
    expect(err.code).toBe('NETWORK');
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('lets an abort through as it is, for the caller that cancelled', async () => {
    globalThis.fetch = (async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    }) as typeof fetch;
    const err = await failure(apiFetch('/api/horses', { fallbackMessage: 'Failed to fetch horses' }));
    expect(err).not.toBeInstanceOf(ApiError);
    expect((err as Error).name).toBe('AbortError');
  });
});
