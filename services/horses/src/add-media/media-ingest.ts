import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type AddMediaMessage, HORSE_EVENTS, type Media } from '@remuda/contracts';
import { OBJECT_STORE, type ObjectStore, Writes } from '@remuda/service-kit';
import { HorseEntity } from '../horses/horse.entity.js';
import { horseNotFound } from '../horses/horse-store.js';
import { changedColumns, toMedia } from '../horses/horse-view.js';
import { MediaEntity, type StoredFile } from '../horses/media.entity.js';
import { imageVariants } from './image-variants.js';

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
    const written: string[] = [];
    try {
      if (!(await this.dataSource.getRepository(HorseEntity).existsBy({ id: horseId }))) throw horseNotFound();
      const media = Object.assign(new MediaEntity(), {
        id: mediaId,
        horseId,
        type: upload.kind,
        size: upload.size,
        createdAt: new Date().toISOString(),
      });
      if (upload.kind === 'image') {
        const original = await streamToBuffer(await this.store.read(upload.key));
        const { width, height, variants } = await imageVariants(original, upload.contentType);
        const files: StoredFile[] = [];
        for (const variant of variants) {
          const key = `${base}/${variant.width}.webp`;
          await this.store.put(key, variant.data, 'image/webp');
          written.push(key);
          files.push({ width: variant.width, key });
        }
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
    } catch (err) {
      await this.store.remove(written).catch(() => undefined);
      throw err;
    } finally {
      await this.store.remove([upload.key]).catch(() => undefined);
    }
  }
}

async function streamToBuffer(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
