import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ImportJob, ImportKindName, ImportPreview } from '@remuda/contracts';
import { PLATFORM_ROUTES } from '@remuda/contracts/routes';
import { apiFetch, horseKeys, uploadFile } from '@remuda/shell-kit';

/** What a file may hold, as the page offers it. */
export const IMPORT_KIND_CHOICES: ReadonlyArray<{ value: ImportKindName; label: string }> = [
  { value: 'horses', label: 'Horses' },
  { value: 'medical-records', label: 'Medical records' },
  { value: 'riding-logs', label: 'Riding logs' },
];

export const isImportKindChoice = (value: string | null): value is ImportKindName => IMPORT_KIND_CHOICES.some((k) => k.value === value);

/** The route's path for a kind: `/api/imports/{kind}` (and its preview). */
const pathOf = (path: string, kind: ImportKindName) => path.replace('{kind}', encodeURIComponent(kind));

/** The person's matching of columns, as the route reads it: only the headers they chose for. */
const columnsField = (columns: Record<string, string>): Record<string, string> => (Object.keys(columns).length ? { columns: JSON.stringify(columns) } : {});

/** A file chosen for import, with the moment it was chosen (the same file chosen again is read again). */
export interface ChosenFile {
  file: File;
  chosenAt: number;
}

/**
 * What importing the file would do, asked again whenever the kind, the file or the matching changes. Nothing is
 * kept: a preview is of one file at one moment.
 */
export function useImportPreview(kind: ImportKindName, chosen: ChosenFile | null, columns: Record<string, string>) {
  return useQuery({
    queryKey: ['import-preview', kind, chosen?.chosenAt ?? 0, chosen?.file.name ?? '', columns],
    queryFn: ({ signal }) =>
      uploadFile<ImportPreview>(pathOf(PLATFORM_ROUTES.importPreview.http.path, kind), { file: chosen!.file, field: 'file', signal }, columnsField(columns)),
    enabled: chosen !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** Starts importing the file: the server answers at once with the job, which the page then follows. */
export function useStartImport() {
  return useMutation({
    mutationFn: ({ kind, chosen, columns }: { kind: ImportKindName; chosen: ChosenFile; columns: Record<string, string> }) =>
      uploadFile<ImportJob>(pathOf(PLATFORM_ROUTES.importRun.http.path, kind), { file: chosen.file, field: 'file' }, columnsField(columns)),
  });
}

const jobPath = (path: string, id: string) => path.replace('{id}', encodeURIComponent(id));
const importKeys = { mine: ['imports'] as const, job: (id: string) => ['imports', id] as const };

/** How often a running import is asked where it stands. */
const FOLLOW_MS = 1_000;

/**
 * An import, asked again every second while it runs. Once it has finished, the herd and every list of records are
 * read again (once).
 */
export function useImportJob(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: importKeys.job(id ?? ''),
    queryFn: ({ signal }) => apiFetch<ImportJob>(jobPath(PLATFORM_ROUTES.importJob.http.path, id!), { fallbackMessage: 'Could not read how the import stands.', signal }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.state === 'running' ? FOLLOW_MS : false),
    // A job is followed while the page is open, even in a tab in the background.
    refetchIntervalInBackground: true,
  });
  const finished = query.data && query.data.state !== 'running' ? query.data.id : null;
  const refreshed = useRef<string | null>(null);
  useEffect(() => {
    if (!finished || refreshed.current === finished) return;
    refreshed.current = finished;
    void Promise.all([queryClient.invalidateQueries({ queryKey: horseKeys.all }), queryClient.invalidateQueries({ queryKey: ['records'] })]);
  }, [finished, queryClient]);
  return query;
}

/** The person's imports, newest first: the page finds a running one again after a reload. */
export function useMyImports(enabled: boolean) {
  return useQuery({
    queryKey: importKeys.mine,
    queryFn: ({ signal }) => apiFetch<ImportJob[]>(PLATFORM_ROUTES.importJobs.http.path, { fallbackMessage: 'Could not list your imports.', signal }),
    enabled,
  });
}

/** Asks a running import to stop after the call under way. */
export function useCancelImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<ImportJob>(jobPath(PLATFORM_ROUTES.importCancel.http.path, id), { method: 'POST', fallbackMessage: 'Could not cancel the import.' }),
    onSuccess: (job) => queryClient.setQueryData(importKeys.job(job.id), job),
  });
}
