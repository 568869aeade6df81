import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { RIDING_PATTERNS, type RidingLog, ridingLogListQuerySchema } from '@remuda/contracts';
import { messageData } from '@remuda/service-kit';
import { RidingLogEntity } from '../records/riding-log.entity.js';

export function toRidingLog(r: RidingLogEntity): RidingLog {
  return { id: r.id, horseId: r.horseId, date: r.date, notes: r.notes, createdAt: r.createdAt, updatedAt: r.updatedAt };
}

/**
 * Riding logs, newest first, of one horse or all. Public horse pages show a horse's rides, so reading them
 * needs no role here; the gateway decides who may call the list route itself.
 */
@Controller()
export class ListRidingLogsHandler {
  constructor(@InjectRepository(RidingLogEntity) private readonly logs: Repository<RidingLogEntity>) {}

  @MessagePattern(RIDING_PATTERNS.list)
  async list(@Payload() message: unknown): Promise<RidingLog[]> {
    const { horseId } = messageData(ridingLogListQuerySchema, message);
    const rows = await this.logs.find({ where: horseId ? { horseId } : {}, order: { date: 'DESC', createdAt: 'DESC' } });
    return rows.map(toRidingLog);
  }
}
