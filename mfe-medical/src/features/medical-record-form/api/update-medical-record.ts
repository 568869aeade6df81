import { useQueryClient } from '@tanstack/react-query';
import type { MedicalRecord, MedicalRecordUpdate } from '@remuda/contracts';
import { cachedHorseName, formatDate, useOfflineWrite } from '@remuda/shell-kit';
import { logFailure } from '../../../api/log-failure';
import { medicalRecordQueryOptions } from '../../../api/get-medical-record';
import { invalidateAfterChange } from './invalidate-after-change';

/** The fields of a record a conflict compares, by the form's labels. */
export const MEDICAL_RECORD_FIELDS: Record<string, string> = {
  date: 'Date',
  description: 'Description',
  vet: 'Veterinarian',
  notes: 'Notes',
  weight: 'Weight (lbs)',
  height: 'Height (hands)',
  wormed: 'Wormed',
  trimmed: 'Trimmed',
  coggins: 'Coggins',
  yearly_vaccines: 'Yearly vaccines',
};

/**
 * Replaces every field of a record (PUT sends the whole form, with the version it was read at, so a record changed
 * since is refused rather than overwritten); the answer is the record as saved. Without a connection it waits on
 * the device.
 */
export function useUpdateMedicalRecord() {
  const queryClient = useQueryClient();
  return useOfflineWrite<{ id: string; record: MedicalRecordUpdate }, MedicalRecord>({
    write: ({ id, record }) => ({
      method: 'PUT',
      path: `/api/medical-records/${encodeURIComponent(id)}`,
      body: record,
      fallbackMessage: 'Failed to update medical record',
      summary: `Changes to the medical record for ${cachedHorseName(queryClient, record.horseId)}, ${formatDate(record.date)}`,
      fields: MEDICAL_RECORD_FIELDS,
    }),
    onError: logFailure('Failed to update medical record'),
    onSaved: (record) => {
      queryClient.setQueryData(medicalRecordQueryOptions(record.id).queryKey, record);
      invalidateAfterChange(queryClient);
    },
  });
}
