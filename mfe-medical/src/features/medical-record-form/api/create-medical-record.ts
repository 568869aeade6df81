import { useQueryClient } from '@tanstack/react-query';
import type { MedicalRecord, MedicalRecordInput } from '@remuda/contracts';
import { cachedHorseName, formatDate, useOfflineWrite } from '@remuda/shell-kit';
import { logFailure } from '../../../api/log-failure';
import { medicalRecordQueryOptions } from '../../../api/get-medical-record';
import { invalidateAfterChange } from './invalidate-after-change';

/**
 * Records a vet visit; the answer (201) is the record as saved. Without a connection the visit waits on the device
 * and is sent when it returns, with the date the form showed (the day of the visit, not the day it was sent).
 */
export function useCreateMedicalRecord() {
  const queryClient = useQueryClient();
  return useOfflineWrite<MedicalRecordInput, MedicalRecord>({
    write: (record) => ({
      method: 'POST',
      path: '/api/medical-records',
      body: record,
      fallbackMessage: 'Failed to create medical record',
      summary: `Medical record for ${cachedHorseName(queryClient, record.horseId)}, ${formatDate(record.date)}: ${record.description}`,
    }),
    onError: logFailure('Failed to create medical record'),
    onSaved: (record) => {
      queryClient.setQueryData(medicalRecordQueryOptions(record.id).queryKey, record);
      invalidateAfterChange(queryClient);
    },
  });
}
