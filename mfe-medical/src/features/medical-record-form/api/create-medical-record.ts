import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MedicalRecord, MedicalRecordInput } from '@remuda/contracts';
import { apiFetch } from '@remuda/shell-kit';
import { logFailure } from '../../../api/log-failure';
import { medicalRecordQueryOptions } from '../../../api/get-medical-record';
import { invalidateAfterChange } from './invalidate-after-change';

/** Records a vet visit; the answer (201) is the record as saved. */
export function createMedicalRecord(record: MedicalRecordInput): Promise<MedicalRecord> {
  return apiFetch<MedicalRecord>('/api/medical-records', { method: 'POST', body: record, fallbackMessage: 'Failed to create medical record' });
}

export function useCreateMedicalRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMedicalRecord,
    onError: logFailure('Failed to create medical record'),
    onSuccess: (record) => {
      queryClient.setQueryData(medicalRecordQueryOptions(record.id).queryKey, record);
      invalidateAfterChange(queryClient);
    },
  });
}
