import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ImportJob } from '@remuda/contracts';
import { PLATFORM_ROUTES } from '@remuda/contracts/routes';
import { apiFetch } from './api-client';

/**
 * The jobs that put data in: a file's import (the Import page) and a ranch's restore (About this site). Both run
 * on the server, are followed while they run, found again after a reload and may be cancelled.
 */
export type ImportJobNoun = 'import' | 'restore';

const jobPath = (path: string, id: string) => path.replace('{id}', encodeURIComponent(id));
const importKeys = { mine: ['imports'] as const, job: (id: string) => ['imports', id] as const };

/** How often a running job is asked where it stands. */
const FOLLOW_MS = 1_000;

/** Keeps a job's answer (as starting or cancelling it gave it) where its page reads it. */
export function keepImportJob(queryClient: QueryClient, job: ImportJob): void {
  queryClient.setQueryData(importKeys.job(job.id), job);
}

/**
 * A job, asked again every second while it runs, even in a tab in the background. Once it has finished,
 * `readAgain` reads again (once) what the page showed from before it.
 */
export function useImportJob(id: string | null, noun: ImportJobNoun, readAgain: (queryClient: QueryClient) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: importKeys.job(id ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<ImportJob>(jobPath(PLATFORM_ROUTES.importJob.http.path, id!), { fallbackMessage: `Could not read how the ${noun} stands.`, signal }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.state === 'running' ? FOLLOW_MS : false),
    refetchIntervalInBackground: true,
  });
  const finished = query.data && query.data.id === id && query.data.state !== 'running' ? query.data.id : null;
  const refreshed = useRef<string | null>(null);
  const latestReadAgain = useRef(readAgain);
  latestReadAgain.current = readAgain;
  useEffect(() => {
    if (!finished || refreshed.current === finished) return;
    refreshed.current = finished;
    void latestReadAgain.current(queryClient);
  }, [finished, queryClient]);
  return query;
}

/** The person's imports and restores, newest first: a page finds a running one of its own again after a reload. */
export function useMyImports(enabled: boolean) {
  return useQuery({
    queryKey: importKeys.mine,
    queryFn: ({ signal }) => apiFetch<ImportJob[]>(PLATFORM_ROUTES.importJobs.http.path, { fallbackMessage: 'Could not list your imports.', signal }),
    enabled,
  });
}

/** Asks a running job to stop after the call under way. */
export function useCancelImport(noun: ImportJobNoun) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<ImportJob>(jobPath(PLATFORM_ROUTES.importCancel.http.path, id), { method: 'POST', fallbackMessage: `Could not cancel the ${noun}.` }),
    onSuccess: (job) => keepImportJob(queryClient, job),
  });
}
