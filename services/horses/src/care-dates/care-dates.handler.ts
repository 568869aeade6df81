import { Controller } from '@nestjs/common';
import { HORSE_OPERATIONS, type HerdCareDates } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { CarePlans } from '../care-plan/care-plans.js';
import { careDatesOf } from '../health/horse-health-fields.js';
import { HorseStore } from '../horses/horse-store.js';

/** Every living horse's care dates, by name, in one read: the herd's calendar of care (a deceased horse needs none). */
@Controller()
export class CareDatesHandler {
  constructor(
    private readonly store: HorseStore,
    private readonly plans: CarePlans,
  ) {}

  @Handles(HORSE_OPERATIONS.careDates)
  async careDates(): Promise<HerdCareDates> {
    const [plan, rows] = await Promise.all([this.plans.current(), this.store.livingHerdCare()]);
    const names = new Map(plan.kinds.map((k) => [k.kind, k.name]));
    return {
      horses: rows.map((horse) => ({
        id: horse.id,
        name: horse.name,
        updatedAt: horse.updatedAt,
        care: careDatesOf(horse, plan.kinds).map((dates) => ({ ...dates, name: names.get(dates.kind)! })),
      })),
    };
  }
}
