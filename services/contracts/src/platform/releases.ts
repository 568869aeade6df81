// What browsers and the gateway share about releases of the remotes: the reports of what a page saw of them and
// the place that chooses a canary. A module of its own, without route heads, so a page that only reports (the public
// site's entry) carries nothing more.

/**
 * What a browser says of a remote it ran: it `loaded` from a release, `failed` to load from it, or the release
 * threw an `error` the page did not expect.
 */
export const REMOTE_OUTCOMES = ['loaded', 'failed', 'error'] as const;
export type RemoteOutcome = (typeof REMOTE_OUTCOMES)[number];

/** The most reports one request carries: a page sends one a page load, and one more when it is hidden. */
export const MAX_REMOTE_REPORTS = 20;

/**
 * The cookie that keeps a browser's place among all browsers, a random number from 0 to below 100 (nothing
 * personal), drawn once: a browser whose place is below a canary's share gets the canary, on every page load. Read
 * by the shell kit and by the gateway, which draws the public pages from the release the place chooses.
 */
export const RELEASE_BUCKET_COOKIE = 'remuda-release-bucket';

/** A year: the place is kept as long as the browser keeps it. */
export const RELEASE_BUCKET_MAX_AGE_S = 365 * 24 * 60 * 60;

/** A browser's place as the cookie's value gives it; null when it gives none. */
export function releaseBucketOf(value: string | undefined): number | null {
  const bucket = Number(value || NaN);
  return bucket >= 0 && bucket < 100 ? bucket : null;
}

/** A new place, in millionths (its text never turns to an exponent, which the cookie would not take back). */
export const drawReleaseBucket = () => Math.floor(Math.random() * 1e8) / 1e6;

/** Where browsers send their reports: a constant of its own, so a page that sends only reports carries no more. */
export const REMOTE_REPORTS_PATH = '/api/remotes/reports';
