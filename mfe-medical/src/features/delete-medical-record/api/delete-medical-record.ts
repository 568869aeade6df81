import { type Query, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@remuda/shell-kit';
import { logFailure } from '../../../api/log-failure';
import { medicalRecordQueryOptions } from '../../../api/get-medical-record';
import { HORSES_KEY, MEDICAL_RECORDS_KEY } from '../../../api/medical-record-keys';

export function deleteMedicalRecord(id: string): Promise<void> {
  return apiFetch<void>(`/api/medical-records/${encodeURIComponent(id)}`, { method: 'DELETE', fallbackMessage: 'Failed to delete medical record' });
}

/**
 * Deletes a record. Every medical-records list reloads and the horses go stale; the deleted record itself is
 * not asked for again (it would answer 404 on the page still showing it): the page drops it once it has left.
 */
export function useDeleteMedicalRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedicalRecord,
    onError: logFailure('Failed to delete medical record'),
    onSuccess: (_answer, id) => {
      const deleted = JSON.stringify(medicalRecordQueryOptions(id).queryKey);
      void queryClient.invalidateQueries({
        queryKey: MEDICAL_RECORDS_KEY,
        predicate: (query: Query) => JSON.stringify(query.queryKey) !== deleted,
      });
      void queryClient.invalidateQueries({ queryKey: HORSES_KEY, refetchType: 'none' });
    },
  });
}
