import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HorseDetail } from '@remuda/contracts';
import { HORSE_ROUTES } from '@remuda/contracts/routes';
import { type CallAnswer, type UploadRequest, askAgainWhoIsSignedIn, requestOf, uploadFile } from '@remuda/shell-kit';
import { horseQueryOptions } from '../../../api/get-horse';
import { horsesQueryOptions } from '../../../api/get-horses';
import { mediaAccept } from '../../../api/upload-media';

/** What the upload answers: the stored picture or clip. */
type Media = CallAnswer<typeof HORSE_ROUTES.addMedia>;

/** The file picker's accept list: a horse takes pictures and clips. */
export const MEDIA_ACCEPT = mediaAccept(['image', 'video']);

/** Sends one picture or clip of a horse; answers the stored media. */
export function uploadHorseMedia(horseId: string, request: UploadRequest): Promise<Media> {
  return uploadFile<Media>(requestOf(HORSE_ROUTES.addMedia, { horseId } as never).path, request);
}

/** Uploads one file; each stored file shows at once and refreshes the horse and the list. */
export function useUploadHorseMedia(horseId: string) {
  const queryClient = useQueryClient();
  const detailKey = horseQueryOptions(horseId).queryKey;
  return useMutation({
    mutationFn: (request: UploadRequest) => uploadHorseMedia(horseId, request),
    onSuccess: (media) => {
      queryClient.setQueryData<HorseDetail>(detailKey, (horse) =>
        horse && !horse.media.some((m) => m.id === media.id) ? { ...horse, media: [...horse.media, media] } : horse,
      );
      // Not awaited: the next file starts while the horse (whose profile picture may now be set) reloads.
      void queryClient.invalidateQueries({ queryKey: detailKey });
      void queryClient.invalidateQueries({ queryKey: horsesQueryOptions().queryKey });
    },
    onError: (error) => askAgainWhoIsSignedIn(queryClient, error),
  });
}
