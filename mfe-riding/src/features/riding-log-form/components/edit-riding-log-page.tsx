import { formatDate, PageSpinner, paths, RecordLoadFailure, RecordsPageStyles, useDocumentTitle, useNavigate, useParams } from '@remuda/shell-kit';
import { useRidingLog } from '../../../api/get-riding-log';
import { useUpdateRidingLog } from '../api/update-riding-log';
import { formValuesOf } from '../riding-log-form-values';
import { RidingLogForm } from './riding-log-form';

const NOT_FOUND = "Riding log not found. It may have been deleted or you don't have permission to view it.";

/** A log's fields, filled in from the server; once saved, its horse's page. */
export function EditRidingLogPage() {
  useDocumentTitle('Edit Riding Log');
  const { id = '' } = useParams();
  const log = useRidingLog(id);
  const update = useUpdateRidingLog();
  const navigate = useNavigate();
  return (
    <div className="records-page">
      <RecordsPageStyles />
      <header className="page-header">
        <h1>Edit Riding Log</h1>
      </header>
      {log.isPending ? (
        <PageSpinner label="Loading the riding log…" />
      ) : log.isError ? (
        <RecordLoadFailure
          error={log.error}
          notFoundText={NOT_FOUND}
          fallbackMessage="Failed to fetch riding logs"
          backTo={paths.ridingLogs}
          backLabel="Back to Riding Logs"
        />
      ) : (
        <RidingLogForm
          key={log.data.id}
          title={`${log.data.horseName ?? 'Unknown Horse'}, ${formatDate(log.data.date)}`}
          initialValues={formValuesOf(log.data)}
          horseName={log.data.horseName}
          submitLabel="Save Changes"
          cancelTo={paths.adminHorse(log.data.horseId)}
          saving={update.isPending}
          error={update.error}
          onSave={async (input) => {
            const saved = await update.mutateAsync({ id: log.data.id, log: input });
            await navigate(paths.adminHorse(saved.horseId));
          }}
        />
      )}
    </div>
  );
}
