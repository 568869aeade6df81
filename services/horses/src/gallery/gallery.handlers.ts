import { randomUUID } from 'node:crypto';
import { Controller, Inject } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GALLERY_EVENTS, GALLERY_OPERATIONS, type GalleryPicture, type OperationInput } from '@remuda/contracts';
import { DomainError, Handles, OBJECT_STORE, type ObjectStore, Writes } from '@remuda/service-kit';
import { adoptUpload, storeImageVariants } from '../add-media/adopt-upload.js';
import { GalleryPictureEntity } from './gallery-picture.entity.js';
import { galleryFiles, galleryInOrder, pictureChangedSince, pictureNotFound, renumber, toGalleryPicture } from './gallery-view.js';

const G = GALLERY_OPERATIONS;

/**
 * The public gallery: anyone reads it, trainers and administrators add pictures (re-encoded as a horse's are,
 * under `gallery/<id>/`), change their words, move and remove them. Every change is announced by its event.
 */
@Controller()
export class GalleryHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: Writes,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  @Handles(G.list)
  async list(): Promise<GalleryPicture[]> {
    return (await galleryInOrder(this.dataSource.manager)).map(toGalleryPicture);
  }

  /** A picture the gateway has received, as its last one. */
  @Handles(G.add)
  add({ upload, ...fields }: OperationInput<typeof G.add>): Promise<GalleryPicture> {
    const id = randomUUID();
    return adoptUpload(this.store, upload.key, async (written) => {
      if (upload.kind !== 'image') throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'The gallery shows pictures only: upload a JPEG, PNG, WebP or GIF.');
      const { width, height, files } = await storeImageVariants(this.store, upload, `gallery/${id}`, written);
      return this.writes.run(async ({ em, record }) => {
        const position = (await galleryInOrder(em, { lock: true })).length;
        const picture = Object.assign(new GalleryPictureEntity(), {
          id,
          ...fields,
          position,
          files: JSON.stringify(files),
          width,
          height,
          size: upload.size,
          createdAt: new Date().toISOString(),
          version: 1,
        });
        await em.insert(GalleryPictureEntity, picture);
        const view = toGalleryPicture(picture);
        await record(GALLERY_EVENTS.added, id, { picture: view });
        return view;
      });
    });
  }

  /** With the `version` read, a picture changed since is refused with CONFLICT and the picture as it is now. */
  @Handles(G.update)
  update({ id, picture: { version, ...fields } }: OperationInput<typeof G.update>): Promise<GalleryPicture> {
    return this.writes.run(async ({ em, record }) => {
      const picture = (await galleryInOrder(em, { lock: true })).find((p) => p.id === id);
      if (!picture) throw pictureNotFound();
      if (version !== undefined && version !== picture.version) throw pictureChangedSince(toGalleryPicture(picture));
      Object.assign(picture, fields, { version: picture.version + 1 });
      await em.update(GalleryPictureEntity, { id }, { title: picture.title, description: picture.description, category: picture.category, version: picture.version });
      const view = toGalleryPicture(picture);
      await record(GALLERY_EVENTS.changed, id, { picture: view });
      return view;
    });
  }

  /** Moves a picture to `position` (past the end: the end) and numbers the gallery 0..n-1 again; answers the new order. */
  @Handles(G.move)
  move({ id, position }: OperationInput<typeof G.move>): Promise<GalleryPicture[]> {
    return this.writes.run(async ({ em, record }) => {
      const pictures = await galleryInOrder(em, { lock: true });
      const from = pictures.findIndex((p) => p.id === id);
      if (from < 0) throw pictureNotFound();
      const [moved] = pictures.splice(from, 1);
      pictures.splice(Math.min(position, pictures.length), 0, moved!);
      if (pictures.some((p, i) => p.position !== i)) {
        await renumber(em, pictures);
        await record(GALLERY_EVENTS.reordered, id, { ids: pictures.map((p) => p.id) });
      }
      return pictures.map(toGalleryPicture);
    });
  }

  /** Removes a picture and closes its gap; its files are removed once that is committed. */
  @Handles(G.remove)
  async remove({ id }: OperationInput<typeof G.remove>): Promise<{ ok: true }> {
    const removed = await this.writes.run(async ({ em, record }) => {
      const pictures = await galleryInOrder(em, { lock: true });
      const picture = pictures.find((p) => p.id === id);
      if (!picture) throw pictureNotFound();
      await em.delete(GalleryPictureEntity, { id });
      await renumber(em, pictures.filter((p) => p.id !== id));
      await record(GALLERY_EVENTS.removed, id, { id });
      return picture;
    });
    await this.store.remove(galleryFiles(removed).map((f) => f.key));
    return { ok: true };
  }
}
