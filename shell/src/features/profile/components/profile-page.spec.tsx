import { screen, within } from '@testing-library/react';
import type { Account } from '@remuda/contracts';
import { renderApp, testAccount } from '@remuda/shell-kit/testing';
import { ProfilePage } from './profile-page';

/** The row of the details table whose header reads `label`. */
const row = (label: string) => screen.getByText(label, { selector: 'th *' }).closest('tr') as HTMLElement;

const request = (role: 'TRAINER' | 'ADMIN', status: 'pending' | 'granted' | 'refused'): Account['roleRequest'] => ({
  role,
  status,
  requestedAt: '2026-11-20T09:00:00Z',
  decidedAt: status === 'pending' ? null : '2026-11-21T09:00:00Z',
});

async function renderProfile(account: Account) {
  renderApp(<ProfilePage />, {
    path: '/profile',
    account,
    api: { 'GET /api/users/sessions': { body: [] }, 'GET /api/users/calendar-feed': { body: { url: null } }, 'GET /api/users/care-digest': { body: { enabled: false } } },
  });
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
}

describe('ProfilePage', () => {
  it("shows the account's email, role and join date", async () => {
    await renderProfile(testAccount('TRAINER', { email: 'wade@remuda.test' }));
    expect(within(row('Email')).getByText('wade@remuda.test')).toBeInTheDocument();
    expect(within(row('Role')).getByText('Trainer')).toBeInTheDocument();
    expect(within(row('Member since')).getByText('January 15, 2026')).toBeInTheDocument();
    expect(within(row('Role request')).getByText('None')).toBeInTheDocument();
  });

  it('names the role as people read it', async () => {
    await renderProfile(testAccount('ADMIN'));
    expect(within(row('Role')).getByText('Administrator')).toBeInTheDocument();
  });

  it('says a request for another role is waiting for an administrator', async () => {
    await renderProfile(testAccount('USER', { roleRequest: request('TRAINER', 'pending') }));
    expect(within(row('Role')).getByText('User')).toBeInTheDocument();
    const cell = row('Role request');
    expect(within(cell).getByText('You asked to become Trainer. An administrator will review your request.')).toBeInTheDocument();
    expect(within(cell).getByText('Trainer · pending')).toBeInTheDocument();
  });

  it('says when the request was granted', async () => {
    await renderProfile(testAccount('ADMIN', { roleRequest: request('ADMIN', 'granted') }));
    expect(screen.getByText('Your request to become Administrator was granted.')).toBeInTheDocument();
  });

  it('says when the request was refused, and whom to ask', async () => {
    await renderProfile(testAccount('USER', { roleRequest: request('ADMIN', 'refused') }));
    expect(
      screen.getByText('Your request to become Administrator was not granted. Contact an administrator if you have questions.'),
    ).toBeInTheDocument();
  });

  it('shows a spinner until the session is known', async () => {
    renderApp(<ProfilePage />, { path: '/profile', account: testAccount('USER'), api: { 'GET /api/users/sessions': { body: [] } } });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('user@remuda.test')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
