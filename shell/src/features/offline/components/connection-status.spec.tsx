import { act, screen } from '@testing-library/react';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { Profiler } from 'react';
import { horseKeys } from '@remuda/shell-kit';
import { renderApp } from '@remuda/shell-kit/testing';
import { ConnectionStatus } from './connection-status';

const MINUTE = 60_000;

/** The herd as the page read it `minutesAgo`. */
function readMinutesAgo(minutesAgo: number): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(horseKeys.staffList(), [], { updatedAt: Date.now() - minutesAgo * MINUTE });
  return queryClient;
}

const setOnline = (online: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

afterEach(() => setOnline(true));

describe('ConnectionStatus', () => {
  it('says nothing online while the data is fresh', () => {
    renderApp(<ConnectionStatus />, { queryClient: readMinutesAgo(1) });
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('says when the data was last synced once it is older than a few minutes', () => {
    renderApp(<ConnectionStatus />, { queryClient: readMinutesAgo(10) });
    expect(screen.getByRole('status')).toHaveTextContent(/^Data last synced [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M$/);
  });

  it('says the device is offline, and when the data shown was synced, even when it is fresh', () => {
    setOnline(false);
    renderApp(<ConnectionStatus />, { queryClient: readMinutesAgo(1) });
    expect(screen.getByRole('status')).toHaveTextContent(/^You are offline\. Showing data last synced .+\.$/);
    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  /** Lets react-query's batched notifications (sent on a later tick) reach the component. */
  const flushNotifications = () => act(() => new Promise((done) => setTimeout(done, 20)));

  it('says so as soon as a newer answer arrives', async () => {
    const queryClient = readMinutesAgo(10);
    renderApp(<ConnectionStatus />, { queryClient });
    queryClient.setQueryData(horseKeys.staffList(), []);
    await flushNotifications();
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
  });

  it('draws nothing again for the events of a page drawing its queries, which leave the last sync as it was', async () => {
    // A page that draws makes a query observer for each of its reads, and each tells the cache: a line drawn again
    // for each would take the browser's turn from the page itself, over and over.
    const queryClient = readMinutesAgo(10);
    let renders = 0;
    renderApp(
      <Profiler id="status" onRender={() => void renders++}>
        <ConnectionStatus />
      </Profiler>,
      { queryClient },
    );
    await flushNotifications();
    const before = renders;
    for (let i = 0; i < 5; i++) {
      new QueryObserver(queryClient, { queryKey: horseKeys.staffList(), queryFn: () => [], enabled: false }).getCurrentResult();
      queryClient.setQueryData(['reports', i], { rows: [] });
    }
    await flushNotifications();
    expect(renders).toBe(before);
    expect(screen.getByRole('status')).toHaveTextContent(/^Data last synced /);
  });
});
