import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@remuda/shell-kit/testing';
import { CareDigestUnsubscribePage } from './unsubscribe-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const routes = [{ path: '/care-digest/unsubscribe', element: <CareDigestUnsubscribePage /> }];

describe('the care digest’s unsubscribe page', () => {
  it('changes nothing on opening, then stops the mail with the link’s token when asked, without signing in', async () => {
    const { requests } = renderApp(routes, {
      path: `/care-digest/unsubscribe?token=${TOKEN}`,
      api: { 'POST /api/care-digest/unsubscribe': { body: { ok: true } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily care mail' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Stop the daily care mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The daily care mail is stopped');
    expect(screen.queryByRole('button', { name: 'Stop the daily care mail' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => [r.url, r.body])).toEqual([['/api/care-digest/unsubscribe', { token: TOKEN }]]);
  });

  it('says when the link is not complete, and offers nothing to click', async () => {
    const { requests } = renderApp(routes, { path: '/care-digest/unsubscribe?token=short' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not complete.');
    expect(screen.queryByRole('button', { name: 'Stop the daily care mail' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('says in plain words when the mail cannot be stopped now', async () => {
    renderApp(routes, { path: `/care-digest/unsubscribe?token=${TOKEN}`, api: { 'POST /api/care-digest/unsubscribe': { network: true } } });
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Stop the daily care mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to stop the daily care mail');
    expect(screen.getByRole('button', { name: 'Stop the daily care mail' })).toBeInTheDocument();
  });
});
