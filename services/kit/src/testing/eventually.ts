import { randomBytes } from 'node:crypto';

/** `n` random lower-case letters: the event domains and service names of one test run, so runs never meet on a shared broker. */
export const letters = (n: number) => Array.from(randomBytes(n), (b) => String.fromCharCode(97 + (b % 26))).join('');

/** Polls until `check` passes (it throws or answers false until then); fails with its last complaint. */
export async function eventually<T>(what: string, check: () => Promise<T | false> | T | false, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const result = await check();
      if (result !== false) return result;
      last = undefined;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`${what} did not happen${last instanceof Error ? `: ${last.message}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
