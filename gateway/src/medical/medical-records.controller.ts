import { Controller, Get, Query } from '@nestjs/common';
import { MEDICAL_PATTERNS, type MedicalRecord, medicalRecordListQuerySchema } from '@remuda/contracts';
import { Access, MessageClient } from '@remuda/service-kit';
import { ZodQuery } from '../http/zod-query.pipe.js';

@Controller('api/medical-records')
export class MedicalRecordsController {
  constructor(private readonly messages: MessageClient) {}

  /** Any signed-in user may read medical records (SPEC.md section 6), newest first, optionally of one horse. */
  @Get()
  @Access('signed-in')
  list(@Query(new ZodQuery(medicalRecordListQuerySchema)) query: { horseId?: string }): Promise<MedicalRecord[]> {
    return this.messages.request<MedicalRecord[]>(MEDICAL_PATTERNS.list, query);
  }
}
