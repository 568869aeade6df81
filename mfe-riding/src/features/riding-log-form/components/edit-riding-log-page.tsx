import type { RidingLogUpdate } from '@remuda/contracts';
import {
  ConflictDialog,
  formatDate,
  isRefreshingKeptAnswer,
  PageSpinner,
  paths,
  RecordLoadFailure,
  RecordsPageStyles,
  useDocumentTitle,
  useParams,
  useVersionedSave,
  versionOf,
} from '@remuda/shell-kit';
import { ridingLogQueryOptions, useRidingLog } from '../../../api/get-riding-log';
import { RIDING_LOG_FIELDS, useUpdateRidingLog } from '../api/update-riding-log';
import { formValuesOf } from '../riding-log-form-values';
import { RidingLogForm } from './riding-log-form';

const NOT_FOUND = "Riding log not found. It may have been deleted or you don't have permission to view it.";

/**
 * A log's fields, filled in from the server; once saved (or kept on the device to send), its horse's page. Someone
 * else's change since it was read is shown beside the user's, for them to choose.
 */
export function EditRidingLogPage() {
  useDocumentTitle('Edit Riding Log');
  const { id = '' } = useParams();
  const log = useRidingLog(id);
  const update = useUpdateRidingLog();
  const { save, conflict } = useVersionedSave<RidingLogUpdate>({
    send: (mine) => update.mutateAsync({ id, log: mine }),
    leaveTo: (saved) => paths.adminHorse(String(saved.horseId)),
    queryKey: ridingLogQueryOptions(id).queryKey,
    reset: update.reset,
  });
  return (
    <div className="records-page">
      <RecordsPageStyles />
      <header className="page-header">
        <h1>Edit Riding Log</h1>
      </header>
      {log.isPending || isRefreshingKeptAnswer(log) ? (
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
          onSave={(input) => save({ ...input, version: versionOf(log.data) })}
        />
      )}
      {conflict && <ConflictDialog open what="riding log" fields={RIDING_LOG_FIELDS} busy={update.isPending} {...conflict} />}
    </div>
  );
}
