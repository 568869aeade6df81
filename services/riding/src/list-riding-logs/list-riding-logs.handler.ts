import { Controller } from '@nestjs/common';
import { type OperationInput, RIDING_OPERATIONS, type RidingLogPage, type RidingLogSummary } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { RidingLogStore } from '../records/riding-log-store.js';

/**
 * Riding logs, newest first: of one horse or all, between two dates, searched by the horse's name, the notes
 * or the rider, and paged, each with its horse's name, for signed-in users; and a horse's rides for its public
 * page.
 */
@Controller()
export class ListRidingLogsHandler {
  constructor(private readonly store: RidingLogStore) {}

  @Handles(RIDING_OPERATIONS.list)
  list(query: OperationInput<typeof RIDING_OPERATIONS.list>): Promise<RidingLogPage> {
    return this.store.list(query);
  }

  @Handles(RIDING_OPERATIONS.listForHorse)
  listForHorse({ horseId }: OperationInput<typeof RIDING_OPERATIONS.listForHorse>): Promise<RidingLogSummary[]> {
    return this.store.listForHorse(horseId);
  }
}
