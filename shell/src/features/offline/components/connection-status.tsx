import { notifyManager, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { lastSyncedAt, useOnline } from '@remuda/shell-kit';

const SYNC_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Online, answers younger than this are simply the data: when they were read is said only once they are older. */
export const STALE_AFTER_MS = 5 * 60_000;

/**
 * The time of the newest answer from the server, looked at again every half minute (the data ages as it waits).
 * The cache's events (a page that draws adds and updates its queries) update it only when that time has changed:
 * an update for each event would keep the page drawing this line while a page in waiting never gets its turn.
 */
function useLastSynced(): { at: number | undefined; now: number } {
  const queryClient = useQueryClient();
  const [at, setAt] = useState(() => lastSyncedAt(queryClient));
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    // Batched as react-query's own observers are: a query is added while some page renders, not to be updated then.
    const unsubscribe = queryClient.getQueryCache().subscribe(notifyManager.batchCalls(() => setAt(lastSyncedAt(queryClient))));
    const timer = setInterval(() => {
      setAt(lastSyncedAt(queryClient));
      setNow(Date.now());
    }, 30_000);
    return () => {
      unsubscribe();
      clearInterval(timer);
    };
  }, [queryClient]);
  return { at, now };
}

/**
 * Whether the device is offline and when the pages last heard from the server, announced politely as it changes.
 * It says so only when it matters: offline (the pages show what was kept on the device), or online with data older
 * than a few minutes. Online with fresh data it says nothing.
 */
export function ConnectionStatus() {
  const online = useOnline();
  const { at, now } = useLastSynced();
  const synced = at ? SYNC_TIME.format(at) : undefined;
  const text = !online
    ? `You are offline. ${synced ? `Showing data last synced ${synced}.` : 'Nothing has been synced to this device yet.'}`
    : at !== undefined && now - at > STALE_AFTER_MS
      ? `Data last synced ${synced}`
      : '';
  return (
    <p role="status" className="connection-status" style={{ margin: 0, fontWeight: online ? 400 : 600 }}>
      {text}
    </p>
  );
}
