import Button from 'antd/es/button';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { type ArchiveRestored, PLATFORM_EDGE_ROUTES, apiRoute } from '@remuda/contracts';
import { ApiError, uploadFile } from '@remuda/shell-kit';

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

type State = { step: 'idle' } | { step: 'sending'; share: number } | { step: 'restoring' } | { step: 'done'; text: string } | { step: 'failed'; error: ApiError | Error };

/**
 * An administrator's restore of a whole ranch from the archive Download everything (ZIP) saved, into a new install:
 * the file, its progress while it is sent and put back, then what was restored or why not (the archive's faults,
 * by file and field).
 */
export function RestoreArchive() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<State>({ step: 'idle' });
  const queryClient = useQueryClient();
  const busy = state.step === 'sending' || state.step === 'restoring';

  const restore = async () => {
    if (!file) return;
    setState({ step: 'sending', share: 0 });
    try {
      const answer = await uploadFile<ArchiveRestored>(RESTORE_PATH, {
        file,
        field: 'file',
        onProgress: (share) => setState(share < 1 ? { step: 'sending', share } : { step: 'restoring' }),
      });
      setState({ step: 'done', text: restoredText(answer) });
      if (input.current) input.current.value = '';
      setFile(null);
      // Everything this page has read is from before the restore.
      await queryClient.invalidateQueries();
    } catch (error) {
      setState({ step: 'failed', error: error as Error });
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
        <Button onClick={() => void restore()} disabled={!file || busy} loading={busy}>
          Restore from archive
        </Button>
      </p>
      <div role="status">
        {state.step === 'sending' ? `Sending the archive… ${Math.round(state.share * 100)} %` : null}
        {state.step === 'restoring' ? 'Restoring the ranch…' : null}
        {state.step === 'done' ? state.text : null}
      </div>
      {state.step === 'failed' ? (
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
    </section>
  );
}
