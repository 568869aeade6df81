import { ZipFile } from 'yazl';
import { signedInVisitor } from '../pages/sign-in.js';
import { Site } from '../pages/site.js';
import { type Visit, closeBrowser } from '../support/browser.js';

afterAll(closeBrowser);

describe('importing a spreadsheet', () => {
  let trainer: Visit;

  beforeAll(async () => {
    trainer = await signedInVisitor('trainer@remuda.test');
  });
  afterAll(() => trainer?.context.close());

  it('lets a trainer preview a file of horses with the forms’ messages, match a column, import it, and import it again for nothing', async () => {
    const { page } = trainer;
    const name = `Imported Comet ${Date.now().toString(36)}`;
    const file = {
      name: 'herd.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Nickname,Sex,Foal year,Height (hands)\n${name},Mare,2015,15.2\nNo Sex Given,,2010,\n`),
    };
    await new Site(page).open('/admin');
    await page.getByRole('navigation').getByRole('link', { name: 'Import' }).click();
    await page.getByRole('heading', { level: 1, name: 'Import' }).waitFor();
    await page.getByLabel('Spreadsheet file').setInputFiles(file);

    // "Nickname" is no field's name: the column is left out until the trainer says what it holds.
    const rows = page.getByRole('region', { name: 'Rows' });
    await rows.getByText('2 rows: 0 to add, 0 to change, 0 already here, 2 refused.').waitFor();
    await rows.getByText('Name is required; Sex is required').waitFor();
    await page.getByRole('combobox', { name: 'Field for column “Nickname”' }).click();
    await page.getByRole('option', { name: 'Name (required)' }).click();
    await rows.getByText('2 rows: 1 to add, 0 to change, 0 already here, 1 refused.').waitFor();
    await rows.getByRole('cell', { name: 'Sex is required' }).waitFor();

    await rows.getByRole('button', { name: 'Import 1 row' }).click();
    await page.getByRole('region', { name: 'Imported' }).getByText('1 added, 0 changed, 0 already here; 1 row not imported:').waitFor();
    // The import is a job the page follows: a reload finds it, and what it did, again.
    await page.reload();
    await page.getByRole('region', { name: 'Imported' }).getByText('1 added, 0 changed, 0 already here; 1 row not imported:').waitFor();
    await page.getByRole('region', { name: 'Imported' }).getByRole('cell', { name: 'Sex is required' }).waitFor();

    await new Site(page).open('/admin/horses');
    await page.getByRole('heading', { level: 2, name }).waitFor();

    // The same file again: the horse is recognised, nothing is added.
    await new Site(page).open('/admin/import?kind=horses');
    await page.getByLabel('Spreadsheet file').setInputFiles(file);
    await page.getByRole('combobox', { name: 'Field for column “Nickname”' }).click();
    await page.getByRole('option', { name: 'Name (required)' }).click();
    await rows.getByText('2 rows: 0 to add, 0 to change, 1 already here, 1 refused.').waitFor();
    expect(await rows.getByRole('button', { name: 'Nothing to import' }).isDisabled()).toBe(true);
  });

  it('lets an administrator send an archive to Restore a ranch, which says why this install takes none', async () => {
    const admin = await signedInVisitor('admin@remuda.test');
    try {
      const { page } = admin;
      // An archive of a ranch without horses: this install, which has its herd, is no new install for it.
      const settings = await (await page.request.get('/api/care/settings')).json();
      const entries: Record<string, unknown> = {
        'manifest.json': { format: 'remuda-export', version: 1, exportedAt: new Date().toISOString(), counts: {}, media: 0 },
        'horses.json': [], 'medical-records.json': [], 'riding-logs.json': [], 'care-settings.json': [settings], 'gallery.json': [], 'inquiries.json': [],
      };
      const zip = new ZipFile();
      for (const [name, value] of Object.entries(entries)) zip.addBuffer(Buffer.from(JSON.stringify(value)), name);
      zip.end();
      const chunks: Buffer[] = [];
      for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);

      await new Site(page).open('/admin/horses');
      await page.getByRole('button', { name: 'About this site' }).click();
      const about = page.getByRole('dialog', { name: 'About this site' });
      await about.getByLabel('Archive to restore').setInputFiles({ name: 'remuda-export.zip', mimeType: 'application/zip', buffer: Buffer.concat(chunks) });
      await about.getByRole('button', { name: 'Restore from archive' }).click();
      await about.getByRole('alert').getByText('This install already has horses of its own. Restore an archive into a new install, started without the demo herd.').waitFor();
      expect(admin.pageErrors).toEqual([]);
    } finally {
      await admin.context.close();
    }
  });
});
