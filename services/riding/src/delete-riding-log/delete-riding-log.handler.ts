import { Controller } from '@nestjs/common';
import { type OperationInput, RIDING_EVENTS, RIDING_OPERATIONS } from '@remuda/contracts';
import { Handles, Writes } from '@remuda/service-kit';
import { checkVersion, lockLog, logNotFound } from '../records/riding-log-store.js';
import { RidingLogEntity } from '../records/riding-log.entity.js';

/**
 * Trainers and administrators delete a log; with the `version` they read, a log changed since is refused with
 * CONFLICT and the log as it is now. `riding.log.deleted` goes out with its id
 * and horse.
 */
@Controller()
export class DeleteRidingLogHandler {
  constructor(private readonly writes: Writes) {}

  @Handles(RIDING_OPERATIONS.remove)
  remove({ id, version }: OperationInput<typeof RIDING_OPERATIONS.remove>): Promise<{ ok: true }> {
    return this.writes.run(async ({ em, record }) => {
      const existing = await lockLog(em, id);
      if (!existing) throw logNotFound();
      await checkVersion(em, existing, version);
      await em.delete(RidingLogEntity, { id: existing.id });
      await record(RIDING_EVENTS.deleted, existing.id, { id: existing.id, horseId: existing.horseId });
      return { ok: true as const };
    });
  }
}
