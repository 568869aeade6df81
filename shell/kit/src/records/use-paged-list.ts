import { keepPreviousData, type QueryKey, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd/es/table';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIST_PAGE_SIZE, type ListPage, type Paging } from '../api/paged-list';
import { PAGE_PARAM, pageOf } from './list-params';

/**
 * A list paged on the server, its page kept in the address (`?page=`) beside its filters. `queryFor` gives the
 * query of one page (its key must name the page). Answers the query, whose last answer stays on screen while the
 * next page or search loads, and the antd Table's pagination: driven by the list's total, hidden when it all
 * fits on one page. An address past the last page (an old link, a list that shrank) moves to the last page.
 */
export function usePagedList<T, TKey extends QueryKey = QueryKey>(
  queryFor: (paging: Paging) => UseQueryOptions<ListPage<T>, Error, ListPage<T>, TKey>,
  pageSize = LIST_PAGE_SIZE,
) {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const list = useQuery({ ...queryFor({ page, pageSize }), placeholderData: keepPreviousData });

  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 1) updated.set(PAGE_PARAM, String(next));
          else updated.delete(PAGE_PARAM);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);

  const pagination: TablePaginationConfig = {
    current: page,
    pageSize,
    total,
    onChange: setPage,
    hideOnSinglePage: true,
    showSizeChanger: false,
  };
  return { list, pagination };
}
