// Test setup of every front-end workspace: DOM matchers, the browser APIs jsdom lacks, and the check that no
// test made an API call it did not declare.
import '@testing-library/jest-dom';
// IndexedDB, which jsdom lacks: the offline cache and the waiting writes keep to it.
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { clearRenderedApps, unexpectedRequests } from './index';

// findBy/waitFor wait for what the screen will show, not for how fast: on a machine busy with other suites a
// render can take longer than the library's default second.
configure({ asyncUtilTimeout: 5000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: /min-width:\s*(\d+)px/.test(query) ? Number(/min-width:\s*(\d+)px/.exec(query)![1]) <= 1200 : false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= NoResizeObserver;
window.scrollTo = () => {};
// jsdom computes no styles of pseudo-elements (antd measures the scroll bar with one): the element's own styles.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

afterEach(() => {
  cleanup();
  clearRenderedApps();
  // Each test starts on a device with nothing remembered (a sign-out still to send, say).
  localStorage.clear();
  const made = unexpectedRequests.splice(0);
  if (made.length) throw new Error(`The test made API calls it did not declare: ${made.join(', ')}`);
});
