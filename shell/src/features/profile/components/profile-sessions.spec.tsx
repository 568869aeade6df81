import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActiveSession } from '@remuda/contracts';
import { renderApp, testAccount } from '@remuda/shell-kit/testing';
import { ProfilePage } from './profile-page';
import { deviceName } from './device-name';

// antd under jsdom is slow, the more so with every jest worker busy: generous budgets, not timing assertions.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const session = (id: string, userAgent: string | null, current = false): ActiveSession => ({
  id,
  createdAt: '2026-11-20T09:00:00Z',
  expiresAt: '2026-11-20T17:00:00Z',
  userAgent,
  address: '203.0.113.9',
  current,
});
const laptop = session('00000000-0000-4000-8000-000000000001', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0', true);
const phone = session('00000000-0000-4000-8000-000000000002', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1');

const sessionsList = () => screen.findByRole('list', { name: 'Active sessions' });
const item = (list: HTMLElement, text: string) => within(list).getByText(text).closest('li') as HTMLElement;

describe('the profile’s active sessions', () => {
  it('lists each session’s device and start, and marks this one', async () => {
    renderApp(<ProfilePage />, { path: '/profile', account: testAccount('USER'), api: { 'GET /api/users/sessions': { body: [laptop, phone] } } });
    const list = await sessionsList();
    expect(within(item(list, 'Firefox on Windows')).getByText('This device')).toBeInTheDocument();
    expect(within(item(list, 'Firefox on Windows')).queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(within(item(list, 'Safari on iPhone')).queryByText('This device')).not.toBeInTheDocument();
    expect(within(item(list, 'Safari on iPhone')).getByText(/November 20, 2026/)).toBeInTheDocument();
  });

  it('signs out another session through the API and lists what is left', async () => {
    let signedOut = false;
    const { requests } = renderApp(<ProfilePage />, {
      path: '/profile',
      account: testAccount('USER'),
      api: {
        'GET /api/users/sessions': () => ({ body: signedOut ? [laptop] : [laptop, phone] }),
        [`DELETE /api/users/sessions/${phone.id}`]: () => {
          signedOut = true;
          return { body: { ok: true } };
        },
      },
    });
    const list = await sessionsList();
    await userEvent.setup({ delay: null }).click(within(item(list, 'Safari on iPhone')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(within(list).queryByText('Safari on iPhone')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([`/api/users/sessions/${phone.id}`]);
  });

  it('asks, then signs out everywhere and forgets the account', async () => {
    const { requests, queryClient } = renderApp(<ProfilePage />, {
      path: '/profile',
      account: testAccount('USER'),
      api: { 'GET /api/users/sessions': { body: [laptop, phone] }, 'DELETE /api/users/sessions': { body: { ok: true } } },
    });
    await sessionsList();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Every browser and app signed in to your account, this one included, will be signed out.');
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/users/sessions']));
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toBeNull());
  });
});

describe('deviceName', () => {
  it('names browser and system, or says what it can', () => {
    expect(deviceName(laptop.userAgent)).toBe('Firefox on Windows');
    expect(deviceName('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36')).toBe('Chrome on macOS');
    expect(deviceName('curl/8.5.0')).toBe('curl/8.5.0');
    expect(deviceName(null)).toBe('Unknown device');
  });
});
