import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { createQueryClient } from '../api/query-client';
import { type RenderAppOptions, renderApp } from './index';

/** SPEC.md section 8: the failures the product names. */
const SPEC_ERROR_TEXTS: readonly string[] = [
  'Login failed',
  'Registration failed',
  'Failed to fetch profile',
  'Failed to fetch horses',
  'Failed to fetch featured horse',
  'Failed to fetch horse',
  'Failed to create horse',
  'Failed to update horse',
  'Failed to fetch medical records',
  'Failed to fetch horse medical records',
  'Failed to create medical record',
  'Failed to update medical record',
  'Failed to delete medical record',
  'Failed to fetch riding logs',
  'Failed to fetch horse riding logs',
  'Failed to create riding log',
  'Failed to update riding log',
  'Failed to delete riding log',
  'No horses available',
  'Failed to load horse details',
  'There was an error sending your message. Please try again.',
];

/**
 * The kit's plain words for what the catalogue does not name: a read ("Failed to fetch accounts"), and a part of a
 * page drawn by another remote that could not load (RemoteSlot's notice).
 */
const PLAIN_FAILURES = [
  /^Failed to (fetch|load) [a-z][a-z ]*$/,
  /^The [a-z][a-z ]* can't be shown just now\.\s*The rest of this page works as usual\. Please try again in a moment\.$/,
];

/** Whether a failure's text is one a person is meant to read: the catalogue's, or the kit's plain words. */
export function isPlainErrorText(text: string): boolean {
  return SPEC_ERROR_TEXTS.includes(text) || PLAIN_FAILURES.some((words) => words.test(text));
}

/** The ways a read fails without the server's own words: a server error, a service down, a dropped connection. */
export type ReadFailure = '500' | '503' | 'network';
export const READ_FAILURES: readonly ReadFailure[] = ['500', '503', 'network'];

/** An alert's words, without its Try again. */
function alertText(alert: HTMLElement): string {
  const copy = alert.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('button').forEach((button) => button.remove());
  return (copy.textContent ?? '').trim();
}

/**
 * Opens a page whose read `fail` ("GET /api/horses/h-1") fails as `how` says, through the page's real query cache
 * (which asks once more after such a failure, as in the browser), and answers the words of every alert it then shows.
 */
export async function alertsWhenReadFails(
  routes: RouteObject[],
  options: RenderAppOptions & { api: NonNullable<RenderAppOptions['api']>; fail: string; how: ReadFailure },
): Promise<string[]> {
  const { fail, how, ...rest } = options;
  // Each case is a new page load, which asks again where the remotes are. Loaded here, not with the test set-up,
  // so a test's mock of the federation runtime reaches it.
  const { forgetRemoteRegistry } = await import('../remotes/load-remote-module');
  forgetRemoteRegistry();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } });
  const app = renderApp(routes, {
    ...rest,
    queryClient,
    api: { ...rest.api, [fail]: how === 'network' ? { network: true } : { status: Number(how) } },
  });
  const asked = () => app.requests.filter((request) => `${request.method} ${request.url}` === fail).length;
  await waitFor(() => {
    if (asked() === 0) throw new Error(`the page never asked ${fail}`);
    const reading = queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' });
    if (reading.length > 0) throw new Error(`still reading ${reading.map((query) => query.queryHash).join(', ')}`);
    // A page's first render loads its code: on a machine busy with other suites that can take many seconds.
  }, { timeout: 30_000 });
  // The alert's own code loads with the first failure: give it its turn.
  await new Promise((resolve) => setTimeout(resolve, 50));
  // A warning the page always gives (a delete screen's "This action cannot be undone.") is no failure's.
  return screen
    .queryAllByRole('alert')
    .filter((alert) => !alert.classList.contains('ant-alert-warning'))
    .map(alertText);
}

export interface PageReads {
  /** The page's address. */
  path: string;
  /** Who is signed in. */
  account?: RenderAppOptions['account'];
  /** Every read the page makes, answered as it would be when all goes well. */
  api: NonNullable<RenderAppOptions['api']>;
}

/**
 * Fails each read of each page in turn, in each way a read fails, and expects every alert the page shows to be in
 * plain words: a library's own message ("Missing queryFn") never reaches a person.
 */
export function describeReadFailures(title: string, routes: RouteObject[], pages: Record<string, PageReads>): void {
  const cases = Object.entries(pages).flatMap(([name, page]) =>
    Object.keys(page.api)
      .filter((key) => key.startsWith('GET '))
      .flatMap((fail) => READ_FAILURES.map((how) => ({ name, page, fail, how }))),
  );
  describe(title, () => {
    it.each(cases)('$name, when $fail fails ($how), shows only plain words', async ({ page, fail, how }) => {
      const alerts = await alertsWhenReadFails(routes, { ...page, fail, how });
      expect(alerts.filter((text) => !isPlainErrorText(text))).toEqual([]);
    });
  });
}
