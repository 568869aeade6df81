import { paths, RecordsPageStyles, useDocumentTitle, useNavigate, useSearchParams } from '@remuda/shell-kit';
import { useCreateRidingLog } from '../api/create-riding-log';
import { emptyLog } from '../riding-log-form-values';
import { RidingLogForm } from './riding-log-form';

/**
 * A new riding log. Opened from a horse (`?horseId=`), the horse is fixed and saving goes back to its page;
 * otherwise staff choose the horse and saving goes to the list.
 */
export function AddRidingLogPage() {
  useDocumentTitle('Add Riding Log');
  const [search] = useSearchParams();
  const fromHorse = search.get('horseId') || undefined;
  const create = useCreateRidingLog();
  const navigate = useNavigate();
  const back = fromHorse ? paths.adminHorse(fromHorse) : paths.ridingLogs;
  return (
    <div className="records-page">
      <RecordsPageStyles />
      <header className="page-header">
        <h1>Add Riding Log</h1>
      </header>
      <RidingLogForm
        key={fromHorse ?? ''}
        title="New Riding Log"
        initialValues={emptyLog(fromHorse)}
        horseLocked={Boolean(fromHorse)}
        submitLabel="Create Log"
        cancelTo={back}
        saving={create.isPending}
        error={create.error}
        onSave={async (log) => {
          await create.mutateAsync(log);
          await navigate(back);
        }}
      />
    </div>
  );
}
