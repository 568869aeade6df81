import { useQuery } from '@tanstack/react-query';
import { Component, type ReactNode, useMemo } from 'react';
import { type RouteObject, useParams, useRoutes } from 'react-router-dom';
import type { RemoteName } from '@remuda/contracts';
import {
  ButtonStyles,
  PageSpinner,
  buttonClassName,
  failOverFromChunk,
  isChunkLoadError,
  remoteForPath,
  reportRemoteError,
  retryFailedPages,
  useRetryWhenBackOnline,
} from '@remuda/shell-kit';
import { NotFoundPage } from '../pages/not-found-page';
import { loadRemoteRoutes } from './load-remote-routes';
import { reloadPage } from './reload-page';
import { remoteVersionQuery } from './remote-version';

/**
 * The part of a layout a remote draws. The remote is chosen by the path, loaded on first visit, and kept
 * inside its own error boundary: if it cannot load or breaks while drawing, a notice takes its place and the
 * rest of the site keeps working. Offline, a screen whose code this device never loaded says so, and opens by
 * itself when the connection returns.
 */
export function RemoteArea({ layout }: { layout: 'public' | 'admin' }) {
  const remote = remoteForPath(layout, useParams()['*'] ?? '');
  if (!remote) return <NotFoundPage layout={layout} />;
  return (
    <RemoteBoundary key={remote} remote={remote}>
      <RemoteRoutes remote={remote} layout={layout} />
    </RemoteBoundary>
  );
}

function RemoteRoutes({ remote, layout }: { remote: RemoteName; layout: 'public' | 'admin' }) {
  const query = useQuery({
    queryKey: ['remote-routes', remote],
    queryFn: () => loadRemoteRoutes(remote),
    // Offline too: the service worker keeps the remotes' code, so the load is tried rather than held for a connection.
    networkMode: 'always',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  // Asked once the code is here: it names the release the code came from (the previous one, after a fall-back).
  const version = useQuery({ ...remoteVersionQuery(remote), enabled: query.isSuccess }).data;
  if (query.isPending) return <PageSpinner />;
  if (query.isError) return <SectionUnavailable onRetry={() => query.refetch({ throwOnError: true })} />;
  return (
    // Marks which remote, and which release of it, drew this part of the page; adds no box of its own.
    <div data-remote={remote} data-remote-version={version ?? undefined} style={{ display: 'contents' }}>
      <RemoteRouter routes={query.data} layout={layout} />
    </div>
  );
}

function RemoteRouter({ routes, layout }: { routes: RouteObject[]; layout: 'public' | 'admin' }) {
  const withFallback = useMemo(() => [...routes, { path: '*', element: <NotFoundPage layout={layout} /> }], [routes, layout]);
  return useRoutes(withFallback);
}

/**
 * The notice in place of a section that could not load; plain HTML, as it may be all a visitor's page shows.
 * Offline it says the screen is not kept on this device yet, and once the connection returns it tries again by
 * itself (a few times: the connection may take a moment to carry requests after the browser says it is back).
 * `onRetry` loads the section again, and rejects when it still cannot.
 */
export function SectionUnavailable({ onRetry }: { onRetry: () => Promise<unknown> }) {
  const online = useRetryWhenBackOnline(onRetry);
  if (!online) {
    return (
      <section role="alert" className="notice">
        <h1>This screen is not kept offline yet</h1>
        <p>This screen has not been opened on this device yet, so it is not kept offline. It will open by itself when you are back online.</p>
      </section>
    );
  }
  return (
    <section role="alert" className="notice">
      <h1>This part of the ranch is closed for a moment</h1>
      <p>We couldn&apos;t load this section just now. The rest of the site is open as usual; please try again shortly.</p>
      <ButtonStyles />
      <button type="button" className={buttonClassName({ type: 'primary' })} onClick={() => void onRetry().catch(() => {})}>
        Try again
      </button>
    </section>
  );
}

class RemoteBoundary extends Component<{ remote: RemoteName; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  /**
   * Loads again what failed to load (a page's code), then draws the section again. A page whose code failed once
   * is drawn in a fresh page load once its code is here: the federation runtime keeps, for the rest of a page load,
   * the failure of the modules the page's code shares with the shell.
   */
  private readonly retry = async () => {
    if (await retryFailedPages()) reloadPage();
    else this.setState({ failed: false });
  };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A site section failed while drawing', error);
    reportRemoteError(this.props.remote);
    void this.failOver(error);
  }

  /**
   * A page whose code could not be fetched, online, is tried again at once; when it still cannot be and the
   * registry keeps the remote's previous release, the page is loaded afresh from that one (ADR 029). Otherwise the
   * notice stays, with Try again.
   */
  private async failOver(error: unknown) {
    if (!navigator.onLine || !isChunkLoadError(error)) return;
    try {
      await this.retry();
    } catch {
      if (await failOverFromChunk(this.props.remote, error)) reloadPage();
    }
  }

  override render() {
    if (this.state.failed) return <SectionUnavailable onRetry={this.retry} />;
    return this.props.children;
  }
}
