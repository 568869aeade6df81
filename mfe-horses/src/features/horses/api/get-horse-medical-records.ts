import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MedicalRecord } from '@remuda/contracts';
import { apiFetch } from '@remuda/shell-kit';
import { newestFirst } from '../../../lib/records';

/** One horse's medical records, newest first. */
export async function getHorseMedicalRecords(horseId: string, signal?: AbortSignal): Promise<MedicalRecord[]> {
  const records = await apiFetch<MedicalRecord[]>(`/api/medical-records?horseId=${encodeURIComponent(horseId)}`, {
    fallbackMessage: 'Failed to fetch horse medical records',
    signal,
  });
  return newestFirst(records);
}

/** Keyed under 'medical-records', so the medical screens' changes to that list reach this one as well. */
export const horseMedicalRecordsQueryOptions = (horseId: string) =>
  queryOptions({
    queryKey: ['medical-records', 'list', { horseId }],
    queryFn: ({ signal }) => getHorseMedicalRecords(horseId, signal),
  });

export const useHorseMedicalRecords = (horseId: string) => useQuery(horseMedicalRecordsQueryOptions(horseId));
