import { Controller, Inject } from '@nestjs/common';
import { BUILT_IN_CARE, CARE_OPERATIONS, type CareDue, careDueGroups, horseCare } from '@remuda/contracts';
import { CONFIG, type Config, Handles } from '@remuda/service-kit';
import { HealthClock } from '../health/horse-health.js';
import { healthDueOf, healthLastOf, needsOf } from '../health/horse-health-fields.js';
import { HorseStore } from '../horses/horse-store.js';

/**
 * Today's care (staff): every living horse's care overdue, due today or due within the lead days, grouped by kind,
 * worked out by `careDueGroups` from the due dates this service keeps, as every other screen reads them.
 */
@Controller()
export class CareDueHandler {
  constructor(
    private readonly store: HorseStore,
    @Inject(CONFIG) private readonly config: Config,
    private readonly clock: HealthClock,
  ) {}

  @Handles(CARE_OPERATIONS.due)
  async due(): Promise<CareDue> {
    const living = await this.store.livingHerdCare();
    const today = this.clock.today();
    const leadDays = this.config.careLeadDays;
    const horses = living.map((horse) => {
      const care = horseCare({ deceased: horse.deceased, ...needsOf(horse), healthDue: healthDueOf(horse), healthLast: healthLastOf(horse) }, today);
      return {
        id: horse.id,
        name: horse.name,
        on_property: horse.onProperty,
        care: Object.fromEntries(care.items.map((item) => [item.kind, { due: item.due, last: item.last, needed: item.status === 'overdue' }])),
      };
    });
    return { today, leadDays, groups: careDueGroups(horses, BUILT_IN_CARE, today, leadDays) };
  }
}
