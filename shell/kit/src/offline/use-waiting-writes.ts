import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '../session/session';
import { dropWaitingWrite, keepWaitingWrite, loadWaitingWrites, subscribeToWaitingWrites, type WaitingWrite, waitingWrites } from './waiting-writes';
import { versionOf } from './submit-write';

/** The signed-in account's waiting writes, oldest first; another account's on this device are never listed. */
export function useWaitingWrites(): WaitingWrite[] {
  const { account } = useSession();
  useEffect(() => void loadWaitingWrites(), []);
  const all = useSyncExternalStore(subscribeToWaitingWrites, waitingWrites, waitingWrites);
  return account ? all.filter((w) => w.accountId === account.id) : [];
}

/** The user keeps their change over the other one: it is sent again against the record's version as it is now. */
export function keepMyVersion(write: WaitingWrite): Promise<void> {
  if (!write.conflict) return Promise.resolve();
  const body = { ...(write.body as Record<string, unknown>), version: versionOf(write.conflict.current) };
  return keepWaitingWrite({ ...write, body, conflict: undefined });
}

/** The user keeps the other change (or no longer wants theirs): theirs is dropped, never sent. */
export const removeWaitingWrite = (write: WaitingWrite): Promise<void> => dropWaitingWrite(write.id);
