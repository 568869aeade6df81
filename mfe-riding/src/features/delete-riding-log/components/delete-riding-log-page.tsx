import { useQueryClient } from '@tanstack/react-query';
import { DeleteRecordConfirmation, formatDate, paths, RecordScreen, useNavigate, useParams, versionOf } from '@remuda/shell-kit';
import { ridingLogQueryOptions, useRidingLog } from '../../../api/get-riding-log';
import { durationText, rideTypeLabel } from '../../../lib/ride-labels';
import { useDeleteRidingLog } from '../api/delete-riding-log';

/** A log's details, a warning, and its deletion after a second confirmation; then its horse's page. */
export function DeleteRidingLogPage() {
  const { id = '' } = useParams();
  const log = useRidingLog(id);
  const remove = useDeleteRidingLog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const deleteLog = async (horseId: string, version: number | undefined) => {
    try {
      await remove.mutateAsync({ id, version });
    } catch {
      return; // shown in the alert
    }
    await navigate(horseId ? paths.adminHorse(horseId) : paths.ridingLogs);
    queryClient.removeQueries({ queryKey: ridingLogQueryOptions(id).queryKey });
  };

  return (
    <RecordScreen
      title="Delete Riding Log"
      record={log}
      loadingLabel="Loading the riding log…"
      failure={{
        notFoundText: "Riding log not found. It may have been deleted already or you don't have permission to view it.",
        fallbackMessage: 'Failed to fetch riding logs',
        backTo: paths.ridingLogs,
        backLabel: 'Back to Riding Logs',
      }}
    >
      {(data) => (
        <DeleteRecordConfirmation
          what="riding log"
          listPath={paths.ridingLogs}
          deleting={remove.isPending}
          error={remove.error}
          onDelete={() => deleteLog(data.horseId, versionOf(data))}
          details={
            <>
              <dt>Horse</dt>
              <dd>{data.horseName ?? 'Unknown Horse'}</dd>
              <dt>Date</dt>
              <dd>{formatDate(data.date)}</dd>
              <dt>Type</dt>
              <dd>{rideTypeLabel(data.type)}</dd>
              {data.durationMinutes != null && (
                <>
                  <dt>Duration</dt>
                  <dd>{durationText(data.durationMinutes)}</dd>
                </>
              )}
              <dt>Rider</dt>
              <dd>{data.rider}</dd>
              {data.notes && (
                <>
                  <dt>Notes</dt>
                  <dd>{data.notes}</dd>
                </>
              )}
            </>
          }
        />
      )}
    </RecordScreen>
  );
}
