import { Controller } from '@nestjs/common';
import { type OperationInput, RIDING_OPERATIONS, type RidingLog } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { RidingLogStore } from '../records/riding-log-store.js';

/** One riding log with its horse's name; any signed-in user may read it. */
@Controller()
export class GetRidingLogHandler {
  constructor(private readonly store: RidingLogStore) {}

  @Handles(RIDING_OPERATIONS.get)
  get({ id }: OperationInput<typeof RIDING_OPERATIONS.get>): Promise<RidingLog> {
    return this.store.get(id);
  }
}
