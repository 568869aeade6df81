import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@remuda/shell-kit/testing';
import { GALLERY_IMAGES, type GalleryImage } from '../gallery-images';
import { GalleryPage } from './gallery-page';

const user = () => userEvent.setup({ delay: null });
const renderGallery = (path = '/gallery', images?: readonly GalleryImage[]) =>
  renderApp([{ path: '/gallery', element: <GalleryPage images={images} /> }], { path });

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');
const thumbnails = () => within(panel()).queryAllByRole('button', { name: (_, el) => el.getAttribute('aria-haspopup') === 'dialog' });
const shownTitles = () => within(panel()).queryAllByRole('figure').map((figure) => figure.querySelector('figcaption')!.textContent);
const titlesOf = (category: string) => GALLERY_IMAGES.filter((image) => image.category === category).map((image) => image.title);

describe('GalleryPage', () => {
  it('offers the tabs All, Ranch, Horses, Cattle and Events, with All selected', () => {
    renderGallery();
    const tabs = within(screen.getByRole('tablist', { name: 'Image categories' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['All', 'Ranch', 'Horses', 'Cattle', 'Events']);
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAccessibleName('All');
  });

  it('shows all twelve pictures under All, each with its title', () => {
    renderGallery();
    expect(thumbnails()).toHaveLength(12);
    expect(shownTitles()).toEqual(GALLERY_IMAGES.map((image) => image.title));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 12 of 12 images');
  });

  it.each([
    ['Ranch', 'ranch'],
    ['Horses', 'horses'],
    ['Cattle', 'cattle'],
    ['Events', 'events'],
  ])('shows only the pictures of %s on its tab, and keeps the tab in the address', async (name, category) => {
    const { router } = renderGallery();
    await user().click(tab(name));
    expect(tab(name)).toHaveAttribute('aria-selected', 'true');
    expect(tab('All')).toHaveAttribute('aria-selected', 'false');
    expect(panel()).toHaveAccessibleName(name);
    expect(shownTitles()).toEqual(titlesOf(category));
    expect(thumbnails()).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 12 images');
    await waitFor(() => expect(router.state.location.search).toBe(`?category=${category}`));
  });

  it('opens on the tab the address names', () => {
    renderGallery('/gallery?category=cattle');
    expect(tab('Cattle')).toHaveAttribute('aria-selected', 'true');
    expect(shownTitles()).toEqual(titlesOf('cattle'));
  });

  it('treats an unknown category in the address as All', () => {
    renderGallery('/gallery?category=goats');
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
    expect(thumbnails()).toHaveLength(12);
  });

  it('says so when a category has no pictures, and View all images goes back to All', async () => {
    const withoutEvents = GALLERY_IMAGES.filter((image) => image.category !== 'events');
    const { router } = renderGallery('/gallery', withoutEvents);
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

  it('moves between tabs with the arrow keys, Home and End, one Tab stop for the row', async () => {
    renderGallery();
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

  it('describes each picture in its alt text and gives its size, so nothing shifts while it loads', () => {
    renderGallery();
    const images = within(panel()).getAllByRole('img');
    expect(images).toHaveLength(12);
    const alts = images.map((image) => image.getAttribute('alt')!);
    expect(new Set(alts).size).toBe(12);
    for (const [i, image] of images.entries()) {
      expect(alts[i]!.length).toBeGreaterThan(40);
      expect(alts[i]).not.toMatch(/^(image|picture|photo)\b|\.(webp|png|jpe?g)$/i);
      expect(image).toHaveAttribute('width', '1280');
      expect(image).toHaveAttribute('height', '853');
      expect(image.getAttribute('srcset')).toMatch(/ 640w, .* 1280w$/);
      expect(image).toHaveAttribute('sizes');
    }
  });

  it('loads the first picture at once and the others lazily, so it has the line to itself', () => {
    renderGallery();
    const loading = within(panel()).getAllByRole('img').map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', ...Array(11).fill('lazy')]);
  });

  it('asks for the first picture ahead, at high priority', () => {
    renderGallery('/gallery?category=horses');
    const first = GALLERY_IMAGES.find((image) => image.category === 'horses')!;
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link).toHaveAttribute('imagesrcset', `${first.src} 640w, ${first.large} 1280w`);
    expect(link).toHaveAttribute('fetchpriority', 'high');
  });

  it('names the page', () => {
    renderGallery();
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeInTheDocument();
    expect(document.title).toBe('Gallery | Remuda Ranch');
  });
});
