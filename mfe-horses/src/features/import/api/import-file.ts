import { useMutation, useQuery } from '@tanstack/react-query';
import type { ImportJob, ImportKindName, ImportPreview } from '@remuda/contracts';
import { PLATFORM_ROUTES } from '@remuda/contracts/routes';
import { horseKeys, uploadFile, useImportJob as useImportJobOf } from '@remuda/shell-kit';

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

/** An import, followed while it runs; once it has finished, the herd and every list of records are read again. */
export const useImportJob = (id: string | null) =>
  useImportJobOf(id, 'import', (queryClient) =>
    Promise.all([queryClient.invalidateQueries({ queryKey: horseKeys.all }), queryClient.invalidateQueries({ queryKey: ['records'] })]),
  );
