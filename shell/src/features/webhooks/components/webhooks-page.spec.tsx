import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookDelivery, WebhookReceiver } from '@remuda/contracts';
import { type RecordedRequest, pageAnswer, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { WebhooksPage } from './webhooks-page';

// antd under jsdom is slow, the more so with every jest worker busy: generous budgets, not timing assertions.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 5_000 });

const admin = testAccount('ADMIN');
const vet: WebhookReceiver = {
  id: '00000000-0000-4000-8000-0000000000d1',
  name: 'Vet office',
  url: 'https://vet.example/hooks',
  events: ['medical.record.created'],
  enabled: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  pending: 0,
  failed: 1,
};
const failed: WebhookDelivery = {
  id: '00000000-0000-4000-8000-0000000000e1',
  eventId: 'e-1',
  eventType: 'medical.record.created',
  aggregateId: 'r-1',
  status: 'failed',
  attempts: 30,
  lastError: 'HTTP 503: down',
  nextAttemptAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  deliveredAt: null,
};
const types = [
  { type: 'contact.request.received', personal: true },
  { type: 'horses.horse.created', personal: false },
  { type: 'medical.record.created', personal: false },
];

/** Puts text in a field as a paste does: one input event, not one per key (antd re-renders on each). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

type Api = Record<string, ((r: RecordedRequest) => { status?: number; body?: unknown }) | { status?: number; body?: unknown }>;
function renderWebhooks(api: Api = {}) {
  return renderApp(<WebhooksPage />, {
    path: '/admin/webhooks',
    account: admin,
    api: {
      'GET /api/webhooks': { body: [vet] },
      'GET /api/webhooks/event-types': { body: types },
      [`GET /api/webhooks/${vet.id}/deliveries?limit=25&offset=0`]: pageAnswer([failed]),
      ...api,
    },
  });
}

describe('WebhooksPage', () => {
  it('lists the receivers with their state and counts', async () => {
    renderWebhooks();
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    const row = (await screen.findByText('Vet office', { selector: 'td' })).closest('tr')!;
    expect(within(row).getByText('https://vet.example/hooks')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Pause Vet office' })).toBeInTheDocument();
  });

  it('adds a receiver with the contract’s messages, marks personal events, and shows the secret once with a copy button', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = renderWebhooks({
      'POST /api/webhooks': (r) => ({ status: 201, body: { receiver: { ...vet, id: '00000000-0000-4000-8000-0000000000d2', ...(r.body as object), pending: 0, failed: 0 }, secret: 'whsec_c2VjcmV0' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add receiver' }));
    await user.click(await screen.findByRole('button', { name: 'Add receiver' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('URL is required')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one event')).toBeInTheDocument();
    expect(within(screen.getByText('contact.request.received').closest('label')!).getByText('Personal')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Name'), 'Herd book');
    await fill(user, screen.getByLabelText('URL'), 'ftp://herd.example');
    await user.click(screen.getByRole('checkbox', { name: /horses\.horse\.created/ }));
    await user.click(screen.getByRole('button', { name: 'Add receiver' }));
    expect(await screen.findByText(/URL must be a web address/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('URL'));
    await fill(user, screen.getByLabelText('URL'), 'https://herd.example/hooks');
    await user.click(screen.getByRole('button', { name: 'Add receiver' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({ name: 'Herd book', url: 'https://herd.example/hooks', events: ['horses.horse.created'], enabled: true });
    expect(await screen.findByText('The signing secret of Herd book')).toBeInTheDocument();
    expect(screen.getByText('whsec_c2VjcmV0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /copy/i })).toBeInTheDocument();
  });

  it('shows a refused URL from the service on its field', async () => {
    const user = userEvent.setup({ delay: null });
    renderWebhooks({
      'POST /api/webhooks': { status: 400, body: { message: 'Please check the highlighted fields.', code: 'VALIDATION_FAILED', errors: [{ field: 'url', message: 'URL refused: 10.0.0.8 is not a public address' }] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add receiver' }));
    await fill(user, screen.getByLabelText('Name'), 'Inside');
    await fill(user, screen.getByLabelText('URL'), 'https://10.0.0.8/hooks');
    await user.click(await screen.findByRole('checkbox', { name: /horses\.horse\.created/ }));
    await user.click(screen.getByRole('button', { name: 'Add receiver' }));
    expect(await screen.findByText('URL refused: 10.0.0.8 is not a public address')).toBeInTheDocument();
  });

  it('shows a receiver’s deliveries and sends a failed one again', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = renderWebhooks({ [`POST /api/webhooks/deliveries/${failed.id}/resend`]: { body: { ...failed, status: 'pending', attempts: 0 } } });
    await user.click(await screen.findByRole('button', { name: 'Deliveries of Vet office' }));
    expect(await screen.findByRole('heading', { name: 'Deliveries to Vet office' })).toBeInTheDocument();
    const row = (await screen.findByText('HTTP 503: down')).closest('tr')!;
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/resend'))).toBe(true));
  });
});
