import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Inquiry } from '@remuda/contracts';
import { chooseOption, pageAnswer, person, type RecordedRequest, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { NewInquiriesBadge } from './new-inquiries-badge';
import { InquiriesPage } from './inquiries-page';

// antd under jsdom is slow, the more so with every jest worker busy: generous budgets, not timing assertions.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const anInquiry = (overrides: Partial<Inquiry> = {}): Inquiry => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Jo Rider',
  email: 'jo@example.com',
  phone: '555-0100',
  interest: 'cattle',
  message: 'Do you have heifers this spring?',
  receivedAt: '2026-11-22T15:30:00.000Z',
  status: 'new',
  answeredAt: null,
  ...overrides,
});
const jo = anInquiry();
const sam = anInquiry({ id: '00000000-0000-4000-8000-0000000000b2', name: 'Sam Hill', email: 'sam@example.com', phone: '', interest: null, message: 'Hello!', receivedAt: '2026-11-20T09:00:00.000Z', status: 'answered', answeredAt: '2026-11-21T10:00:00.000Z' });

const LIST = 'GET /api/users/inquiries?limit=25&offset=0';
const NEW_COUNT = 'GET /api/users/inquiries?status=new&limit=1&offset=0';

function renderInbox(api: Record<string, ((r: RecordedRequest) => { status?: number; body?: unknown; headers?: Record<string, string> }) | { status?: number; body?: unknown; headers?: Record<string, string> }> = {}, path = '/admin/inquiries') {
  return renderApp(
    <>
      <NewInquiriesBadge />
      <InquiriesPage />
    </>,
    { path, account: testAccount('TRAINER'), api: { [LIST]: pageAnswer([jo, sam]), ...api } },
  );
}

const rowOf = (name: string) => within(screen.getByRole('table')).getByText(name, { selector: 'strong' }).closest('tr') as HTMLElement;

describe('InquiriesPage', () => {
  it('lists the requests as the server orders them (newest first), with who wrote, how to reach them and what they asked', async () => {
    renderInbox();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inquiries' })).toBeInTheDocument();
    await screen.findByText('Jo Rider', { selector: 'strong' });
    const names = within(screen.getByRole('table')).getAllByText(/Jo Rider|Sam Hill/, { selector: 'strong' }).map((n) => n.textContent);
    expect(names).toEqual(['Jo Rider', 'Sam Hill']);
    expect(screen.getByText('2 inquiries')).toBeInTheDocument();
    const joRow = rowOf('Jo Rider');
    for (const text of ['jo@example.com', '555-0100', 'Cattle', 'Do you have heifers this spring?', 'New', 'November 22, 2026 at 3:30 PM']) {
      expect(within(joRow).getByText(text, { exact: false })).toBeInTheDocument();
    }
    const samRow = rowOf('Sam Hill');
    expect(within(samRow).getByText('Not given')).toBeInTheDocument();
    expect(within(samRow).getByText('Answered')).toBeInTheDocument();
  });

  it('offers a reply by mail to the visitor, with a subject naming the request', async () => {
    renderInbox();
    await screen.findByText('Jo Rider', { selector: 'strong' });
    expect(within(rowOf('Jo Rider')).getByRole('link', { name: 'Reply to Jo Rider by email' })).toHaveAttribute(
      'href',
      'mailto:jo@example.com?subject=Re%3A%20your%20message%20to%20Remuda%20Ranch%20about%20cattle',
    );
    expect(within(rowOf('Sam Hill')).getByRole('link', { name: 'Reply to Sam Hill by email' })).toHaveAttribute(
      'href',
      'mailto:sam@example.com?subject=Re%3A%20your%20message%20to%20Remuda%20Ranch',
    );
  });

  it('filters by interest and status through the server, keeping the filters in the address', async () => {
    const { requests, router } = renderInbox({
      'GET /api/users/inquiries?interest=cattle&limit=25&offset=0': pageAnswer([jo]),
      'GET /api/users/inquiries?interest=cattle&status=answered&limit=25&offset=0': pageAnswer([]),
    });
    await screen.findByText('Jo Rider', { selector: 'strong' });
    await chooseOption('Interest', 'Cattle');
    await waitFor(() => expect(router.state.location.search).toBe('?interest=cattle'));
    await waitFor(() => expect(screen.queryByText('Sam Hill', { selector: 'strong' })).not.toBeInTheDocument());
    await chooseOption('Status', 'Answered');
    expect(await screen.findByText('No inquiries match these filters.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?interest=cattle&status=answered');
    expect(requests.map((r) => r.url)).toContain('/api/users/inquiries?interest=cattle&status=answered&limit=25&offset=0');
  });

  it('marks a request answered and back to new, refreshing the list and the count of new ones', async () => {
    let answered = false;
    let counts = 0;
    const { requests } = renderInbox({
      [LIST]: () => pageAnswer([{ ...jo, status: answered ? 'answered' : 'new' }, sam]),
      [NEW_COUNT]: () => (counts++, pageAnswer([], answered ? 0 : 1)),
      [`PUT /api/users/inquiries/${jo.id}`]: (request) => {
        answered = (request.body as { status: string }).status === 'answered';
        return { body: { ...jo, status: answered ? 'answered' : 'new' } };
      },
    });
    await screen.findByText('Jo Rider', { selector: 'strong' });
    expect(await screen.findByText('1')).toBeInTheDocument();
    await person().click(within(rowOf('Jo Rider')).getByRole('button', { name: 'Mark the request of Jo Rider answered' }));
    await waitFor(() => expect(within(rowOf('Jo Rider')).getByText('Answered')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('1')).not.toBeInTheDocument());
    expect(counts).toBeGreaterThan(1);
    await person().click(within(rowOf('Jo Rider')).getByRole('button', { name: 'Mark the request of Jo Rider as new' }));
    await waitFor(() => expect(within(rowOf('Jo Rider')).getByText('New')).toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ status: 'answered' }, { status: 'new' }]);
  });

  it('says so when there are no requests yet', async () => {
    renderInbox({ [LIST]: pageAnswer([]) });
    expect(await screen.findByText('No inquiries yet.')).toBeInTheDocument();
  });

  it('shows the error when the list cannot be had', async () => {
    renderInbox({ [LIST]: { status: 503, body: { message: 'The users service is not answering.' } } });
    expect(await screen.findByText('The users service is not answering.')).toBeInTheDocument();
  });
});

describe('NewInquiriesBadge', () => {
  it('shows how many requests are new, read as "N new", and nothing when none is', async () => {
    const { unmount } = renderApp(<NewInquiriesBadge />, { account: testAccount('ADMIN'), api: { [NEW_COUNT]: pageAnswer([], 4) } });
    expect(await screen.findByText('4')).toHaveTextContent('4 new');
    unmount();
    const { requests } = renderApp(<NewInquiriesBadge />, { account: testAccount('ADMIN') });
    await waitFor(() => expect(requests.map((r) => r.url)).toContain('/api/users/inquiries?status=new&limit=1&offset=0'));
    expect(screen.queryByText(/new/)).not.toBeInTheDocument();
  });
});
