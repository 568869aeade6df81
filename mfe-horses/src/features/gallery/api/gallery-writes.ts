import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GalleryFields, GalleryPicture } from '@remuda/contracts';
import { GALLERY_ROUTES } from '@remuda/contracts/routes';
import { type UploadRequest, askAgainWhoIsSignedIn, callApi, galleryQueryOptions, uploadFile } from '@remuda/shell-kit';

/** A picture's fields as the add and edit forms send them. */
export type PictureFields = { title: string; description: string; category: GalleryFields['category'] };

/** The fields a conflict compares, by the forms' labels. */
export const PICTURE_FIELDS: Record<keyof PictureFields, string> = { title: 'Title', description: 'Description', category: 'Category' };

/** Every change to the gallery: the list (public and staff, one cache entry) is read again. */
function useGalleryWrite<TInput, T>(mutationFn: (input: TInput) => Promise<T>, keep?: (answer: T) => GalleryPicture[] | undefined) {
  const queryClient = useQueryClient();
  const { queryKey } = galleryQueryOptions();
  return useMutation({
    mutationFn,
    onSuccess: async (answer) => {
      const list = keep?.(answer);
      if (list) queryClient.setQueryData(queryKey, list);
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => askAgainWhoIsSignedIn(queryClient, error),
  });
}

/** Adds a picture: its fields first, then the file, as the server reads them. */
export const useAddPicture = () =>
  useGalleryWrite(({ fields, ...upload }: UploadRequest & { fields: PictureFields }) =>
    uploadFile<GalleryPicture>(GALLERY_ROUTES.add.http.path, upload, fields),
  );

/** Changes a picture's title, description and category, with the version they were read at (a later change is a 409). */
export const useUpdatePicture = () =>
  useGalleryWrite(({ id, picture }: { id: string; picture: PictureFields & { version?: number } }) =>
    callApi(GALLERY_ROUTES.update, { id, picture }, { fallbackMessage: 'Failed to update the picture', idempotencyKey: crypto.randomUUID() }),
  );

/** Moves a picture to another place (0 first); the answer is the gallery in its new order, shown at once. */
export const useMovePicture = () =>
  useGalleryWrite(
    ({ id, position }: { id: string; position: number }) => callApi(GALLERY_ROUTES.move, { id, position }, { fallbackMessage: 'Failed to move the picture' }),
    (list) => list,
  );

/** Removes a picture from the gallery for good. */
export const useRemovePicture = () =>
  useGalleryWrite(({ id }: { id: string }) => callApi(GALLERY_ROUTES.remove, { id }, { fallbackMessage: 'Failed to remove the picture' }));
