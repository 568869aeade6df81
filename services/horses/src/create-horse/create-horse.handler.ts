import { randomUUID } from 'node:crypto';
import { Controller } from '@nestjs/common';
import { HORSE_EVENTS, HORSE_OPERATIONS, type HorseWithMedia, type OperationInput } from '@remuda/contracts';
import { Handles, type WriteContext, Writes, insertRows } from '@remuda/service-kit';
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
    return this.writes.run(
      async (write) => (await this.make(write, [fields]))[0]!,
      (created) => this.store.detail(created),
    );
  }

  /** Many at once, in one transaction: every horse with its events, or none (an import's added rows). */
  @Handles(HORSE_OPERATIONS.createMany)
  async createMany({ items }: OperationInput<typeof HORSE_OPERATIONS.createMany>): Promise<{ created: number }> {
    const made = await this.writes.run((write) => this.make(write, items));
    return { created: made.length };
  }

  /** Each horse assessed for today under the care plan, inserted, and its `created` and first `due-changed` events recorded. */
  private async make({ em, record }: WriteContext, forms: ReadonlyArray<OperationInput<typeof HORSE_OPERATIONS.create>>): Promise<HorseEntity[]> {
    const plan = await this.health.plans.current(em);
    const now = new Date().toISOString();
    const today = this.health.clock.today(plan.timeZone);
    const horses = forms.map((fields) => {
      const horse = applyFields(Object.assign(new HorseEntity(), { id: randomUUID(), createdAt: now, profileMediaId: null, version: 1 }), fields, now, today);
      startHealth(horse);
      // Assessed at once, as every screen reads it: a horse with no record of a kind needs it from its first day.
      this.health.assess(horse, plan);
      return horse;
    });
    await insertRows(em, HorseEntity, horses);
    for (const horse of horses) {
      await record(HORSE_EVENTS.created, horse.id, toHorse(horse, null));
      await this.health.recordCareChange(horse, null, plan, record);
    }
    return horses;
  }
}
