import { Controller } from '@nestjs/common';
import { CARE_DATES_PAGE_LIMIT, HORSE_OPERATIONS, type HerdCareDates, type OperationInput } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { type CarePlan, CarePlans } from '../care-plan/care-plans.js';
import { KeptHerdAnswer } from '../care-plan/kept-herd-answer.js';
import { careDatesOf } from '../health/horse-health-fields.js';
import { HorseStore } from '../horses/horse-store.js';

/**
 * Every living horse's care dates, by name: the herd's calendar of care (a deceased horse needs none), kept until
 * the herd or the plan changes and answered a page at a time under that mark, or as unchanged to a reader that has
 * the mark already.
 */
@Controller()
export class CareDatesHandler {
  constructor(
    private readonly store: HorseStore,
    private readonly plans: CarePlans,
  ) {}

  private readonly kept = new KeptHerdAnswer<HerdCareDates['horses']>();

  @Handles(HORSE_OPERATIONS.careDates)
  async careDates({ offset = 0, mark: known }: OperationInput<typeof HORSE_OPERATIONS.careDates>): Promise<HerdCareDates> {
    const [plan, herd] = await Promise.all([this.plans.current(), this.store.herdMark()]);
    const mark = `${plan.version}|${herd}`;
    const horses = await this.kept.get(mark, () => this.workOut(plan));
    if (known === mark) return { mark, unchanged: true, total: horses.length, horses: [] };
    return { mark, unchanged: false, total: horses.length, horses: horses.slice(offset, offset + CARE_DATES_PAGE_LIMIT) };
  }

  private async workOut(plan: CarePlan): Promise<HerdCareDates['horses']> {
    const rows = await this.store.livingHerdCare();
    const names = new Map(plan.kinds.map((k) => [k.kind, k.name]));
    return rows.map((horse) => ({
      id: horse.id,
      name: horse.name,
      updatedAt: horse.updatedAt,
      care: careDatesOf(horse, plan.kinds).map((dates) => ({ ...dates, name: names.get(dates.kind)! })),
    }));
  }
}
