import sharp from 'sharp';
import { type GalleryPictureJson, PublicGallery, StaffGallery, changePicture, galleryPictures, removePicturesTitled } from '../pages/gallery.js';
import { signedInVisitor } from '../pages/sign-in.js';
import { Site } from '../pages/site.js';
import { type Visit, closeBrowser, newVisitor } from '../support/browser.js';
import { eventually } from '../support/eventually.js';

afterAll(closeBrowser);

/** A plain picture, drawn here: a sky over a field, 960 by 640. */
async function landscape(): Promise<Buffer> {
  const sky = await sharp({ create: { width: 960, height: 400, channels: 3, background: { r: 120, g: 170, b: 220 } } }).png().toBuffer();
  return sharp({ create: { width: 960, height: 640, channels: 3, background: { r: 170, g: 140, b: 80 } } })
    .composite([{ input: sky, top: 0, left: 0 }])
    .png()
    .toBuffer();
}

/** A visitor's public gallery on a tab, read again until `check` holds (the site keeps drawn pages until a change reaches it). */
async function publicGalleryHolds(visit: Visit, path: string, check: (gallery: PublicGallery) => Promise<void>): Promise<void> {
  const gallery = new PublicGallery(visit.page);
  const site = new Site(visit.page);
  await eventually(async () => {
    await site.open(path);
    await check(gallery);
  }, 20_000);
}

describe('the staff gallery', () => {
  let trainer: Visit;
  let visitor: Visit;

  beforeAll(async () => {
    trainer = await signedInVisitor('trainer@remuda.test');
    visitor = await newVisitor({ phone: true });
  });

  afterAll(async () => {
    await trainer?.context.close();
    await visitor?.context.close();
  });

  it('lets a trainer add a picture under Events, move it, see it on the public gallery, and remove it', async () => {
    const { page } = trainer;
    const title = `Branding Day ${Date.now()}`;
    const staff = new StaffGallery(page);
    try {
      await new Site(page).open('/admin/gallery');
      await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();

      await staff.add({ name: 'branding-day.png', mimeType: 'image/png', buffer: await landscape() }, title, 'The whole outfit turned out for the spring branding.', 'Events');
      await staff.card(title).waitFor();
      let pictures = await galleryPictures(page.request);
      const added = pictures.find((p) => p.title === title)!;
      expect(added).toMatchObject({ category: 'events', position: pictures.length - 1 });

      // Added last, it moves up one place.
      await staff.button('Move up', title).click();
      await eventually(async () => {
        pictures = await galleryPictures(page.request);
        expect(pictures.map((p) => p.id).indexOf(added.id)).toBe(pictures.length - 2);
      });
      await eventually(async () => expect(await staff.button('Move down', title).isEnabled()).toBe(true));

      await publicGalleryHolds(visitor, '/gallery?category=events', async (gallery) => {
        expect(await gallery.tab('Events').getAttribute('aria-selected')).toBe('true');
        expect(await gallery.titles()).toContain(title);
      });
      const thumbnail = visitor.page.getByRole('tabpanel').getByRole('button', { name: new RegExp(`^${title}`) });
      await thumbnail.click();
      await visitor.page.getByRole('dialog', { name: title }).waitFor();
      await visitor.page.keyboard.press('Escape');

      await staff.remove(title);
      await staff.card(title).waitFor({ state: 'detached' });
      expect((await galleryPictures(page.request)).some((p) => p.id === added.id)).toBe(false);
      await publicGalleryHolds(visitor, '/gallery', async (gallery) => {
        expect((await gallery.titles()).length).toBeGreaterThan(0);
        expect(await gallery.titles()).not.toContain(title);
      });
    } finally {
      // The demo's gallery stays as it was for the journeys after this one, whatever happened here.
      await removePicturesTitled(page.request, title);
    }
    expect(trainer.pageErrors).toEqual([]);
    expect(visitor.pageErrors).toEqual([]);
  });

  it('shows the empty-category message when a category has no pictures, and View all images goes back to All', async () => {
    const { request } = trainer.page;
    const cattle = (await galleryPictures(request)).filter((p) => p.category === 'cattle');
    expect(cattle.length).toBeGreaterThan(0);
    // The cattle pictures go under Ranch for the moment, and come back as they were, whatever happens.
    const restore = async () => {
      for (const picture of (await galleryPictures(request)).filter((p) => cattle.some((c) => c.id === p.id))) {
        if (picture.category !== 'cattle') await changePicture(request, picture, { category: 'cattle' });
      }
    };
    try {
      for (const picture of cattle) await changePicture(request, picture, { category: 'ranch' });

      await publicGalleryHolds(visitor, '/gallery?category=cattle', async (gallery) => {
        await gallery.panel.getByText('No images found in this category.').waitFor({ timeout: 2_000 });
      });
      const gallery = new PublicGallery(visitor.page);
      await gallery.panel.getByRole('button', { name: 'View all images' }).click();
      await new Site(visitor.page).expectPath('/gallery');
      await eventually(async () => expect(await gallery.tab('All').getAttribute('aria-selected')).toBe('true'), 5_000);
      const titles = await gallery.titles();
      for (const picture of cattle) expect(titles).toContain(picture.title);
    } finally {
      await restore();
    }
    const after = await galleryPictures(request);
    expect(after.filter((p) => p.category === 'cattle').map((p) => p.id).sort()).toEqual(cattle.map((p) => p.id).sort());
    expect(after.map((p: GalleryPictureJson) => [p.id, p.title, p.description])).toEqual(
      expect.arrayContaining(cattle.map((p) => [p.id, p.title, p.description])),
    );
  });
});
