import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MedicalRecord } from '@remuda/contracts';
import { apiFetch } from '@remuda/shell-kit';
import { MEDICAL_RECORDS_KEY } from './medical-record-keys';

/** One medical record, with its horse's name. */
export function getMedicalRecord(id: string, signal?: AbortSignal): Promise<MedicalRecord> {
  return apiFetch<MedicalRecord>(`/api/medical-records/${encodeURIComponent(id)}`, {
    fallbackMessage: 'Failed to fetch medical records',
    signal,
  });
}

export const medicalRecordQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...MEDICAL_RECORDS_KEY, 'detail', id],
    queryFn: ({ signal }) => getMedicalRecord(id, signal),
  });

export const useMedicalRecord = (id: string) => useQuery(medicalRecordQueryOptions(id));
