import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type AddMediaMessage, HORSE_EVENTS, type Media } from '@remuda/contracts';
import { OBJECT_STORE, type ObjectStore, Writes, adoptUpload } from '@remuda/service-kit';
import { HorseEntity } from '../horses/horse.entity.js';
import { horseNotFound } from '../horses/horse-store.js';
import { changedColumns, toMedia } from '../horses/horse-view.js';
import { MediaEntity } from '../horses/media.entity.js';
import { storeImageVariants } from './adopt-upload.js';

/**
 * Adopts a file already in storage under `uploads/` (put there by the gateway, identified by its bytes): a
 * picture is re-encoded into WebP variants, a clip is stored as sent. The upload is removed either way. A
 * horse's first picture becomes its profile image.
 */
@Injectable()
export class MediaIngest {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writes: Writes,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  async ingest({ horseId, upload }: AddMediaMessage): Promise<Media> {
    const mediaId = randomUUID();
    const base = `horses/${horseId}/${mediaId}`;
    return adoptUpload(this.store, upload.key, async (written) => {
      if (!(await this.dataSource.getRepository(HorseEntity).existsBy({ id: horseId }))) throw horseNotFound();
      const media = Object.assign(new MediaEntity(), {
        id: mediaId,
        horseId,
        type: upload.kind,
        size: upload.size,
        createdAt: new Date().toISOString(),
      });
      if (upload.kind === 'image') {
        const { width, height, files } = await storeImageVariants(this.store, upload, base, written);
        Object.assign(media, { contentType: 'image/webp', files: JSON.stringify(files), width, height });
      } else {
        const key = `${base}/clip.${upload.extension}`;
        await this.store.put(key, await this.store.read(upload.key), upload.contentType);
        written.push(key);
        Object.assign(media, { contentType: upload.contentType, files: JSON.stringify([{ width: 0, key }]), width: null, height: null });
      }
      const view = toMedia(media);
      await this.writes.run(async ({ em, record }) => {
        const horse = await em.findOneBy(HorseEntity, { id: horseId });
        if (!horse) throw horseNotFound();
        await em.insert(MediaEntity, media);
        if (media.type === 'image' && !horse.profileMediaId) {
          await em.update(HorseEntity, { id: horseId }, { profileMediaId: media.id, ...changedColumns(media.createdAt) });
        }
        await record(HORSE_EVENTS.mediaAdded, horseId, { horseId, media: view });
      });
      return view;
    });
  }
}
