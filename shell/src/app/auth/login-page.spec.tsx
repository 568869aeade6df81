import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { PublicLayout, RequireAccess } from '@remuda/shell-kit';
import { type RecordedRequest, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { LoginPage } from '../../features/auth/components/login-page';

// antd under jsdom is slow, the more so with every jest worker busy: generous budgets, not timing assertions.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

// As in the app, the sign-in page sits in the public layout, which follows the session.
const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <p>Register page</p> },
      { path: '/', element: <p>Home page</p> },
    ],
  },
  {
    path: '/admin/horses',
    element: (
      <RequireAccess access="signed-in">
        <p>Horse list</p>
      </RequireAccess>
    ),
  },
];

const trainer = testAccount('TRAINER');

/** The session is signed out until the sign-in call succeeds, as the server would answer. */
function signInApi(login: (request: RecordedRequest) => { status?: number; body?: unknown } = () => ({})) {
  let signedIn = false;
  return {
    'GET /api/users/session': () => ({ body: { account: signedIn ? trainer : null } }),
    'POST /api/users/login': (request: RecordedRequest) => {
      const answer = login(request);
      if (!answer.status || answer.status < 400) {
        signedIn = true;
        return { body: { token: 'jwt', user: { id: trainer.id, email: trainer.email, role: trainer.role } } };
      }
      return answer;
    },
  };
}

/** Holds back the answer to one call until the test releases it. */
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

const loginCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.url === '/api/users/login');

async function fillIn(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(await screen.findByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: /sign in/i }));
  return user;
}

describe('LoginPage', () => {
  it('asks for email and password and links to registration', async () => {
    renderApp(routes, { path: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('says what is missing when an empty form is sent, and sends nothing', async () => {
    const { requests } = renderApp(routes, { path: '/login', api: signInApi() });
    await fillIn('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(loginCalls(requests)).toHaveLength(0);
  });

  it('rejects a malformed email and a short password', async () => {
    const { requests } = renderApp(routes, { path: '/login', api: signInApi() });
    await fillIn('june.example.com', '12345');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(loginCalls(requests)).toHaveLength(0);
  });

  it('clears a field message once the field is corrected', async () => {
    renderApp(routes, { path: '/login', api: signInApi() });
    const user = await fillIn('june', 'secret1');
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), '@remuda.test');
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument());
  });

  it('disables the form while signing in, then goes home when no page was remembered', async () => {
    const { requests, router } = renderApp(routes, { path: '/login', api: signInApi() });
    const release = holdRequest('POST /api/users/login');
    await fillIn('trainer@remuda.test', 'secret1');

    const button = screen.getByRole('button', { name: /sign in/i });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveClass('ant-btn-loading');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();

    release();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(loginCalls(requests)).toHaveLength(1);
    expect(loginCalls(requests)[0]!.body).toEqual({ email: 'trainer@remuda.test', password: 'secret1' });
  });

  it('returns to the page the visitor was sent away from, with its query', async () => {
    const { router } = renderApp(routes, { path: '/admin/horses?filter=on-property', api: signInApi() });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await fillIn('trainer@remuda.test', 'secret1');
    expect(await screen.findByText('Horse list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/horses');
    expect(router.state.location.search).toBe('?filter=on-property');
  });

  it("shows the server's message in a red alert and stays on the page", async () => {
    const { router } = renderApp(routes, {
      path: '/login',
      api: signInApi(() => ({ status: 401, body: { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' } })),
    });
    await fillIn('trainer@remuda.test', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveClass('ant-alert-error'));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("shows 'Login failed' when the server gives no message", async () => {
    renderApp(routes, { path: '/login', api: signInApi(() => ({ status: 500 })) });
    await fillIn('trainer@remuda.test', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('shows a field error from the server on that field rather than in an alert', async () => {
    renderApp(routes, {
      path: '/login',
      api: signInApi(() => ({
        status: 400,
        body: {
          message: 'Validation failed',
          code: 'VALIDATION_FAILED',
          errors: [{ field: 'email', message: 'Email must be at most 254 characters' }],
        },
      })),
    });
    await fillIn('trainer@remuda.test', 'secret1');
    expect(await screen.findByText('Email must be at most 254 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Validation failed')).not.toBeInTheDocument();
  });

  it('shows a field error the form has no field for in the alert', async () => {
    renderApp(routes, {
      path: '/login',
      api: signInApi(() => ({
        status: 400,
        body: {
          message: 'Please check the highlighted fields.',
          code: 'VALIDATION_FAILED',
          errors: [{ field: '(body)', message: 'The request body must be an object' }],
        },
      })),
    });
    await fillIn('trainer@remuda.test', 'secret1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The request body must be an object');
  });

  it('keeps the remembered page when the visitor goes on to register', async () => {
    const { router } = renderApp(routes, { path: '/admin/horses', api: signInApi() });
    const link = await screen.findByRole('link', { name: 'Create an account' });
    await userEvent.setup({ delay: null }).click(link);
    expect(await screen.findByText('Register page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/admin/horses' });
  });

  it('labels the form fields so they can be found by name', async () => {
    renderApp(routes, { path: '/login' });
    const card = (await screen.findByRole('heading', { name: 'Sign in' })).closest('.ant-card') as HTMLElement;
    expect(within(card).getAllByRole('textbox')).toHaveLength(1);
    expect(within(card).getByRole('textbox', { name: 'Email' })).toBe(screen.getByLabelText('Email'));
  });
});
