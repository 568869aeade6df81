import { ApiError } from './api-client';
import { createQueryClient, retryFailedQuery } from './query-client';

describe('retryFailedQuery', () => {
  it('never asks again for what is not there or not allowed: the answer would be the same', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(retryFailedQuery(0, new ApiError(status, 'No'))).toBe(false);
    }
  });

  it('asks once more after a dropped connection, a time-out or a server failure', () => {
    for (const status of [0, 408, 500, 502, 503]) {
      expect(retryFailedQuery(0, new ApiError(status, 'Failed'))).toBe(true);
      expect(retryFailedQuery(1, new ApiError(status, 'Failed'))).toBe(false);
    }
  });

  it('does not repeat a failure of the page itself', () => {
    expect(retryFailedQuery(0, new TypeError('x is undefined'))).toBe(false);
  });

  it('is the retry rule of the query cache the shell makes', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(retryFailedQuery);
  });
});

describe('createQueryClient', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('keeps an answer in the browser for a day after nothing uses it', () => {
    jest.useFakeTimers();
    const client = createQueryClient();
    client.setQueryData(['horses'], []);
    jest.advanceTimersByTime(23 * 60 * 60_000);
    expect(client.getQueryData(['horses'])).toEqual([]);
    jest.advanceTimersByTime(60 * 60_000);
    expect(client.getQueryData(['horses'])).toBeUndefined();
  });

  it('sets no timer for a page drawn on the server, so nothing outlives its render', () => {
    jest.useFakeTimers();
    const client = createQueryClient({ forServer: true });
    client.setQueryData(['horses'], []);
    expect(jest.getTimerCount()).toBe(0);
  });
});
