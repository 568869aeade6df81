import type { RidingLog } from '@remuda/contracts';
import { HorseRecordsTab, RecordActions, formatDate, paths } from '@remuda/shell-kit';
import { ridingLogs } from '../../../riding-logs';
import { durationText, rideTypeLabel } from '../../../lib/ride-labels';

/** The riding log list scrolls past this height (SPEC.md section 9). */
export const RIDING_LOG_PANEL_MAX_HEIGHT = 400;

const TAB_CSS = `
.riding-logs { border: 1px solid #eadfcd; border-radius: 6px; }
.riding-logs:focus-visible { outline: 3px solid #d9822b; outline-offset: 2px; }
.riding-logs__list { list-style: none; margin: 0; padding: 0; }
.riding-log { display: flex; flex-wrap: wrap; gap: 8px 16px; justify-content: space-between; padding: 12px 16px; border-bottom: 1px solid #f0e6d6; }
.riding-log:last-child { border-bottom: 0; }
.riding-log__text { min-width: 0; flex: 1 1 240px; }
.riding-log h3 { font-size: 16px; margin: 0 0 4px; }
.riding-log__facts { margin: 0 0 4px; color: #6b5d50; overflow-wrap: anywhere; }
.riding-log__notes { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
`;

/**
 * The horse detail's Riding Logs tab, shown by the horses remote through the shell-kit's RemoteSlot
 * (`riding/horse-riding-logs`): the horse's rides, newest first as the API answers them, in a panel that scrolls
 * (by keyboard too) once it is full, with each ride's actions for staff.
 */
/** What the slot takes: the horse, and whether the person may add and change its rides. */
export interface HorseRidingLogsProps {
  horseId: string;
  canEdit: boolean;
}

export default function HorseRidingLogs({ horseId, canEdit }: HorseRidingLogsProps) {
  return (
    <HorseRecordsTab kind={ridingLogs} horseId={horseId}>
      {(rows) => (
        <div
          className="riding-logs"
          role="region"
          aria-label="Riding logs, newest first"
          tabIndex={0}
          style={{ maxHeight: RIDING_LOG_PANEL_MAX_HEIGHT, overflowY: 'auto' }}
        >
          <style href="remuda-riding-horse-tab" precedence="remuda">
            {TAB_CSS}
          </style>
          <ol className="riding-logs__list">
            {(rows as RidingLog[]).map((log) => (
              <li key={log.id} className="riding-log">
                <div className="riding-log__text">
                  <h3>{formatDate(log.date)}</h3>
                  <p className="riding-log__facts">{[rideTypeLabel(log.type), durationText(log.durationMinutes), log.rider].filter(Boolean).join(' · ')}</p>
                  <p className="riding-log__notes">{log.notes || <span className="muted">No notes.</span>}</p>
                </div>
                {canEdit && (
                  <RecordActions editTo={paths.ridingLogEdit(log.id)} deleteTo={paths.ridingLogDelete(log.id)} what={`riding log of ${formatDate(log.date)}`} />
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
    </HorseRecordsTab>
  );
}
