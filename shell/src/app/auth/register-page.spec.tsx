import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import type { Account, Role } from '@remuda/contracts';
import { PublicLayout } from '@remuda/shell-kit';
import { type RecordedRequest, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { RegisterPage } from '../../features/auth/components/register-page';

// antd under jsdom is slow, the more so with every jest worker busy: generous budgets, not timing assertions.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: '/register', element: <RegisterPage /> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
  },
  { path: '/profile', element: <p>Profile page</p> },
  { path: '/admin/horses', element: <p>Horse list</p> },
];

const ROLE_NOTE =
  'Every new account starts as a User. Choosing Trainer or Administrator sends a request that an administrator reviews; your profile shows its status.';

/** Signed out until registration succeeds; the new account is a User with a request for any other role. */
function registerApi(answer: (request: RecordedRequest) => { status?: number; body?: unknown } | null = () => null) {
  let account: Account | null = null;
  return {
    'GET /api/users/session': () => ({ body: { account } }),
    'POST /api/users/register': (request: RecordedRequest) => {
      const failure = answer(request);
      if (failure) return failure;
      const { email, role } = request.body as { email: string; role: Role };
      account = testAccount('USER', {
        email,
        roleRequest: role === 'USER' ? null : { role, status: 'pending', requestedAt: '2026-11-21T08:00:00Z', decidedAt: null },
      });
      return { status: 201, body: { token: 'jwt', user: { id: account.id, email, role: 'USER' } } };
    },
  };
}

function holdRequest(key: string): () => void {
  const answer = globalThis.fetch;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (`${init?.method ?? 'GET'} ${String(input)}` === key) await gate;
    return answer(input, init);
  }) as typeof fetch;
  return release;
}

const registerCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.url === '/api/users/register');

async function fillIn({ email = '', password = '', confirm = '', role }: { email?: string; password?: string; confirm?: string; role?: string }) {
  const user = userEvent.setup({ delay: null });
  await screen.findByRole('heading', { name: 'Create an account' });
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm Password'), confirm);
  // The button-style radios are drawn by their labels; a person clicks the label.
  if (role) await user.click(screen.getByText(role, { selector: '.ant-radio-button-label' }));
  await user.click(screen.getByRole('button', { name: /register/i }));
  return user;
}

describe('RegisterPage', () => {
  it('asks for email, password twice and a role, defaulting to User', async () => {
    renderApp(routes, { path: '/register' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    const roles = screen.getByRole('radiogroup', { name: 'Role' });
    expect(roles).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['User', 'Trainer', 'Administrator']);
    expect(screen.getByRole('radio', { name: 'User' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Trainer' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Administrator' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('explains under the role selector that other roles are a request', async () => {
    renderApp(routes, { path: '/register' });
    const note = await screen.findByText(ROLE_NOTE);
    const roles = screen.getByRole('radiogroup', { name: 'Role' });
    expect(roles.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(roles).toHaveAccessibleDescription(ROLE_NOTE);
  });

  it('says what is missing when an empty form is sent, and sends nothing', async () => {
    const { requests } = renderApp(routes, { path: '/register', api: registerApi() });
    await fillIn({});
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(registerCalls(requests)).toHaveLength(0);
  });

  it('rejects a malformed email, a short password and a confirmation that does not match', async () => {
    const { requests } = renderApp(routes, { path: '/register', api: registerApi() });
    await fillIn({ email: 'june@', password: 'abc', confirm: 'abd' });
    // antd validates each field on its own: the three messages need not arrive in one render.
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(registerCalls(requests)).toHaveLength(0);
  });

  it('checks the confirmation again when the password changes', async () => {
    renderApp(routes, { path: '/register', api: registerApi() });
    const user = await fillIn({ email: 'june@remuda.test', password: 'secret1', confirm: 'secret12' });
    expect(screen.getByRole('radio', { name: 'User' })).toBeChecked();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), '2');
    await waitFor(() => expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument());
  });

  it('registers a User, disabling the form meanwhile, and goes home', async () => {
    const { requests, router } = renderApp(routes, { path: '/register', api: registerApi() });
    const release = holdRequest('POST /api/users/register');
    await fillIn({ email: 'june@remuda.test', password: 'secret1', confirm: 'secret1' });

    const button = screen.getByRole('button', { name: /register/i });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveClass('ant-btn-loading');
    expect(screen.getByLabelText('Email')).toBeDisabled();

    release();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(registerCalls(requests).map((r) => r.body)).toEqual([
      { email: 'june@remuda.test', password: 'secret1', role: 'USER' },
    ]);
  });

  it('goes to the profile after asking for Trainer', async () => {
    const { requests, router } = renderApp(routes, { path: '/register', api: registerApi() });
    await fillIn({ email: 'wade@remuda.test', password: 'secret1', confirm: 'secret1', role: 'Trainer' });
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(registerCalls(requests).map((r) => r.body)).toEqual([
      { email: 'wade@remuda.test', password: 'secret1', role: 'TRAINER' },
    ]);
  });

  it('sends the Administrator request as ADMIN', async () => {
    const { requests } = renderApp(routes, { path: '/register', api: registerApi() });
    await fillIn({ email: 'boss@remuda.test', password: 'secret1', confirm: 'secret1', role: 'Administrator' });
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(registerCalls(requests)[0]!.body).toMatchObject({ role: 'ADMIN' });
  });

  it('returns a new User to the page remembered by the sign-in page', async () => {
    const { router } = renderApp(routes, { path: '/login', api: registerApi() });
    await act(() => router.navigate('/register', { state: { from: '/admin/horses' } }));
    await fillIn({ email: 'june@remuda.test', password: 'secret1', confirm: 'secret1' });
    expect(await screen.findByText('Horse list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/horses');
  });

  it("shows the server's message in a red alert", async () => {
    renderApp(routes, {
      path: '/register',
      api: registerApi(() => ({ status: 429, body: { message: 'Too many attempts. Please wait a minute and try again.', code: 'RATE_LIMITED' } })),
    });
    await fillIn({ email: 'june@remuda.test', password: 'secret1', confirm: 'secret1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute and try again.');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveClass('ant-alert-error'));
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it("shows 'Registration failed' when the server gives no message", async () => {
    renderApp(routes, { path: '/register', api: registerApi(() => ({ status: 503 })) });
    await fillIn({ email: 'june@remuda.test', password: 'secret1', confirm: 'secret1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });

  it('shows a field error from the server on that field', async () => {
    renderApp(routes, {
      path: '/register',
      api: registerApi(() => ({
        status: 400,
        body: { message: 'Validation failed', errors: [{ field: 'password', message: 'Password must be at most 128 characters' }] },
      })),
    });
    await fillIn({ email: 'june@remuda.test', password: 'secret1', confirm: 'secret1' });
    expect(await screen.findByText('Password must be at most 128 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Validation failed')).not.toBeInTheDocument();
  });

  it('sends someone already signed in home', async () => {
    const { router, requests } = renderApp(routes, { path: '/register', account: testAccount('TRAINER') });
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Create an account' })).not.toBeInTheDocument();
    expect(registerCalls(requests)).toHaveLength(0);
  });
});
