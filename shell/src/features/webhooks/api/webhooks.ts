import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookReceiverInput } from '@remuda/contracts';
import { WEBHOOK_ROUTES } from '@remuda/contracts/routes';
import { type Paging, callApi, callApiPage } from '@remuda/shell-kit';

/** Every query of the webhooks screen starts with this, so a change refreshes receivers and deliveries together. */
const WEBHOOKS_KEY = ['webhooks'] as const;

export const eventTypesQuery = queryOptions({
  queryKey: [...WEBHOOKS_KEY, 'event-types'],
  queryFn: ({ signal }) => callApi(WEBHOOK_ROUTES.eventTypes, {}, { fallbackMessage: 'Failed to fetch the event types', signal }),
  staleTime: Infinity,
});

export const receiversQuery = queryOptions({
  queryKey: [...WEBHOOKS_KEY, 'receivers'],
  queryFn: ({ signal }) => callApi(WEBHOOK_ROUTES.list, {}, { fallbackMessage: 'Failed to fetch the receivers', signal }),
});

export const deliveriesQuery = (id: string, paging: Paging) =>
  queryOptions({
    queryKey: [...WEBHOOKS_KEY, 'deliveries', id, paging],
    queryFn: ({ signal }) => {
      const { http } = WEBHOOK_ROUTES.deliveries;
      const head = { ...WEBHOOK_ROUTES.deliveries, http: { ...http, path: http.path.replace('{id}', encodeURIComponent(id)) } };
      return callApiPage(head, {}, paging, { fallbackMessage: 'Failed to fetch the deliveries', signal });
    },
    // Deliveries move by themselves: the table looks again while it is open.
    refetchInterval: 5000,
  });

function useWebhooksMutation<V, A>(request: (vars: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }) });
}

export const useCreateReceiver = () =>
  useWebhooksMutation((input: WebhookReceiverInput) => callApi(WEBHOOK_ROUTES.create, input, { fallbackMessage: 'Failed to add the receiver' }));

export const useUpdateReceiver = () =>
  useWebhooksMutation(({ id, ...input }: WebhookReceiverInput & { id: string }) =>
    callApi(WEBHOOK_ROUTES.update, { id, ...input }, { fallbackMessage: 'Failed to save the receiver' }),
  );

export const useRemoveReceiver = () =>
  useWebhooksMutation((id: string) => callApi(WEBHOOK_ROUTES.remove, { id }, { fallbackMessage: 'Failed to remove the receiver' }));

export const useReplaceSecret = () =>
  useWebhooksMutation((id: string) => callApi(WEBHOOK_ROUTES.replaceSecret, { id }, { fallbackMessage: 'Failed to make a new secret' }));

export const useResendDelivery = () =>
  useWebhooksMutation((id: string) => callApi(WEBHOOK_ROUTES.resend, { id }, { fallbackMessage: 'Failed to send the delivery again' }));
