import { Controller } from '@nestjs/common';
import { type Actor, type OperationInput, RIDING_EVENTS, RIDING_OPERATIONS, type RidingLog } from '@remuda/contracts';
import { Handles, Writes } from '@remuda/service-kit';
import { HorseDirectory, livingHorse } from '@remuda/known-horses';
import { checkVersion, lockLog, logNotFound, rideableHorse } from '../records/riding-log-store.js';
import { applyFields, toRidingLog } from '../records/riding-log-view.js';

/**
 * Trainers and administrators replace a log's fields; `riding.log.updated` goes out with the result. The horse
 * must still be alive; a log moved to another horse must be a ride that horse may take, while correcting the
 * log of a horse that has since left the property is allowed. With the `version` the client read, a log changed
 * since is refused with CONFLICT; without it, the last write wins.
 */
@Controller()
export class UpdateRidingLogHandler {
  constructor(
    private readonly writes: Writes,
    private readonly directory: HorseDirectory,
  ) {}

  @Handles(RIDING_OPERATIONS.update)
  async update({ id, log: fields }: OperationInput<typeof RIDING_OPERATIONS.update>, actor: Actor): Promise<RidingLog> {
    await this.directory.learn(fields.horseId);
    return this.writes.run(async ({ em, record }) => {
      const existing = await lockLog(em, id);
      if (!existing) throw logNotFound();
      await checkVersion(em, existing, fields.version);
      const sameHorse = existing.horseId === fields.horseId.toLowerCase();
      const horse = await (sameHorse ? livingHorse : rideableHorse)(em, fields.horseId);
      applyFields(existing, fields, actor.email, new Date().toISOString());
      existing.version += 1;
      await em.save(existing);
      const answer = toRidingLog(existing, horse.name);
      await record(RIDING_EVENTS.updated, existing.id, answer);
      return answer;
    });
  }
}
