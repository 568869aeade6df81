import { configure, screen, waitFor, within } from '@testing-library/react';
import type { GalleryPicture } from '@remuda/contracts';
import { FakeXhr, type MockResponse, type RecordedRequest, chooseOption, makeGallery, person, renderApp, testAccount } from '@remuda/shell-kit/testing';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { GalleryAdminPage } from './gallery-admin-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const MB = 1024 * 1024;
const start = () => makeGallery([
  ['Spring Roundup', 'events'],
  ['Mare and Foal', 'horses'],
  ['Longhorn Steer', 'cattle'],
]);

/** The server's copy of the gallery, changed by the calls the page makes. */
function renderGallery(extra: Record<string, MockResponse | ((r: RecordedRequest) => MockResponse)> = {}, pictures: GalleryPicture[] = start()) {
  const server = { pictures };
  const result = renderApp([{ path: '/admin/gallery', element: <GalleryAdminPage /> }], {
    path: '/admin/gallery',
    account: testAccount('TRAINER'),
    api: {
      'GET /api/gallery': () => ({ body: server.pictures }),
      'GET /api/uploads/limits': { body: { imageBytes: 20 * MB, videoBytes: 500 * MB } },
      ...extra,
    },
  });
  return { ...result, server };
}

const loaded = () => screen.findByRole('heading', { level: 2, name: /^Pictures \(\d+\)$/ });
const card = (title: string) => screen.getByRole('listitem', { name: title });
const titles = () => within(screen.getByRole('list')).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const picker = () => screen.getByLabelText('Picture') as HTMLInputElement;
const png = (name = 'rodeo.png', type = 'image/png', size?: number) => {
  const file = new File(['pixels'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const addForm = () => within(screen.getByRole('region', { name: 'Add picture' }));

beforeEach(() => FakeXhr.install());
afterEach(() => FakeXhr.uninstall());

describe('GalleryAdminPage', () => {
  it('lists the pictures in order with a thumbnail, title, category and description', async () => {
    const pictures = start();
    renderGallery({}, pictures);
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    expect(titles()).toEqual(['Spring Roundup', 'Mare and Foal', 'Longhorn Steer']);
    const first = card('Spring Roundup');
    const img = within(first).getByRole('img', { name: 'Spring Roundup' });
    expect(img).toHaveAttribute('src', pictures[0]!.variants.find((v) => v.width === 320)!.url);
    expect(img).toHaveAttribute('width', String(pictures[0]!.width));
    expect(within(first).getByText('Events')).toBeInTheDocument();
    expect(within(first).getByText(pictures[0]!.description)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the public gallery' })).toHaveAttribute('href', '/gallery');
  });

  it('names every button after its picture, and disables Move up on the first and Move down on the last', async () => {
    renderGallery();
    await loaded();
    expect(within(card('Spring Roundup')).getByRole('button', { name: 'Move up: Spring Roundup' })).toBeDisabled();
    expect(within(card('Spring Roundup')).getByRole('button', { name: 'Move down: Spring Roundup' })).toBeEnabled();
    expect(within(card('Longhorn Steer')).getByRole('button', { name: 'Move down: Longhorn Steer' })).toBeDisabled();
    expect(within(card('Mare and Foal')).getByRole('button', { name: 'Move up: Mare and Foal' })).toBeEnabled();
    for (const name of ['Edit: Mare and Foal', 'Remove: Mare and Foal']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('adds a picture, sending the fields before the file, and reads the gallery again', async () => {
    const { server } = renderGallery();
    await loaded();
    const user = person();
    expect(picker()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    await user.upload(picker(), png());
    await user.type(addForm().getByLabelText('Title'), 'Ranch Rodeo Night');
    await user.type(addForm().getByLabelText('Description'), 'Barrel racing under the lights.');
    await chooseOption(addForm().getByLabelText('Category'), 'Events');
    await user.click(addForm().getByRole('button', { name: 'Add picture' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/gallery']);
    expect(xhr.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect([...xhr.body!.keys()]).toEqual(['title', 'description', 'category', 'media']);
    expect(xhr.body!.get('title')).toBe('Ranch Rodeo Night');
    expect(xhr.body!.get('category')).toBe('events');
    expect(xhr.file).toMatchObject({ name: 'rodeo.png', type: 'image/png' });

    xhr.progress(50, 100);
    await waitFor(() => expect(screen.getByLabelText('Upload of rodeo.png')).toHaveAttribute('aria-valuenow', '50'));
    const added = makeGallery([['Ranch Rodeo Night', 'events', 'Barrel racing under the lights.']])[0]!;
    server.pictures = [...server.pictures, { ...added, position: 3 }];
    xhr.respond(201, added);

    expect(await screen.findByText('Ranch Rodeo Night was added to the gallery.')).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(['Spring Roundup', 'Mare and Foal', 'Longhorn Steer', 'Ranch Rodeo Night']));
    // The form is ready for the next picture.
    expect(addForm().getByLabelText('Title')).toHaveValue('');
  });

  it("shows the server's field errors on their fields, keeping what was typed", async () => {
    renderGallery();
    await loaded();
    const user = person();
    await user.upload(picker(), png());
    await user.type(addForm().getByLabelText('Title'), 'Rodeo');
    await chooseOption(addForm().getByLabelText('Category'), 'Events');
    await user.click(addForm().getByRole('button', { name: 'Add picture' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.respond(400, {
      message: 'Validation failed',
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'title', message: 'Title is taken by another picture' }],
    });
    expect(await addForm().findByText('Title is taken by another picture')).toBeInTheDocument();
    expect(addForm().getByLabelText('Title')).toHaveValue('Rodeo');
    expect(addForm().getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Validation failed')).not.toBeInTheDocument();
  });

  it('says plainly why the server refused the file, keeping the fields', async () => {
    renderGallery();
    await loaded();
    const user = person();
    await user.upload(picker(), png('scan.png'));
    await user.type(addForm().getByLabelText('Title'), 'Old scan');
    await chooseOption(addForm().getByLabelText('Category'), 'Ranch');
    await user.click(addForm().getByRole('button', { name: 'Add picture' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    FakeXhr.sent[0]!.respond(415, { message: 'This file is not a picture the gallery can show', code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await addForm().findByText('This file is not a picture the gallery can show')).toBeInTheDocument();
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    expect(addForm().getByLabelText('Title')).toHaveValue('Old scan');
  });

  it('asks for a file and a title before sending, and refuses a file of another type or too large', async () => {
    renderGallery();
    await loaded();
    const user = userEvent.setup({ delay: null, applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(addForm().getByRole('button', { name: 'Add picture' }));
    expect(await addForm().findByText('Choose a picture to add')).toBeInTheDocument();
    expect(addForm().getByText('Title is required')).toBeInTheDocument();
    expect(addForm().getByText('Category is required')).toBeInTheDocument();

    await user.upload(picker(), png('clip.mp4', 'video/mp4'));
    expect(await addForm().findByText('This type of file is not supported. Choose a JPEG, PNG, WebP or GIF image.')).toBeInTheDocument();
    await user.upload(picker(), png('huge.jpg', 'image/jpeg', 21 * MB));
    expect(await addForm().findByText('This image is too large: images can be at most 20 MB.')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("edits a picture's words, sending the version it was read at", async () => {
    const pictures = start();
    const mare = pictures[1]!;
    const app = renderGallery(
      {
        [`PUT /api/gallery/${mare.id}`]: ({ body }) => {
          const saved = { ...mare, ...(body as object), version: 2 };
          app.server.pictures = app.server.pictures.map((p) => (p.id === mare.id ? saved : p));
          return { body: saved };
        },
      },
      pictures,
    );
    await loaded();
    const user = person();
    await user.click(screen.getByRole('button', { name: 'Edit: Mare and Foal' }));
    const form = within(screen.getByRole('form', { name: 'Edit Mare and Foal' }));
    expect(form.getByLabelText('Title')).toHaveValue('Mare and Foal');
    await user.clear(form.getByLabelText('Title'));
    await user.type(form.getByLabelText('Title'), 'Mare and Spring Foal');
    await chooseOption(form.getByLabelText('Category'), 'Ranch');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(titles()).toEqual(['Spring Roundup', 'Mare and Spring Foal', 'Longhorn Steer']));
    expect(screen.queryByRole('form', { name: /^Edit / })).not.toBeInTheDocument();
    expect(within(card('Mare and Spring Foal')).getByText('Ranch')).toBeInTheDocument();
    const put = app.requests.filter((r) => r.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0]!.body).toEqual({ title: 'Mare and Spring Foal', description: mare.description, category: 'ranch', version: 1 });
    expect(put[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says when someone else changed the picture since, shows their version, and keeps mine on request', async () => {
    const pictures = start();
    const mare = pictures[1]!;
    const theirs = { ...mare, title: 'Mare and Foal at Dawn', version: 2 };
    const app = renderGallery(
      {
        [`PUT /api/gallery/${mare.id}`]: ({ body }) => {
          const { version, ...fields } = body as { version: number };
          if (version !== 2) return { status: 409, body: { message: 'The picture was changed by someone else', code: 'CONFLICT', current: theirs } };
          const saved = { ...mare, ...fields, version: 3 };
          app.server.pictures = app.server.pictures.map((p) => (p.id === mare.id ? saved : p));
          return { body: saved };
        },
      },
      pictures,
    );
    await loaded();
    const user = person();
    await user.click(screen.getByRole('button', { name: 'Edit: Mare and Foal' }));
    const form = within(screen.getByRole('form', { name: 'Edit Mare and Foal' }));
    await user.clear(form.getByLabelText('Title'));
    await user.type(form.getByLabelText('Title'), 'Mare and Spring Foal');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'This picture was changed by someone else' });
    const row = within(dialog).getByRole('row', { name: /Title/ });
    expect(row).toHaveTextContent('Mare and Spring Foal');
    expect(row).toHaveTextContent('Mare and Foal at Dawn');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my version' }));

    await waitFor(() => expect(titles()).toEqual(['Spring Roundup', 'Mare and Spring Foal', 'Longhorn Steer']));
    const versions = app.requests.filter((r) => r.method === 'PUT').map((r) => (r.body as { version: number }).version);
    expect(versions).toEqual([1, 2]);
  });

  it('moves a picture up, keeping the focus on it, and shows the order the server answers', async () => {
    const pictures = start();
    const mare = pictures[1]!;
    const app = renderGallery(
      {
        [`PUT /api/gallery/${mare.id}/position`]: () => {
          app.server.pictures = [mare, pictures[0]!, pictures[2]!].map((p, position) => ({ ...p, position }));
          return { body: app.server.pictures };
        },
      },
      pictures,
    );
    await loaded();
    await person().click(screen.getByRole('button', { name: 'Move up: Mare and Foal' }));
    await waitFor(() => expect(titles()).toEqual(['Mare and Foal', 'Spring Roundup', 'Longhorn Steer']));
    const put = app.requests.filter((r) => r.method === 'PUT');
    expect(put.map((r) => [r.url, r.body])).toEqual([[`/api/gallery/${mare.id}/position`, { position: 0 }]]);
    // First now, it cannot go further up: the focus stays with the picture, on its way back down.
    expect(screen.getByRole('button', { name: 'Move up: Mare and Foal' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move down: Mare and Foal' })).toHaveFocus());
  });

  it('removes a picture only after confirmation', async () => {
    const pictures = start();
    const steer = pictures[2]!;
    const app = renderGallery(
      {
        [`DELETE /api/gallery/${steer.id}`]: () => {
          app.server.pictures = pictures.slice(0, 2);
          return { body: { ok: true } };
        },
      },
      pictures,
    );
    await loaded();
    const user = person();
    await user.click(screen.getByRole('button', { name: 'Remove: Longhorn Steer' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Remove Longhorn Steer?');
    expect(within(dialog).getByText('The picture will be removed from the public gallery. This cannot be undone.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByText('Cancel').closest('button')).toHaveFocus());
    await user.click(within(dialog).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove: Longhorn Steer' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('Remove').closest('button')!);
    await waitFor(() => expect(titles()).toEqual(['Spring Roundup', 'Mare and Foal']));
    expect(app.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([`/api/gallery/${steer.id}`]);
    expect(await screen.findByText('Longhorn Steer was removed from the gallery.')).toBeInTheDocument();
  });

  it('says so when the gallery has no pictures yet', async () => {
    renderGallery({}, []);
    await loaded();
    expect(screen.getByText('There are no pictures in the gallery yet. Add the first one above.')).toBeInTheDocument();
  });

  it('says Failed to load the gallery when the read fails, with Try again', async () => {
    let fail = true;
    renderGallery({ 'GET /api/gallery': () => (fail ? { status: 500 } : { body: start() }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the gallery');
    fail = false;
    await person().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await loaded()).toHaveTextContent('Pictures (3)');
  });
});
