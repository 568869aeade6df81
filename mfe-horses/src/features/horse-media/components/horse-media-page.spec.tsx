import { configure, screen, waitFor, within } from '@testing-library/react';
import type { HorseDetail } from '@remuda/contracts';
import { FakeXhr, type MockResponse, type RecordedRequest, person, renderApp, testAccount } from '@remuda/shell-kit/testing';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { makeHorseDetail, makeImage, makeVideo } from '../../../testing/fixtures';
import { HORSE_MEDIA_CSS } from './horse-media.css';
import { HorseMediaPage } from './horse-media-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const HORSE_ID = '00000000-0000-4000-8000-000000000777';
const first = makeImage(HORSE_ID, { createdAt: '2026-04-01T10:00:00.000Z' });
const second = makeImage(HORSE_ID, { createdAt: '2026-04-02T10:00:00.000Z' });
const clip = makeVideo(HORSE_ID);
const juniper = makeHorseDetail({
  id: HORSE_ID,
  name: 'Juniper',
  sex: 'mare',
  profileImage: first.url,
  profileImageVariants: first.variants,
  media: [first, second, clip],
});

const MB = 1024 * 1024;
const image = (name: string, type = 'image/jpeg', size?: number) => {
  const file = new File(['pixels'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** The server's copy of the horse, changed by the calls the page makes. */
function renderMedia(extra: Record<string, MockResponse | ((r: RecordedRequest) => MockResponse)> = {}, start: HorseDetail = juniper) {
  const server = { horse: start };
  const result = renderApp([{ path: '/admin/horses/:id/media', element: <HorseMediaPage /> }], {
    path: `/admin/horses/${HORSE_ID}/media`,
    account: testAccount('TRAINER'),
    api: {
      [`GET /api/horses/${HORSE_ID}`]: () => ({ body: server.horse }),
      'GET /api/horses': () => ({ body: [server.horse] }),
      'GET /api/uploads/limits': { body: { imageBytes: 20 * MB, videoBytes: 500 * MB } },
      ...extra,
    },
  });
  return { ...result, server };
}

const loaded = () => screen.findByText('Manage Images for Juniper', { selector: 'h1' });
const picker = () => screen.getByLabelText('Choose images or videos') as HTMLInputElement;
const figure = (caption: string) => screen.getByText(caption, { selector: '.media-card__name' }).closest('figure') as HTMLElement;
const uploadRow = (name: string) => screen.getByText(name, { selector: '.upload-item__name' }).closest('li') as HTMLElement;
const progressOf = (name: string) => screen.getByLabelText(`Upload of ${name}`);

beforeEach(() => FakeXhr.install());
afterEach(() => FakeXhr.uninstall());

describe('HorseMediaPage', () => {
  it("previews the horse's images through their 320 px variant and its videos with controls", async () => {
    renderMedia();
    await loaded();
    expect(screen.getByText('Images (2)')).toBeInTheDocument();
    expect(screen.getByText('Videos (1)')).toBeInTheDocument();
    const img = within(figure('Image 1')).getByAltText('Juniper, image 1');
    expect(img).toHaveAttribute('src', first.variants.find((v) => v.width === 320)!.url);
    expect(within(figure('Image 2')).getByAltText('Juniper, image 2')).toHaveAttribute('src', second.variants[0]!.url);
    const video = figure('Video 1').querySelector('video')!;
    expect(video).toHaveAttribute('src', clip.url);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).not.toHaveAttribute('poster');
    expect(video).toHaveAttribute('aria-label', 'Juniper, video 1');
    expect(screen.getByText('Back to Juniper').closest('a')).toHaveAttribute('href', `/admin/horses/${HORSE_ID}`);
  });

  it('lays the image grid out four to a row on a desktop', () => {
    expect(HORSE_MEDIA_CSS).toMatch(/@media \(min-width: 992px\) \{ \.media-grid \{ grid-template-columns: repeat\(4, /);
  });

  it('captions each picture and clip with its name and date, with no separator to start a wrapped line', async () => {
    renderMedia();
    await loaded();
    const caption = (name: string) => figure(name).querySelector('figcaption')!;
    expect(caption('Image 1').textContent).toBe('Image 1 April 1, 2026 Profile Image');
    expect(caption('Image 2').textContent).toBe('Image 2 April 2, 2026');
    expect(within(caption('Image 2')).getByText('April 2, 2026')).toHaveAttribute('datetime', second.createdAt);
    for (const figcaption of document.querySelectorAll('figcaption')) expect(figcaption.textContent).not.toContain('·');
    expect(figure('Image 2')).toHaveAccessibleName('Image 2 April 2, 2026');
  });

  it('marks the current profile image and offers the others', async () => {
    renderMedia();
    await loaded();
    expect(within(figure('Image 1')).getByText('Profile Image')).toBeInTheDocument();
    expect(within(figure('Image 1')).queryByText('Set as Profile Image')).not.toBeInTheDocument();
    expect(within(figure('Image 2')).queryByText('Profile Image')).not.toBeInTheDocument();
    const choose = within(figure('Image 2')).getByText('Set as Profile Image').closest('button')!;
    // The button says which picture it is about.
    expect(choose).toHaveAccessibleDescription(/Image 2/);
    // Videos cannot be profile images.
    expect(within(figure('Video 1')).queryByText('Set as Profile Image')).not.toBeInTheDocument();
  });

  it('makes another image the profile image', async () => {
    const { requests, server } = renderMedia({
      [`PUT /api/horses/${HORSE_ID}/profile-image`]: () => {
        server.horse = { ...juniper, profileImage: second.url, profileImageVariants: second.variants };
        return { body: server.horse };
      },
    });
    await loaded();
    await person().click(within(figure('Image 2')).getByText('Set as Profile Image'));
    await waitFor(() => expect(within(figure('Image 2')).getByText('Profile Image')).toBeInTheDocument());
    expect(within(figure('Image 1')).queryByText('Profile Image')).not.toBeInTheDocument();
    expect(within(figure('Image 1')).getByText('Set as Profile Image')).toBeInTheDocument();
    const put = requests.filter((r) => r.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0]!.url).toBe(`/api/horses/${HORSE_ID}/profile-image`);
    expect(put[0]!.body).toEqual({ mediaId: second.id });
  });

  it("shows the server's message when the profile image cannot be set", async () => {
    renderMedia({ [`PUT /api/horses/${HORSE_ID}/profile-image`]: { status: 400, body: { message: 'Choose one of the horse’s images' } } });
    await loaded();
    await person().click(within(figure('Image 2')).getByText('Set as Profile Image'));
    expect((await screen.findByText('Choose one of the horse’s images')).closest('[role=alert]')).toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    const { requests, server } = renderMedia({
      [`DELETE /api/horses/media/${second.id}`]: () => {
        server.horse = { ...juniper, media: [first, clip] };
        return { body: { ok: true } };
      },
    });
    await loaded();
    const user = person();

    await user.click(within(figure('Image 2')).getByText('Delete'));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete image 2?');
    // The safe choice has the focus.
    await waitFor(() => expect(within(dialog).getByText('Cancel').closest('button')).toHaveFocus());
    expect(within(dialog).getByText("The image will be removed from Juniper's gallery. This cannot be undone.")).toBeInTheDocument();
    await user.click(within(dialog).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByText('Images (2)')).toBeInTheDocument();

    await user.click(within(figure('Image 2')).getByText('Delete'));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('Delete').closest('button')!);
    await waitFor(() => expect(screen.getByText('Images (1)')).toBeInTheDocument());
    const deletes = requests.filter((r) => r.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.url).toBe(`/api/horses/media/${second.id}`);
    expect(deletes[0]!.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(await screen.findByText('Image 2 deleted.')).toBeInTheDocument();
  });

  it('warns that deleting the profile image leaves a placeholder', async () => {
    renderMedia();
    await loaded();
    await person().click(within(figure('Image 1')).getByText('Delete'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/This is Juniper's profile image; the horse shows a placeholder/)).toBeInTheDocument();
  });

  it('accepts several images and videos of the supported types at once', async () => {
    renderMedia();
    await loaded();
    expect(picker()).toHaveAttribute('type', 'file');
    expect(picker()).toHaveAttribute('multiple');
    expect(picker().getAttribute('accept')!.split(',')).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/gif',
      'video/mp4',
      'video/webm',
      'video/quicktime',
    ]);
  });

  it('uploads the chosen files one after another, each with its own progress and outcome', async () => {
    const { server } = renderMedia();
    await loaded();
    await person().upload(picker(), [image('arena.jpg'), image('trail.png', 'image/png')]);

    // One at a time: the first is sent, the second waits.
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`/api/horses/${HORSE_ID}/media`);
    expect(xhr.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(xhr.file).toMatchObject({ name: 'arena.jpg', type: 'image/jpeg' });
    expect(within(uploadRow('arena.jpg')).getByText('Uploading')).toBeInTheDocument();
    expect(within(uploadRow('trail.png')).getByText('Waiting')).toBeInTheDocument();

    xhr.progress(40, 100);
    await waitFor(() => expect(progressOf('arena.jpg')).toHaveAttribute('aria-valuenow', '40'));
    expect(progressOf('trail.png')).toHaveAttribute('aria-valuenow', '0');

    const stored = makeImage(HORSE_ID, { createdAt: '2026-04-05T10:00:00.000Z' });
    server.horse = { ...server.horse, media: [...server.horse.media, stored] };
    xhr.respond(201, stored);
    await waitFor(() => expect(within(uploadRow('arena.jpg')).getByText('Uploaded')).toBeInTheDocument());
    expect(progressOf('arena.jpg')).toHaveAttribute('aria-valuenow', '100');
    // The new picture shows in the grid.
    await waitFor(() => expect(screen.getByText('Images (3)')).toBeInTheDocument());
    expect(screen.getByAltText('Juniper, image 3')).toHaveAttribute('src', stored.variants[0]!.url);

    // Then the second goes; the server refuses it in its own words.
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent[1]!.file).toMatchObject({ name: 'trail.png', type: 'image/png' });
    FakeXhr.sent[1]!.progress(100, 100);
    FakeXhr.sent[1]!.respond(413, { message: 'The file is too large: images up to 20 MB' });
    await waitFor(() => expect(within(uploadRow('trail.png')).getByText('The file is too large: images up to 20 MB')).toBeInTheDocument());
    expect(within(uploadRow('trail.png')).getByRole('alert')).toHaveTextContent('The file is too large');
    expect(within(uploadRow('arena.jpg')).getByText('Uploaded')).toBeInTheDocument();
  });

  it('shows a fallback when the server gives no message, or the connection drops', async () => {
    renderMedia();
    await loaded();
    await person().upload(picker(), [image('one.jpg'), image('two.jpg')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.respond(500);
    await waitFor(() => expect(within(uploadRow('one.jpg')).getByText('Failed to upload the file')).toBeInTheDocument());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    FakeXhr.sent[1]!.fail();
    await waitFor(() => expect(within(uploadRow('two.jpg')).getByText('Failed to upload the file')).toBeInTheDocument());
  });

  it('says at once when a file is of a type or size the server will refuse, without sending it', async () => {
    renderMedia();
    await loaded();
    await screen.findByText(/images up to 20 MB/);
    const user = userEvent.setup({ delay: null, applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.upload(picker(), [
      image('notes.pdf', 'application/pdf'),
      image('huge.jpg', 'image/jpeg', 21 * MB),
      image('long-ride.mp4', 'video/mp4', 501 * MB),
    ]);
    expect(await within(uploadRow('notes.pdf')).findByText(/This type of file is not supported/)).toBeInTheDocument();
    expect(within(uploadRow('huge.jpg')).getByText('This image is too large: images can be at most 20 MB.')).toBeInTheDocument();
    expect(within(uploadRow('long-ride.mp4')).getByText('This video is too large: videos can be at most 500 MB.')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('takes the largest upload of each kind from the server, not from the page', async () => {
    renderMedia({ 'GET /api/uploads/limits': { body: { imageBytes: 2 * MB, videoBytes: 50 * MB } } });
    await loaded();
    expect(await screen.findByText(/images up to 2 MB; MP4, WebM or QuickTime videos up to 50 MB\./)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null, applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.upload(picker(), [image('big.jpg', 'image/jpeg', 3 * MB)]);
    expect(await within(uploadRow('big.jpg')).findByText('This image is too large: images can be at most 2 MB.')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('cancels an upload in progress and goes on with the next', async () => {
    renderMedia();
    await loaded();
    const user = person();
    await user.upload(picker(), [image('first.jpg'), image('second.jpg')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await user.click(screen.getByLabelText('Cancel upload of first.jpg'));
    expect(FakeXhr.sent[0]!.aborted).toBe(true);
    await waitFor(() => expect(within(uploadRow('first.jpg')).getByText('Cancelled')).toBeInTheDocument());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent[1]!.file!.name).toBe('second.jpg');
  });

  it('clears finished uploads from the list', async () => {
    renderMedia();
    await loaded();
    const user = person();
    await user.upload(picker(), [image('done.jpg')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.respond(500, { message: 'Storage is full' });
    await within(uploadRow('done.jpg')).findByText('Storage is full');
    await user.click(screen.getByText('Clear finished uploads'));
    await waitFor(() => expect(screen.queryByText('done.jpg')).not.toBeInTheDocument());
  });

  it('says when the horse is not found', async () => {
    renderApp([{ path: '/admin/horses/:id/media', element: <HorseMediaPage /> }], {
      path: `/admin/horses/${HORSE_ID}/media`,
      account: testAccount('TRAINER'),
      api: { [`GET /api/horses/${HORSE_ID}`]: { status: 404, body: { message: 'Horse not found' } } },
    });
    expect(await screen.findByText('Horse not found', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Choose images or videos')).not.toBeInTheDocument();
  });

  it('says when the horse has no pictures or clips yet', async () => {
    renderMedia({}, { ...juniper, profileImage: null, profileImageVariants: [], media: [] });
    await loaded();
    expect(screen.getByText('Images (0)')).toBeInTheDocument();
    expect(screen.getByText('No images yet. Upload some above, then choose the profile image.')).toBeInTheDocument();
    expect(screen.getByText('No videos yet.')).toBeInTheDocument();
  });
});
