import { Controller, Get, Query } from '@nestjs/common';
import { RIDING_PATTERNS, type RidingLog, ridingLogListQuerySchema } from '@remuda/contracts';
import { Access, MessageClient } from '@remuda/service-kit';
import { ZodQuery } from '../http/zod-query.pipe.js';

@Controller('api/riding-logs')
export class RidingLogsController {
  constructor(private readonly messages: MessageClient) {}

  /** Riding logs, newest first, optionally of one horse; for signed-in users (public pages read them on the horse). */
  @Get()
  @Access('signed-in')
  list(@Query(new ZodQuery(ridingLogListQuerySchema)) query: { horseId?: string }): Promise<RidingLog[]> {
    return this.messages.request<RidingLog[]>(RIDING_PATTERNS.list, query);
  }
}
