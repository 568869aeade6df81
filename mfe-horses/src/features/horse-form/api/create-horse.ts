import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HorseInput } from '@remuda/contracts';
import { HORSE_ROUTES } from '@remuda/contracts/routes';
import { callApi } from '@remuda/shell-kit';
import { horseQueryOptions } from '../../../api/get-horse';
import { horsesQueryOptions } from '../../../api/get-horses';

/**
 * Adds a horse; the answer is the new horse with its (empty) media and riding logs. The idempotency key makes a
 * request the network repeats add one horse, not two.
 */
export function createHorse(horse: HorseInput) {
  return callApi(HORSE_ROUTES.create, horse, { idempotencyKey: crypto.randomUUID(), fallbackMessage: 'Failed to create horse' });
}

export function useCreateHorse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHorse,
    onSuccess: async (horse) => {
      queryClient.setQueryData(horseQueryOptions(horse.id).queryKey, horse);
      await queryClient.invalidateQueries({ queryKey: horsesQueryOptions().queryKey });
    },
  });
}
