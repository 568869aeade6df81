import { Controller } from '@nestjs/common';
import { HORSE_EVENTS, HORSE_OPERATIONS, type HorseWithMedia, type OperationInput } from '@remuda/contracts';
import { Handles, Writes } from '@remuda/service-kit';
import { HorseEntity } from '../horses/horse.entity.js';
import { HorseStore, horseNotFound } from '../horses/horse-store.js';
import { applyFields } from '../horses/horse-view.js';

/** Trainers and administrators replace a horse's fields; `horses.horse.updated` goes out with the result. */
@Controller()
export class UpdateHorseHandler {
  constructor(
    private readonly store: HorseStore,
    private readonly writes: Writes,
  ) {}

  @Handles(HORSE_OPERATIONS.update)
  update({ id, horse: fields }: OperationInput<typeof HORSE_OPERATIONS.update>): Promise<HorseWithMedia> {
    return this.writes.run(
      async ({ em, record }) => {
        const horse = await em.findOneBy(HorseEntity, { id });
        if (!horse) throw horseNotFound();
        applyFields(horse, fields, new Date().toISOString());
        await em.save(horse);
        await record(HORSE_EVENTS.updated, horse.id, await this.store.snapshot(horse, em));
        return horse;
      },
      (updated) => this.store.detail(updated),
    );
  }
}
