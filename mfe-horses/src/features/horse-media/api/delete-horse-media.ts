import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HORSE_ROUTES } from '@remuda/contracts/routes';
import { callApi } from '@remuda/shell-kit';
import { horseQueryOptions } from '../../../api/get-horse';
import { horsesQueryOptions } from '../../../api/get-horses';

/** Deletes one picture or clip for good. */
export function deleteHorseMedia({ mediaId }: { horseId: string; mediaId: string }) {
  return callApi(HORSE_ROUTES.removeMedia, { id: mediaId }, { fallbackMessage: 'Failed to delete the file' });
}

export function useDeleteHorseMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHorseMedia,
    // The horse reloads: the deleted file may have been its profile picture.
    onSuccess: async (_answer, { horseId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: horseQueryOptions(horseId).queryKey }),
        queryClient.invalidateQueries({ queryKey: horsesQueryOptions().queryKey }),
      ]);
    },
  });
}
