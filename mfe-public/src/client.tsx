// The public site's own browser entry (built by webpack.client.config.js into dist/client/site.js): the gateway
// sends it with every public page it draws (docs/adr/016-public-site-client.md). The page arrives drawn, its links
// plain links, so the code that takes it over (bootstrap.tsx) is fetched only once the page has loaded: on a phone's
// connection the pictures a visitor looks at first then come before the scripts, not beside them.
// The kit's reporter alone: this entry carries nothing else of the kit.
import { reportRemote, startRemoteReports } from '@remuda/shell-kit/reports';

/** A picture that never finishes would hold the load event back for ever: the page comes alive after this anyway. */
const LONGEST_WAIT_MS = 3000;

// The release the page was drawn from, as the registry names it (on this script's element), and its folder (this
// script's is `<release>/client/`): the page reports whether the release's code took over, and errors thrown in its
// scripts, as the shell does for its sections (ADR 030), so a canary of the public site is judged too.
const script = document.currentScript as HTMLScriptElement | null;
const release = script?.dataset.release;
const folder = script?.src ? new URL('..', script.src).href : null;
const report = (outcome: 'loaded' | 'failed') => release && reportRemote('public', release, outcome);
if (release && folder) startRemoteReports((url) => (url.startsWith(folder) ? { remote: 'public', release } : null));

let started = false;
const takeOver = () => {
  if (started) return;
  started = true;
  import(/* webpackChunkName: "bootstrap" */ './bootstrap')
    .then((page) => page.started)
    .then(
      () => report('loaded'),
      (err: unknown) => {
        report('failed');
        // The page stays as the server drew it, readable, its links working; the next page load tries again.
        console.error('The public site could not load its code', err);
      },
    );
};

if (document.readyState === 'complete') takeOver();
else {
  window.addEventListener('load', takeOver, { once: true });
  setTimeout(takeOver, LONGEST_WAIT_MS);
}
