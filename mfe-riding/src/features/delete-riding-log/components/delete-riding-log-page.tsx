import { useQueryClient } from '@tanstack/react-query';
import {
  DeleteRecordConfirmation,
  formatDate,
  PageSpinner,
  paths,
  RecordLoadFailure,
  RecordsPageStyles,
  useDocumentTitle,
  useNavigate,
  useParams,
} from '@remuda/shell-kit';
import { ridingLogQueryOptions, useRidingLog } from '../../../api/get-riding-log';
import { durationText, rideTypeLabel } from '../../../lib/ride-labels';
import { useDeleteRidingLog } from '../api/delete-riding-log';

const NOT_FOUND = "Riding log not found. It may have been deleted already or you don't have permission to view it.";

/** A log's details, a warning, and its deletion after a second confirmation; then its horse's page. */
export function DeleteRidingLogPage() {
  useDocumentTitle('Delete Riding Log');
  const { id = '' } = useParams();
  const log = useRidingLog(id);
  const remove = useDeleteRidingLog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const deleteLog = async (horseId: string) => {
    try {
      await remove.mutateAsync(id);
    } catch {
      return; // shown in the alert
    }
    await navigate(horseId ? paths.adminHorse(horseId) : paths.ridingLogs);
    queryClient.removeQueries({ queryKey: ridingLogQueryOptions(id).queryKey });
  };

  return (
    <div className="records-page">
      <RecordsPageStyles />
      <header className="page-header">
        <h1>Delete Riding Log</h1>
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
        <DeleteRecordConfirmation
          what="riding log"
          listPath={paths.ridingLogs}
          deleting={remove.isPending}
          error={remove.error?.message}
          onDelete={() => deleteLog(log.data.horseId)}
          details={
            <>
              <dt>Horse</dt>
              <dd>{log.data.horseName ?? 'Unknown Horse'}</dd>
              <dt>Date</dt>
              <dd>{formatDate(log.data.date)}</dd>
              <dt>Type</dt>
              <dd>{rideTypeLabel(log.data.type)}</dd>
              {log.data.durationMinutes != null && (
                <>
                  <dt>Duration</dt>
                  <dd>{durationText(log.data.durationMinutes)}</dd>
                </>
              )}
              <dt>Rider</dt>
              <dd>{log.data.rider}</dd>
              {log.data.notes && (
                <>
                  <dt>Notes</dt>
                  <dd>{log.data.notes}</dd>
                </>
              )}
            </>
          }
        />
      )}
    </div>
  );
}
