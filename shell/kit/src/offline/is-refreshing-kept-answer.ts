import type { UseQueryResult } from '@tanstack/react-query';

/**
 * True while an answer kept from before (perhaps from an earlier visit, kept on the device) is read afresh for the
 * first time on this screen. An edit form waits for the fresh one, so it starts from the record as it is now;
 * offline the read is held, not under way, and the form starts from the kept answer.
 */
export const isRefreshingKeptAnswer = (query: Pick<UseQueryResult, 'isFetching' | 'isFetchedAfterMount'>) =>
  query.isFetching && !query.isFetchedAfterMount;
