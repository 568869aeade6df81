import { Controller } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { MEDICAL_OPERATIONS, type MedicalRecord, type OperationInput } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { KnownHorseEntity } from '../horse-directory/known-horse.entity.js';
import { MedicalRecordEntity } from '../records/medical-record.entity.js';

export function toMedicalRecord(r: MedicalRecordEntity, horseName: string | null): MedicalRecord {
  return {
    id: r.id,
    horseId: r.horseId,
    horseName,
    date: r.date,
    description: r.description,
    vet: r.vet,
    notes: r.notes,
    weight: r.weight,
    height: r.heightTenths === null ? null : r.heightTenths / 10,
    wormed: r.wormed,
    trimmed: r.trimmed,
    coggins: r.coggins,
    yearly_vaccines: r.yearlyVaccines,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** Medical records, newest first, of one horse or all: any signed-in user may read them (SPEC.md section 6). */
@Controller()
export class ListMedicalRecordsHandler {
  constructor(
    @InjectRepository(MedicalRecordEntity) private readonly records: Repository<MedicalRecordEntity>,
    @InjectRepository(KnownHorseEntity) private readonly horses: Repository<KnownHorseEntity>,
  ) {}

  @Handles(MEDICAL_OPERATIONS.list)
  async list({ horseId }: OperationInput<typeof MEDICAL_OPERATIONS.list>): Promise<MedicalRecord[]> {
    const rows = await this.records.find({ where: horseId ? { horseId } : {}, order: { date: 'DESC', createdAt: 'DESC' } });
    const ids = [...new Set(rows.map((r) => r.horseId))];
    const names = new Map((ids.length ? await this.horses.findBy({ id: In(ids) }) : []).map((h) => [h.id, h.name]));
    return rows.map((r) => toMedicalRecord(r, names.get(r.horseId) ?? null));
  }
}
