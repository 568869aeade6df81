import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isPlainErrorText, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { ProfilePage } from './profile-page';
import { CALENDAR_HELP } from './profile-calendar';

// antd under jsdom is slow, the more so with every jest worker busy: generous budgets, not timing assertions.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const OLD = 'https://ranch.example/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const NEW = 'https://ranch.example/api/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';
// The profile's other reads: the sessions, and a staff member's care digest.
const SESSIONS = { 'GET /api/users/sessions': { body: [] }, 'GET /api/users/care-digest': { body: { enabled: false } } };

const calendarCard = async () => (await screen.findByRole('heading', { level: 2, name: 'Calendar' })).closest('.ant-card') as HTMLElement;

describe('the profile’s calendar address', () => {
  it('shows a trainer the address with what it is for, and copies it', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(<ProfilePage />, { path: '/profile', account: testAccount('TRAINER'), api: { ...SESSIONS, 'GET /api/users/calendar-feed': { body: { url: OLD } } } });
    const card = await calendarCard();
    expect(card).toHaveTextContent(CALENDAR_HELP);
    const address = await within(card).findByRole('textbox', { name: 'Calendar address' });
    expect(address).toHaveValue(OLD);
    expect(address).toHaveAttribute('readonly');
    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(OLD);
    expect(await within(card).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('asks before making a new address, then shows the new one', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = renderApp(<ProfilePage />, {
      path: '/profile',
      account: testAccount('ADMIN'),
      api: { ...SESSIONS, 'GET /api/users/calendar-feed': { body: { url: OLD } }, 'POST /api/users/calendar-feed': { body: { url: NEW } } },
    });
    const card = await calendarCard();
    await within(card).findByRole('textbox', { name: 'Calendar address' });
    await user.click(within(card).getByRole('button', { name: 'Make a new address' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The address you have now will stop working at once');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    await waitFor(() => expect(within(card).getByRole('textbox', { name: 'Calendar address' })).toHaveValue(NEW));
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/api/users/calendar-feed']);
  });

  it('offers to make the first address without asking', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(<ProfilePage />, {
      path: '/profile',
      account: testAccount('TRAINER'),
      api: { ...SESSIONS, 'GET /api/users/calendar-feed': { body: { url: null } }, 'POST /api/users/calendar-feed': { body: { url: NEW } } },
    });
    const card = await calendarCard();
    expect(await within(card).findByText('You have no calendar address yet.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Make an address' }));
    await waitFor(() => expect(within(card).getByRole('textbox', { name: 'Calendar address' })).toHaveValue(NEW));
  });

  it('shows a plain USER no calendar, and never asks for one', async () => {
    const { requests } = renderApp(<ProfilePage />, { path: '/profile', account: testAccount('USER'), api: SESSIONS });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    await screen.findByRole('list', { name: 'Active sessions' });
    expect(screen.queryByRole('heading', { name: 'Calendar' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url.startsWith('/api/users/calendar-feed'))).toEqual([]);
  });

  it('says in plain words when the address cannot be read', async () => {
    renderApp(<ProfilePage />, { path: '/profile', account: testAccount('TRAINER'), api: { ...SESSIONS, 'GET /api/users/calendar-feed': { network: true } } });
    const card = await calendarCard();
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch your calendar address');
    expect(isPlainErrorText('Failed to fetch your calendar address')).toBe(true);
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
