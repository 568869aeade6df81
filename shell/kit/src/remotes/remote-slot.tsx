import { useQuery } from '@tanstack/react-query';
import { Component, type ReactNode, Suspense, lazy } from 'react';
import type { RemoteName } from '@remuda/contracts';
import { useRetryWhenBackOnline } from '../offline/use-retry-when-back-online';
import { PageSpinner } from '../ui/page-spinner';
import { loadRemoteModule, reportRemoteError } from './load-remote-module';
import type { RemoteSlots, SlotModule, SlotName } from './slots';

// The notice is rare: antd's Alert and Button load with the first one, not with the kit every page loads.
const Alert = lazy(() => import('antd/es/alert'));
const Button = lazy(() => import('antd/es/button'));

export interface RemoteSlotProps<S extends SlotName> {
  slot: S;
  props: RemoteSlots[S];
  /** What the slot shows, for the spinner and the notice: "medical records". */
  what: string;
}

/**
 * Shows a component another remote draws, so each team ships its part of a shared page on its own. The component
 * loads on first use (the loader retries once); if it cannot load or breaks while drawing, a notice with a retry
 * takes its place and the rest of the page keeps working. Offline, a component whose code this device never kept
 * says so, and shows by itself once the connection returns.
 */
export function RemoteSlot<S extends SlotName>({ slot, props, what }: RemoteSlotProps<S>) {
  const [remote, exposed] = slot.split('/') as [RemoteName, string];
  const module = useQuery({
    queryKey: ['remote-slot', slot],
    queryFn: () => loadRemoteModule<SlotModule<S>>(remote, exposed),
    // Offline too: the service worker keeps the remotes' code, so the load is tried rather than held for a connection.
    networkMode: 'always',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  if (module.isPending) return <PageSpinner label={`Loading ${what}…`} />;
  if (module.isError || typeof module.data.default !== 'function') {
    return <SlotUnavailable what={what} onRetry={() => module.refetch({ throwOnError: true })} />;
  }
  const Slot = module.data.default;
  return (
    <SlotBoundary what={what} remote={remote}>
      <Slot {...props} />
    </SlotBoundary>
  );
}

function SlotUnavailable({ what, onRetry }: { what: string; onRetry: () => Promise<unknown> }) {
  const online = useRetryWhenBackOnline(onRetry);
  const notice = online
    ? {
        type: 'warning' as const,
        title: `The ${what} can't be shown just now.`,
        description: 'The rest of this page works as usual. Please try again in a moment.',
        action: <Button onClick={() => void onRetry().catch(() => undefined)}>Try again</Button>,
      }
    : {
        type: 'info' as const,
        title: `The ${what} can't be shown offline yet.`,
        description: 'This part of the page has not been opened on this device yet, so it is not kept offline. It will show by itself when you are back online.',
      };
  return (
    <Suspense>
      <Alert showIcon role="alert" {...notice} />
    </Suspense>
  );
}

class SlotBoundary extends Component<{ what: string; remote: RemoteName; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`The ${this.props.what} failed while drawing`, error);
    reportRemoteError(this.props.remote);
  }

  override render() {
    if (this.state.failed) return <SlotUnavailable what={this.props.what} onRetry={async () => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
