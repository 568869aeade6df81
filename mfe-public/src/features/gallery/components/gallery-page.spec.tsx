import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GalleryPicture } from '@remuda/contracts';
import { makeGallery, renderApp } from '@remuda/shell-kit/testing';
import { TWELVE_PICTURES } from '../../../testing/gallery';
import { GalleryPage } from './gallery-page';

const TWELVE = TWELVE_PICTURES;
const GALLERY = 'GET /api/gallery';
const user = () => userEvent.setup({ delay: null });
const renderGallery = (path = '/gallery', pictures: readonly GalleryPicture[] = TWELVE) =>
  renderApp([{ path: '/gallery', element: <GalleryPage /> }], { path, api: { [GALLERY]: { body: pictures } } });

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');
const loaded = () => screen.findByRole('tabpanel');
const thumbnails = () => within(panel()).queryAllByRole('button', { name: (_, el) => el.getAttribute('aria-haspopup') === 'dialog' });
const shownTitles = () => within(panel()).queryAllByRole('figure').map((figure) => figure.querySelector('figcaption')!.textContent);
const titlesOf = (category: string) => TWELVE.filter((picture) => picture.category === category).map((picture) => picture.title);

describe('GalleryPage', () => {
  it('reads the pictures from the API and shows them in its order, each with its title', async () => {
    const { requests } = renderGallery();
    expect(screen.getByText('Loading the gallery…')).toBeInTheDocument();
    await loaded();
    expect(thumbnails()).toHaveLength(12);
    expect(shownTitles()).toEqual(TWELVE.map((picture) => picture.title));
    expect(screen.getByText('Showing 12 of 12 images')).toHaveAttribute('role', 'status');
    expect(requests.filter((r) => r.url === '/api/gallery')).toHaveLength(1);
  });

  it('offers the tabs All, Ranch, Horses, Cattle and Events, with All selected', async () => {
    renderGallery();
    await loaded();
    const tabs = within(screen.getByRole('tablist', { name: 'Image categories' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['All', 'Ranch', 'Horses', 'Cattle', 'Events']);
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAccessibleName('All');
  });

  it.each([
    ['Ranch', 'ranch'],
    ['Horses', 'horses'],
    ['Cattle', 'cattle'],
    ['Events', 'events'],
  ])('shows only the pictures of %s on its tab, and keeps the tab in the address', async (name, category) => {
    const { router } = renderGallery();
    await loaded();
    await user().click(tab(name));
    expect(tab(name)).toHaveAttribute('aria-selected', 'true');
    expect(tab('All')).toHaveAttribute('aria-selected', 'false');
    expect(panel()).toHaveAccessibleName(name);
    expect(shownTitles()).toEqual(titlesOf(category));
    expect(thumbnails()).toHaveLength(3);
    expect(screen.getByText('Showing 3 of 12 images')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(`?category=${category}`));
  });

  it('opens on the tab the address names', async () => {
    renderGallery('/gallery?category=cattle');
    await loaded();
    expect(tab('Cattle')).toHaveAttribute('aria-selected', 'true');
    expect(shownTitles()).toEqual(titlesOf('cattle'));
  });

  it('treats an unknown category in the address as All', async () => {
    renderGallery('/gallery?category=goats');
    await loaded();
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(thumbnails()).toHaveLength(12);
  });

  it('says so when a category has no pictures, and View all images goes back to All', async () => {
    const withoutEvents = TWELVE.filter((picture) => picture.category !== 'events');
    const { router } = renderGallery('/gallery', withoutEvents);
    await loaded();
    const u = user();
    await u.click(tab('Events'));
    expect(within(panel()).getByText('No images found in this category.')).toBeInTheDocument();
    expect(thumbnails()).toHaveLength(0);

    await u.click(within(panel()).getByRole('button', { name: 'View all images' }));
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(tab('All')).toHaveFocus();
    expect(thumbnails()).toHaveLength(9);
    expect(screen.queryByText('No images found in this category.')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says plainly when the gallery has no pictures at all', async () => {
    renderGallery('/gallery', []);
    await loaded();
    expect(within(panel()).getByText('There are no pictures in the gallery yet.')).toBeInTheDocument();
    expect(within(panel()).queryByRole('button')).not.toBeInTheDocument();
    await user().click(tab('Horses'));
    expect(within(panel()).getByText('No images found in this category.')).toBeInTheDocument();
  });

  it('says Failed to load the gallery when the read fails, and Try again brings the pictures', async () => {
    let fail = true;
    renderApp([{ path: '/gallery', element: <GalleryPage /> }], {
      path: '/gallery',
      api: { [GALLERY]: () => (fail ? { status: 503 } : { body: TWELVE }) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the gallery');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    fail = false;
    await user().click(within(alert).getByRole('button', { name: 'Try again' }));
    await loaded();
    expect(thumbnails()).toHaveLength(12);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys, Home and End, one Tab stop for the row', async () => {
    renderGallery();
    await loaded();
    const u = user();
    await u.tab();
    expect(tab('All')).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([tab('All')]);

    await u.keyboard('{ArrowRight}');
    expect(tab('Ranch')).toHaveFocus();
    expect(tab('Ranch')).toHaveAttribute('aria-selected', 'true');
    expect(shownTitles()).toEqual(titlesOf('ranch'));

    await u.keyboard('{End}');
    expect(tab('Events')).toHaveFocus();
    expect(shownTitles()).toEqual(titlesOf('events'));
    await u.keyboard('{ArrowRight}');
    expect(tab('All')).toHaveFocus();
    await u.keyboard('{ArrowLeft}');
    expect(tab('Events')).toHaveFocus();
    await u.keyboard('{Home}');
    expect(tab('All')).toHaveFocus();
    expect(thumbnails()).toHaveLength(12);
  });

  it("names each picture by its title and description, and gives the picture's own size, so nothing shifts while it loads", async () => {
    const tall = makeGallery([['Windmill at Noon', 'ranch']]).map((p) => ({ ...p, width: 853, height: 1280 }));
    renderGallery('/gallery', [...TWELVE, ...tall]);
    await loaded();
    const images = within(panel()).getAllByRole('img');
    expect(images).toHaveLength(13);
    expect(images[0]).toHaveAttribute('alt', `${TWELVE[0]!.title}: ${TWELVE[0]!.description}`);
    // A picture without a description is named by its title alone.
    expect(images[11]).toHaveAttribute('alt', 'Campfire Under the Stars');
    expect(images[0]).toHaveAttribute('width', '1280');
    expect(images[0]).toHaveAttribute('height', '853');
    expect(images[12]).toHaveAttribute('width', '853');
    expect(images[12]).toHaveAttribute('height', '1280');
    const first = TWELVE[0]!;
    expect(images[0]).toHaveAttribute('src', first.variants.find((v) => v.width === 640)!.url);
    expect(images[0]).toHaveAttribute('srcset', first.variants.map((v) => `${v.url} ${v.width}w`).join(', '));
    expect(images[0]).toHaveAttribute('sizes');
  });

  it('loads the first picture at once and the others lazily, so it has the line to itself', async () => {
    renderGallery();
    await loaded();
    const loading = within(panel()).getAllByRole('img').map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', ...Array(11).fill('lazy')]);
  });

  it('asks for the first picture ahead, at high priority', async () => {
    renderGallery('/gallery?category=horses');
    await loaded();
    const first = TWELVE.find((picture) => picture.category === 'horses')!;
    const srcset = first.variants.map((v) => `${v.url} ${v.width}w`).join(', ');
    const link = document.head.querySelector(`link[rel="preload"][as="image"][imagesrcset="${srcset}"]`);
    expect(link).toHaveAttribute('fetchpriority', 'high');
    expect(link).toHaveAttribute('imagesizes');
  });

  it('names the page', async () => {
    renderGallery();
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    expect(document.title).toBe('Gallery | Remuda Ranch');
    await loaded();
  });
});
