import { isStaffPath } from './staff-area';

/**
 * Hands the service worker what this page loaded before it was in charge (the first visit's code, the remote
 * registry and manifests), so the pages already opened work offline without being opened a second time. The
 * service worker keeps only what its rules keep; the rest it ignores.
 */
async function keepWhatThisPageLoaded(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith('http'));
  registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}

/**
 * Makes the staff area an installable app (docs/adr/014-installable-staff-app.md): on a staff page, links the web
 * app manifest and registers the service worker that lets the app load without a connection. Visitors of the
 * public site get neither: no install offer, and no download of the staff app's code.
 */
function installStaffApp(): void {
  if (!isStaffPath(window.location.pathname) || document.querySelector('link[rel="manifest"]')) return;
  const link = (rel: string, href: string) => document.head.append(Object.assign(document.createElement('link'), { rel, href }));
  link('manifest', '/manifest.webmanifest');
  link('apple-touch-icon', '/icons/apple-touch-icon.png');
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => (navigator.serviceWorker.controller ? undefined : keepWhatThisPageLoaded()))
    .catch((err: unknown) => {
      // The app works as before without it, only not offline.
      console.warn('The staff app cannot work offline on this device: its service worker was refused', err);
    });
}

installStaffApp();
// A visitor who signs in arrives in the staff area without loading a page (when the browser says so).
(window as { navigation?: EventTarget }).navigation?.addEventListener('currententrychange', installStaffApp);
