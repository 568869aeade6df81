import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CareDigestRecipient, CareSettings } from '@remuda/contracts';
import { CARE_LIMITS, careKeyOf } from '@remuda/contracts/care';
import { type MockResponse, type RecordedRequest, chooseOption, makeCareSettings, makeHorse, person, renderApp, selectedOption, setConnection, testAccount } from '@remuda/shell-kit/testing';
import { CareSettingsPage } from './care-settings-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

type Handler = MockResponse | ((request: RecordedRequest) => MockResponse);

const RECIPIENTS: CareDigestRecipient[] = [
  { id: testAccount('ADMIN').id, email: 'admin@remuda.test', role: 'ADMIN', enabled: true },
  { id: testAccount('TRAINER').id, email: 'trainer@remuda.test', role: 'TRAINER', enabled: false },
];

const dusty = makeHorse({ name: 'Dusty' });
const pepper = makeHorse({ name: 'Pepper' });

/** The server's settings, changed by the calls the page makes as the horses service would change them. */
function renderSettings(start: CareSettings = makeCareSettings([['Dental float', 365]]), extra: Record<string, Handler> = {}) {
  const server = { settings: start, recipients: RECIPIENTS };
  const answer = (settings: CareSettings): MockResponse => {
    server.settings = { ...settings, version: server.settings.version + 1 };
    return { body: server.settings };
  };
  const kinds = server.settings.kinds.map((kind) => kind.kind);
  const kindCalls = Object.fromEntries(
    kinds.flatMap((kind) => [
      [
        `PUT /api/care/kinds/${kind}`,
        (r: RecordedRequest) => {
          const { name, intervalDays } = r.body as { name: string; intervalDays: number };
          return answer({ ...server.settings, kinds: server.settings.kinds.map((k) => (k.kind === kind ? { ...k, name, intervalDays } : k)) });
        },
      ],
      [`DELETE /api/care/kinds/${kind}`, () => answer({ ...server.settings, kinds: server.settings.kinds.filter((k) => k.kind !== kind) })],
      ...[dusty, pepper].map((horse) => [
        `PUT /api/care/horses/${horse.id}/intervals/${kind}`,
        (r: RecordedRequest) => {
          const { days } = r.body as { days: number | null };
          const others = server.settings.horseIntervals.filter((row) => !(row.horseId === horse.id && row.kind === kind));
          return answer({ ...server.settings, horseIntervals: days === null ? others : [...others, { horseId: horse.id, horseName: horse.name, kind, days }] });
        },
      ]),
    ]),
  ) as Record<string, Handler>;
  const result = renderApp([{ path: '/admin/care/settings', element: <CareSettingsPage /> }, { path: '/admin/care', element: <p>Care page</p> }], {
    path: '/admin/care/settings',
    account: testAccount('ADMIN'),
    api: {
      'GET /api/care/settings': () => ({ body: server.settings }),
      'GET /api/horses': { body: [dusty, pepper] },
      'GET /api/users/care-digest/recipients': () => ({ body: server.recipients }),
      ...Object.fromEntries(
        RECIPIENTS.map((row) => [
          `PUT /api/users/${row.id}/care-digest`,
          (r: RecordedRequest) => {
            const { enabled } = r.body as { enabled: boolean };
            server.recipients = server.recipients.map((other) => (other.id === row.id ? { ...other, enabled } : other));
            return { body: server.recipients.find((other) => other.id === row.id) };
          },
        ]),
      ),
      'PUT /api/care/settings': (r) => {
        const { version, ...ranch } = r.body as Pick<CareSettings, 'timeZone' | 'leadDays' | 'digestHour' | 'version'>;
        if (version !== server.settings.version) return { status: 409, body: { code: 'CONFLICT', message: 'The care settings were changed since you read them.' } };
        return answer({ ...server.settings, ...ranch });
      },
      'POST /api/care/kinds': (r) => {
        const { name, intervalDays } = r.body as { name: string; intervalDays: number };
        return { ...answer({ ...server.settings, kinds: [...server.settings.kinds, { kind: careKeyOf(name), name, intervalDays, builtIn: false }] }), status: 201 };
      },
      ...kindCalls,
      ...extra,
    },
  });
  return { ...result, server };
}

// Found by their headings' text: role queries weigh every style of a large antd page under jsdom.
const region = (title: string) => screen.getByText(title, { selector: 'h2, h3' }).closest('section') as HTMLElement;
const section = (title: string) => within(region(title));
/** A button by its name: its own label when it has one (an action named after its row), else its words. */
const button = (scope: ReturnType<typeof within>, name: string) => (scope.queryByLabelText(name) ?? scope.getByText(name)).closest('button') as HTMLButtonElement;
/**
 * The page has drawn its settings, the kinds' table (which loads its code on first use) among them. The first
 * test of the file compiles that code under jsdom, which on a busy machine takes longer than a query's usual wait.
 */
const loaded = () => screen.findByText('Every 90 days', undefined, { timeout: 20_000 });
const calls = (requests: RecordedRequest[], method: string, path: string) => requests.filter((r) => r.method === method && r.url === path);
const fieldError = (scope: HTMLElement, label: string) =>
  (within(scope).getByLabelText(label).closest('.ant-form-item') as HTMLElement).querySelector('.ant-form-item-explain')?.textContent ?? '';
const kindRows = () =>
  [...region('Kinds of care').querySelectorAll('tbody tr.ant-table-row')].map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent));

describe('CareSettingsPage', () => {
  it('shows the ranch settings, the kinds of care with their intervals, and the horses on their own interval', async () => {
    renderSettings();
    await loaded();
    expect(screen.getByText('Care Settings', { selector: 'h1' })).toBeInTheDocument();
    expect([...document.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Ranch', 'Kinds of care', 'Horses on their own interval', 'Digest recipients']);
    expect(selectedOption('Time zone')).toBe('America/Denver');
    expect(screen.getByLabelText('Lead days')).toHaveValue('14');
    expect(selectedOption('Digest hour')).toBe('06:00');
    expect(kindRows()).toEqual([
      ['Worming', 'Every 90 days', 'Built in'],
      ['Trimming', 'Every 49 days', 'Built in'],
      ['Yearly Vaccines', 'Every 365 days', 'Built in'],
      ['Coggins', 'Every 365 days', 'Built in'],
      ['Dental float', 'Every 365 days', 'Added'],
    ]);
    expect(section('Kinds of care').queryByLabelText('Remove Worming')).not.toBeInTheDocument();
    expect(button(section('Kinds of care'), 'Remove Dental float')).toBeInTheDocument();
    expect(section('Horses on their own interval').getByText("Every horse follows the ranch's intervals.")).toBeInTheDocument();
    expect(screen.getByText("Today's care", { selector: 'a' })).toHaveAttribute('href', '/admin/care');
  });

  it('saves the time zone, lead days and digest hour with the version read', async () => {
    const { requests, server } = renderSettings();
    await loaded();
    const user = person();
    const ranch = section('Ranch');
    await user.click(ranch.getByLabelText('Time zone'));
    await user.type(ranch.getByLabelText('Time zone'), 'Chicago');
    await user.click(await screen.findByTitle('America/Chicago'));
    await user.clear(ranch.getByLabelText('Lead days'));
    await user.type(ranch.getByLabelText('Lead days'), '21');
    await chooseOption('Digest hour', '07:00');
    await user.click(button(ranch, 'Save ranch settings'));
    await waitFor(() => expect(calls(requests, 'PUT', '/api/care/settings')).toHaveLength(1));
    expect(calls(requests, 'PUT', '/api/care/settings')[0]!.body).toEqual({ timeZone: 'America/Chicago', leadDays: 21, digestHour: 7, version: 1 });
    expect(await screen.findByText('Ranch settings saved.')).toBeInTheDocument();
    expect(server.settings).toMatchObject({ timeZone: 'America/Chicago', leadDays: 21, digestHour: 7, version: 2 });
  });

  it("checks the lead days with the contract's words and sends nothing refused", async () => {
    const { requests } = renderSettings();
    await loaded();
    const user = person();
    const ranch = section('Ranch');
    await user.clear(ranch.getByLabelText('Lead days'));
    await user.type(ranch.getByLabelText('Lead days'), String(CARE_LIMITS.maxLeadDays + 1));
    await user.click(button(ranch, 'Save ranch settings'));
    await waitFor(() => expect(fieldError(region('Ranch'), 'Lead days')).toBe(`Lead days must be at most ${CARE_LIMITS.maxLeadDays}`));
    expect(calls(requests, 'PUT', '/api/care/settings')).toEqual([]);
  });

  it('says so when someone else changed the settings since, and shows them as they are now', async () => {
    const { requests, server } = renderSettings();
    await loaded();
    // Another administrator's change, after this page read the settings.
    server.settings = { ...server.settings, leadDays: 10, version: 2 };
    const user = person();
    const ranch = section('Ranch');
    await user.clear(ranch.getByLabelText('Lead days'));
    await user.type(ranch.getByLabelText('Lead days'), '30');
    await user.click(button(ranch, 'Save ranch settings'));
    expect(await ranch.findByRole('alert')).toHaveTextContent('Someone else changed the care settings while you were editing them.');
    await waitFor(() => expect(ranch.getByLabelText('Lead days')).toHaveValue('10'));
    expect(calls(requests, 'GET', '/api/care/settings')).toHaveLength(2);
    // Saved again, it goes with the version now read.
    await user.clear(ranch.getByLabelText('Lead days'));
    await user.type(ranch.getByLabelText('Lead days'), '30');
    await user.click(button(ranch, 'Save ranch settings'));
    await waitFor(() => expect(server.settings.leadDays).toBe(30));
    expect(calls(requests, 'PUT', '/api/care/settings').map((r) => (r.body as { version: number }).version)).toEqual([1, 2]);
    await waitFor(() => expect(ranch.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('keeps an edit of the ranch settings while a kind is added, and saves it without a conflict', async () => {
    const { server } = renderSettings();
    await loaded();
    const user = person();
    const ranch = section('Ranch');
    await user.clear(ranch.getByLabelText('Lead days'));
    await user.type(ranch.getByLabelText('Lead days'), '7');
    const add = section('Add a kind of care');
    await user.type(add.getByLabelText('Name'), 'Sheath cleaning');
    await user.type(add.getByLabelText('Interval (days)'), '180');
    await user.click(button(add, 'Add kind'));
    await waitFor(() => expect(server.settings.version).toBe(2));
    expect(ranch.getByLabelText('Lead days')).toHaveValue('7');
    await user.click(button(ranch, 'Save ranch settings'));
    await waitFor(() => expect(server.settings).toMatchObject({ leadDays: 7, version: 3 }));
  });

  it('adds a kind of care, checked first with the contract’s words', async () => {
    const { requests } = renderSettings();
    await loaded();
    const user = person();
    const add = section('Add a kind of care');
    await user.click(button(add, 'Add kind'));
    const form = region('Add a kind of care');
    await waitFor(() => expect(fieldError(form, 'Name')).toBe('Name is required'));
    expect(fieldError(form, 'Interval (days)')).toBe('Interval must be a number');
    await user.type(add.getByLabelText('Interval (days)'), '0');
    await waitFor(() => expect(fieldError(form, 'Interval (days)')).toBe('Interval must be at least 1'));
    expect(calls(requests, 'POST', '/api/care/kinds')).toEqual([]);
    await user.type(add.getByLabelText('Name'), 'Sheath cleaning');
    await user.clear(add.getByLabelText('Interval (days)'));
    await user.type(add.getByLabelText('Interval (days)'), '180');
    await user.click(button(add, 'Add kind'));
    await waitFor(() => expect(calls(requests, 'POST', '/api/care/kinds')).toHaveLength(1));
    expect(calls(requests, 'POST', '/api/care/kinds')[0]!.body).toEqual({ name: 'Sheath cleaning', intervalDays: 180 });
    await waitFor(() => expect(kindRows().at(-1)).toEqual(['Sheath cleaning', 'Every 180 days', 'Added']));
    expect(add.getByLabelText('Name')).toHaveValue('');
  });

  it("puts the server's field errors on their fields, and a failure in plain words", async () => {
    let answer: MockResponse = { status: 400, body: { message: 'Validation failed', code: 'VALIDATION_FAILED', errors: [{ field: 'name', message: 'A kind of care of that name is followed already' }] } };
    renderSettings(undefined, { 'POST /api/care/kinds': () => answer });
    await loaded();
    const user = person();
    const add = section('Add a kind of care');
    await user.type(add.getByLabelText('Name'), 'Worming');
    await user.type(add.getByLabelText('Interval (days)'), '30');
    await user.click(button(add, 'Add kind'));
    const form = region('Add a kind of care');
    await waitFor(() => expect(fieldError(form, 'Name')).toBe('A kind of care of that name is followed already'));
    expect(add.queryByRole('alert')).not.toBeInTheDocument();
    answer = { status: 500 };
    await user.click(button(add, 'Add kind'));
    expect(await add.findByRole('alert')).toHaveTextContent('Failed to add the kind of care');
  });

  it('renames a kind or changes its interval in a small dialog', async () => {
    const { requests } = renderSettings();
    await loaded();
    const user = person();
    await user.click(button(section('Kinds of care'), 'Edit Trimming'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Trimming' }));
    expect(dialog.getByLabelText('Name')).toHaveValue('Trimming');
    expect(dialog.getByText(/can be renamed or re-timed, not removed/)).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Interval (days)'));
    await user.type(dialog.getByLabelText('Interval (days)'), '42');
    await user.click(button(dialog, 'Save'));
    await waitFor(() => expect(calls(requests, 'PUT', '/api/care/kinds/trimmed')).toHaveLength(1));
    expect(calls(requests, 'PUT', '/api/care/kinds/trimmed')[0]!.body).toEqual({ name: 'Trimming', intervalDays: 42 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Trimming' })).not.toBeInTheDocument());
    expect(kindRows()[1]).toEqual(['Trimming', 'Every 42 days', 'Built in']);
  });

  it('removes an added kind after a confirmation, and nothing when the confirmation is cancelled', async () => {
    const { requests } = renderSettings();
    await loaded();
    const user = person();
    await user.click(button(section('Kinds of care'), 'Remove Dental float'));
    let dialog = within(await screen.findByRole('dialog', { name: 'Remove Dental float?' }));
    expect(dialog.getByText(/Records that ticked it keep it\./)).toBeInTheDocument();
    await user.click(button(dialog, 'Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(requests, 'DELETE', '/api/care/kinds/dental_float')).toEqual([]);
    await user.click(button(section('Kinds of care'), 'Remove Dental float'));
    dialog = within(await screen.findByRole('dialog', { name: 'Remove Dental float?' }));
    await user.click(button(dialog, 'Remove'));
    await waitFor(() => expect(calls(requests, 'DELETE', '/api/care/kinds/dental_float')).toHaveLength(1));
    await waitFor(() => expect(kindRows().map((row) => row[0])).toEqual(['Worming', 'Trimming', 'Yearly Vaccines', 'Coggins']));
  });

  it("gives a horse its own interval, lists it beside the ranch's, and puts it back on the ranch's in one click", async () => {
    const { requests } = renderSettings();
    await loaded();
    const horses = region('Give a horse its own interval');
    const user = await chooseOption(within(horses).getByLabelText('Horse'), 'Pepper');
    await chooseOption(within(horses).getByLabelText('Kind of care'), 'Trimming');
    await user.type(within(horses).getByLabelText('Interval (days)'), '35');
    await user.click(button(within(horses), 'Set interval'));
    const path = `/api/care/horses/${pepper.id}/intervals/trimmed`;
    await waitFor(() => expect(calls(requests, 'PUT', path)).toHaveLength(1));
    expect(calls(requests, 'PUT', path)[0]!.body).toEqual({ days: 35 });
    const own = section('Horses on their own interval');
    const row = (await own.findByText('Pepper', { selector: 'a' })).closest('tr')!;
    expect(row).toHaveAttribute('data-row-key', `${pepper.id}/trimmed`);
    expect(within(row).getByText('Trimming')).toBeInTheDocument();
    expect(row).toHaveTextContent("Every 35 days (the ranch's: 49 days)");
    await user.click(button(within(row), "Back to the ranch's interval: Pepper, Trimming"));
    await waitFor(() => expect(calls(requests, 'PUT', path)).toHaveLength(2));
    expect(calls(requests, 'PUT', path)[1]!.body).toEqual({ days: null });
    expect(await own.findByText("Every horse follows the ranch's intervals.")).toBeInTheDocument();
  });

  it('asks for the horse, the kind and the days before giving a horse its own interval', async () => {
    const { requests } = renderSettings();
    await loaded();
    const horses = region('Give a horse its own interval');
    await person().click(button(within(horses), 'Set interval'));
    await waitFor(() => expect(fieldError(horses, 'Horse')).toBe('Horse is required'));
    expect(fieldError(horses, 'Kind of care')).toBe('Kind of care is required');
    expect(fieldError(horses, 'Interval (days)')).toBe('Interval must be a number');
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it("lists who gets the daily care mail at the digest's hour, and turns one's on or off", async () => {
    const { requests, queryClient, server } = renderSettings();
    await loaded();
    const digest = section('Digest recipients');
    expect(digest.getByText(/The daily care mail goes out at 06:00, ranch time/)).toBeInTheDocument();
    const trainer = (await digest.findByLabelText('Daily care mail for trainer@remuda.test')) as HTMLButtonElement;
    expect(trainer).toHaveAttribute('aria-checked', 'false');
    expect(digest.getByLabelText('Daily care mail for admin@remuda.test')).toHaveAttribute('aria-checked', 'true');
    expect(trainer.closest('tr')).toHaveTextContent('Trainer');
    // The profile's own setting, read before: marked stale by a change here.
    queryClient.setQueryData(['care-digest'], { enabled: true });
    await person().click(trainer);
    await waitFor(() => expect(digest.getByLabelText('Daily care mail for trainer@remuda.test')).toHaveAttribute('aria-checked', 'true'));
    expect(calls(requests, 'PUT', `/api/users/${RECIPIENTS[1]!.id}/care-digest`).map((r) => r.body)).toEqual([{ enabled: true }]);
    expect(server.recipients[1]!.enabled).toBe(true);
    expect(queryClient.getQueryState(['care-digest'])?.isInvalidated).toBe(true);
  });

  it("says in plain words when the recipients cannot be read or a change is refused, the rest of the page working", async () => {
    let list: MockResponse = { status: 503 };
    renderSettings(undefined, {
      'GET /api/users/care-digest/recipients': () => list,
      [`PUT /api/users/${RECIPIENTS[1]!.id}/care-digest`]: {
        status: 400,
        body: { message: 'Validation failed', code: 'VALIDATION_FAILED', errors: [{ field: 'enabled', message: 'A plain user gets no care digest' }] },
      },
    });
    await loaded();
    const digest = section('Digest recipients');
    expect(await digest.findByRole('alert')).toHaveTextContent('Failed to load the digest recipients');
    expect(button(section('Ranch'), 'Save ranch settings')).toBeEnabled();
    list = { body: RECIPIENTS };
    fireEvent.click(digest.getByText('Try again'));
    await person().click(await digest.findByLabelText('Daily care mail for trainer@remuda.test'));
    expect(await digest.findByRole('alert')).toHaveTextContent('A plain user gets no care digest');
  });

  it('shows the settings kept on the device offline, and changes nothing without a connection', async () => {
    const settings = makeCareSettings([['Dental float', 365]]);
    const { queryClient } = renderSettings(settings);
    await loaded();
    await section('Digest recipients').findByLabelText('Daily care mail for trainer@remuda.test');
    setConnection(false);
    try {
      expect(await screen.findByText(/You are offline: these are the settings this device kept\./)).toBeInTheDocument();
      expect(button(section('Ranch'), 'Save ranch settings')).toBeDisabled();
      expect(button(section('Add a kind of care'), 'Add kind')).toBeDisabled();
      expect(button(section('Kinds of care'), 'Edit Worming')).toBeDisabled();
      expect(button(section('Kinds of care'), 'Remove Dental float')).toBeDisabled();
      expect(section('Digest recipients').getByLabelText('Daily care mail for trainer@remuda.test')).toBeDisabled();
      expect(queryClient.getQueryData(['horses', 'care-settings'])).toEqual(settings);
    } finally {
      setConnection(true);
    }
  });

  it('says in plain words when the settings cannot be read, and reads them again on request', async () => {
    let answer: MockResponse = { status: 503 };
    renderSettings(undefined, { 'GET /api/care/settings': () => answer });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the care settings');
    answer = { body: makeCareSettings() };
    fireEvent.click(button(screen, 'Try again'));
    expect(await screen.findByText('Every 90 days')).toBeInTheDocument();
  });
});
