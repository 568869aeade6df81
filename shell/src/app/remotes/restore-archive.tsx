import Button from 'antd/es/button';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { type ArchiveRestored, type ImportJob, PLATFORM_EDGE_ROUTES, apiRoute } from '@remuda/contracts';
import { ApiError, keepImportJob, uploadFile, useCancelImport, useImportJob, useMyImports } from '@remuda/shell-kit';

const RESTORE_PATH = apiRoute(PLATFORM_EDGE_ROUTES.importArchive).path;

/** The kinds an archive holds, as a person names them, in the order the answer lists them. */
const KIND_NAMES: Record<string, [one: string, many: string]> = {
  horses: ['horse', 'horses'],
  'medical-records': ['medical record', 'medical records'],
  'riding-logs': ['riding log', 'riding logs'],
  gallery: ['gallery picture', 'gallery pictures'],
  inquiries: ['inquiry', 'inquiries'],
};

const counted = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

/** What a restore put back, in words: "Restored 12 horses, 30 medical records, … and 25 media files." */
export function restoredText({ added, present, media }: ArchiveRestored): string {
  const parts = Object.entries(KIND_NAMES).map(([kind, names]) => counted(added[kind] ?? 0, names));
  const already = Object.entries(KIND_NAMES).reduce((sum, [kind]) => sum + (present[kind] ?? 0), 0);
  const files = counted(media, ['media file', 'media files']);
  return `Restored ${parts.join(', ')}, the care settings and ${files}.${already > 0 ? ` ${counted(already, ['item was', 'items were'])} here already and left as they are.` : ''}`;
}

const percentOf = (job: ImportJob) => Math.floor((100 * job.done) / Math.max(job.total, 1));

type State = { step: 'idle' } | { step: 'sending'; share: number } | { step: 'checking' } | { step: 'refused'; error: ApiError | Error };

/**
 * An administrator's restore of a whole ranch from the archive Download everything (ZIP) saved, into a new install:
 * the file and its progress while it is sent and checked (or why it was refused: the archive's faults, by file and
 * field), then the restore, a job the page follows (and finds again after a reload) and may cancel, and what it put
 * back.
 */
export function RestoreArchive() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<State>({ step: 'idle' });
  const [jobId, setJobId] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // After a reload: a restore of this person's still running.
  const mine = useMyImports(jobId === null);
  const followed = jobId ?? mine.data?.find((job) => job.kind === 'archive' && job.state === 'running')?.id ?? null;
  // Everything this page has read is from before the restore: read again once it has finished.
  const job = useImportJob(followed, 'restore', (client) => client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'imports' }));
  const cancel = useCancelImport('restore');
  const current = job.data?.id === followed ? job.data : undefined;
  const running = current?.state === 'running';
  const busy = state.step === 'sending' || state.step === 'checking' || running;

  const restore = async () => {
    if (!file) return;
    setState({ step: 'sending', share: 0 });
    try {
      const started = await uploadFile<ImportJob>(RESTORE_PATH, {
        file,
        field: 'file',
        onProgress: (share) => setState(share < 1 ? { step: 'sending', share } : { step: 'checking' }),
      });
      keepImportJob(queryClient, started);
      setJobId(started.id);
      setState({ step: 'idle' });
      if (input.current) input.current.value = '';
      setFile(null);
    } catch (error) {
      setState({ step: 'refused', error: error as Error });
    }
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Restore a ranch</h3>
      <p>
        Put back a whole ranch from the ZIP file Download everything saved, with its ids, pictures and documents. It goes
        into a new install, started without the demo herd.
      </p>
      <label htmlFor={`${id}-file`}>Archive to restore</label>{' '}
      <input
        id={`${id}-file`}
        ref={input}
        type="file"
        accept=".zip,application/zip"
        disabled={busy}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          setState({ step: 'idle' });
        }}
      />
      <p>
        <Button onClick={() => void restore()} disabled={!file || busy} loading={state.step === 'sending' || state.step === 'checking'}>
          Restore from archive
        </Button>
      </p>
      {running ? <progress value={current.done} max={Math.max(current.total, 1)} aria-labelledby={`${id}-title`} /> : null}
      <div role="status">
        {state.step === 'sending' ? `Sending the archive… ${Math.round(state.share * 100)} %` : null}
        {state.step === 'checking' ? 'Checking the archive…' : null}
        {state.step === 'idle' && current ? jobText(current) : null}
      </div>
      {running ? (
        <p>
          <Button onClick={() => cancel.mutate(current.id)} loading={cancel.isPending} disabled={current.cancelling}>
            {current.cancelling ? 'Cancelling…' : 'Cancel restore'}
          </Button>
        </p>
      ) : null}
      {state.step === 'refused' ? (
        <div role="alert">
          <p>{state.error.message}</p>
          {state.error instanceof ApiError && state.error.fieldErrors.length > 0 ? (
            <ul>
              {state.error.fieldErrors.map((fault) => (
                <li key={`${fault.field} ${fault.message}`}>
                  {fault.field}: {fault.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {current?.state === 'failed' || cancel.error || job.error ? (
        <div role="alert">
          <p>{current?.state === 'failed' ? current.error : (cancel.error ?? job.error)?.message}</p>
        </div>
      ) : null}
    </section>
  );
}

/** Where a restore stands, in words. */
function jobText(job: ImportJob): string {
  const restored = job.restored ?? { added: {}, present: {}, media: 0 };
  switch (job.state) {
    case 'running':
      return `Restoring the ranch… ${percentOf(job)} %${job.cancelling ? '; stopping after the call under way…' : '.'} You may leave this page: the restore goes on, and you find it here again.`;
    case 'done':
      return restoredText(restored);
    case 'cancelled':
      return `Restore cancelled at ${percentOf(job)} %. What was put back stays; sending the archive again goes on where it stopped.`;
    case 'failed':
      return `Restore stopped at ${percentOf(job)} %.`;
  }
}
