import { act } from '@testing-library/react';

/**
 * The device's connection as a page sees it: `navigator.onLine`, and the window's online or offline event so that
 * what listens (useOnline) hears the change. Call `setConnection(true)` after a test that went offline.
 */
export function setConnection(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}
