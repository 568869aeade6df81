import type { RidingLogUpdate } from '@remuda/contracts';
import { ConflictDialog, formatDate, paths, RecordScreen, useParams, useVersionedSave, versionOf } from '@remuda/shell-kit';
import { ridingLogQueryOptions, useRidingLog } from '../../../api/get-riding-log';
import { RIDING_LOG_FIELDS, useUpdateRidingLog } from '../api/update-riding-log';
import { formValuesOf } from '../riding-log-form-values';
import { RidingLogForm } from './riding-log-form';

/**
 * A log's fields, filled in from the server; once saved (or kept on the device to send), its horse's page. Someone
 * else's change since it was read is shown beside the user's, for them to choose.
 */
export function EditRidingLogPage() {
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
    <RecordScreen
      title="Edit Riding Log"
      record={log}
      loadingLabel="Loading the riding log…"
      fresh
      failure={{
        notFoundText: "Riding log not found. It may have been deleted or you don't have permission to view it.",
        fallbackMessage: 'Failed to fetch riding logs',
        backTo: paths.ridingLogs,
        backLabel: 'Back to Riding Logs',
      }}
    >
      {(data) => (
        <>
          <RidingLogForm
            key={data.id}
            title={`${data.horseName ?? 'Unknown Horse'}, ${formatDate(data.date)}`}
            initialValues={formValuesOf(data)}
            horseName={data.horseName}
            submitLabel="Save Changes"
            cancelTo={paths.adminHorse(data.horseId)}
            saving={update.isPending}
            error={update.error}
            onSave={(input) => save({ ...input, version: versionOf(data) })}
          />
          {conflict && <ConflictDialog open what="riding log" fields={RIDING_LOG_FIELDS} busy={update.isPending} {...conflict} />}
        </>
      )}
    </RecordScreen>
  );
}
