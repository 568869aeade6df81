import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeXhr, renderApp } from '@remuda/shell-kit/testing';
import { RestoreArchive, restoredText } from './restore-archive';

beforeEach(() => FakeXhr.install());
afterEach(() => FakeXhr.uninstall());

const archive = () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'remuda-export-2026-11-27.zip', { type: 'application/zip' });

describe('RestoreArchive', () => {
  it('sends the chosen archive, shows its progress, then says what was put back', async () => {
    const user = userEvent.setup({ delay: null });
    const { queryClient } = renderApp(<RestoreArchive />);
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
    expect(screen.getByRole('status')).toHaveTextContent('Restoring the ranch…');
    sent!.respond(201, {
      added: { horses: 12, 'care-settings': 1, gallery: 1, 'medical-records': 30, 'riding-logs': 0, inquiries: 2 },
      present: { horses: 0, 'care-settings': 0, gallery: 0, 'medical-records': 0, 'riding-logs': 0, inquiries: 0 },
      media: 25,
    });
    expect(await screen.findByText('Restored 12 horses, 30 medical records, 0 riding logs, 1 gallery picture, 2 inquiries, the care settings and 25 media files.')).toBeInTheDocument();
    expect(invalidated).toHaveBeenCalled();
    // Nothing chosen any more: the same archive is not sent twice by a second click.
    expect(await screen.findByRole('button', { name: 'Restore from archive' })).toBeDisabled();
  });

  it('shows why an archive was refused, fault by fault', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(<RestoreArchive />);
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
});

describe('restoredText', () => {
  it('says what was here already', () => {
    const none = { horses: 0, 'medical-records': 0, 'riding-logs': 0, gallery: 0, inquiries: 0 };
    expect(restoredText({ added: { ...none, horses: 1 }, present: { ...none, horses: 3, inquiries: 1 }, media: 1 })).toBe(
      'Restored 1 horse, 0 medical records, 0 riding logs, 0 gallery pictures, 0 inquiries, the care settings and 1 media file. 4 items were here already and left as they are.',
    );
  });
});
