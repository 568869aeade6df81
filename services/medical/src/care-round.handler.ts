import { Controller, Inject } from '@nestjs/common';
import { type Actor, BUILT_IN_CARE, CARE_ROUND_OPERATIONS, type CareRoundAnswer, type MedicalRecordFields, type OperationInput } from '@remuda/contracts';
import { type RecordWriter, recordWriterToken } from '@remuda/horse-records';
import { Handles } from '@remuda/service-kit';
import { MEDICAL_RECORD_KIND, type MedicalRecordEntity } from './medical-record.kind.js';

/**
 * A care round: one kind of care done for many horses, recorded in one go by the medical record kind's writer:
 * one record per horse with that kind ticked (one of the spec's four by its own field, an added kind in `care`),
 * described as the round says or by the kind's name (Worming), all in one transaction (an unknown
 * or deceased horse refuses the whole round), each published as `medical.record.created`, applied once per
 * Idempotency-Key.
 */
@Controller()
export class CareRoundHandler {
  constructor(@Inject(recordWriterToken(MEDICAL_RECORD_KIND)) private readonly writer: RecordWriter<MedicalRecordEntity>) {}

  @Handles(CARE_ROUND_OPERATIONS.record)
  async record(round: OperationInput<typeof CARE_ROUND_OPERATIONS.record>, actor: Actor): Promise<CareRoundAnswer> {
    const builtIn = BUILT_IN_CARE.find((k) => k.kind === round.kind);
    const description = round.description || builtIn?.name || round.kind.replace(/_/g, ' ');
    const forms = round.horseIds.map(
      (horseId): MedicalRecordFields => ({
        horseId,
        date: round.date,
        description,
        vet: round.vet,
        notes: round.notes,
        weight: null,
        height: null,
        wormed: round.kind === 'wormed',
        trimmed: round.kind === 'trimmed',
        coggins: round.kind === 'coggins',
        yearly_vaccines: round.kind === 'yearly_vaccines',
        care: builtIn ? [] : [round.kind],
      }),
    );
    const records = await this.writer.createMany(forms, actor, 'horseIds');
    return { records: records as CareRoundAnswer['records'] };
  }
}
