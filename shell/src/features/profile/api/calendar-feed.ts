import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { USER_ROUTES } from '@remuda/contracts/routes';
import { callApi } from '@remuda/shell-kit';

export const calendarFeedQuery = queryOptions({
  queryKey: ['calendar-feed'],
  queryFn: ({ signal }) => callApi(USER_ROUTES.calendarFeed, {}, { fallbackMessage: 'Failed to fetch your calendar address', signal }),
});

/** The account's private calendar address, or null until one is made; asked only when `enabled` (staff). */
export const useCalendarFeed = (enabled: boolean) => useQuery({ ...calendarFeedQuery, enabled });

/** Makes a new private calendar address; the old one stops working at once. */
export function useNewCalendarAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(USER_ROUTES.replaceCalendarFeed, {}, { fallbackMessage: 'Failed to make a new calendar address' }),
    onSuccess: (answer) => queryClient.setQueryData(calendarFeedQuery.queryKey, answer),
  });
}
