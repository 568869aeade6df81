import { Controller } from '@nestjs/common';
import { HORSE_EVENTS, HORSE_OPERATIONS, type HorseWithMedia, type OperationInput } from '@remuda/contracts';
import { DomainError, Handles, Writes } from '@remuda/service-kit';
import { lockHorse } from '../health/horse-health.js';
import { HorseStore, horseNotFound } from '../horses/horse-store.js';
import { markChanged } from '../horses/horse-view.js';
import { MediaEntity } from '../horses/media.entity.js';

/** Chooses which of the horse's pictures is its profile image (an `updated` event carries the change). */
@Controller()
export class SetProfileImageHandler {
  constructor(
    private readonly store: HorseStore,
    private readonly writes: Writes,
  ) {}

  @Handles(HORSE_OPERATIONS.setProfileImage)
  set({ id, mediaId }: OperationInput<typeof HORSE_OPERATIONS.setProfileImage>): Promise<HorseWithMedia> {
    return this.writes.run(
      async ({ em, record }) => {
        // Locked: its health may be changing under a medical event at the same moment.
        const horse = await lockHorse(em, id);
        if (!horse) throw horseNotFound();
        const media = await em.findOneBy(MediaEntity, { id: mediaId, horseId: id });
        if (!media) throw new DomainError('NOT_FOUND', 'This picture does not belong to the horse.');
        if (media.type !== 'image') {
          throw new DomainError('VALIDATION_FAILED', 'Only a picture can be the profile image.', [
            { field: 'mediaId', message: 'Only a picture can be the profile image' },
          ]);
        }
        horse.profileMediaId = mediaId;
        markChanged(horse, new Date().toISOString());
        await em.save(horse);
        await record(HORSE_EVENTS.updated, horse.id, await this.store.snapshot(horse, em));
        return horse;
      },
      (updated) => this.store.detail(updated),
    );
  }
}
