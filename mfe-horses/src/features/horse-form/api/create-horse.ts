import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HorseDetail, HorseInput } from '@remuda/contracts';
import { apiFetch } from '@remuda/shell-kit';
import { horseQueryOptions } from '../../../api/get-horse';
import { horsesQueryOptions } from '../../../api/get-horses';

/**
 * Adds a horse; the answer is the new horse with its (empty) media and riding logs. The idempotency key makes a
 * request the network repeats add one horse, not two.
 */
export function createHorse(horse: HorseInput): Promise<HorseDetail> {
  return apiFetch<HorseDetail>('/api/horses', {
    method: 'POST',
    body: horse,
    idempotencyKey: crypto.randomUUID(),
    fallbackMessage: 'Failed to create horse',
  });
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
