import type { APIRequestContext, Locator, Page } from 'playwright-core';

/** A picture as GET /api/gallery answers it (the fields the journeys read). */
export interface GalleryPictureJson {
  id: string;
  title: string;
  description: string;
  category: 'ranch' | 'horses' | 'cattle' | 'events';
  position: number;
  version: number;
}

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/** The gallery in its order, as anyone reads it. */
export async function galleryPictures(request: APIRequestContext): Promise<GalleryPictureJson[]> {
  return (await (await request.get('/api/gallery')).json()) as GalleryPictureJson[];
}

/** Changes a picture's words through the API, as staff (the request carries a staff session), at its current version. */
export async function changePicture(request: APIRequestContext, picture: GalleryPictureJson, change: Partial<Pick<GalleryPictureJson, 'title' | 'description' | 'category'>>): Promise<void> {
  const { title, description, category, version } = picture;
  const response = await request.put(`/api/gallery/${picture.id}`, { data: { title, description, category, version, ...change }, headers: XHR });
  if (!response.ok()) throw new Error(`PUT /api/gallery/${picture.id} answered ${response.status()}`);
}

/** Removes through the API, as staff, every picture titled `title` (a journey's own, left behind if it failed midway). */
export async function removePicturesTitled(request: APIRequestContext, title: string): Promise<void> {
  for (const picture of (await galleryPictures(request)).filter((p) => p.title === title)) {
    await request.delete(`/api/gallery/${picture.id}`, { headers: XHR });
  }
}

/** The staff gallery, /admin/gallery. */
export class StaffGallery {
  constructor(readonly page: Page) {}

  get addForm(): Locator {
    return this.page.getByRole('region', { name: 'Add picture' });
  }

  async add(file: { name: string; mimeType: string; buffer: Buffer }, title: string, description: string, category: string): Promise<void> {
    await this.addForm.getByLabel('Picture', { exact: true }).setInputFiles(file);
    await this.addForm.getByLabel('Title', { exact: true }).fill(title);
    await this.addForm.getByLabel('Description', { exact: true }).fill(description);
    await this.addForm.getByLabel('Category', { exact: true }).click();
    await this.page.locator('.ant-select-item-option', { hasText: category }).first().click();
    await this.addForm.getByRole('button', { name: 'Add picture' }).click();
    await this.page.getByText(`${title} was added to the gallery.`).waitFor({ timeout: 30_000 });
  }

  card(title: string): Locator {
    return this.page.getByRole('listitem', { name: title, exact: true });
  }

  button(action: 'Edit' | 'Move up' | 'Move down' | 'Remove', title: string): Locator {
    return this.page.getByRole('button', { name: `${action}: ${title}`, exact: true });
  }

  async remove(title: string): Promise<void> {
    await this.button('Remove', title).click();
    const dialog = this.page.getByRole('dialog', { name: `Remove ${title}?` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await this.page.getByText(`${title} was removed from the gallery.`).waitFor();
  }
}

/** The public gallery, /gallery. */
export class PublicGallery {
  constructor(readonly page: Page) {}

  get panel(): Locator {
    return this.page.getByRole('tabpanel');
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** The titles under the pictures the selected tab shows. */
  async titles(): Promise<string[]> {
    return this.panel.locator('figcaption').allTextContents();
  }
}
