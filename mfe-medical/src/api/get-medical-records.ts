import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MedicalRecord } from '@remuda/contracts';
import { apiFetch, apiFetchPage, queryString, usePagedList } from '@remuda/shell-kit';
import { MEDICAL_RECORDS_KEY } from './medical-record-keys';

/** What a list asks for: one horse's records, or those matching `q` (horse name, description, vet or notes). */
export type MedicalRecordFilters = {
  q?: string;
  horseId?: string;
};

/** The medical records the filters select, newest first as the API answers them: the whole list (no `limit`). */
export function getMedicalRecords(filters: MedicalRecordFilters, signal?: AbortSignal): Promise<MedicalRecord[]> {
  const fallbackMessage = filters.horseId ? 'Failed to fetch horse medical records' : 'Failed to fetch medical records';
  return apiFetch<MedicalRecord[]>(`/api/medical-records${queryString(filters)}`, { fallbackMessage, signal });
}

export const medicalRecordsQueryOptions = (filters: MedicalRecordFilters) =>
  queryOptions({
    queryKey: [...MEDICAL_RECORDS_KEY, 'list', filters],
    queryFn: ({ signal }) => getMedicalRecords(filters, signal),
  });

/**
 * The records matching `q`, a page at a time from the server (the page in the address, `?page=`), with the
 * table's pagination; the last page stays on screen while the next page or search loads.
 */
export const useMedicalRecordSearch = (q: string) =>
  usePagedList((paging) =>
    queryOptions({
      queryKey: [...MEDICAL_RECORDS_KEY, 'page', { q, ...paging }],
      queryFn: ({ signal }) =>
        apiFetchPage<MedicalRecord>('/api/medical-records', { q }, paging, { fallbackMessage: 'Failed to fetch medical records', signal }),
    }),
  );

/** One horse's records, all of them (a horse's history is short): never another horse's while they load. */
export const useHorseMedicalRecords = (horseId: string) => useQuery(medicalRecordsQueryOptions({ horseId }));
