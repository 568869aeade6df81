import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@remuda/shell-kit/testing';
import { TWELVE_PICTURES as GALLERY_IMAGES } from '../../../testing/gallery';
import { GalleryPage } from './gallery-page';

const user = () => userEvent.setup({ delay: null });
/** The gallery read, its pictures shown. */
const renderGallery = async (path = '/gallery') => {
  renderApp([{ path: '/gallery', element: <GalleryPage /> }], { path, api: { 'GET /api/gallery': { body: GALLERY_IMAGES } } });
  await screen.findByRole('tabpanel');
};

const ranch = GALLERY_IMAGES.filter((image) => image.category === 'ranch');
const thumbnail = (title: string) => screen.getByRole('button', { name: (name) => name === title || name.startsWith(`${title}: `) });
const dialog = () => screen.getByRole('dialog');
const previous = () => within(dialog()).getByRole('button', { name: 'Previous image' });
const next = () => within(dialog()).getByRole('button', { name: 'Next image' });
/** What the lightbox shows: its name and the enlarged picture's alt text (the picture's title), and its place. */
const showing = () => ({
  title: within(dialog()).getByRole('heading', { level: 2 }).textContent,
  alt: within(dialog()).getByRole('img').getAttribute('alt'),
  position: dialog().querySelector('.gallery-lightbox__position')!.textContent,
});
const expected = (index: number, of = GALLERY_IMAGES) => ({ title: of[index]!.title, alt: of[index]!.title, position: `${index + 1} of ${of.length}` });

describe('the gallery lightbox', () => {
  it('opens on the picture clicked, as a modal dialog named by its title and described by its description', async () => {
    await renderGallery();
    await user().click(thumbnail(GALLERY_IMAGES[4]!.title));
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(dialog()).toHaveAccessibleName(GALLERY_IMAGES[4]!.title);
    expect(dialog()).toHaveAccessibleDescription(GALLERY_IMAGES[4]!.description);
    expect(showing()).toEqual(expected(4));
    const enlarged = within(dialog()).getByRole('img');
    const picture = GALLERY_IMAGES[4]!;
    expect(enlarged).toHaveAttribute('src', picture.url);
    expect(enlarged).toHaveAttribute('width', String(picture.width));
    expect(enlarged).toHaveAttribute('height', String(picture.height));
    expect(enlarged).toHaveAttribute('srcset', picture.variants.map((v) => `${v.url} ${v.width}w`).join(', '));
  });

  it('shows no description for a picture without one', async () => {
    await renderGallery();
    await user().click(thumbnail(GALLERY_IMAGES[11]!.title));
    expect(dialog()).toHaveAccessibleName(GALLERY_IMAGES[11]!.title);
    expect(dialog()).not.toHaveAttribute('aria-describedby');
    expect(dialog().querySelector('.gallery-lightbox__description')).toBeNull();
  });

  it('moves focus into the dialog and gives every button a name', async () => {
    await renderGallery();
    await user().click(thumbnail(GALLERY_IMAGES[0]!.title));
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(within(dialog()).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Close', 'Previous image', 'Next image']);
  });

  it('disables Previous on the first picture and Next on the last', async () => {
    await renderGallery();
    const u = user();
    await u.click(thumbnail(GALLERY_IMAGES[0]!.title));
    expect(previous()).toBeDisabled();
    expect(next()).toBeEnabled();
    await u.click(within(dialog()).getByRole('button', { name: 'Close' }));

    await u.click(thumbnail(GALLERY_IMAGES[11]!.title));
    expect(showing()).toEqual(expected(11));
    expect(next()).toBeDisabled();
    expect(previous()).toBeEnabled();
  });

  it('steps through the pictures with Previous and Next, and stops at the ends', async () => {
    await renderGallery();
    const u = user();
    await u.click(thumbnail(GALLERY_IMAGES[9]!.title));
    await u.click(next());
    expect(showing()).toEqual(expected(10));
    await u.click(next());
    expect(showing()).toEqual(expected(11));
    expect(next()).toBeDisabled();
    // Focus is not lost with the disabled button: it moves to the way back.
    expect(previous()).toHaveFocus();
    await u.click(previous());
    expect(showing()).toEqual(expected(10));
  });

  it('moves with ArrowLeft and ArrowRight, and goes no further than the ends', async () => {
    await renderGallery();
    const u = user();
    await u.click(thumbnail(GALLERY_IMAGES[1]!.title));
    await u.keyboard('{ArrowLeft}');
    expect(showing()).toEqual(expected(0));
    await u.keyboard('{ArrowLeft}');
    expect(showing()).toEqual(expected(0));
    await u.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(showing()).toEqual(expected(3));
  });

  it('still answers the keys after a click on the picture', async () => {
    await renderGallery();
    const u = user();
    await u.click(thumbnail(GALLERY_IMAGES[0]!.title));
    await u.click(within(dialog()).getByRole('img'));
    await u.keyboard('{ArrowRight}');
    expect(showing()).toEqual(expected(1));
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('browses only the pictures of the selected tab', async () => {
    await renderGallery('/gallery?category=ranch');
    const u = user();
    await u.click(thumbnail(ranch[0]!.title));
    expect(showing()).toEqual(expected(0, ranch));
    expect(previous()).toBeDisabled();
    await u.keyboard('{ArrowRight}{ArrowRight}');
    expect(showing()).toEqual(expected(2, ranch));
    expect(next()).toBeDisabled();
  });

  it('closes on Escape and gives focus back to the thumbnail of the picture it showed', async () => {
    await renderGallery();
    const u = user();
    await u.click(thumbnail(GALLERY_IMAGES[2]!.title));
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail(GALLERY_IMAGES[2]!.title)).toHaveFocus();

    await u.click(thumbnail(GALLERY_IMAGES[5]!.title));
    await u.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail(GALLERY_IMAGES[6]!.title)).toHaveFocus();
  });

  it('closes with its Close button, and when the backdrop around the picture is clicked', async () => {
    await renderGallery();
    const u = user();
    await u.click(thumbnail(GALLERY_IMAGES[0]!.title));
    await u.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(thumbnail(GALLERY_IMAGES[0]!.title)).toHaveFocus();

    await u.click(thumbnail(GALLERY_IMAGES[0]!.title));
    await u.click(within(dialog()).getByRole('img'));
    expect(dialog()).toBeInTheDocument();
    await u.click(dialog().parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    await renderGallery();
    const u = user();
    await u.click(thumbnail(GALLERY_IMAGES[3]!.title));
    const close = within(dialog()).getByRole('button', { name: 'Close' });
    await u.tab();
    expect(previous()).toHaveFocus();
    await u.tab();
    expect(next()).toHaveFocus();
    await u.tab();
    expect(close).toHaveFocus();
    await u.tab({ shift: true });
    expect(next()).toHaveFocus();
  });

  it('makes the page behind inert and still while it is open', async () => {
    await renderGallery();
    const u = user();
    await u.click(thumbnail(GALLERY_IMAGES[0]!.title));
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery', hidden: true }).closest('article')).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    await u.keyboard('{Escape}');
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' }).closest('article')).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
  });
});
