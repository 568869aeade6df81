import { randomUUID } from 'node:crypto';
import { Controller } from '@nestjs/common';
import { type Actor, type OperationInput, RIDING_EVENTS, RIDING_OPERATIONS, type RidingLog } from '@remuda/contracts';
import { Handles, Writes } from '@remuda/service-kit';
import { HorseDirectory } from '@remuda/known-horses';
import { rideableHorse } from '../records/riding-log-store.js';
import { RidingLogEntity } from '../records/riding-log.entity.js';
import { applyFields, toRidingLog } from '../records/riding-log-view.js';

/**
 * Trainers and administrators log a ride on a living horse the service knows, one on property or allowed
 * off-property rides; the rider is the one logging it unless they name someone. `riding.log.created` goes out
 * with the log.
 */
@Controller()
export class CreateRidingLogHandler {
  constructor(
    private readonly writes: Writes,
    private readonly directory: HorseDirectory,
  ) {}

  @Handles(RIDING_OPERATIONS.create)
  async create(fields: OperationInput<typeof RIDING_OPERATIONS.create>, actor: Actor): Promise<RidingLog> {
    await this.directory.learn(fields.horseId);
    const now = new Date().toISOString();
    return this.writes.run(async ({ em, record }) => {
      const horse = await rideableHorse(em, fields.horseId);
      const created = applyFields(Object.assign(new RidingLogEntity(), { id: randomUUID(), createdAt: now, version: 1 }), fields, actor.email, now);
      await em.insert(RidingLogEntity, created);
      const answer = toRidingLog(created, horse.name);
      await record(RIDING_EVENTS.created, created.id, answer);
      return answer;
    });
  }
}
