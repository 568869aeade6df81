import type { RemoteName } from '@remuda/contracts';
import { MAX_REMOTE_REPORTS, REMOTE_REPORTS_PATH, type RemoteOutcome } from '@remuda/contracts/routes';

export interface RemoteReport {
  remote: RemoteName;
  /** The manifest URL the page used: the release. */
  release: string;
  outcome: RemoteOutcome;
}

type Sender = (reports: RemoteReport[]) => void;

/**
 * Sent together a moment after the page's sections have loaded, so they cost its first paint nothing; what is
 * still noted when the page is left goes as it goes (a request sent while a page unloads is not always delivered).
 */
const SEND_AFTER_MS = 1_000;

const queued: RemoteReport[] = [];
const said = new Set<string>();
let sender: Sender | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Notes what the page saw of a remote's release, to tell the gateway (which counts them per remote and release,
 * and rolls a canary back when too many of its page loads go wrong). Each remote, release and outcome is said
 * once a page load; nothing about the person is sent. Kept until `startRemoteReports` has started the sending.
 */
export function reportRemote(remote: RemoteName, release: string, outcome: RemoteOutcome): void {
  const key = `${remote} ${outcome} ${release}`;
  if (said.has(key) || said.size >= MAX_REMOTE_REPORTS * 2) return;
  said.add(key);
  queued.push({ remote, release, outcome });
  schedule();
}

function schedule(): void {
  if (sender && !timer && queued.length) timer = setTimeout(flushRemoteReports, SEND_AFTER_MS);
}

/** Sends what is noted at once (the page is being hidden or left). */
export function flushRemoteReports(): void {
  clearTimeout(timer);
  timer = undefined;
  while (sender && queued.length) sender(queued.splice(0, MAX_REMOTE_REPORTS));
}

/**
 * One POST that outlives the page (`keepalive`), without the session cookie (`credentials: 'omit'`): a report
 * says nothing of who sent it. A report that cannot be sent is let go.
 */
function post(reports: RemoteReport[]): void {
  void fetch(REMOTE_REPORTS_PATH, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ reports }),
  }).catch(() => undefined);
}

/**
 * Starts sending the reports (the shell does at its start; a page that never starts it, as a test's, sends
 * nothing), and listens for errors nobody caught: one thrown by a remote's code (`locate` tells whose, from the
 * script's address) is reported as that release's `error`. Answers the function that stops it all.
 */
export function startRemoteReports(locate: (scriptUrl: string) => { remote: RemoteName; release: string } | null, send: Sender = post): () => void {
  sender = send;
  const blame = (scriptUrl: string | undefined) => {
    const found = scriptUrl ? locate(scriptUrl) : null;
    if (found) reportRemote(found.remote, found.release, 'error');
  };
  const onError = (event: ErrorEvent) => blame(event.filename || scriptOf(event.error));
  const onRejection = (event: PromiseRejectionEvent) => blame(scriptOf(event.reason));
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flushRemoteReports();
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('pagehide', flushRemoteReports);
  document.addEventListener('visibilitychange', onHidden);
  schedule();
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('pagehide', flushRemoteReports);
    document.removeEventListener('visibilitychange', onHidden);
    clearTimeout(timer);
    timer = undefined;
    sender = null;
  };
}

/** The script an error was thrown in: the first address in its stack. */
function scriptOf(error: unknown): string | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  return stack?.match(/https?:\/\/[^\s)]+?(?=:\d+:\d+)/)?.[0];
}

/** Forgets what was noted and said, as a new page load does (the tests' each rendered app is one). */
export function forgetRemoteReports(): void {
  queued.length = 0;
  said.clear();
  clearTimeout(timer);
  timer = undefined;
}
