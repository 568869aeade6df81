import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@remuda/shell-kit';
import { horseQueryOptions } from '../../../api/get-horse';
import { horsesQueryOptions } from '../../../api/get-horses';

/** Deletes one picture or clip for good. */
export function deleteHorseMedia({ mediaId }: { horseId: string; mediaId: string }): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/horses/media/${encodeURIComponent(mediaId)}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to delete the file',
  });
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
