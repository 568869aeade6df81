import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MedicalRecord } from '@remuda/contracts';
import { apiFetch } from '@remuda/shell-kit';
import { MEDICAL_RECORDS_KEY } from '../../../api/medical-record-keys';

/**
 * Every medical record, or those matching `q` (horse name, description, vet or notes), newest first as the API
 * answers them. Without `limit` the API answers the whole list; the table pages it on the page.
 */
export function getMedicalRecords(q: string, signal?: AbortSignal): Promise<MedicalRecord[]> {
  const query = q ? `?${new URLSearchParams({ q })}` : '';
  return apiFetch<MedicalRecord[]>(`/api/medical-records${query}`, { fallbackMessage: 'Failed to fetch medical records', signal });
}

export const medicalRecordsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...MEDICAL_RECORDS_KEY, 'list', { q }],
    queryFn: ({ signal }) => getMedicalRecords(q, signal),
  });

/** Keeps the last answer on screen while the next search loads, so the table does not flash. */
export const useMedicalRecords = (q: string) => useQuery({ ...medicalRecordsQueryOptions(q), placeholderData: keepPreviousData });
