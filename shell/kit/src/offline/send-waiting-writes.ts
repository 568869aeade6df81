import { ApiError, apiFetch } from '../api/api-client';
import { applyWaitingWrite, bodyOf, keepWaitingWrite, type WaitingWrite, waitingWrites, withWaitingWritesLock } from './waiting-writes';

/** What one round of sending did: how many writes the server applied, and whether the rest must wait. */
export interface SendResult {
  applied: number;
  stoppedBy?: 'offline' | 'signed-out' | 'server';
}

/** Can be sent now: the account's own, not waiting for the user's choice, another write's answer, or refused for good. */
export const isSendable = (write: WaitingWrite, accountId: string) => write.accountId === accountId && !write.conflict && !write.refused && !write.after;

let round: Promise<SendResult> | null = null;

/**
 * Sends the signed-in account's waiting writes, oldest first, one at a time (a later change may build on an
 * earlier one). Each carries its own idempotency key, so one whose answer was lost is applied once however often it
 * is sent. A dropped connection, a server failure or an ended session stops the round with the rest still kept; a
 * conflict or a refusal sets that one write aside for the user and the round goes on. One round at a time, and
 * one tab at a time: the device's other tabs wait for the round and then find the writes it sent gone.
 */
export function sendWaitingWrites(accountId: string): Promise<SendResult> {
  round ??= withWaitingWritesLock(() => sendRound(accountId)).finally(() => {
    round = null;
  });
  return round;
}

async function sendRound(accountId: string): Promise<SendResult> {
  let applied = 0;
  const tried = new Set<string>();
  // Looked up afresh after each write: one made during the round is sent in it too.
  for (;;) {
    const write = waitingWrites().find((w) => isSendable(w, accountId) && !tried.has(w.id));
    if (!write) break;
    tried.add(write.id);
    try {
      const answer = await apiFetch(write.path, {
        method: write.method,
        body: bodyOf(write),
        idempotencyKey: write.id,
        fallbackMessage: write.fallbackMessage,
        // Sent in the background: an ended session keeps the writes waiting, it does not move the page.
        expectUnauthorized: true,
      });
      await applyWaitingWrite(write.id, answer);
      applied += 1;
    } catch (err) {
      const stoppedBy = stopReason(err);
      if (stoppedBy) return { applied, stoppedBy };
      await keepWaitingWrite(setAside(write, err as ApiError));
    }
  }
  return { applied };
}

function stopReason(err: unknown): SendResult['stoppedBy'] | undefined {
  if (!(err instanceof ApiError)) return 'server';
  if (err.status === 0) return 'offline';
  if (err.status === 401) return 'signed-out';
  if (err.status === 408 || err.status === 429 || err.status >= 500) return 'server';
  return undefined;
}

function setAside(write: WaitingWrite, err: ApiError): WaitingWrite {
  if (err.status === 409 && isRecord(err.current)) return { ...write, conflict: { current: err.current } };
  return { ...write, refused: err.message };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
