import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { AccessLevel } from '@remuda/contracts';
import { renderApp, testAccount } from '../testing';
import { RequireAccess, type ReturnTo, canAccess, staffHome } from './require-access';

function LoginProbe() {
  const state = useLocation().state as ReturnTo | null;
  return <p>Sign-in page, back to {state?.from ?? 'nowhere'}</p>;
}

const guarded = (access: AccessLevel) => [
  { path: '/login', element: <LoginProbe /> },
  { path: '/unauthorized', element: <p>Access Denied page</p> },
  {
    path: '/admin/*',
    element: (
      <RequireAccess access={access}>
        <p>Staff screen</p>
      </RequireAccess>
    ),
  },
];

describe('RequireAccess', () => {
  it('shows a spinner, and not the page, while the session loads', async () => {
    renderApp(guarded('staff'), { path: '/admin/horses', account: testAccount('TRAINER') });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Staff screen')).not.toBeInTheDocument();
    expect(await screen.findByText('Staff screen')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so, rather than waiting for ever, when offline with no session kept on this device', async () => {
    onlineManager.setOnline(false);
    try {
      renderApp(guarded('staff'), { path: '/admin/horses', account: testAccount('TRAINER') });
      expect(await screen.findByText(/You are offline, and this device has not kept a signed-in session/)).toBeInTheDocument();
      expect(screen.queryByText('Staff screen')).not.toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('sends a visitor to /login, remembering the page with its query', async () => {
    const { router } = renderApp(guarded('signed-in'), { path: '/admin/medical-records/add?horseId=7', account: null });
    expect(await screen.findByText('Sign-in page, back to /admin/medical-records/add?horseId=7')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/admin/medical-records/add?horseId=7' });
    expect(screen.queryByText('Staff screen')).not.toBeInTheDocument();
  });

  it('replaces the guarded page in the history rather than stacking the sign-in page on it', async () => {
    const { router } = renderApp(guarded('signed-in'), { path: '/admin/horses', account: null });
    await screen.findByText(/Sign-in page/);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-in user whose role the route does not allow to /unauthorized', async () => {
    const { router } = renderApp(guarded('staff'), { path: '/admin/horses', account: testAccount('USER') });
    expect(await screen.findByText('Access Denied page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(screen.queryByText('Staff screen')).not.toBeInTheDocument();
  });

  it('sends a trainer away from an administrators-only page', async () => {
    const { router } = renderApp(guarded('admin'), { path: '/admin/users', account: testAccount('TRAINER') });
    expect(await screen.findByText('Access Denied page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });

  it.each([
    ['signed-in', 'USER'],
    ['staff', 'TRAINER'],
    ['staff', 'ADMIN'],
    ['admin', 'ADMIN'],
  ] as const)('shows a %s page to a %s', async (access, role) => {
    const { router } = renderApp(guarded(access), { path: '/admin/page', account: testAccount(role) });
    expect(await screen.findByText('Staff screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/page');
  });

  it('shows a public page to a visitor at once', async () => {
    const { router } = renderApp(guarded('public'), { path: '/admin/open', account: null });
    expect(screen.getByText('Staff screen')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/open'));
  });
});

describe('canAccess', () => {
  it('lets anyone see a public page', () => {
    expect(canAccess('public', null)).toBe(true);
    expect(canAccess('public', undefined)).toBe(true);
  });

  it('needs a role for everything else', () => {
    expect(canAccess('signed-in', null)).toBe(false);
    expect(canAccess('staff', undefined)).toBe(false);
    expect(canAccess('admin', null)).toBe(false);
  });

  it('follows SPEC section 6', () => {
    expect(['USER', 'TRAINER', 'ADMIN'].map((r) => canAccess('signed-in', r as 'USER'))).toEqual([true, true, true]);
    expect(['USER', 'TRAINER', 'ADMIN'].map((r) => canAccess('staff', r as 'USER'))).toEqual([false, true, true]);
    expect(['USER', 'TRAINER', 'ADMIN'].map((r) => canAccess('admin', r as 'USER'))).toEqual([false, false, true]);
  });
});

describe('staffHome', () => {
  it('starts staff at the dashboard and anyone else at the medical records, a page they may open', () => {
    expect(staffHome('TRAINER')).toBe('/admin');
    expect(staffHome('ADMIN')).toBe('/admin');
    expect(staffHome('USER')).toBe('/admin/medical-records');
    expect(canAccess('signed-in', 'USER')).toBe(true);
  });
});
