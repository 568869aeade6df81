// Sets the calendar the screens read "today" from, for specs of date-dependent display.

/** Every timer jest can fake except Date: timers, animation frames and microtasks stay real. */
const REAL = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/**
 * Before each test of the calling block, `new Date()` starts at `instant` and keeps ticking; after it, real time
 * again. Only Date is faked, so rendering, queries and waitFor run as usual.
 */
export function startCalendarAt(instant: string): void {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date(instant), advanceTimers: true, doNotFake: [...REAL] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}
