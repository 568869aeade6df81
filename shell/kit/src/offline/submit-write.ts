import { ApiError, apiFetch } from '../api/api-client';
import { isSendable } from './send-waiting-writes';
import { bodyOf, fillMadeId, keepWaitingWrite, loadWaitingWrites, type WaitingWrite, waitingWrites } from './waiting-writes';

/** A write as a form makes it; the rest (its key, its account, its time) is added here. */
export type NewWrite = Pick<WaitingWrite, 'method' | 'path' | 'body' | 'summary' | 'fallbackMessage' | 'fields' | 'files'>;

/** Saved: the server's answer. Waiting: kept on the device, sent when the connection returns. */
export type WriteOutcome<T> = { status: 'saved'; saved: T } | { status: 'waiting' };

/**
 * Saves a form's write. Sent at once when the device is online and nothing older of this account is still waiting
 * (the server gets the account's changes in the order they were made); otherwise, or when the connection drops on
 * the way, kept on the device under the same idempotency key, so a write that did reach the server is not applied
 * twice when it is sent again. Any answer of the server (a refusal, a conflict) is the caller's to show.
 *
 * `followUps` need its answer (the documents of a record being made): their paths name `{id}`, the id the server
 * makes. Sent after it once it is saved; kept on the device to follow it when it waits. A follow-up the server
 * refuses is set aside among the waiting changes with its reason (the record itself is saved).
 */
export async function submitWrite<T>(write: NewWrite, accountId: string, followUps: readonly NewWrite[] = []): Promise<WriteOutcome<T>> {
  const waiting: WaitingWrite = { ...write, id: crypto.randomUUID(), accountId, queuedAt: madeAt() };
  await loadWaitingWrites();
  const olderWaiting = waitingWrites().some((w) => isSendable(w, accountId));
  if (navigator.onLine && !olderWaiting) {
    try {
      const saved = await apiFetch<T>(write.path, {
        method: write.method,
        body: bodyOf(write),
        idempotencyKey: waiting.id,
        fallbackMessage: write.fallbackMessage,
      });
      for (const followUp of followUps) await submitFollowUp(followUp, (saved as { id: string }).id, accountId);
      return { status: 'saved', saved };
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 0)) throw err;
    }
  }
  await keepWaitingWrite(waiting);
  for (const followUp of followUps) await keepWaitingWrite({ ...followUp, id: crypto.randomUUID(), accountId, queuedAt: madeAt(), after: waiting.id });
  return { status: 'waiting' };
}

/** A follow-up of a saved write: sent (or kept, offline); refused, set aside with its reason for the user to see. */
async function submitFollowUp(followUp: NewWrite, madeId: string, accountId: string): Promise<void> {
  const write = { ...followUp, path: fillMadeId(followUp.path, madeId) };
  try {
    await submitWrite(write, accountId);
  } catch (err) {
    const reason = err instanceof Error ? err.message : write.fallbackMessage;
    await keepWaitingWrite({ ...write, id: crypto.randomUUID(), accountId, queuedAt: madeAt(), refused: reason });
  }
}

let lastMadeAt = 0;

/** Now, on the device's clock, and always after the write made before: two writes in one millisecond keep their order. */
function madeAt(): string {
  lastMadeAt = Math.max(Date.now(), lastMadeAt + 1);
  return new Date(lastMadeAt).toISOString();
}

/** True for the server's refusal of a change to a record someone else changed since it was read. */
export function isConflict(err: unknown): err is ApiError & { current: Record<string, unknown> } {
  return err instanceof ApiError && err.status === 409 && typeof err.current === 'object' && err.current !== null;
}

/** The version a record answer carries (sent back with a change to it), if it has one. */
export function versionOf(record: unknown): number | undefined {
  const version = (record as { version?: unknown } | null)?.version;
  return typeof version === 'number' ? version : undefined;
}
