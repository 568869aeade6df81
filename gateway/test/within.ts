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
