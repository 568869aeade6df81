import { type Query, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isConflict } from '@remuda/shell-kit';
import { logFailure } from '../../../api/log-failure';
import { medicalRecordQueryOptions } from '../../../api/get-medical-record';
import { HORSES_KEY, MEDICAL_RECORDS_KEY } from '../../../api/medical-record-keys';

/** What a deletion names: the record, and the version the user saw, so a record changed since is not deleted unseen. */
export interface MedicalRecordDeletion {
  id: string;
  version?: number;
}

export function deleteMedicalRecord({ id, version }: MedicalRecordDeletion): Promise<void> {
  const query = version === undefined ? '' : `?version=${version}`;
  return apiFetch<void>(`/api/medical-records/${encodeURIComponent(id)}${query}`, { method: 'DELETE', fallbackMessage: 'Failed to delete medical record' });
}

/**
 * Deletes a record (refused when it changed since the version named). Every medical-records list reloads and the
 * horses go stale; the deleted record itself is not asked for again (it would answer 404 on the page still showing
 * it): the page drops it once it has left.
 */
export function useDeleteMedicalRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedicalRecord,
    onError: (err, { id }) => {
      logFailure('Failed to delete medical record')(err);
      // Changed by someone else since the page was opened: the page shows it as it is now.
      if (isConflict(err)) void queryClient.invalidateQueries({ queryKey: medicalRecordQueryOptions(id).queryKey });
    },
    onSuccess: (_answer, { id }) => {
      const deleted = JSON.stringify(medicalRecordQueryOptions(id).queryKey);
      void queryClient.invalidateQueries({
        queryKey: MEDICAL_RECORDS_KEY,
        predicate: (query: Query) => JSON.stringify(query.queryKey) !== deleted,
      });
      void queryClient.invalidateQueries({ queryKey: HORSES_KEY, refetchType: 'none' });
    },
  });
}
