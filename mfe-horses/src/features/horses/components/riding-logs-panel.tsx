import Empty from 'antd/es/empty';
import { ButtonLink, ErrorAlert, PageSpinner, formatDate, paths } from '@remuda/shell-kit';
import { PlusIcon } from '../../../components/icons';
import { useHorseRidingLogs } from '../api/get-horse-riding-logs';
import { RecordActions } from './record-actions';

/** The riding log list scrolls past this height (SPEC.md section 9). */
export const RIDING_LOG_PANEL_MAX_HEIGHT = 400;

/** The horse's rides, newest first, in a panel that scrolls (by keyboard too) once it is full. */
export function RidingLogsPanel({ horseId, canEdit }: { horseId: string; canEdit: boolean }) {
  const logs = useHorseRidingLogs(horseId);
  return (
    <div className="records-panel">
      {canEdit && (
        <div className="records-panel__actions">
          <ButtonLink to={paths.ridingLogAdd(horseId)} icon={<PlusIcon />}>
            Log a Ride
          </ButtonLink>
        </div>
      )}
      <ErrorAlert message={logs.error?.message} />
      {logs.isPending ? (
        <PageSpinner label="Loading riding logs…" />
      ) : logs.isError ? null : logs.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No riding logs found for this horse." />
      ) : (
        <div
          className="riding-logs"
          role="region"
          aria-label="Riding logs, newest first"
          tabIndex={0}
          style={{ maxHeight: RIDING_LOG_PANEL_MAX_HEIGHT, overflowY: 'auto' }}
        >
          <ol className="riding-logs__list">
            {logs.data.map((log) => (
              <li key={log.id} className="riding-log">
                <div className="riding-log__text">
                  <h3>{formatDate(log.date)}</h3>
                  <p>{log.notes || <span className="muted">No notes.</span>}</p>
                </div>
                {canEdit && (
                  <RecordActions
                    editTo={paths.ridingLogEdit(log.id)}
                    deleteTo={paths.ridingLogDelete(log.id)}
                    what={`riding log of ${formatDate(log.date)}`}
                  />
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}
