import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isPlainErrorText, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { ProfilePage } from './profile-page';
import { CARE_DIGEST_HELP } from './profile-care-digest';

// antd under jsdom is slow, the more so with every jest worker busy: generous budgets, not timing assertions.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

// The profile's other reads: the sessions, and a staff member's calendar address.
const OTHERS = { 'GET /api/users/sessions': { body: [] }, 'GET /api/users/calendar-feed': { body: { url: null } } };

const digestCard = async () => (await screen.findByRole('heading', { level: 2, name: 'Care digest' })).closest('.ant-card') as HTMLElement;

describe('the profile’s care digest', () => {
  it('shows a trainer whether the daily mail is on and where it goes, and turns it off', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = renderApp(<ProfilePage />, {
      path: '/profile',
      account: testAccount('TRAINER', { email: 'wade@remuda.test' }),
      api: { ...OTHERS, 'GET /api/users/care-digest': { body: { enabled: true } }, 'PUT /api/users/care-digest': { body: { enabled: false } } },
    });
    const card = await digestCard();
    expect(card).toHaveTextContent(CARE_DIGEST_HELP);
    const toggle = await within(card).findByRole('switch', { name: 'Daily care mail' });
    expect(toggle).toBeChecked();
    expect(card).toHaveTextContent('On: sent to wade@remuda.test.');
    await user.click(toggle);
    await waitFor(() => expect(within(card).getByRole('switch', { name: 'Daily care mail' })).not.toBeChecked());
    expect(card).toHaveTextContent('Off: no care mail is sent to you.');
    expect(requests.filter((r) => r.method === 'PUT').map((r) => [r.url, r.body])).toEqual([['/api/users/care-digest', { enabled: false }]]);
  });

  it('turns it on for an administrator who had it off', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = renderApp(<ProfilePage />, {
      path: '/profile',
      account: testAccount('ADMIN'),
      api: { ...OTHERS, 'GET /api/users/care-digest': { body: { enabled: false } }, 'PUT /api/users/care-digest': { body: { enabled: true } } },
    });
    const card = await digestCard();
    const toggle = await within(card).findByRole('switch', { name: 'Daily care mail' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(within(card).getByRole('switch', { name: 'Daily care mail' })).toBeChecked());
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ enabled: true }]);
  });

  it('says in plain words when the change fails, and keeps the switch as it was', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(<ProfilePage />, {
      path: '/profile',
      account: testAccount('TRAINER'),
      api: { ...OTHERS, 'GET /api/users/care-digest': { body: { enabled: true } }, 'PUT /api/users/care-digest': { network: true } },
    });
    const card = await digestCard();
    await user.click(await within(card).findByRole('switch', { name: 'Daily care mail' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Failed to change your care digest');
    expect(within(card).getByRole('switch', { name: 'Daily care mail' })).toBeChecked();
  });

  it('says in plain words when the setting cannot be read', async () => {
    renderApp(<ProfilePage />, { path: '/profile', account: testAccount('TRAINER'), api: { ...OTHERS, 'GET /api/users/care-digest': { network: true } } });
    const card = await digestCard();
    expect(await within(card).findByRole('alert')).toHaveTextContent('Failed to fetch your care digest setting');
    expect(isPlainErrorText('Failed to fetch your care digest setting')).toBe(true);
    expect(within(card).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows a plain USER no care digest, and never asks for one', async () => {
    const { requests } = renderApp(<ProfilePage />, { path: '/profile', account: testAccount('USER'), api: { 'GET /api/users/sessions': { body: [] } } });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    await screen.findByRole('list', { name: 'Active sessions' });
    expect(screen.queryByRole('heading', { name: 'Care digest' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url.startsWith('/api/users/care-digest'))).toEqual([]);
  });
});
