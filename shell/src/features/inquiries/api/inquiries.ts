import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactInterest, InquiryStatus } from '@remuda/contracts';
import { CONTACT_ROUTES } from '@remuda/contracts/routes';
import { type Paging, callApi, callApiPage } from '@remuda/shell-kit';

export interface InquiryFilters {
  interest?: ContactInterest;
  status?: InquiryStatus;
}

/** Every query of the inbox starts with this, so a change refreshes the list and the navigation's count together. */
const INQUIRIES_KEY = ['inquiries'] as const;

export const inquiriesQuery = (filters: InquiryFilters, paging: Paging) =>
  queryOptions({
    queryKey: [...INQUIRIES_KEY, 'list', filters, paging],
    queryFn: ({ signal }) =>
      callApiPage(CONTACT_ROUTES.list, { ...filters }, paging, { fallbackMessage: 'Failed to fetch contact requests', signal }),
  });

/** How many requests wait for an answer: the total of a one-item page of the new ones. */
export const newInquiriesCountQuery = queryOptions({
  queryKey: [...INQUIRIES_KEY, 'new-count'],
  queryFn: async ({ signal }) =>
    (await callApiPage(CONTACT_ROUTES.list, { status: 'new' }, { page: 1, pageSize: 1 }, { fallbackMessage: 'Failed to count new contact requests', signal })).total,
  // New requests arrive while staff work: the count looks again now and then, and whenever the window regains focus.
  refetchInterval: 60_000,
});

export function useSetInquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: InquiryStatus }) =>
      callApi(CONTACT_ROUTES.update, { id, status }, { fallbackMessage: 'Failed to update the contact request' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INQUIRIES_KEY }),
  });
}
