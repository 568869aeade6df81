import type { EntityManager } from 'typeorm';
import type { GalleryPicture } from '@remuda/contracts';
import { DomainError } from '@remuda/service-kit';
import { mediaUrl } from '../horses/horse-view.js';
import type { StoredFile } from '../horses/media.entity.js';
import { GalleryPictureEntity } from './gallery-picture.entity.js';

export const pictureNotFound = () => new DomainError('NOT_FOUND', 'This picture is no longer in the gallery.');

/** A change made on a copy older than `current`, the picture as it is now. */
export const pictureChangedSince = (current: GalleryPicture) =>
  new DomainError('CONFLICT', 'This picture was changed by someone else since you opened it.', undefined, current);

export const galleryFiles = (picture: GalleryPictureEntity): StoredFile[] => JSON.parse(picture.files) as StoredFile[];

export function toGalleryPicture(picture: GalleryPictureEntity): GalleryPicture {
  const files = galleryFiles(picture);
  return {
    id: picture.id,
    title: picture.title,
    description: picture.description,
    category: picture.category,
    position: picture.position,
    url: mediaUrl(files[files.length - 1]!.key),
    variants: files.map((f) => ({ width: f.width, url: mediaUrl(f.key) })),
    width: picture.width,
    height: picture.height,
    createdAt: picture.createdAt,
    version: picture.version,
  };
}

/**
 * The gallery in its order; `lock` holds its rows (PostgreSQL) until the transaction ends, so of two changes
 * to it the second works on what the first left.
 */
export function galleryInOrder(em: EntityManager, { lock = false } = {}): Promise<GalleryPictureEntity[]> {
  const locking = lock && em.connection.options.type === 'postgres';
  return em.find(GalleryPictureEntity, {
    order: { position: 'ASC', createdAt: 'ASC', id: 'ASC' },
    ...(locking ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
}

/** Numbers the pictures 0..n-1 in the order given, writing only the places that changed. */
export async function renumber(em: EntityManager, pictures: GalleryPictureEntity[]): Promise<void> {
  for (const [position, picture] of pictures.entries()) {
    if (picture.position === position) continue;
    picture.position = position;
    await em.update(GalleryPictureEntity, { id: picture.id }, { position });
  }
}
