import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportJob } from '@remuda/contracts';
import { FakeXhr, renderApp } from '@remuda/shell-kit/testing';
import { RestoreArchive, restoredText } from './restore-archive';

beforeEach(() => FakeXhr.install());
afterEach(() => FakeXhr.uninstall());

const archive = () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'remuda-export-2026-11-27.zip', { type: 'application/zip' });

const JOB_ID = '3a0b1c2d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const none = { horses: 0, 'care-settings': 0, gallery: 0, 'medical-records': 0, 'riding-logs': 0, inquiries: 0 };

const restoreJob = (overrides: Partial<ImportJob> = {}): ImportJob => ({
  id: JOB_ID,
  kind: 'archive',
  fileName: 'remuda-export-2026-11-27.zip',
  state: 'running',
  total: 80,
  done: 0,
  counts: { add: 0, change: 0, unchanged: 0, refuse: 0 },
  rows: [],
  startedAt: '2026-11-28T06:00:00.000Z',
  finishedAt: null,
  error: null,
  cancelling: false,
  restored: { added: none, present: none, media: 0 },
  ...overrides,
});

describe('RestoreArchive', () => {
  it('sends the chosen archive, shows its progress, follows the restore, then says what was put back', async () => {
    const user = userEvent.setup({ delay: null });
    // The restore as the server says it stands, one answer per question: halfway, then done.
    const answers = [
      restoreJob({ done: 40 }),
      restoreJob({
        state: 'done',
        done: 80,
        finishedAt: '2026-11-28T06:00:09.000Z',
        restored: { added: { horses: 12, 'care-settings': 1, gallery: 1, 'medical-records': 30, 'riding-logs': 0, inquiries: 2 }, present: none, media: 25 },
      }),
    ];
    const { queryClient } = renderApp(<RestoreArchive />, {
      api: {
        'GET /api/imports/jobs': { body: [] },
        [`GET /api/imports/jobs/${JOB_ID}`]: () => ({ body: answers.length > 1 ? answers.shift() : answers[0] }),
      },
    });
    const invalidated = jest.spyOn(queryClient, 'invalidateQueries');
    const restore = screen.getByRole('button', { name: 'Restore from archive' });
    expect(restore).toBeDisabled();
    await user.upload(screen.getByLabelText('Archive to restore'), archive());
    await user.click(restore);

    const [sent] = FakeXhr.sent;
    expect(sent).toMatchObject({ method: 'POST', url: '/api/imports/archive' });
    expect((sent!.body!.get('file') as File).name).toBe('remuda-export-2026-11-27.zip');
    sent!.progress(50, 200);
    expect(screen.getByRole('status')).toHaveTextContent('Sending the archive… 25 %');
    sent!.progress(200, 200);
    expect(screen.getByRole('status')).toHaveTextContent('Checking the archive…');
    sent!.respond(201, restoreJob());
    expect(await screen.findByText(/^Restoring the ranch… 0 %/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel restore' })).toBeEnabled();
    expect(await screen.findByText(/^Restoring the ranch… 50 %\. You may leave this page/, undefined, { timeout: 3_000 })).toBeInTheDocument();
    expect(
      await screen.findByText('Restored 12 horses, 30 medical records, 0 riding logs, 1 gallery picture, 2 inquiries, the care settings and 25 media files.', undefined, {
        timeout: 3_000,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel restore' })).not.toBeInTheDocument();
    // Everything read before the restore is read again, once it has finished.
    expect(invalidated).toHaveBeenCalled();
    // Nothing chosen any more: the same archive is not sent twice by a second click.
    expect(screen.getByRole('button', { name: 'Restore from archive' })).toBeDisabled();
  });

  it('shows why an archive was refused, fault by fault', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(<RestoreArchive />, { api: { 'GET /api/imports/jobs': { body: [] } } });
    await user.upload(screen.getByLabelText('Archive to restore'), archive());
    await user.click(screen.getByRole('button', { name: 'Restore from archive' }));
    FakeXhr.sent[0]!.respond(400, {
      code: 'VALIDATION_FAILED',
      message: 'This archive cannot be restored: one fault, nothing was changed.',
      errors: [{ field: 'horses.json[0].name', message: 'Name is required' }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This archive cannot be restored: one fault, nothing was changed.');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('horses.json[0].name: Name is required');
    // The archive stays chosen, to try again.
    expect(await screen.findByRole('button', { name: 'Restore from archive' })).toBeEnabled();
  });

  it('finds a running restore again after a reload (not a file import), and cancels it', async () => {
    const fileImport = { ...restoreJob({ id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a', kind: 'horses', fileName: 'herd.csv' }), restored: null };
    const { requests } = renderApp(<RestoreArchive />, {
      api: {
        'GET /api/imports/jobs': { body: [fileImport, restoreJob({ done: 20 })] },
        [`GET /api/imports/jobs/${JOB_ID}`]: { body: restoreJob({ done: 20 }) },
        [`POST /api/imports/jobs/${JOB_ID}/cancel`]: { body: restoreJob({ done: 20, cancelling: true }) },
      },
    });
    expect(await screen.findByText(/^Restoring the ranch… 25 %/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore from archive' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel restore' }));
    expect(await screen.findByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Restoring the ranch… 25 %; stopping after the call under way…');
    expect(requests.some((r) => r.method === 'POST' && r.url === `/api/imports/jobs/${JOB_ID}/cancel`)).toBe(true);
    expect(requests.some((r) => r.url.includes('9f8e7d6c'))).toBe(false);
  });

  it('does not follow a finished restore again after a reload', async () => {
    // Its own address is not answered here: asking for it would fail the test.
    const { requests } = renderApp(<RestoreArchive />, {
      api: { 'GET /api/imports/jobs': { body: [restoreJob({ state: 'cancelled', done: 60, finishedAt: '2026-11-28T06:00:05.000Z' })] } },
    });
    await waitFor(() => expect(requests.map((r) => r.url)).toContain('/api/imports/jobs'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Cancel restore' })).not.toBeInTheDocument();
  });

  it('says a cancelled restore goes on when the archive is sent again, and why a failed one stopped', async () => {
    const user = userEvent.setup({ delay: null });
    const answers = [
      restoreJob({ state: 'cancelled', done: 60, finishedAt: '2026-11-28T06:00:05.000Z' }),
      restoreJob({ id: JOB_ID, state: 'failed', done: 10, finishedAt: '2026-11-28T06:00:05.000Z', error: 'The restore stopped because part of the platform did not answer. What was put back is kept; send the archive again to go on.' }),
    ];
    renderApp(<RestoreArchive />, {
      api: { 'GET /api/imports/jobs': { body: [] }, [`GET /api/imports/jobs/${JOB_ID}`]: () => ({ body: answers[0] }) },
    });
    await user.upload(screen.getByLabelText('Archive to restore'), archive());
    await user.click(screen.getByRole('button', { name: 'Restore from archive' }));
    FakeXhr.sent[0]!.respond(201, restoreJob());
    expect(await screen.findByText('Restore cancelled at 75 %. What was put back stays; sending the archive again goes on where it stopped.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    answers.shift();
    await user.upload(screen.getByLabelText('Archive to restore'), archive());
    await user.click(screen.getByRole('button', { name: 'Restore from archive' }));
    FakeXhr.sent[1]!.respond(201, restoreJob());
    expect(await screen.findByRole('alert')).toHaveTextContent('The restore stopped because part of the platform did not answer. What was put back is kept; send the archive again to go on.');
    expect(screen.getByRole('status')).toHaveTextContent('Restore stopped at 12 %.');
  });
});

describe('restoredText', () => {
  it('says what was here already', () => {
    const none = { horses: 0, 'medical-records': 0, 'riding-logs': 0, gallery: 0, inquiries: 0 };
    expect(restoredText({ added: { ...none, horses: 1 }, present: { ...none, horses: 3, inquiries: 1 }, media: 1 })).toBe(
      'Restored 1 horse, 0 medical records, 0 riding logs, 0 gallery pictures, 0 inquiries, the care settings and 1 media file. 4 items were here already and left as they are.',
    );
  });
});
