import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HorseDetail } from '@remuda/contracts';
import { apiFetch } from '@remuda/shell-kit';
import { horseQueryOptions } from '../../../api/get-horse';
import { horsesQueryOptions } from '../../../api/get-horses';

/** Makes one of the horse's images its profile picture; answers the horse as it now is. */
export function setProfileImage({ horseId, mediaId }: { horseId: string; mediaId: string }): Promise<HorseDetail> {
  return apiFetch<HorseDetail>(`/api/horses/${encodeURIComponent(horseId)}/profile-image`, {
    method: 'PUT',
    body: { mediaId },
    fallbackMessage: 'Failed to set the profile image',
  });
}

export function useSetProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProfileImage,
    onSuccess: async (horse) => {
      queryClient.setQueryData(horseQueryOptions(horse.id).queryKey, horse);
      await queryClient.invalidateQueries({ queryKey: horsesQueryOptions().queryKey });
    },
  });
}
