import { act, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
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
});
