import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account } from '@remuda/contracts';
import { type RecordedRequest, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { UsersPage } from './users-page';

// antd under jsdom is slow, the more so with every jest worker busy: generous budgets, not timing assertions.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const admin = testAccount('ADMIN', { id: '00000000-0000-4000-8000-0000000000a1', email: 'june@remuda.test' });
const wade = testAccount('USER', {
  id: '00000000-0000-4000-8000-0000000000b2',
  email: 'wade@remuda.test',
  createdAt: '2026-03-02T12:00:00Z',
  roleRequest: { role: 'TRAINER', status: 'pending', requestedAt: '2026-11-20T09:00:00Z', decidedAt: null },
});
const kit = testAccount('USER', { id: '00000000-0000-4000-8000-0000000000c3', email: 'kit@remuda.test' });
const accounts = [admin, wade, kit];

function renderUsers(api: Record<string, ((r: RecordedRequest) => { status?: number; body?: unknown }) | { status?: number; body?: unknown }> = {}) {
  return renderApp(<UsersPage />, {
    path: '/admin/users',
    account: admin,
    api: { 'GET /api/users': { body: accounts }, ...api },
  });
}

// Text queries rather than role queries on the table: role queries weigh every style of a large antd page.
const tableRow = (email: string) => within(screen.getByRole('table')).getByText(email, { selector: 'td' }).closest('tr') as HTMLElement;
const loaded = () => screen.findByText('kit@remuda.test', { selector: 'td' });

/** Opens the role selector of an account's row and picks a role, as a person would. */
async function chooseRole(email: string, label: string) {
  const user = userEvent.setup({ delay: null });
  const select = within(tableRow(email)).getByRole('combobox', { name: `Role of ${email}` });
  await user.click(select);
  await waitFor(() => expect(select).toHaveAttribute('aria-expanded', 'true'));
  const listbox = document.getElementById(select.getAttribute('aria-controls')!)!;
  const dropdown = listbox.closest('.ant-select-dropdown') as HTMLElement;
  await user.click(within(dropdown).getByTitle(label));
  return user;
}

describe('UsersPage', () => {
  it('lists every account with its role, join date and request', async () => {
    renderUsers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    // The table's code loads with the first screen that draws one.
    await loaded();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(accounts.length + 1);
    for (const account of accounts) expect(within(table).getByRole('cell', { name: account.email })).toBeInTheDocument();

    const wadeRow = tableRow('wade@remuda.test');
    expect(within(wadeRow).getByRole('combobox', { name: 'Role of wade@remuda.test' })).toBeInTheDocument();
    expect(within(wadeRow).getByTitle('User')).toBeInTheDocument();
    expect(within(wadeRow).getByText('March 2, 2026')).toBeInTheDocument();
    expect(within(wadeRow).getByText('Trainer · pending')).toBeInTheDocument();
    expect(within(tableRow('kit@remuda.test')).getByText('None')).toBeInTheDocument();
    expect(within(tableRow('june@remuda.test')).getByTitle('Administrator')).toBeInTheDocument();
    expect(within(tableRow('june@remuda.test')).getByText('You')).toBeInTheDocument();
    expect(within(wadeRow).queryByText('You')).not.toBeInTheDocument();
  });

  it('lists pending role requests, or says there are none', async () => {
    renderUsers();
    const pending = (await screen.findByRole('heading', { name: 'Pending role requests' })).closest('.ant-card') as HTMLElement;
    expect(within(pending).getByText('wade@remuda.test')).toBeInTheDocument();
    expect(within(pending).getByText('Trainer')).toBeInTheDocument();
    expect(within(pending).getByText(/November 20, 2026/)).toBeInTheDocument();
    expect(within(pending).queryByText('kit@remuda.test')).not.toBeInTheDocument();
  });

  it('says when no request is pending', async () => {
    renderUsers({ 'GET /api/users': { body: [admin, kit] } });
    expect(await screen.findByText('No pending role requests.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Grant' })).not.toBeInTheDocument();
  });

  it('grants a request through the API and reloads the list', async () => {
    let granted = false;
    const { requests } = renderUsers({
      'GET /api/users': () => ({
        body: granted ? [admin, { ...wade, role: 'TRAINER', roleRequest: { ...wade.roleRequest!, status: 'granted' } }, kit] : accounts,
      }),
      [`POST /api/users/${wade.id}/role-request`]: () => {
        granted = true;
        return { body: { ...wade, role: 'TRAINER' } };
      },
    });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Grant' }));

    expect(await screen.findByText('No pending role requests.')).toBeInTheDocument();
    const decisions = requests.filter((r) => r.url === `/api/users/${wade.id}/role-request`);
    expect(decisions).toHaveLength(1);
    expect(decisions[0]!.method).toBe('POST');
    expect(decisions[0]!.body).toEqual({ decision: 'grant' });
    expect(within(tableRow('wade@remuda.test')).getByText('Trainer · granted')).toBeInTheDocument();
    expect(await screen.findByText('Request of wade@remuda.test granted.')).toBeInTheDocument();
  });

  it('refuses a request through the API', async () => {
    const { requests } = renderUsers({
      [`POST /api/users/${wade.id}/role-request`]: { body: { ...wade, roleRequest: { ...wade.roleRequest!, status: 'refused' } } },
    });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(requests.filter((r) => r.url === `/api/users/${wade.id}/role-request`)).toHaveLength(1));
    expect(requests.find((r) => r.url === `/api/users/${wade.id}/role-request`)!.body).toEqual({ decision: 'refuse' });
  });

  it('asks for confirmation before changing a role, then changes it through the API', async () => {
    const { requests } = renderUsers({
      [`PUT /api/users/${kit.id}/role`]: { body: { ...kit, role: 'TRAINER' } },
    });
    await loaded();
    const user = await chooseRole('kit@remuda.test', 'Trainer');

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Change role');
    expect(within(dialog).getByText('Make kit@remuda.test a Trainer?')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    const change = requests.find((r) => r.method === 'PUT')!;
    expect(change.url).toBe(`/api/users/${kit.id}/role`);
    expect(change.body).toEqual({ role: 'TRAINER' });
    expect(await screen.findByText('kit@remuda.test is now Trainer.')).toBeInTheDocument();
  });

  it("says 'an Administrator' when making someone an administrator", async () => {
    renderUsers();
    await loaded();
    await chooseRole('kit@remuda.test', 'Administrator');
    expect(within(await screen.findByRole('dialog')).getByText('Make kit@remuda.test an Administrator?')).toBeInTheDocument();
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const { requests } = renderUsers();
    await loaded();
    const user = await chooseRole('kit@remuda.test', 'Administrator');
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    expect(within(tableRow('kit@remuda.test')).getByTitle('User')).toBeInTheDocument();
  });

  it('shows an API error in an alert', async () => {
    renderUsers({
      [`PUT /api/users/${admin.id}/role`]: { status: 409, body: { message: 'The last administrator cannot stop being one', code: 'LAST_ADMIN' } },
    });
    await loaded();
    const user = await chooseRole('june@remuda.test', 'User');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change role' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The last administrator cannot stop being one');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveClass('ant-alert-error'));
  });

  it('shows a failed list in an alert, with the fallback text when the server gives none', async () => {
    renderUsers({ 'GET /api/users': { status: 500 } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch accounts');
  });

  it('asks before disabling an account, disables it through the API, and enables it again', async () => {
    let disabled = false;
    const { requests } = renderUsers({
      'GET /api/users': () => ({ body: [admin, wade, { ...kit, disabled }] }),
      [`PUT /api/users/${kit.id}/disabled`]: (r) => {
        disabled = (r.body as { disabled: boolean }).disabled;
        return { body: { ...kit, disabled } };
      },
    });
    await loaded();
    const user = userEvent.setup({ delay: null });
    expect(within(tableRow('june@remuda.test')).queryByRole('button', { name: /able june/ })).not.toBeInTheDocument();
    expect(within(tableRow('kit@remuda.test')).getByText('Active')).toBeInTheDocument();
    await user.click(within(tableRow('kit@remuda.test')).getByRole('button', { name: 'Disable kit@remuda.test' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Disable kit@remuda.test? The account is signed out everywhere and cannot sign in until it is enabled again.');
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('kit@remuda.test is disabled.')).toBeInTheDocument();
    expect(await within(tableRow('kit@remuda.test')).findByText('Disabled')).toBeInTheDocument();

    await user.click(within(tableRow('kit@remuda.test')).getByRole('button', { name: 'Enable kit@remuda.test' }));
    expect(await screen.findByText('kit@remuda.test is enabled again.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => [r.url, r.body])).toEqual([
      [`/api/users/${kit.id}/disabled`, { disabled: true }],
      [`/api/users/${kit.id}/disabled`, { disabled: false }],
    ]);
  });

  it('shows why the last administrator cannot be disabled', async () => {
    renderUsers({
      [`PUT /api/users/${kit.id}/disabled`]: { status: 409, body: { code: 'LAST_ADMIN', message: 'The last administrator cannot be disabled.' } },
    });
    await loaded();
    const user = userEvent.setup({ delay: null });
    await user.click(within(tableRow('kit@remuda.test')).getByRole('button', { name: 'Disable kit@remuda.test' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('The last administrator cannot be disabled.')).toBeInTheDocument();
  });
});
