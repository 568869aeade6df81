import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import { HORSES_PATTERNS, HORSE_EVENTS, STAFF_ROLES, idMessageSchema } from '@remuda/contracts';
import { DomainError, OBJECT_STORE, type ObjectStore, OutboxRelay, messageData, recordEvent, requireActor } from '@remuda/service-kit';
import { HorseEntity } from '../horses/horse.entity.js';
import { storedFiles } from '../horses/horse-view.js';
import { MediaEntity } from '../horses/media.entity.js';

/**
 * Deletes a picture or clip. When it was the profile image, the horse's next picture (if any) takes its place.
 * The files are removed once the deletion is committed.
 */
@Controller()
export class RemoveMediaHandler {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    private readonly relay: OutboxRelay,
  ) {}

  @MessagePattern(HORSES_PATTERNS.removeMedia)
  async remove(@Payload() message: unknown): Promise<{ ok: true }> {
    const { id } = messageData(idMessageSchema, message);
    requireActor(STAFF_ROLES);
    const removed = await this.dataSource.transaction(async (em) => {
      const media = await em.findOneBy(MediaEntity, { id });
      if (!media) throw new DomainError('NOT_FOUND', 'This picture or clip no longer exists.');
      await em.delete(MediaEntity, { id });
      const horse = await em.findOneBy(HorseEntity, { id: media.horseId });
      if (horse && horse.profileMediaId === id) {
        const next = await em.findOne(MediaEntity, { where: { horseId: horse.id, type: 'image' }, order: { createdAt: 'ASC' } });
        await em.update(HorseEntity, { id: horse.id }, { profileMediaId: next?.id ?? null, updatedAt: new Date().toISOString() });
      }
      await recordEvent(em, HORSE_EVENTS.mediaRemoved, media.horseId, { horseId: media.horseId, mediaId: id });
      return media;
    });
    void this.relay.flush();
    await this.store.remove(storedFiles(removed).map((f) => f.key));
    return { ok: true };
  }
}
