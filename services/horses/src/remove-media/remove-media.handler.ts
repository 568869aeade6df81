import { Controller, Inject, type OnModuleInit } from '@nestjs/common';
import { type Actor, HORSE_EVENTS, HORSE_OPERATIONS, type Media, type OperationInput } from '@remuda/contracts';
import { DomainError, Handles, OBJECT_STORE, type ObjectStore, RecentlyDeleted, Writes } from '@remuda/service-kit';
import { HorseEntity } from '../horses/horse.entity.js';
import { changedColumns, storedFiles, toMedia } from '../horses/horse-view.js';
import { MediaEntity } from '../horses/media.entity.js';

/** A horse's picture or clip among the recently deleted. */
export const DELETED_MEDIA = 'horses.media';

/**
 * Deletes a picture or clip, keeping it and its files among the recently deleted (ADR 024): when it was the
 * profile image, the horse's next picture (if any) takes its place. An administrator restores it within the
 * period, with its id and files; after the period its files are removed with it.
 */
@Controller()
export class RemoveMediaHandler implements OnModuleInit {
  constructor(
    private readonly writes: Writes,
    private readonly deleted: RecentlyDeleted,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  onModuleInit(): void {
    this.deleted.whenPurged(DELETED_MEDIA, (row) => this.store.remove(storedFiles(row as unknown as MediaEntity).map((f) => f.key)));
  }

  @Handles(HORSE_OPERATIONS.removeMedia)
  async remove({ id }: OperationInput<typeof HORSE_OPERATIONS.removeMedia>, actor: Actor): Promise<{ ok: true }> {
    await this.writes.run(async ({ em, record }) => {
      const media = await em.findOneBy(MediaEntity, { id });
      if (!media) throw new DomainError('NOT_FOUND', 'This picture or clip no longer exists.');
      const horse = await em.findOneBy(HorseEntity, { id: media.horseId });
      const title = media.type === 'image' ? 'Picture' : 'Clip';
      await this.deleted.keep(em, { kind: DELETED_MEDIA, id, horseId: media.horseId, horseName: horse?.name ?? null, date: null, title }, media, actor);
      await em.delete(MediaEntity, { id });
      if (horse && horse.profileMediaId === id) {
        const next = await em.findOne(MediaEntity, { where: { horseId: horse.id, type: 'image' }, order: { createdAt: 'ASC' } });
        await em.update(HorseEntity, { id: horse.id }, { profileMediaId: next?.id ?? null, ...changedColumns(new Date().toISOString()) });
      }
      await record(HORSE_EVENTS.mediaRemoved, media.horseId, { horseId: media.horseId, mediaId: id });
    });
    return { ok: true };
  }

  /** Puts a deleted picture or clip back on its horse; a picture of a horse left without one is its profile image again. */
  @Handles(HORSE_OPERATIONS.restoreMedia)
  restore({ id }: OperationInput<typeof HORSE_OPERATIONS.restoreMedia>): Promise<Media> {
    return this.writes.run(async ({ em, record }) => {
      const live = async () => (await em.countBy(MediaEntity, { id })) > 0;
      const row = await this.deleted.take(em, DELETED_MEDIA, id, { noun: 'picture or clip', live });
      const media = Object.assign(new MediaEntity(), row);
      const horse = await em.findOneBy(HorseEntity, { id: media.horseId });
      if (!horse) throw new DomainError('NOT_FOUND', 'The horse of this picture or clip no longer exists, so it cannot be restored.');
      await em.insert(MediaEntity, media);
      if (media.type === 'image' && !horse.profileMediaId) {
        await em.update(HorseEntity, { id: horse.id }, { profileMediaId: media.id, ...changedColumns(new Date().toISOString()) });
      }
      const view = toMedia(media);
      await record(HORSE_EVENTS.mediaRestored, media.horseId, { horseId: media.horseId, media: view });
      return view;
    });
  }
}
