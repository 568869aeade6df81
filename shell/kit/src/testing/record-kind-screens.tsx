import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Horse, Role } from '@remuda/contracts';
import type { RecordKindClient, RecordRow } from '../records/record-kind';
import { horseKeys } from '../api/query-keys';
import { recordRoutes } from '../records/record-routes';
import { removeWaitingWrite } from '../offline/use-waiting-writes';
import { waitingWrites } from '../offline/waiting-writes';
import { holdRequest } from './hold';
import { describeReadFailures } from './read-failures';
import { makeHorse } from './horses';
import { type MockResponse, type RecordedRequest, pageAnswer, renderApp, testAccount } from './index';
import { chooseOption, selectedOption } from './select';
import { sessionKnown } from './session';
import { person } from './user';

type Handler = MockResponse | ((request: RecordedRequest) => MockResponse);
type User = ReturnType<typeof person>;

/** What the shared screen tests need of one kind of record. */
export interface RecordKindScreensSpec<R extends RecordRow> {
  kind: RecordKindClient;
  /** A record as the API answers it, for `horse` (null: a horse the service does not know), with `text` in its searched field. */
  makeRecord: (horse: Horse | null, text: string, overrides?: Partial<R>) => R;
  /** The field the searched text is in. */
  textField: keyof R & string;
  /** The list's own column headers, between Horse and Actions. */
  columns: string[];
  /** Fills the add form's own required fields with `text`; the rest keep their defaults. */
  fill: (user: User, text: string) => Promise<void>;
  /** What the form's own fields send after `fill(text)` with nothing else touched. */
  sent: (text: string) => Record<string, unknown>;
  /** The form's own required fields' labels and messages, after the horse's and the date's. */
  required: Array<[label: string, message: string]>;
  /** A field of the form's own the server may refuse: its name, label and a message. */
  refusable: { field: string; label: string; message: string };
  /** Who may open the list (SPEC.md section 2): `'signed-in'` or `'staff'`. */
  listFor: 'signed-in' | 'staff';
  /** Further reads the kind's screens make (the medical screens read the care settings), answered in every test. */
  reads?: Record<string, MockResponse>;
}

const today = new Date().toISOString().slice(0, 10);

/**
 * The tests every kind of record's staff screens pass, run by each remote against its own kind: the list (columns,
 * order, paging and filters in the address, empty and failure texts, actions by role), making one (the horse and the
 * date, the kind's required fields, the server's field errors, a fixed horse, offline), editing (the version read,
 * a conflict), deleting (the version read, the confirmation), the routes' guards, all in the kind's words.
 */
export function describeRecordKindScreens<R extends RecordRow>(spec: RecordKindScreensSpec<R>): void {
  const { kind, textField, reads = {} } = spec;
  const { texts } = kind;
  const list = kind.pages.list.path;
  const api = `/api/${list.split('/').pop()}`;
  const firstPage = `GET ${api}?limit=25&offset=0`;
  const zephyr = makeHorse({ name: 'Zephyr' });
  const apache = makeHorse({ name: 'apache' });
  const dove = makeHorse({ name: 'Dove', deceased: true, deceased_date: '2025-12-24' });
  const bella = makeHorse({ name: 'Bella' });
  const herd = [zephyr, dove, apache, bella];
  // As the API answers them: newest first (a screen must not re-sort them).
  const newest = spec.makeRecord(bella, 'Hoof trim', { date: '2026-04-02' } as Partial<R>);
  const middle = spec.makeRecord(zephyr, 'Spring shots', { date: '2026-03-10' } as Partial<R>);
  const oldest = spec.makeRecord(null, 'Annual Coggins', { date: '2025-11-21' } as Partial<R>);
  const all = [newest, middle, oldest];
  const [one, many] = kind.counted;

  jest.setTimeout(30_000);
  configure({ asyncUtilTimeout: 5_000 });

  const app = [
    { path: '/admin', children: recordRoutes(kind.pages, async () => kind) },
    { path: '/admin/horses/:id', element: <p>Horse page</p> },
    { path: '/login', element: <p>Sign-in page</p> },
    { path: '/unauthorized', element: <p>Access denied</p> },
  ];
  const render = (path: string, { role = 'TRAINER', api: extra = {} }: { role?: Role | null; api?: Record<string, Handler> } = {}) =>
    renderApp(app, { path, account: role ? testAccount(role) : null, api: { 'GET /api/horses': { body: herd }, [firstPage]: pageAnswer(all), ...reads, ...extra } });
  const calls = (requests: RecordedRequest[], method: string) => requests.filter((r) => r.method === method && r.url.startsWith(api));
  const fieldError = (label: string) =>
    (screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement).querySelector('.ant-form-item-explain')?.textContent ?? '';
  const table = () => screen.getByRole('table');
  const bodyRows = () => within(table()).getAllByRole('row').filter((row) => row.closest('tbody') && !row.classList.contains('ant-table-measure-row'));
  const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
  const quietConsole = () => jest.spyOn(console, 'error').mockImplementation(() => {});

  describe(`the ${texts.pluralTitle} list`, () => {
    const listed = () => screen.findByText('Spring shots');

    it('lists the records as the API answers them, newest first, with the kind’s columns and the count', async () => {
      render(list);
      await listed();
      expect(screen.getByRole('heading', { level: 1, name: texts.pluralTitle })).toBeInTheDocument();
      expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Horse', ...spec.columns, 'Actions']);
      expect(bodyRows().map((row) => cellTexts(row).slice(0, 2))).toEqual([
        ['April 2, 2026', 'Bella'],
        ['March 10, 2026', 'Zephyr'],
        ['November 21, 2025', 'Unknown Horse'],
      ]);
      expect(within(bodyRows()[1]!).getByText('Zephyr').closest('a')).toHaveAttribute('href', `/admin/horses/${zephyr.id}`);
      expect(screen.getByRole('status')).toHaveTextContent(`3 ${many}`);
      expect(document.querySelector('.ant-pagination')).toBeNull();
    });

    it('gives those who write them the add button and each row its Edit and Delete links', async () => {
      render(list, { role: 'ADMIN' });
      await listed();
      expect(screen.getByText(texts.addLabel).closest('a')).toHaveAttribute('href', kind.pages.add.path());
      const row = bodyRows()[1]!;
      const what = `${kind.noun} of March 10, 2026 for Zephyr`;
      expect(within(row).getByRole('link', { name: `Edit ${what}` })).toHaveAttribute('href', kind.pages.edit.path(middle.id));
      expect(within(row).getByRole('link', { name: `Delete ${what}` })).toHaveAttribute('href', kind.pages.remove.path(middle.id));
    });

    if (spec.listFor === 'signed-in') {
      it('shows a plain user the records with no action and no link to a horse page they may not open', async () => {
        const { queryClient } = render(list, { role: 'USER' });
        await listed();
        await sessionKnown(queryClient);
        expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Actions');
        expect(screen.queryByText(texts.addLabel)).not.toBeInTheDocument();
        expect(within(bodyRows()[1]!).getByText('Zephyr').closest('a')).toBeNull();
      });
    }

    it('asks the server for one page at a time and keeps the page, the search and the filters in the address', async () => {
      const later = spec.makeRecord(zephyr, 'Summer float', { date: '2025-06-01' } as Partial<R>);
      const { requests, router } = render(list, {
        api: {
          [firstPage]: pageAnswer(all, 60),
          [`GET ${api}?limit=25&offset=25`]: pageAnswer([later], 60),
          [`GET ${api}?q=float&limit=25&offset=0`]: pageAnswer([later]),
          [`GET ${api}?horseId=${zephyr.id}&q=float&limit=25&offset=0`]: pageAnswer([later]),
          [`GET ${api}?horseId=${zephyr.id}&from=2025-01-01&q=float&limit=25&offset=0`]: pageAnswer([later]),
        },
      });
      await listed();
      expect(screen.getByRole('status')).toHaveTextContent(`60 ${many}`);
      await person().click(screen.getByTitle('2'));
      expect(await screen.findByText('Summer float')).toBeInTheDocument();
      expect(router.state.location.search).toBe('?page=2');
      const user = person();
      await user.type(screen.getByLabelText(kind.searchLabel), 'float');
      await waitFor(() => expect(router.state.location.search).toBe('?q=float'));
      await chooseOption('Horse', 'Zephyr');
      await waitFor(() => expect(router.state.location.search).toBe(`?q=float&horseId=${zephyr.id}`));
      fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
      await waitFor(() => expect(calls(requests, 'GET').map((r) => r.url)).toContain(`${api}?horseId=${zephyr.id}&from=2025-01-01&q=float&limit=25&offset=0`));
      expect(screen.getByRole('status')).toHaveTextContent(`1 ${one}`);
    });

    it('says when there are none, when a search finds none, and when the list cannot be loaded', async () => {
      render(list, { api: { [firstPage]: pageAnswer([]) } });
      expect(await screen.findByText(texts.none)).toBeInTheDocument();
    });

    it('says when a search finds none', async () => {
      render(`${list}?q=zebra`, { api: { [`GET ${api}?q=zebra&limit=25&offset=0`]: pageAnswer([]) } });
      expect(await screen.findByText(texts.noneMatching)).toBeInTheDocument();
    });

    it('says when the list cannot be loaded', async () => {
      render(list, { api: { [firstPage]: { status: 500 } } });
      expect((await screen.findByText(texts.fetchFailed)).closest('[role=alert]')).toBeInTheDocument();
    });
  });

  describe(`adding a ${kind.noun}`, () => {
    const add = kind.pages.add.path();
    const submit = () => screen.getByText(kind.createLabel).closest('button') as HTMLButtonElement;
    const formShown = () => screen.findByText(`New ${texts.title}`, { selector: 'h2' });
    const created = (r: RecordedRequest): MockResponse => ({ status: 201, body: spec.makeRecord(bella, 'made', r.body as Partial<R>) });

    it('asks for the horse and the date under its headings, dated today, and offers only the living horses by name', async () => {
      render(add, { api: { [`POST ${api}`]: created } });
      expect(await screen.findByText(`Add ${texts.title}`, { selector: 'h1' })).toBeInTheDocument();
      await formShown();
      expect(screen.getByLabelText('Date')).toHaveValue(today);
      expect(screen.getByText('Cancel').closest('a')).toHaveAttribute('href', list);
      const select = screen.getByLabelText('Horse');
      await waitFor(() => expect(select.closest('.ant-select')).not.toHaveClass('ant-select-loading'));
      await person().click(select);
      const dropdown = document.getElementById(select.getAttribute('aria-controls')!)!.closest('.ant-select-dropdown') as HTMLElement;
      await waitFor(() => expect(within(dropdown).getAllByRole('option').length).toBeGreaterThan(0));
      expect([...dropdown.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'))).toEqual(['apache', 'Bella', 'Zephyr']);
    });

    it('checks the required fields with the spec’s messages, sends nothing, and clears an error once its field is edited', async () => {
      const { requests } = render(add);
      await formShown();
      fireEvent.change(screen.getByLabelText('Date'), { target: { value: '' } });
      await person().click(submit());
      await waitFor(() => expect(fieldError('Horse')).toBe('Horse is required'));
      expect(fieldError('Date')).toBe('Date is required');
      for (const [label, message] of spec.required) expect(fieldError(label)).toBe(message);
      expect(calls(requests, 'POST')).toHaveLength(0);
      fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-10' } });
      await waitFor(() => expect(fieldError('Date')).toBe(''));
      expect(fieldError('Horse')).toBe('Horse is required');
    });

    it('sends the form, disables the button while sending, marks the horse’s page stale, then goes to the list', async () => {
      const { requests, router, queryClient } = render(add, { api: { [`POST ${api}`]: created } });
      // The horse's page as another remote keeps it: a record may change the horse's health or its rides.
      queryClient.setQueryData(horseKeys.detail(bella.id), { ...bella, media: [], ridingLogs: [] });
      await formShown();
      const release = holdRequest(`POST ${api}`);
      const user = await chooseOption('Horse', 'Bella');
      fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-10' } });
      await spec.fill(user, 'Spring check-up');
      await user.click(submit());
      await waitFor(() => expect(submit()).toBeDisabled());
      release();
      await waitFor(() => expect(calls(requests, 'POST')).toHaveLength(1));
      expect(calls(requests, 'POST')[0]!.body).toEqual({ horseId: bella.id, date: '2026-03-10', ...spec.sent('Spring check-up') });
      await waitFor(() => expect(router.state.location.pathname).toBe(list));
      expect(queryClient.getQueryState(horseKeys.detail(bella.id))?.isInvalidated).toBe(true);
    });

    it('fixes the horse given in the address, names a deceased one, and goes back to its page after saving', async () => {
      const { requests, router } = render(kind.pages.add.path(zephyr.id), { api: { [`POST ${api}`]: created } });
      await formShown();
      await waitFor(() => expect(selectedOption('Horse')).toBe('Zephyr'));
      expect(screen.getByLabelText('Horse')).toBeDisabled();
      expect(screen.getByText(`This ${one} is for the horse you came from.`)).toBeInTheDocument();
      expect(screen.getByText('Cancel').closest('a')).toHaveAttribute('href', `/admin/horses/${zephyr.id}`);
      const user = person();
      await spec.fill(user, 'Hoof trim');
      await user.click(submit());
      await waitFor(() => expect(calls(requests, 'POST')).toHaveLength(1));
      expect(calls(requests, 'POST')[0]!.body).toMatchObject({ horseId: zephyr.id });
      await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/horses/${zephyr.id}`));
    });

    it('names a deceased horse given in the address, though it is not offered', async () => {
      render(kind.pages.add.path(dove.id));
      await formShown();
      await waitFor(() => expect(selectedOption('Horse')).toBe('Dove'));
    });

    it('puts the server’s field errors on their fields, and its message or the spec’s text in the alert otherwise', async () => {
      const console = quietConsole();
      const { refusable } = spec;
      let answer: MockResponse = { status: 400, body: { message: 'Validation failed', errors: [{ field: refusable.field, message: refusable.message }] } };
      const { router } = render(add, { api: { [`POST ${api}`]: () => answer } });
      await formShown();
      const user = await chooseOption('Horse', 'Bella');
      await spec.fill(user, 'Check');
      await user.click(submit());
      await waitFor(() => expect(fieldError(refusable.label)).toBe(refusable.message));
      expect(screen.queryByText('Validation failed')).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe(add);
      answer = { status: 500 };
      await user.click(submit());
      expect((await screen.findByText(texts.createFailed)).closest('[role=alert]')).toBeInTheDocument();
      if (kind.logFailures) expect(console).toHaveBeenCalledWith(`${texts.createFailed}:`, expect.objectContaining({ status: 500 }));
      console.mockRestore();
    });

    it('keeps one made without signal on the device, with the date the form showed, and goes to the list', async () => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      try {
        const { requests, router } = render(add);
        await formShown();
        const user = await chooseOption('Horse', 'Bella');
        fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-10' } });
        await spec.fill(user, 'Barn visit');
        await user.click(submit());
        await waitFor(() => expect(router.state.location.pathname).toBe(list));
        expect(calls(requests, 'POST')).toHaveLength(0);
        const [waiting] = waitingWrites();
        expect(waiting).toMatchObject({ method: 'POST', path: api, body: { horseId: bella.id, date: '2026-03-10', ...spec.sent('Barn visit') } });
        expect(waiting!.summary).toContain('Bella');
      } finally {
        Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
        for (const write of waitingWrites()) await removeWaitingWrite(write);
      }
    });
  });

  describe(`editing a ${kind.noun}`, () => {
    const record = spec.makeRecord(zephyr, 'Spring shots', { date: '2026-03-10', version: 2 } as Partial<R>);
    const edit = kind.pages.edit.path(record.id);
    const save = () => screen.getByText('Save Changes').closest('button') as HTMLButtonElement;
    const one = `GET ${api}/${record.id}`;

    it('fills the form from the server and saves it with the version read, marks the horse stale, then goes to its page', async () => {
      const { requests, router, queryClient } = render(edit, { api: { [one]: { body: record }, [`PUT ${api}/${record.id}`]: (r) => ({ body: { ...record, ...(r.body as object), version: 3 } }) } });
      queryClient.setQueryData(horseKeys.detail(zephyr.id), { ...zephyr, media: [], ridingLogs: [] });
      expect(await screen.findByText(`Edit ${texts.title}`, { selector: 'h1' })).toBeInTheDocument();
      expect(await screen.findByText('Zephyr, March 10, 2026', { selector: 'h2' })).toBeInTheDocument();
      expect(screen.getByLabelText('Date')).toHaveValue('2026-03-10');
      await person().click(save());
      await waitFor(() => expect(calls(requests, 'PUT')).toHaveLength(1));
      expect(calls(requests, 'PUT')[0]!.body).toMatchObject({ horseId: zephyr.id, date: '2026-03-10', version: 2, [textField]: 'Spring shots' });
      await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/horses/${zephyr.id}`));
      await waitFor(() => expect(queryClient.getQueryState(horseKeys.detail(zephyr.id))?.isInvalidated).toBe(true));
    });

    it('shows someone else’s change beside the user’s when the record changed since, and keeps theirs on request', async () => {
      const console = quietConsole();
      const theirs = { ...record, version: 3, [textField]: 'Changed at the barn' };
      const { router } = render(edit, {
        api: {
          [one]: { body: record },
          [`PUT ${api}/${record.id}`]: { status: 409, body: { code: 'CONFLICT', message: `This ${kind.noun} was changed by someone else since you opened it.`, current: theirs } },
        },
      });
      await screen.findByText('Zephyr, March 10, 2026', { selector: 'h2' });
      await person().click(save());
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Changed at the barn')).toBeInTheDocument();
      await person().click(within(dialog).getByRole('button', { name: /keep (the other|theirs)/i }));
      await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/horses/${zephyr.id}`));
      console.mockRestore();
    });

    it('offers the record’s history beside the form, asked for on request, and keeps the page when it cannot be shown', async () => {
      const { requests } = render(edit, { api: { [one]: { body: record }, 'GET /api/remotes': { body: { remotes: {} } } } });
      const panel = await screen.findByRole('region', { name: 'History' });
      expect(requests.some((r) => r.url === '/api/remotes')).toBe(false);
      await person().click(within(panel).getByRole('button', { name: 'Show changes' }));
      // The activity remote draws it (the browser journeys load it); here its registry names none, as when it is down.
      expect(await within(panel).findByRole('alert')).toHaveTextContent("The history can't be shown just now.");
      expect(screen.getByText('Zephyr, March 10, 2026', { selector: 'h2' })).toBeInTheDocument();
    });

    it('says so when the record is not there', async () => {
      render(edit, { api: { [one]: { status: 404, body: { message: 'Not found' } } } });
      expect(await screen.findByText(`${texts.Noun} not found. It may have been deleted or you don't have permission to view it.`)).toBeInTheDocument();
      expect(screen.getByText(`Back to ${texts.pluralTitle}`).closest('a')).toHaveAttribute('href', list);
    });
  });

  describe(`deleting a ${kind.noun}`, () => {
    const record = spec.makeRecord(zephyr, 'Spring shots', { date: '2026-03-10', version: 2 } as Partial<R>);
    const remove = kind.pages.remove.path(record.id);
    const one = `GET ${api}/${record.id}`;

    it('shows the record and the warning, asks again, deletes the version read, marks the horse stale and goes to its page', async () => {
      const { requests, router, queryClient } = render(remove, { api: { [one]: { body: record }, [`DELETE ${api}/${record.id}?version=2`]: { body: { ok: true } } } });
      queryClient.setQueryData(horseKeys.detail(zephyr.id), { ...zephyr, media: [], ridingLogs: [] });
      expect(await screen.findByText(`Delete ${texts.title}`, { selector: 'h1' })).toBeInTheDocument();
      expect(await screen.findByText('Zephyr')).toBeInTheDocument();
      expect(screen.getByText('March 10, 2026')).toBeInTheDocument();
      expect(screen.getByText(`Are you sure you want to delete this ${kind.noun}? This action cannot be undone.`)).toBeInTheDocument();
      await person().click(screen.getByRole('button', { name: 'Delete Record' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Confirm Deletion')).toBeInTheDocument();
      expect(within(dialog).getByText(`Are you absolutely sure you want to delete this ${kind.noun}? This action cannot be undone.`)).toBeInTheDocument();
      await person().click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(calls(requests, 'DELETE')).toHaveLength(1));
      await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/horses/${zephyr.id}`));
      expect(queryClient.getQueryState(horseKeys.detail(zephyr.id))?.isInvalidated).toBe(true);
    });

    it('says so when the record is not there', async () => {
      render(remove, { api: { [one]: { status: 404, body: { message: 'Not found' } } } });
      expect(await screen.findByText(`${texts.Noun} not found. It may have been deleted already or you don't have permission to view it.`)).toBeInTheDocument();
    });
  });

  {
    // Every read of every page of the kind, failed in turn: only the kind's own words or plain ones reach a person.
    const record = spec.makeRecord(zephyr, 'Spring shots', { date: '2026-03-10', version: 2 } as Partial<R>);
    const account = testAccount('TRAINER');
    const horses = { 'GET /api/horses': { body: herd } };
    const one = { [`GET ${api}/${record.id}`]: { body: record } };
    describeReadFailures(`the ${texts.pluralTitle} pages when a read fails`, app, {
      list: { path: list, account, api: { ...horses, [firstPage]: pageAnswer(all), ...reads } },
      add: { path: kind.pages.add.path(), account, api: { ...horses, ...reads } },
      edit: { path: kind.pages.edit.path(record.id), account, api: { ...horses, ...one, ...reads } },
      delete: { path: kind.pages.remove.path(record.id), account, api: { ...one, ...reads } },
    });
  }

  describe(`the ${texts.pluralTitle} routes`, () => {
    const record = spec.makeRecord(zephyr, 'Spring shots');
    const staffOnly = [kind.pages.add.path(), kind.pages.edit.path(record.id), kind.pages.remove.path(record.id), ...(spec.listFor === 'staff' ? [list] : [])];

    it.each(staffOnly)('sends a plain user from %s to the access-denied page', async (path) => {
      const { router } = render(path, { role: 'USER' });
      expect(await screen.findByText('Access denied')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/unauthorized');
    });

    it('sends a visitor to sign in, remembering the page', async () => {
      const { router } = render(kind.pages.add.path(), { role: null });
      expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
      expect(router.state.location.state).toEqual({ from: kind.pages.add.path() });
    });
  });
}
