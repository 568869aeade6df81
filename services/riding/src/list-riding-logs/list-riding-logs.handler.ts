import { Controller } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type OperationInput, RIDING_OPERATIONS, type RidingLog, type RidingLogSummary } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { RidingLogEntity } from '../records/riding-log.entity.js';

export function toRidingLog(r: RidingLogEntity): RidingLog {
  return { id: r.id, horseId: r.horseId, date: r.date, notes: r.notes, createdAt: r.createdAt, updatedAt: r.updatedAt };
}

const NEWEST_FIRST = { date: 'DESC', createdAt: 'DESC' } as const;

/** Riding logs, newest first: all or one horse's for signed-in users, and a horse's rides for its public page. */
@Controller()
export class ListRidingLogsHandler {
  constructor(@InjectRepository(RidingLogEntity) private readonly logs: Repository<RidingLogEntity>) {}

  @Handles(RIDING_OPERATIONS.list)
  async list({ horseId }: OperationInput<typeof RIDING_OPERATIONS.list>): Promise<RidingLog[]> {
    const rows = await this.logs.find({ where: horseId ? { horseId } : {}, order: NEWEST_FIRST });
    return rows.map(toRidingLog);
  }

  @Handles(RIDING_OPERATIONS.listForHorse)
  async listForHorse({ horseId }: OperationInput<typeof RIDING_OPERATIONS.listForHorse>): Promise<RidingLogSummary[]> {
    const rows = await this.logs.find({ where: { horseId }, order: NEWEST_FIRST, select: { id: true, date: true, notes: true } });
    return rows.map(({ id, date, notes }) => ({ id, date, notes }));
  }
}
