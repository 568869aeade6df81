import { configure, screen, waitFor } from '@testing-library/react';
import { renderApp, testAccount } from '@remuda/shell-kit/testing';
import { routes } from './routes';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const app = [
  { path: '/admin', children: routes },
  { path: '/unauthorized', element: <p>Not for you</p> },
];

describe('the activity remote’s pages', () => {
  it('opens Activity to administrators only: a trainer or a plain user is turned away before anything is read', async () => {
    for (const role of ['TRAINER', 'USER'] as const) {
      const { router, unmount } = renderApp(app, { path: '/admin/activity', account: testAccount(role) });
      await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
      expect(screen.queryByRole('heading', { name: 'Activity' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('opens Activity to an administrator', async () => {
    renderApp(app, { path: '/admin/activity', account: testAccount('ADMIN'), api: { 'GET /api/activity?limit=25&offset=0': { body: [], headers: { 'X-Total-Count': '0' } }, 'GET /api/activity/people': { body: [] } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });
});
