import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import type { Account, Role } from '@remuda/contracts';
import { ranchTheme } from '../theme';

export interface MockResponse {
  status?: number;
  body?: unknown;
  /** Further response headers (a paged list's X-Total-Count). */
  headers?: Record<string, string>;
  /** No answer at all: the connection dropped (fetch rejects, as a browser's does). */
  network?: boolean;
}
type Handler = MockResponse | ((request: RecordedRequest) => MockResponse);

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

const liveClients = new Set<QueryClient>();

/** Drops the caches (and their timers) of every app a test rendered; the shared test setup calls it. */
export function clearRenderedApps(): void {
  for (const client of liveClients) client.clear();
  liveClients.clear();
}

/** Requests a test did not declare; the shared test setup fails the test when any were made. */
export const unexpectedRequests: string[] = [];

/**
 * Answers `fetch` from a table keyed "METHOD /path?query". Every call is recorded; a call the table does not
 * know is an error the test setup reports, so a screen cannot quietly call what the test did not expect.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>));
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const request = { method, url, body, headers };
    requests.push(request);
    const handler = handlers[`${method} ${url}`];
    if (!handler) {
      unexpectedRequests.push(`${method} ${url}`);
      return new Response(JSON.stringify({ message: 'unexpected request in test' }), { status: 599 });
    }
    const { status = 200, body: answer, headers: answerHeaders, network } = typeof handler === 'function' ? handler(request) : handler;
    if (network) throw new TypeError('Failed to fetch');
    return new Response(answer === undefined ? '' : JSON.stringify(answer), {
      status,
      headers: { 'Content-Type': 'application/json', ...answerHeaders },
    });
  }) as typeof fetch;
  return { requests };
}

/** A paged list's answer as the gateway gives it: the page's items, the whole list's size in X-Total-Count. */
export function pageAnswer(items: unknown[], total = items.length): MockResponse {
  return { body: items, headers: { 'X-Total-Count': String(total) } };
}

export function testAccount(role: Role, overrides: Partial<Account> = {}): Account {
  return {
    id: `00000000-0000-4000-8000-00000000000${role.length}`,
    email: `${role.toLowerCase()}@remuda.test`,
    role,
    createdAt: '2026-01-15T10:00:00.000Z',
    roleRequest: null,
    disabled: false,
    ...overrides,
  };
}

const MB = 1024 * 1024;

export interface RenderAppOptions {
  /** The page to open. */
  path?: string;
  /** Who is signed in; null for a visitor. Answers the session probe. */
  account?: Account | null;
  /** Further API answers the screen needs. */
  api?: Record<string, Handler>;
  /** The query cache; by default one that never retries, so a failure shows at once. */
  queryClient?: QueryClient;
}

/**
 * Renders routes through the real providers (theme, query client, router) at `path`, with the API answered
 * by `mockApi`. Answers the testing-library result, the router (to read where it went) and the requests made.
 */
export function renderApp(routes: RouteObject[] | ReactElement, options: RenderAppOptions = {}) {
  const { path = '/', account = null, api = {} } = options;
  const mock = mockApi({
    'GET /api/users/session': { body: { account } },
    // The staff navigation asks on every staff page how many contact requests are new: none, unless a test says.
    'GET /api/users/inquiries?status=new&limit=1&offset=0': pageAnswer([], 0),
    // Every page that takes a file says how large it may be: the gateway's defaults, unless a test says.
    'GET /api/uploads/limits': { body: { imageBytes: 20 * MB, videoBytes: 500 * MB, importBytes: 20 * MB, documentBytes: 20 * MB, archiveBytes: 10 * 1024 * MB } },
    ...api,
  });
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  liveClients.add(queryClient);
  const routeList: RouteObject[] = Array.isArray(routes) ? routes : [{ path: '*', element: routes }];
  const router = createMemoryRouter(routeList, { initialEntries: [path] });
  const result: RenderResult = render(
    <ConfigProvider theme={ranchTheme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return { ...result, router, queryClient, requests: mock.requests };
}
export { setConnection } from './connection';
export { holdRequest } from './hold';
export { FakeXhr } from './fake-xhr';
export { chooseOption, selectedOption } from './select';
export { sessionKnown } from './session';
export { person } from './user';
export { makeHorse, nextId } from './horses';
export { makeGallery, makeGalleryPicture } from './gallery';
export { careSettingsAnswer, makeCareSettings } from './care';
export { type ReadFailure, READ_FAILURES, alertsWhenReadFails, describeReadFailures, isPlainErrorText } from './read-failures';
export { describeRecordKindScreens, type RecordKindScreensSpec } from './record-kind-screens';
