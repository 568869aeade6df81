import { Controller } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type OperationInput, RIDING_OPERATIONS, type RidingLogSummary } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { RidingLogEntity } from '../riding-log.kind.js';

/** A horse's rides as its public page shows them: date and notes, newest first, read as plain rows. Anyone may. */
@Controller()
export class ListHorseRidesHandler {
  constructor(@InjectRepository(RidingLogEntity) private readonly logs: Repository<RidingLogEntity>) {}

  @Handles(RIDING_OPERATIONS.listForHorse)
  listForHorse({ horseId }: OperationInput<typeof RIDING_OPERATIONS.listForHorse>): Promise<RidingLogSummary[]> {
    return this.logs
      .createQueryBuilder('log')
      .select('log.id', 'id')
      .addSelect('log.date', 'date')
      .addSelect('log.notes', 'notes')
      .where('log.horse_id = :horseId', { horseId: horseId.toLowerCase() })
      .orderBy('log.date', 'DESC')
      .addOrderBy('log.created_at', 'DESC')
      .addOrderBy('log.id', 'DESC')
      .getRawMany<RidingLogSummary>();
  }
}
