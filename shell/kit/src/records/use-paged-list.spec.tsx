import { configure, screen, waitFor } from '@testing-library/react';
import Table from 'antd/es/table';
import { apiFetchPage } from '../api/paged-list';
import { holdRequest, pageAnswer, person, renderApp } from '../testing';
import { pageOf, useFilterParams } from './list-params';
import { usePagedList } from './use-paged-list';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

interface Row {
  id: string;
  name: string;
}

const rows = (first: number, count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: String(first + i), name: `Horse ${first + i}` }));

function HorseList() {
  const [params, setFilter] = useFilterParams();
  const breed = params.get('breed') ?? '';
  const { list, pagination } = usePagedList<Row>((paging) => ({
    queryKey: ['rows', breed, paging],
    queryFn: ({ signal }) => apiFetchPage<Row>('/api/rows', { breed }, paging, { fallbackMessage: 'Failed to fetch rows', signal }),
  }));
  return (
    <>
      <button type="button" onClick={() => setFilter('breed', 'Mustang')}>
        Mustangs
      </button>
      {list.isSuccess && <p role="status">{`${list.data.total} horses`}</p>}
      <Table<Row>
        rowKey="id"
        dataSource={list.data?.items ?? []}
        columns={[{ title: 'Name', dataIndex: 'name' }]}
        pagination={pagination}
        loading={list.isPlaceholderData}
      />
    </>
  );
}

const pager = () => document.querySelector('.ant-pagination');
const activePage = () => document.querySelector('.ant-pagination-item-active')?.textContent;
const pageButtons = () => [...document.querySelectorAll('.ant-pagination-item')].map((item) => item.textContent);
const urls = (requests: { url: string }[]) => requests.map((r) => r.url).filter((url) => url.startsWith('/api/rows'));

describe('usePagedList', () => {
  it('asks the server for the page in the address, 25 at a time, with pages counted from the total', async () => {
    const { requests } = renderApp(<HorseList />, {
      path: '/list?page=2',
      api: { 'GET /api/rows?limit=25&offset=25': pageAnswer(rows(26, 25), 60) },
    });
    expect(await screen.findByText('Horse 26')).toBeInTheDocument();
    expect(screen.getByText('Horse 50')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('60 horses');
    expect(pageButtons()).toEqual(['1', '2', '3']);
    expect(activePage()).toBe('2');
    expect(urls(requests)).toEqual(['/api/rows?limit=25&offset=25']);
  });

  it('keeps the page it moves to in the address, and the first page as no page at all', async () => {
    const { router, requests } = renderApp(<HorseList />, {
      path: '/list?breed=Arab',
      api: {
        'GET /api/rows?breed=Arab&limit=25&offset=0': pageAnswer(rows(1, 25), 60),
        'GET /api/rows?breed=Arab&limit=25&offset=50': pageAnswer(rows(51, 10), 60),
      },
    });
    await screen.findByText('Horse 1');
    await person().click(screen.getByTitle('3'));
    expect(await screen.findByText('Horse 60')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?breed=Arab&page=3');
    expect(activePage()).toBe('3');
    await person().click(screen.getByTitle('1'));
    expect(await screen.findByText('Horse 1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?breed=Arab');
    // The first page shows from the cache at once, and is asked for again as it has gone stale.
    expect(urls(requests)).toEqual([
      '/api/rows?breed=Arab&limit=25&offset=0',
      '/api/rows?breed=Arab&limit=25&offset=50',
      '/api/rows?breed=Arab&limit=25&offset=0',
    ]);
  });

  it('keeps the last page on screen while the next one loads', async () => {
    renderApp(<HorseList />, {
      path: '/list',
      api: {
        'GET /api/rows?limit=25&offset=0': pageAnswer(rows(1, 25), 30),
        'GET /api/rows?limit=25&offset=25': pageAnswer(rows(26, 5), 30),
      },
    });
    await screen.findByText('Horse 1');
    const release = holdRequest('GET /api/rows?limit=25&offset=25');
    await person().click(screen.getByTitle('2'));
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeInTheDocument());
    expect(screen.getByText('Horse 1')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('30 horses');
    release();
    expect(await screen.findByText('Horse 30')).toBeInTheDocument();
    expect(screen.queryByText('Horse 1')).not.toBeInTheDocument();
  });

  it('shows no pagination when the whole list fits on one page', async () => {
    renderApp(<HorseList />, { path: '/list', api: { 'GET /api/rows?limit=25&offset=0': pageAnswer(rows(1, 25), 25) } });
    await screen.findByText('Horse 25');
    expect(pager()).toBeNull();
  });

  it('moves to the last page when the address asks for one past the end', async () => {
    const { router } = renderApp(<HorseList />, {
      path: '/list?page=9',
      api: {
        'GET /api/rows?limit=25&offset=200': pageAnswer([], 60),
        'GET /api/rows?limit=25&offset=50': pageAnswer(rows(51, 10), 60),
      },
    });
    expect(await screen.findByText('Horse 51')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('starts again at the first page when a filter changes', async () => {
    const { router } = renderApp(<HorseList />, {
      path: '/list?page=2',
      api: {
        'GET /api/rows?limit=25&offset=25': pageAnswer(rows(26, 25), 60),
        'GET /api/rows?breed=Mustang&limit=25&offset=0': pageAnswer(rows(100, 3), 3),
      },
    });
    await screen.findByText('Horse 26');
    await person().click(screen.getByRole('button', { name: 'Mustangs' }));
    expect(await screen.findByText('Horse 100')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?breed=Mustang');
    expect(screen.getByRole('status')).toHaveTextContent('3 horses');
  });
});

describe('pageOf', () => {
  it.each([
    ['', 1],
    ['page=4', 4],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['page=99999999999999999999', 1],
  ])('reads "%s" as page %i', (query, page) => {
    expect(pageOf(new URLSearchParams(query))).toBe(page);
  });
});
