import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, testAccount } from '@remuda/shell-kit/testing';
import { UnauthorizedPage } from './unauthorized-page';

const routes = [
  { path: '/unauthorized', element: <UnauthorizedPage /> },
  { path: '/', element: <p>Home page</p> },
];

describe('UnauthorizedPage', () => {
  it('says access is denied and to contact an administrator', async () => {
    renderApp(routes, { path: '/unauthorized', account: testAccount('USER') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(/you don't have permission to view this page/i)).toBeInTheDocument();
    expect(screen.getByText(/contact an administrator/i)).toBeInTheDocument();
  });

  it('takes the user back home with Return to Home', async () => {
    const { router } = renderApp(routes, { path: '/unauthorized', account: testAccount('USER') });
    const back = await screen.findByRole('link', { name: 'Return to Home' });
    expect(back).toHaveAttribute('href', '/');
    await userEvent.setup({ delay: null }).click(back);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
