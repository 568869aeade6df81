import { Controller, Inject } from '@nestjs/common';
import { HORSE_EVENTS, HORSE_OPERATIONS, type OperationInput } from '@remuda/contracts';
import { DomainError, Handles, OBJECT_STORE, type ObjectStore, Writes } from '@remuda/service-kit';
import { HorseEntity } from '../horses/horse.entity.js';
import { changedColumns, storedFiles } from '../horses/horse-view.js';
import { MediaEntity } from '../horses/media.entity.js';

/**
 * Deletes a picture or clip. When it was the profile image, the horse's next picture (if any) takes its place.
 * The files are removed once the deletion is committed.
 */
@Controller()
export class RemoveMediaHandler {
  constructor(
    private readonly writes: Writes,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
  ) {}

  @Handles(HORSE_OPERATIONS.removeMedia)
  async remove({ id }: OperationInput<typeof HORSE_OPERATIONS.removeMedia>): Promise<{ ok: true }> {
    const removed = await this.writes.run(async ({ em, record }) => {
      const media = await em.findOneBy(MediaEntity, { id });
      if (!media) throw new DomainError('NOT_FOUND', 'This picture or clip no longer exists.');
      await em.delete(MediaEntity, { id });
      const horse = await em.findOneBy(HorseEntity, { id: media.horseId });
      if (horse && horse.profileMediaId === id) {
        const next = await em.findOne(MediaEntity, { where: { horseId: horse.id, type: 'image' }, order: { createdAt: 'ASC' } });
        await em.update(HorseEntity, { id: horse.id }, { profileMediaId: next?.id ?? null, ...changedColumns(new Date().toISOString()) });
      }
      await record(HORSE_EVENTS.mediaRemoved, media.horseId, { horseId: media.horseId, mediaId: id });
      return media;
    });
    await this.store.remove(storedFiles(removed).map((f) => f.key));
    return { ok: true };
  }
}
