import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MockResponse, type RecordedRequest, holdRequest, renderApp } from '@remuda/shell-kit/testing';
import { ContactPage } from './contact-page';

const SEND = 'POST /api/users/request-info';
const SUCCESS = "Your message has been sent! We'll get back to you soon.";
const FAILURE = 'There was an error sending your message. Please try again.';

// The toasts hide after 6000 ms of the page's clock: the tests move a fake one.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const renderContact = (api: Record<string, MockResponse | ((request: RecordedRequest) => MockResponse)> = {}) =>
  renderApp([{ path: '/contact', element: <ContactPage /> }], { path: '/contact', api });
const typist = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

const field = (name: RegExp) => screen.getByLabelText(name);
const submitButton = () => screen.getByRole('button', { name: /Send Message|Sending/ });

async function fillRequired(user: ReturnType<typeof typist>) {
  await user.type(field(/^Name/), 'Jo Rider');
  await user.type(field(/^Email/), 'jo@example.com');
  await user.type(field(/^Message/), 'Is Dusty still looking for a home?');
}

/** The message tied to a field through aria-describedby, as a screen reader reads it with the field. */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('ContactPage', () => {
  it('names the page and offers name, email, phone, interest and a six-row message', async () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(field(/^Name/)).toHaveAttribute('aria-required', 'true');
    expect(field(/^Email/)).toHaveAttribute('type', 'email');
    expect(field(/^Phone/)).not.toHaveAttribute('aria-required');
    const interest = field(/^Interested in/);
    expect(within(interest).getAllByRole('option').map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'Choose a topic'],
      ['horses', 'Horses'],
      ['cattle', 'Cattle'],
      ['visit', 'Visiting the ranch'],
      ['general', 'General question'],
    ]);
    expect(field(/^Message/).tagName).toBe('TEXTAREA');
    expect(field(/^Message/)).toHaveAttribute('rows', '6');
    await waitFor(() => expect(document.title).toBe('Contact Us | Remuda Ranch'));
  });

  it('shows the spec’s messages under empty required fields, tied to them, and sends nothing', async () => {
    const user = typist();
    const { requests } = renderContact();
    await user.click(submitButton());
    expect(describedBy(field(/^Name/))).toBe('Name is required');
    expect(describedBy(field(/^Email/))).toBe('Email is required');
    expect(describedBy(field(/^Message/))).toBe('Message is required');
    for (const name of [/^Name/, /^Email/, /^Message/]) expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Phone/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Name/)).toHaveFocus();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('takes a name of nothing visible as missing and refuses control characters, as the server does', async () => {
    const user = typist();
    const { requests } = renderContact();
    await fillRequired(user);
    // Hangul fillers draw as blank; BEL and ESC are control characters.
    fireEvent.change(field(/^Name/), { target: { value: '\u3164\u3164' } });
    fireEvent.change(field(/^Phone/), { target: { value: '555\u00070100' } });
    fireEvent.change(field(/^Message/), { target: { value: 'Hello\u001b[2J\nthere' } });
    await user.click(submitButton());
    expect(describedBy(field(/^Name/))).toBe('Name is required');
    expect(describedBy(field(/^Phone/))).toBe('Phone must be a single line without control characters');
    expect(describedBy(field(/^Message/))).toBe('Message cannot contain control characters');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('asks for a valid email address, and clears a field’s message when it is edited', async () => {
    const user = typist();
    renderContact();
    await user.type(field(/^Email/), 'jo-at-example');
    await user.click(submitButton());
    expect(describedBy(field(/^Email/))).toBe('Please enter a valid email address');
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await user.type(field(/^Name/), 'J');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(field(/^Name/)).not.toHaveAttribute('aria-describedby');
  });

  it('sends without phone and interest, disables the button while sending, then shows the success toast for 6 seconds', async () => {
    const user = typist();
    const { requests } = renderContact({ [SEND]: { status: 201, body: { ok: true } } });
    const release = holdRequest(SEND);
    await fillRequired(user);
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(submitButton()).toHaveTextContent('Sending...');
    await user.click(submitButton());
    release();
    const status = screen.getByRole('status');
    expect(await within(status).findByText(SUCCESS)).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { name: 'Jo Rider', email: 'jo@example.com', phone: '', interest: null, message: 'Is Dusty still looking for a home?' },
    ]);
    expect(field(/^Name/)).toHaveValue('');
    expect(field(/^Message/)).toHaveValue('');
    act(() => jest.advanceTimersByTime(5999));
    expect(within(status).getByText(SUCCESS)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(within(status).queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it('sends the phone and interest chosen', async () => {
    const user = typist();
    const { requests } = renderContact({ [SEND]: { status: 201, body: { ok: true } } });
    await fillRequired(user);
    await user.type(field(/^Phone/), '555-0100');
    await user.selectOptions(field(/^Interested in/), 'cattle');
    await user.click(submitButton());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({ phone: '555-0100', interest: 'cattle' });
  });

  it('shows the error toast, announced at once, for 6 seconds when the server fails, and keeps what was typed', async () => {
    const user = typist();
    renderContact({ [SEND]: { status: 500, body: { message: 'Something broke' } } });
    await fillRequired(user);
    await user.click(submitButton());
    const alert = screen.getByRole('alert');
    expect(await within(alert).findByText(FAILURE)).toBeInTheDocument();
    expect(screen.queryByText('Something broke')).not.toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Jo Rider');
    expect(submitButton()).toBeEnabled();
    act(() => jest.advanceTimersByTime(5999));
    expect(within(alert).getByText(FAILURE)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(within(alert).queryByText(FAILURE)).not.toBeInTheDocument();
  });

  it('ties the server’s field messages to the fields, and says how long to wait when asked to', async () => {
    const user = typist();
    let calls = 0;
    renderContact({
      [SEND]: () =>
        ++calls === 1
          ? { status: 400, body: { message: 'Please check the highlighted fields.', errors: [{ field: 'email', message: 'Please enter a valid email address' }] } }
          : { status: 429, body: { message: 'You have sent several messages in a short time. Please try again in 42 minutes.', code: 'RATE_LIMITED' } },
    });
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByText(FAILURE)).toBeInTheDocument();
    expect(describedBy(field(/^Email/))).toBe('Please enter a valid email address');
    await user.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
    await user.click(submitButton());
    expect(await screen.findByText('You have sent several messages in a short time. Please try again in 42 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(FAILURE);
  });
});
