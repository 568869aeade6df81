import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { HORSES_PATTERNS, HORSE_EVENTS, type HorseDetail, STAFF_ROLES, setProfileImageMessageSchema } from '@remuda/contracts';
import { DomainError, OutboxRelay, messageData, recordEvent, requireActor } from '@remuda/service-kit';
import { HorseEntity } from '../horses/horse.entity.js';
import { HorseStore, horseNotFound } from '../horses/horse-store.js';
import { MediaEntity } from '../horses/media.entity.js';

/** Chooses which of the horse's pictures is its profile image (an `updated` event carries the change). */
@Controller()
export class SetProfileImageHandler {
  constructor(
    private readonly store: HorseStore,
    private readonly dataSource: DataSource,
    private readonly relay: OutboxRelay,
  ) {}

  @MessagePattern(HORSES_PATTERNS.setProfileImage)
  async set(@Payload() message: unknown): Promise<Omit<HorseDetail, 'ridingLogs'>> {
    const { id, mediaId } = messageData(setProfileImageMessageSchema, message);
    requireActor(STAFF_ROLES);
    const horse = await this.dataSource.transaction(async (em) => {
      const horse = await em.findOneBy(HorseEntity, { id });
      if (!horse) throw horseNotFound();
      const media = await em.findOneBy(MediaEntity, { id: mediaId, horseId: id });
      if (!media) throw new DomainError('NOT_FOUND', 'This picture does not belong to the horse.');
      if (media.type !== 'image') {
        throw new DomainError('VALIDATION_FAILED', 'Only a picture can be the profile image.', [
          { field: 'mediaId', message: 'Only a picture can be the profile image' },
        ]);
      }
      horse.profileMediaId = mediaId;
      horse.updatedAt = new Date().toISOString();
      await em.save(horse);
      const { media: _m, ...snapshot } = await this.store.detail(horse);
      await recordEvent(em, HORSE_EVENTS.updated, horse.id, snapshot);
      return horse;
    });
    void this.relay.flush();
    return this.store.detail(horse);
  }
}
