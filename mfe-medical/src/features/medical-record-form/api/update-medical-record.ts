import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MedicalRecord, MedicalRecordInput } from '@remuda/contracts';
import { apiFetch } from '@remuda/shell-kit';
import { logFailure } from '../../../api/log-failure';
import { medicalRecordQueryOptions } from '../../../api/get-medical-record';
import { invalidateAfterChange } from './invalidate-after-change';

/** Replaces every field of a record (PUT sends the whole form); the answer is the record as saved. */
export function updateMedicalRecord({ id, record }: { id: string; record: MedicalRecordInput }): Promise<MedicalRecord> {
  return apiFetch<MedicalRecord>(`/api/medical-records/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: record,
    fallbackMessage: 'Failed to update medical record',
  });
}

export function useUpdateMedicalRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMedicalRecord,
    onError: logFailure('Failed to update medical record'),
    onSuccess: (record) => {
      queryClient.setQueryData(medicalRecordQueryOptions(record.id).queryKey, record);
      invalidateAfterChange(queryClient);
    },
  });
}
