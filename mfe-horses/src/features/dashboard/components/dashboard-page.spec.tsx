import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, sessionKnown, testAccount } from '@remuda/shell-kit/testing';
import { makeHorse } from '../../../testing/fixtures';
import { DashboardPage } from './dashboard-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

// Five horses: three on the property (one of them due a wormer), one away, one deceased (a trim ticked before it died).
const herd = [
  makeHorse({ name: 'Apache', needsWormed: true }),
  makeHorse({ name: 'Bella', sex: 'mare' }),
  makeHorse({ name: 'Cisco' }),
  makeHorse({ name: 'Dakota', on_property: false }),
  makeHorse({ name: 'Eagle', deceased: true, on_property: false, needsTrimmed: true }),
];

const routes = [
  { path: '/admin', element: <DashboardPage /> },
  { path: '/admin/horses', element: <p>Horse list</p> },
];

function renderDashboard(role: 'USER' | 'TRAINER' | 'ADMIN' = 'TRAINER', horses: unknown = { body: herd }) {
  return renderApp(routes, { path: '/admin', account: testAccount(role), api: { 'GET /api/horses': horses as { body: unknown } } });
}

const countOf = (label: string) => {
  const card = screen.getByText(label).parentElement!;
  return within(card).getByText(/^\d+$/).textContent;
};

describe('DashboardPage', () => {
  it('says what the area is for and leads to the horses', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Manage your horse records, medical history, and riding logs in one place.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Horses' })).toHaveAttribute('href', '/admin/horses');
  });

  it('counts all horses, those on the property (living) and those needing attention', async () => {
    renderDashboard();
    await waitFor(() => expect(countOf('Total Horses')).toBe('5'));
    expect(countOf('Horses On Property')).toBe('3');
    // A deceased horse needs no care, whatever was ticked before it died.
    expect(countOf('Horses Needing Attention')).toBe('1');
  });

  it('links the on-property and needs-attention counts to the list pre-filtered', async () => {
    renderDashboard();
    await waitFor(() => expect(countOf('Total Horses')).toBe('5'));
    expect(screen.getByRole('link', { name: /Horses On Property/ })).toHaveAttribute('href', '/admin/horses?filter=on-property');
    expect(screen.getByRole('link', { name: /Horses Needing Attention/ })).toHaveAttribute(
      'href',
      '/admin/horses?filter=needs-attention',
    );
    expect(screen.getByRole('link', { name: 'Horses On Property 3' })).toBeInTheDocument();
  });

  it('goes to the filtered list from a count', async () => {
    const { router } = renderDashboard();
    await waitFor(() => expect(countOf('Total Horses')).toBe('5'));
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: /Horses Needing Attention/ }));
    expect(await screen.findByText('Horse list')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?filter=needs-attention');
  });

  it.each(['TRAINER', 'ADMIN'] as const)('gives a %s the quick actions and View Reports', async (role) => {
    renderDashboard(role);
    await screen.findByRole('link', { name: 'Add Horse' });
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Add Horse', '/horses/add'],
      ['Record Medical Visit', '/medical-records/add'],
      ['Log a Ride', '/riding-logs/add'],
      ['View Reports', '/reports'],
    ]);
  });

  it('offers no quick action a USER could not open (the dashboard itself is for staff)', async () => {
    const { queryClient } = renderDashboard('USER');
    await sessionKnown(queryClient);
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(within(actions).queryAllByRole('link')).toHaveLength(0);
  });

  it.each([
    [{ status: 503, body: { message: 'The horse records are unavailable' } }, 'The horse records are unavailable'],
    [{ status: 500 }, 'Failed to fetch horses'],
  ])("shows the server's message when the counts cannot be loaded, or the fallback (%o)", async (answer, text) => {
    renderDashboard('TRAINER', answer);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
