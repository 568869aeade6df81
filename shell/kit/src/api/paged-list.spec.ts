import { mockApi } from '../testing';
import { ApiError } from './api-client';
import { apiFetchPage, queryString } from './paged-list';

describe('queryString', () => {
  it('joins the parameters given a value, in their order, and leaves out the empty ones', () => {
    expect(queryString({ horseId: '', from: '2026-03-01', to: undefined, q: 'Dr. Reyes', limit: 25, offset: 0 })).toBe(
      '?from=2026-03-01&q=Dr.+Reyes&limit=25&offset=0',
    );
  });

  it('answers nothing when no parameter has a value', () => {
    expect(queryString({ q: '', horseId: undefined })).toBe('');
  });
});

describe('apiFetchPage', () => {
  const request = { fallbackMessage: 'Failed to fetch rows' };

  it("asks for the page with limit and offset after the filters, and reads the whole list's size from X-Total-Count", async () => {
    const { requests } = mockApi({
      'GET /api/rows?q=creek&limit=25&offset=50': { body: [{ id: '51' }, { id: '52' }], headers: { 'X-Total-Count': '52' } },
    });
    await expect(apiFetchPage('/api/rows', { q: 'creek', horseId: '' }, { page: 3, pageSize: 25 }, request)).resolves.toEqual({
      items: [{ id: '51' }, { id: '52' }],
      total: 52,
    });
    expect(requests.map((r) => r.url)).toEqual(['/api/rows?q=creek&limit=25&offset=50']);
  });

  it('asks for the first page from offset 0', async () => {
    mockApi({ 'GET /api/rows?limit=10&offset=0': { body: [], headers: { 'X-Total-Count': '0' } } });
    await expect(apiFetchPage('/api/rows', {}, { page: 1, pageSize: 10 }, request)).resolves.toEqual({ items: [], total: 0 });
  });

  it.each([
    ['missing', undefined],
    ['not a count', 'many'],
  ])('counts the items up to the end of this page when the total is %s', async (_, total) => {
    mockApi({
      'GET /api/rows?limit=25&offset=25': { body: [{ id: '26' }], headers: total === undefined ? {} : { 'X-Total-Count': total } },
    });
    await expect(apiFetchPage('/api/rows', {}, { page: 2, pageSize: 25 }, request)).resolves.toEqual({ items: [{ id: '26' }], total: 26 });
  });

  it("fails as apiFetch does: the server's message, or the caller's fallback text", async () => {
    mockApi({ 'GET /api/rows?limit=25&offset=0': { status: 500 } });
    const err = await apiFetchPage('/api/rows', {}, { page: 1, pageSize: 25 }, request).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('Failed to fetch rows');
  });
});
