import { Controller } from '@nestjs/common';
import { CARE_OPERATIONS, type CareDue, type CareListEntry, type OperationInput, careDueGroups, horseCare } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { type CarePlan, CarePlans } from '../care-plan/care-plans.js';
import { KeptHerdAnswer } from '../care-plan/kept-herd-answer.js';
import { HealthClock } from '../health/horse-health.js';
import { careDatesOf, healthDueOf, healthLastOf, needsOf } from '../health/horse-health-fields.js';
import { HorseStore } from '../horses/horse-store.js';

/**
 * Today's care (staff): every living horse's care overdue, due today or due within the lead days, grouped by each
 * kind the ranch follows, worked out by `careDueGroups` from the due dates this service keeps, as every other
 * screen reads them. The spec's four are needed as `horseCare` says (a need raised by hand counts); an added kind
 * when it has no record or its due date has come. The whole list is kept until the herd, the plan or the day
 * changes; each answer is a page of each group (or of one kind's), so a large herd's list never goes in one message.
 */
@Controller()
export class CareDueHandler {
  constructor(
    private readonly store: HorseStore,
    private readonly plans: CarePlans,
    private readonly clock: HealthClock,
  ) {}

  private readonly kept = new KeptHerdAnswer<CareDue>();

  @Handles(CARE_OPERATIONS.due)
  async due({ kind, limit = 50, offset = 0 }: OperationInput<typeof CARE_OPERATIONS.due>): Promise<CareDue> {
    const [plan, mark] = await Promise.all([this.plans.current(), this.store.herdMark()]);
    const today = this.clock.today(plan.timeZone);
    const whole = await this.kept.get(`${today}|${plan.version}|${mark}`, () => this.workOut(plan, today));
    const groups = whole.groups.filter((group) => kind === undefined || group.kind === kind);
    return { ...whole, groups: groups.map((group) => ({ ...group, items: group.items.slice(offset, offset + limit) })) };
  }

  private async workOut(plan: CarePlan, today: string): Promise<CareDue> {
    const living = await this.store.livingHerdCare();
    const horses = living.map((horse) => {
      const builtIn = horseCare({ deceased: false, ...needsOf(horse), healthDue: healthDueOf(horse), healthLast: healthLastOf(horse) }, today);
      const care: Record<string, CareListEntry> = {};
      for (const { kind, due, last } of careDatesOf(horse, plan.kinds)) {
        const item = builtIn.items.find((i) => i.kind === kind);
        care[kind] = { due, last, needed: item ? item.status === 'overdue' : last === null || due <= today };
      }
      return { id: horse.id, name: horse.name, on_property: horse.onProperty, care };
    });
    const groups = careDueGroups(horses, plan.kinds, today, plan.leadDays);
    return { today, leadDays: plan.leadDays, groups: groups.map((group) => ({ ...group, total: group.items.length })) };
  }
}
