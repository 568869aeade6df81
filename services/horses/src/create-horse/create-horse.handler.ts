import { randomUUID } from 'node:crypto';
import { Controller } from '@nestjs/common';
import { HORSE_EVENTS, HORSE_OPERATIONS, type HorseWithMedia, type OperationInput } from '@remuda/contracts';
import { Handles, Writes } from '@remuda/service-kit';
import { startHealth } from '../health/horse-health-fields.js';
import { HorseHealth } from '../health/horse-health.js';
import { HorseEntity } from '../horses/horse.entity.js';
import { HorseStore } from '../horses/horse-store.js';
import { applyFields, toHorse } from '../horses/horse-view.js';

/**
 * Trainers and administrators add horses, their health assessed for today; `horses.horse.created` goes out with the
 * horse, and `horses.care.due-changed` with its first due dates.
 */
@Controller()
export class CreateHorseHandler {
  constructor(
    private readonly store: HorseStore,
    private readonly writes: Writes,
    private readonly health: HorseHealth,
  ) {}

  @Handles(HORSE_OPERATIONS.create)
  create(fields: OperationInput<typeof HORSE_OPERATIONS.create>): Promise<HorseWithMedia> {
    const id = randomUUID();
    return this.writes.run(
      async ({ em, record }) => {
        const plan = await this.health.plans.current(em);
        const now = new Date().toISOString();
        const horse = applyFields(Object.assign(new HorseEntity(), { id, createdAt: now, profileMediaId: null, version: 1 }), fields, now, this.health.clock.today(plan.timeZone));
        startHealth(horse);
        // Assessed at once, as every screen reads it: a horse with no record of a kind needs it from its first day.
        this.health.assess(horse, plan);
        await em.insert(HorseEntity, horse);
        await record(HORSE_EVENTS.created, horse.id, toHorse(horse, null));
        await this.health.recordCareChange(horse, null, plan, record);
        return horse;
      },
      (created) => this.store.detail(created),
    );
  }
}
