import type { HorseDetail } from '@remuda/contracts';
import { formatDate } from '@remuda/shell-kit';

/** The Riding Logs tab: every ride, newest first, with its date in US long form and the rider's notes. */
export function HorseRidingLogs({ horse }: { horse: HorseDetail }) {
  // The API answers newest first; sorting again keeps that true whatever order arrives.
  const logs = [...horse.ridingLogs].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return (
    <section aria-labelledby="horse-rides-title">
      <h2 id="horse-rides-title">Riding Logs</h2>
      {logs.length === 0 ? (
        <p className="horse-empty">No rides logged for {horse.name} yet. Check back after the next trail day.</p>
      ) : (
        <ol className="ride-log">
          {logs.map((log) => (
            <li key={log.id} className="ride-log__item">
              <h3>
                <time dateTime={log.date}>{formatDate(log.date)}</time>
              </h3>
              <p>{log.notes.trim() || 'No notes for this ride.'}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
