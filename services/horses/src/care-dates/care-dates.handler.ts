import { Controller } from '@nestjs/common';
import { HORSE_OPERATIONS, type HerdCareDates } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { type CarePlan, CarePlans } from '../care-plan/care-plans.js';
import { KeptHerdAnswer } from '../care-plan/kept-herd-answer.js';
import { careDatesOf } from '../health/horse-health-fields.js';
import { HorseStore } from '../horses/horse-store.js';

/**
 * Every living horse's care dates, by name, in one read: the herd's calendar of care (a deceased horse needs none),
 * kept until the herd or the plan changes.
 */
@Controller()
export class CareDatesHandler {
  constructor(
    private readonly store: HorseStore,
    private readonly plans: CarePlans,
  ) {}

  private readonly kept = new KeptHerdAnswer<HerdCareDates>();

  @Handles(HORSE_OPERATIONS.careDates)
  async careDates(): Promise<HerdCareDates> {
    const [plan, mark] = await Promise.all([this.plans.current(), this.store.herdMark()]);
    return this.kept.get(`${plan.version}|${mark}`, () => this.workOut(plan));
  }

  private async workOut(plan: CarePlan): Promise<HerdCareDates> {
    const rows = await this.store.livingHerdCare();
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
