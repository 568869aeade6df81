import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HORSE_ROUTES } from '@remuda/contracts/routes';
import { callApi } from '@remuda/shell-kit';
import { horseQueryOptions } from '../../../api/get-horse';
import { horsesQueryOptions } from '../../../api/get-horses';

/** Makes one of the horse's images its profile picture; answers the horse as it now is. */
export function setProfileImage({ horseId, mediaId }: { horseId: string; mediaId: string }) {
  return callApi(HORSE_ROUTES.setProfileImage, { id: horseId, mediaId }, { fallbackMessage: 'Failed to set the profile image' });
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
