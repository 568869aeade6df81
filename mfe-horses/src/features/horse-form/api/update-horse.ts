import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HorseDetail, HorseInput } from '@remuda/contracts';
import { apiFetch } from '@remuda/shell-kit';
import { horseQueryOptions } from '../../../api/get-horse';
import { horsesQueryOptions } from '../../../api/get-horses';

/** Replaces every field of a horse (PUT sends the whole form); the answer is the horse as saved. */
export function updateHorse({ id, horse }: { id: string; horse: HorseInput }): Promise<HorseDetail> {
  return apiFetch<HorseDetail>(`/api/horses/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: horse,
    fallbackMessage: 'Failed to update horse',
  });
}

export function useUpdateHorse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHorse,
    onSuccess: async (horse) => {
      queryClient.setQueryData(horseQueryOptions(horse.id).queryKey, horse);
      await queryClient.invalidateQueries({ queryKey: horsesQueryOptions().queryKey });
    },
  });
}
