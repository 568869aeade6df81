import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { ApiError } from '../api/api-client';
import { createQueryClient } from '../api/query-client';
import { dehydratePageState, hydratePageState } from './page-state';

/** The page's state as it travels: through JSON in a script element. */
const throughThePage = (state: unknown) => JSON.parse(JSON.stringify(state));

function Horse({ read }: { read: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['horses', 'detail', 'h-1'], queryFn: read });
  if (query.isPending) return <p>Loading</p>;
  if (query.isError) return <p>{query.error instanceof ApiError ? `${query.error.status}: ${query.error.message}` : 'not an ApiError'}</p>;
  return <p>{query.data}</p>;
}

describe('the query cache a page is drawn from', () => {
  it('carries answers to the browser, which draws them without asking again', async () => {
    const server = createQueryClient();
    server.setQueryData(['horses', 'detail', 'h-1'], 'Dusty');
    const browser = createQueryClient();
    hydratePageState(browser, throughThePage(dehydratePageState(server)));
    const read = jest.fn(async () => 'Dusty again');
    render(
      <QueryClientProvider client={browser}>
        <Horse read={read} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Dusty')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });

  it('carries a failure as the same ApiError, drawn at once and not asked again as the page mounts', async () => {
    const server = createQueryClient();
    await server.prefetchQuery({ queryKey: ['horses', 'detail', 'h-1'], queryFn: () => Promise.reject(new ApiError(404, 'Horse not found', 'NOT_FOUND')), retry: false });
    const browser = createQueryClient();
    hydratePageState(browser, throughThePage(dehydratePageState(server)));
    const read = jest.fn(async () => 'Dusty');
    render(
      <QueryClientProvider client={browser}>
        <Horse read={read} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('404: Horse not found')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
    expect((browser.getQueryState(['horses', 'detail', 'h-1'])?.error as ApiError).code).toBe('NOT_FOUND');
  });

  it('leaves out reads still under way: the session is the browser’s to ask', () => {
    const server = createQueryClient();
    server.getQueryCache().build(server, { queryKey: ['session'] });
    server.setQueryData(['horses', 'detail', 'h-1'], { id: 'h-1' });
    expect(dehydratePageState(server).queries.map((q) => q.queryKey)).toEqual([['horses', 'detail', 'h-1']]);
  });
});
