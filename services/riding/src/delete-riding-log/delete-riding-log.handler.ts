import { Controller } from '@nestjs/common';
import { type OperationInput, RIDING_EVENTS, RIDING_OPERATIONS } from '@remuda/contracts';
import { Handles, Writes } from '@remuda/service-kit';
import { logNotFound } from '../records/riding-log-store.js';
import { RidingLogEntity } from '../records/riding-log.entity.js';

/** Trainers and administrators delete a log; `riding.log.deleted` goes out with its id and horse. */
@Controller()
export class DeleteRidingLogHandler {
  constructor(private readonly writes: Writes) {}

  @Handles(RIDING_OPERATIONS.remove)
  remove({ id }: OperationInput<typeof RIDING_OPERATIONS.remove>): Promise<{ ok: true }> {
    return this.writes.run(async ({ em, record }) => {
      const existing = await em.findOneBy(RidingLogEntity, { id: id.toLowerCase() });
      if (!existing) throw logNotFound();
      await em.delete(RidingLogEntity, { id: existing.id });
      await record(RIDING_EVENTS.deleted, existing.id, { id: existing.id, horseId: existing.horseId });
      return { ok: true as const };
    });
  }
}
