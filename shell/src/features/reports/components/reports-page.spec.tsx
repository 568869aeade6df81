import type * as Runtime from '@module-federation/enhanced/runtime';
import { configure, screen, waitFor } from '@testing-library/react';
import { REPORT_SECTIONS } from '@remuda/contracts/domains';
import { renderApp, testAccount } from '@remuda/shell-kit/testing';
import { ReportsPage } from './reports-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

// No remote loads in jsdom: each section's module answers a heading that names it; the browser journeys load the
// real sections.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const runtime = jest.requireMock<jest.Mocked<typeof Runtime>>('@module-federation/enhanced/runtime');

const REGISTRY = { remotes: { horses: '/remotes/horses/mf-manifest.json', medical: '/remotes/medical/mf-manifest.json', riding: '/remotes/riding/mf-manifest.json' } };

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.loadRemote.mockImplementation(async (id: string) => ({ default: () => <h2>{`Section ${id}`}</h2> }));
});

describe('the reports page', () => {
  it("shows every domain's section, in the domain manifest's order", async () => {
    renderApp([{ path: '/admin/reports', element: <ReportsPage /> }], {
      path: '/admin/reports',
      account: testAccount('TRAINER'),
      api: { 'GET /api/remotes': { body: REGISTRY } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const expected = REPORT_SECTIONS.map((section) => `Section remuda_${section}`);
    expect(expected).toContain('Section remuda_horses/health-report');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(expected));
    expect(document.title).toBe('Reports | Remuda Ranch');
  });

  it('keeps the page and the other sections when one cannot load', async () => {
    runtime.loadRemote.mockImplementation(async (id: string) => {
      if (id === 'remuda_horses/health-report') throw new Error('remote down');
      return { default: () => <h2>{`Section ${id}`}</h2> };
    });
    renderApp([{ path: '/admin/reports', element: <ReportsPage /> }], {
      path: '/admin/reports',
      account: testAccount('TRAINER'),
      api: { 'GET /api/remotes': { body: REGISTRY } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent("The report can't be shown just now.");
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
  });
});
