import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '@remuda/shell-kit';
import { renderApp } from '@remuda/shell-kit/testing';
import type { HorseDetail } from '@remuda/contracts';
import { aHorseDetail, aMedia } from '../../../testing/horses';
import { HorseDetailPage } from './horse-detail-page';

const routes = [
  { path: '/horses', element: <p>All horses</p> },
  { path: '/horses/:id', element: <HorseDetailPage /> },
  { path: '/contact', element: <p>Contact form</p> },
];

const DUSTY = aHorseDetail({
  media: [
    aMedia({ id: 'm-1' }),
    aMedia({ id: 'm-2' }),
    aMedia({ id: 'm-3', type: 'video', width: 1280, height: 720 }),
  ],
  ridingLogs: [
    { id: 'r-1', date: '2026-03-02', notes: 'Gathered pairs off the north pasture. Calm all day.' },
    { id: 'r-3', date: '2026-04-18', notes: 'First ride in the hills since winter.' },
    { id: 'r-2', date: '2025-11-21', notes: 'Trailered to the sale barn and back, loaded like a pro.' },
  ],
});

const renderHorse = (horse: HorseDetail | { status: number; body?: unknown } = DUSTY, id = 'h-dusty') =>
  renderApp(routes, {
    path: `/horses/${id}`,
    api: { [`GET /api/horses/${id}`]: 'status' in horse ? horse : { body: horse } },
  });
const user = () => userEvent.setup({ delay: null });

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('HorseDetailPage', () => {
  it('asks for the horse and names it in the heading and the browser tab', async () => {
    const { requests } = renderHorse();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dusty' })).toBeInTheDocument();
    expect(requests.map((r) => r.url).filter((u) => u.startsWith('/api/'))).toEqual(['/api/horses/h-dusty']);
    expect(screen.getByText('Mustang · Gelding · 7 years')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dusty, a bay gelding' })).toHaveAttribute('srcset', expect.stringContaining('1280w'));
    await waitFor(() => expect(document.title).toBe('Dusty | Remuda Ranch'));
  });

  it("asks for the horse's photo ahead, at high priority: the largest image of the page", async () => {
    renderHorse();
    const photo = await screen.findByRole('img', { name: 'Dusty, a bay gelding' });
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(photo).toHaveAttribute('loading', 'eager');
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link).toHaveAttribute('imagesrcset', photo.getAttribute('srcset'));
    expect(link).toHaveAttribute('imagesizes', photo.getAttribute('sizes'));
    expect(link).toHaveAttribute('fetchpriority', 'high');
  });

  it('has the tabs About, Gallery and Riding Logs, opening on About', async () => {
    renderHorse();
    await screen.findByRole('heading', { level: 1, name: 'Dusty' });
    const tabs = within(screen.getAllByRole('tablist')[0]!).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['About', 'Gallery', 'Riding Logs']);
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between the tabs with the arrow keys, Home and End, keeping only the selected one in the Tab order', async () => {
    const u = user();
    renderHorse();
    const about = await screen.findByRole('tab', { name: 'About' });
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0).map((t) => t.textContent)).toEqual(['About']);
    expect(screen.getByRole('tabpanel', { name: 'About' })).toContainElement(screen.getByRole('region', { name: 'Additional Information' }));
    act(() => about.focus());
    await u.keyboard('{ArrowRight}');
    const gallery = screen.getByRole('tab', { name: 'Gallery' });
    expect(gallery).toHaveFocus();
    expect(gallery).toHaveAttribute('aria-selected', 'true');
    expect(gallery.tabIndex).toBe(0);
    expect(about.tabIndex).toBe(-1);
    expect(screen.getAllByRole('tabpanel')[0]).toHaveAccessibleName('Gallery');
    await u.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Riding Logs' })).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Riding Logs' })).toBeInTheDocument();
    await u.keyboard('{ArrowRight}');
    expect(about).toHaveFocus();
    expect(about).toHaveAttribute('aria-selected', 'true');
    await u.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Riding Logs' })).toHaveAttribute('aria-selected', 'true');
    await u.keyboard('{Home}');
    expect(about).toHaveFocus();
  });

  it('shows color, Birth Year, height in hands, weight in lbs, brand, HMA, location and off-property rides', async () => {
    renderHorse();
    await screen.findByRole('heading', { level: 1, name: 'Dusty' });
    expect(fact('Color')).toBe('Bay');
    expect(fact('Birth Year')).toBe('2018');
    expect(fact('Height')).toBe('14.3 hands');
    expect(fact('Weight')).toBe('950 lbs');
    expect(fact('Brand')).toBe('Freeze brand 18-1234');
    expect(fact('HMA')).toBe('Sand Wash Basin');
    expect(fact('Location')).toBe('On Property');
    expect(fact('Off-Property Rides')).toBe('Allowed');
    expect(screen.getByText('A steady trail horse who loves cattle work.')).toBeInTheDocument();
  });

  it('says Off Property and Not Allowed, and Not recorded for what is unknown', async () => {
    renderHorse(aHorseDetail({ on_property: false, off_property_rides: false, weight: null, foal_year: null, brand: '' }));
    await screen.findByRole('heading', { level: 1, name: 'Dusty' });
    expect(fact('Location')).toBe('Off Property');
    expect(fact('Off-Property Rides')).toBe('Not Allowed');
    expect(fact('Weight')).toBe('Not recorded');
    expect(fact('Birth Year')).toBe('Not recorded');
    expect(fact('Brand')).toBe('Not recorded');
    expect(screen.getAllByText('Off Property').length).toBeGreaterThan(1); // the chip under the name, too
  });

  it('writes weights of a thousand pounds and more with a thousands separator', async () => {
    renderHorse(aHorseDetail({ weight: 1150 }));
    await screen.findByRole('heading', { level: 1, name: 'Dusty' });
    expect(fact('Weight')).toBe('1,150 lbs');
  });

  it('lists Breed, Gender, Age and Availability in the Additional Information table', async () => {
    renderHorse(aHorseDetail({ sex: 'female', breed: 'Appaloosa', age: 4 }));
    await screen.findByRole('heading', { level: 1, name: 'Dusty' });
    const section = screen.getByRole('region', { name: 'Additional Information' });
    const rows = within(within(section).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent])).toEqual([
      ['Breed', 'Appaloosa'],
      ['Gender', 'Female'],
      ['Age', '4 years'],
      ['Availability', 'Available'],
    ]);
  });

  it('is Not Available while the horse is off the property', async () => {
    renderHorse(aHorseDetail({ on_property: false }));
    await screen.findByRole('heading', { level: 1, name: 'Dusty' });
    const table = within(screen.getByRole('region', { name: 'Additional Information' })).getByRole('table');
    expect(within(table).getByRole('row', { name: /Availability/ })).toHaveTextContent('Not Available');
  });

  it('counts images and videos on the Gallery sub-tabs', async () => {
    renderHorse();
    await user().click(await screen.findByRole('tab', { name: 'Gallery' }));
    expect(await screen.findByRole('tab', { name: 'Images (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Videos (1)' })).toBeInTheDocument();
    const gallery = screen.getByRole('region', { name: 'Gallery' });
    expect(within(gallery).getAllByRole('button', { name: /^Dusty, photo \d of 2$/ })).toHaveLength(2);
  });

  it('counts zero when the horse has no pictures or clips, and says so', async () => {
    renderHorse(aHorseDetail({ media: [] }));
    await user().click(await screen.findByRole('tab', { name: 'Gallery' }));
    expect(await screen.findByRole('tab', { name: 'Images (0)' })).toBeInTheDocument();
    expect(screen.getByText('No photos of Dusty yet.')).toBeInTheDocument();
    await user().click(screen.getByRole('tab', { name: 'Videos (0)' }));
    expect(await screen.findByText('No videos of Dusty yet.')).toBeInTheDocument();
  });

  it('opens an image enlarged in a dialog, with its alt text, and closes it with Escape', async () => {
    const u = user();
    renderHorse();
    await u.click(await screen.findByRole('tab', { name: 'Gallery' }));
    const thumbnail = await screen.findByRole('button', { name: 'Dusty, photo 2 of 2' });
    expect(within(thumbnail).getByRole('img')).toHaveAttribute('src', '/media/m-2-320.webp');
    expect(thumbnail).toHaveAttribute('aria-haspopup', 'dialog');
    await u.click(thumbnail);
    const dialog = await screen.findByRole('dialog', { name: 'Dusty, photo 2 of 2' });
    const enlarged = within(dialog).getByRole('img', { name: 'Dusty, photo 2 of 2' });
    expect(enlarged).toHaveAttribute('src', '/media/m-2.webp');
    expect(enlarged.getAttribute('srcset')).toContain('/media/m-2-1280.webp 1280w');
    await u.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the dialog from the keyboard, moves focus into it, and gives focus back when closed', async () => {
    const u = user();
    renderHorse();
    await u.click(await screen.findByRole('tab', { name: 'Gallery' }));
    const thumbnail = await screen.findByRole('button', { name: 'Dusty, photo 1 of 2' });
    act(() => thumbnail.focus());
    await u.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Dusty, photo 1 of 2' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await u.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(thumbnail).toHaveFocus());
  });

  it('plays videos with the browser controls', async () => {
    const u = user();
    const { container } = renderHorse();
    await u.click(await screen.findByRole('tab', { name: 'Gallery' }));
    await u.click(await screen.findByRole('tab', { name: 'Videos (1)' }));
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('aria-label', 'Dusty, video 1 of 1');
    expect(video.querySelector('source')).toHaveAttribute('src', '/media/m-3.mp4');
    expect(video.querySelector('source')).toHaveAttribute('type', 'video/mp4');
  });

  it('lists riding logs newest first, each with a US long date and its notes', async () => {
    renderHorse();
    await user().click(await screen.findByRole('tab', { name: 'Riding Logs' }));
    const panel = await screen.findByRole('region', { name: 'Riding Logs' });
    const entries = within(panel).getAllByRole('listitem');
    expect(entries.map((li) => within(li).getByRole('heading').textContent)).toEqual(['April 18, 2026', 'March 2, 2026', 'November 21, 2025']);
    expect(entries[0]).toHaveTextContent('First ride in the hills since winter.');
    expect(entries[2]).toHaveTextContent('Trailered to the sale barn and back, loaded like a pro.');
    expect(within(entries[1]!).getByText('March 2, 2026').closest('time')).toHaveAttribute('datetime', '2026-03-02');
  });

  it('says when there are no rides yet', async () => {
    renderHorse(aHorseDetail({ ridingLogs: [] }));
    await user().click(await screen.findByRole('tab', { name: 'Riding Logs' }));
    expect(await screen.findByText('No rides logged for Dusty yet. Check back after the next trail day.')).toBeInTheDocument();
  });

  it('offers a Contact Us button to /contact beside the tabs', async () => {
    const { router } = renderHorse();
    const side = await screen.findByRole('complementary', { name: 'Interested in Dusty?' });
    const contact = within(side).getByRole('link', { name: 'Contact Us' });
    expect(contact).toHaveAttribute('href', '/contact');
    await user().click(contact);
    expect(await screen.findByText('Contact form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact');
  });

  it('says a deceased horse is no longer available, without its details', async () => {
    renderHorse(aHorseDetail({ deceased: true, deceased_date: '2025-12-01' }));
    expect(await screen.findByText('This horse is no longer available in our listings.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dusty' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText('Sand Wash Basin')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to All Horses' })).toHaveAttribute('href', '/horses');
  });

  it('says the horse was not found on a 404, with a way back to all horses', async () => {
    const { router } = renderHorse({ status: 404, body: { message: 'Horse h-gone not found' } }, 'h-gone');
    expect(await screen.findByRole('alert')).toHaveTextContent('Horse not found. It may have been removed from our listings.');
    expect(screen.queryByText('Horse h-gone not found')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Horse not found | Remuda Ranch'));
    const back = screen.getByRole('link', { name: 'Back to All Horses' });
    expect(back).toHaveAttribute('href', '/horses');
    await user().click(back);
    expect(await screen.findByText('All horses')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/horses');
  });

  it("asks for a missing horse once, with the shell's own query cache", async () => {
    const { requests } = renderApp(routes, {
      path: '/horses/h-gone',
      api: { 'GET /api/horses/h-gone': { status: 404, body: { message: 'Horse h-gone not found' } } },
      queryClient: createQueryClient(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Horse not found. It may have been removed from our listings.');
    expect(requests.filter((r) => r.url === '/api/horses/h-gone')).toHaveLength(1);
  });

  it("shows the server's message on any other failure", async () => {
    renderHorse({ status: 503, body: { message: 'The horse records are being moved' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The horse records are being moved');
    expect(screen.getByRole('link', { name: 'Back to All Horses' })).toBeInTheDocument();
  });

  it("falls back to 'Failed to fetch horse' when the server gives no message", async () => {
    renderHorse({ status: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch horse');
  });

  it('orders the headings without skipping a level', async () => {
    renderHorse();
    await screen.findByRole('heading', { level: 1, name: 'Dusty' });
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, i) => expect(level - levels[i]!).toBeLessThanOrEqual(1));
  });
});
