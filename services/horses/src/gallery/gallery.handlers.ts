import { randomUUID } from 'node:crypto';
import { Controller, Inject, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Actor, type ArchiveLoaded, GALLERY_EVENTS, GALLERY_OPERATIONS, type GalleryPicture, type OperationInput } from '@remuda/contracts';
import { DomainError, Handles, OBJECT_STORE, type ObjectStore, RecentlyDeleted, Writes, adoptUpload, itemsToAdd } from '@remuda/service-kit';
import { storeImageVariants } from '../add-media/adopt-upload.js';
import { archivedPicture, expectAsGiven } from '../from-archive/archive-items.js';
import { GalleryPictureEntity } from './gallery-picture.entity.js';
import { galleryFiles, galleryInOrder, pictureChangedSince, pictureNotFound, renumber, toGalleryPicture } from './gallery-view.js';

const G = GALLERY_OPERATIONS;

/** An archived picture's row as given, its files where the gallery keeps them (`gallery/<id>/`); placed by the caller. */
function restoredPicture(given: GalleryPicture, field: string): GalleryPictureEntity {
  const { id, title, description, category, position, variants, width, height, createdAt, version } = given;
  const files = JSON.stringify(archivedPicture(variants, `gallery/${id}`, field));
  const picture = Object.assign(new GalleryPictureEntity(), { id, title, description, category, position, files, width, height, size: 0, createdAt, version });
  expectAsGiven(toGalleryPicture(picture), given, field);
  return picture;
}

/** A gallery picture among the recently deleted. */
export const DELETED_GALLERY_PICTURE = 'horses.gallery';

/**
 * The public gallery: anyone reads it, trainers and administrators add pictures (re-encoded as a horse's are,
 * under `gallery/<id>/`), change their words, move and remove them. Every change is announced by its event.
 */
@Controller()
export class GalleryHandlers implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: Writes,
    private readonly deleted: RecentlyDeleted,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  onModuleInit(): void {
    this.deleted.whenPurged(DELETED_GALLERY_PICTURE, (row) => this.store.remove(galleryFiles(row as unknown as GalleryPictureEntity).map((f) => f.key)));
  }

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

  /**
   * An archive's pictures put back (an administrator restoring a ranch into a new install), after those here, in the
   * order given, with their ids, files (in the media store already), words, dates and versions; a picture already
   * here is left as it is and counted as present. Each one added goes out as `picture-added`. The size uploaded is
   * not in an archive: kept as 0.
   */
  @Handles(G.fromArchive)
  fromArchive({ items }: OperationInput<typeof G.fromArchive>): Promise<ArchiveLoaded> {
    return this.writes.run(async ({ em, record }) => {
      const here = await galleryInOrder(em, { lock: true });
      const added = itemsToAdd(items, here.map((p) => p.id), 'picture', restoredPicture);
      for (const [i, picture] of added.entries()) {
        picture.position = here.length + i;
        await em.insert(GalleryPictureEntity, picture);
        await record(GALLERY_EVENTS.added, picture.id, { picture: toGalleryPicture(picture) });
      }
      return { added: added.length, present: items.length - added.length };
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

  /**
   * Removes a picture and closes its gap, keeping it and its files among the recently deleted (ADR 024) until an
   * administrator restores it or its period is over.
   */
  @Handles(G.remove)
  async remove({ id }: OperationInput<typeof G.remove>, actor: Actor): Promise<{ ok: true }> {
    await this.writes.run(async ({ em, record }) => {
      const pictures = await galleryInOrder(em, { lock: true });
      const picture = pictures.find((p) => p.id === id);
      if (!picture) throw pictureNotFound();
      await this.deleted.keep(em, { kind: DELETED_GALLERY_PICTURE, id, horseId: null, horseName: null, date: null, title: picture.title }, picture, actor);
      await em.delete(GalleryPictureEntity, { id });
      await renumber(em, pictures.filter((p) => p.id !== id));
      await record(GALLERY_EVENTS.removed, id, { id });
    });
    return { ok: true };
  }

  /** Puts a removed picture back, last in the gallery, with its id and one more version. */
  @Handles(G.restore)
  restore({ id }: OperationInput<typeof G.restore>): Promise<GalleryPicture> {
    return this.writes.run(async ({ em, record }) => {
      const pictures = await galleryInOrder(em, { lock: true });
      const live = async () => pictures.some((p) => p.id === id);
      const row = await this.deleted.take(em, DELETED_GALLERY_PICTURE, id, { noun: 'gallery picture', live });
      const picture = Object.assign(new GalleryPictureEntity(), row, { position: pictures.length, version: Number(row.version ?? 1) + 1 });
      await em.insert(GalleryPictureEntity, picture);
      const view = toGalleryPicture(picture);
      await record(GALLERY_EVENTS.restored, id, { picture: view });
      return view;
    });
  }
}
