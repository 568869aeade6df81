import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { lastSyncedAt, useOnline } from '@remuda/shell-kit';

const SYNC_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The time of the newest answer from the server, to the minute (so it is announced at most once a minute). */
function useLastSynced(): string | undefined {
  const queryClient = useQueryClient();
  const read = () => {
    const at = lastSyncedAt(queryClient);
    return at ? SYNC_TIME.format(at) : undefined;
  };
  const [shown, setShown] = useState(read);
  useEffect(() => queryClient.getQueryCache().subscribe(() => setShown(read())), [queryClient]);
  return shown;
}

/**
 * Whether the device is offline and when the pages last heard from the server, announced politely as they change.
 * Online it says only when the data was synced; offline, that the pages show what was kept on the device.
 */
export function ConnectionStatus() {
  const online = useOnline();
  const synced = useLastSynced();
  return (
    <p role="status" className="connection-status" style={{ margin: 0, fontWeight: online ? 400 : 600 }}>
      {online
        ? synced && `Data synced ${synced}`
        : `You are offline. ${synced ? `Showing data last synced ${synced}.` : 'Nothing has been synced to this device yet.'}`}
    </p>
  );
}
