/** The wait after the `attempts`-th failed try: 5 s doubling up to an hour (5 s, 10 s, 20 s … 42 min, then hourly). */
export function retryDelayMs(attempts: number): number {
  return Math.min(3600_000, 5000 * 2 ** Math.max(0, attempts - 1));
}
