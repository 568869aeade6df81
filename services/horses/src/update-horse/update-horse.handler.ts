import { Controller } from '@nestjs/common';
import { HORSE_EVENTS, HORSE_OPERATIONS, type HorseWithMedia, type OperationInput } from '@remuda/contracts';
import { Handles, Writes } from '@remuda/service-kit';
import { healthDueOf, needsOf } from '../health/horse-health-fields.js';
import { HorseHealth, lockHorse } from '../health/horse-health.js';
import { HorseStore, horseChangedSince, horseNotFound } from '../horses/horse-store.js';
import { applyFields, markChanged } from '../horses/horse-view.js';

/**
 * Trainers and administrators replace a horse's fields; `horses.horse.updated` goes out with the result, and
 * `horses.horse.health-changed` when its needs changed (a need ticked or unticked, a death: see `assessHealth` for
 * how a need raised by hand and the health policy combine), and `horses.care.due-changed` when its care did (a
 * death, a move off or back onto the property, a renamed horse). With the `version` the client read, a horse changed since (by staff or by
 * the ranch's own health keeping) is refused with CONFLICT and the horse as it is now; without it, the last write
 * wins.
 */
@Controller()
export class UpdateHorseHandler {
  constructor(
    private readonly store: HorseStore,
    private readonly writes: Writes,
    private readonly health: HorseHealth,
  ) {}

  @Handles(HORSE_OPERATIONS.update)
  update({ id, horse: fields }: OperationInput<typeof HORSE_OPERATIONS.update>): Promise<HorseWithMedia> {
    return this.writes.run(
      async ({ em, record }) => {
        // Locked, so a medical event applied meanwhile is not overwritten with what was read before it, and so of
        // two changes made on the same version only the first passes the check.
        const horse = await lockHorse(em, id);
        if (!horse) throw horseNotFound();
        if (fields.version !== undefined && fields.version !== horse.version) throw horseChangedSince(await this.store.detail(horse, em));
        const before = this.health.snapshotOf(horse);
        const plan = await this.health.plans.current(em);
        const now = new Date().toISOString();
        applyFields(horse, fields, now, this.health.clock.today(plan.timeZone));
        // Staff's raises, and a death or a return to the herd, count at once.
        this.health.assess(horse, plan);
        markChanged(horse, now);
        await em.save(horse);
        if (JSON.stringify(needsOf(horse)) !== before.needs) {
          await record(HORSE_EVENTS.healthChanged, horse.id, { horseId: horse.id, ...needsOf(horse), healthDue: healthDueOf(horse) });
        }
        await this.health.recordCareChange(horse, before, plan, record);
        await record(HORSE_EVENTS.updated, horse.id, await this.store.snapshot(horse, em));
        return horse;
      },
      (updated) => this.store.detail(updated),
    );
  }
}
