/**
 * Whether `holds` comes true within `ms`, asking again every few milliseconds: for promises made "within a
 * second", without asserting how long anything took inside that bound.
 */
export async function within(ms: number, holds: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await holds()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Waits until `holds` comes true, and fails the test when it has not within `ms` (a bound on a hang, not a timing). */
export async function waitUntil(holds: () => Promise<boolean>, ms = 10_000): Promise<void> {
  if (!(await within(ms, holds))) throw new Error('the condition did not come true in time');
}
