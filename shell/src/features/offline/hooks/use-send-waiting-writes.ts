import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { OFFLINE_QUERY_ROOTS, isSendable, sendWaitingWrites, useOnline, useSession, useWaitingWrites } from '@remuda/shell-kit';

/** How often waiting writes are tried again while the device is online but the server did not take them. */
const RETRY_MS = 15_000;

/**
 * Sends the signed-in account's waiting writes by themselves: when the staff area opens, when the connection
 * returns, when a new one is kept, and every little while until the server has them all. The pages then read
 * afresh what the writes changed.
 */
export function useSendWaitingWrites(): void {
  const queryClient = useQueryClient();
  const { account } = useSession();
  const online = useOnline();
  const accountId = account?.id;
  const sendable = useWaitingWrites().filter((w) => accountId && isSendable(w, accountId)).length;

  useEffect(() => {
    if (!accountId || !online || sendable === 0) return;
    const send = async () => {
      const { applied } = await sendWaitingWrites(accountId);
      if (applied > 0) {
        for (const root of OFFLINE_QUERY_ROOTS.filter((r) => r !== 'session')) void queryClient.invalidateQueries({ queryKey: [root] });
      }
    };
    void send();
    const timer = setInterval(() => void send(), RETRY_MS);
    return () => clearInterval(timer);
  }, [accountId, online, sendable, queryClient]);
}
