import { readFile } from 'node:fs/promises';
import { signedInVisitor } from '../pages/sign-in.js';
import { Site } from '../pages/site.js';
import { StaffHorsePage } from '../pages/staff-horse.js';
import { closeBrowser } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { runningRelease } from '../support/remote-releases.js';

interface HorseJson {
  id: string;
  name: string;
  deceased: boolean;
  needsWormed: boolean;
  healthDue: { wormed: string };
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

afterAll(closeBrowser);

describe('the reports page', () => {
  it("takes a trainer from the dashboard's View Reports to each domain's section, filtered and downloaded", async () => {
    const { page, context, pageErrors } = await signedInVisitor('trainer@remuda.test');
    const site = new Site(page);
    const horses = (await (await page.request.get('/api/horses')).json()) as HorseJson[];
    const living = horses.filter((h) => !h.deceased);
    // Needed now: the need is on, or its due day has come (the daily check turns the need on then).
    const needWorming = living.filter((h) => h.needsWormed || h.healthDue.wormed <= todayUtc()).map((h) => h.name);

    await site.open('/admin');
    await page.getByRole('link', { name: 'View Reports' }).click();
    await site.expectPath('/admin/reports');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();

    // The health section, from the horses remote: every living horse, then those that need worming.
    const section = page.getByRole('region', { name: 'Horse Health' });
    const health = section.getByRole('table');
    await health.waitFor();
    const names = async () => (await health.locator('tbody tr td:first-child a').allTextContents()).sort();
    await eventually(async () => expect(await names()).toEqual(living.map((h) => h.name).sort()));
    await section.getByText('Needs worming', { exact: true }).click();
    await eventually(async () => expect(await names()).toEqual([...needWorming].sort()));

    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^horse-health-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Horse,On property,Worming status,Worming due,/);
    expect(lines.slice(1).map((line) => line.split(',')[0]).sort()).toEqual([...needWorming].sort());

    // The riding remote's activity section sits beside it.
    await page.getByRole('heading', { level: 2, name: 'Riding Activity' }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('is refused to a USER, whose navigation does not offer it', async () => {
    const { page, context } = await signedInVisitor('user@remuda.test');
    const site = new Site(page);
    await site.open('/reports');
    await site.expectPath('/unauthorized');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await site.open('/admin/medical-records');
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Profile' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Reports' }).count()).toBe(0);
    await context.close();
  });
});

describe("a horse's page when the medical remote cannot load", () => {
  it('shows a notice in the Medical Records tab, keeps the rest of the page, and recovers on Try again', async () => {
    const { page, context } = await signedInVisitor('trainer@remuda.test');
    const horses = (await (await page.request.get('/api/horses')).json()) as HorseJson[];
    const horse = horses.find((h) => !h.deceased)!;
    // Wherever the registry says the medical remote is (the gateway in the embedded default, its own server in the
    // distributed mode), its files fail to download.
    const medicalFiles = `${new URL('.', await runningRelease(page, 'medical')).href}**`;
    // For the whole browser: the staff app's service worker fetches them too.
    await context.route(medicalFiles, (route) => route.abort());
    await new Site(page).open(`/admin/horses/${horse.id}`);
    const horsePage = new StaffHorsePage(page);
    await horsePage.heading(horse.name).waitFor();
    const medical = await horsePage.medicalRecordsTab();
    await medical.getByText("The medical records can't be shown just now.").waitFor();
    const riding = await horsePage.ridingLogsTab();
    await riding.getByRole('link', { name: 'Log a Ride' }).waitFor();

    await context.unroute(medicalFiles);
    const again = await horsePage.medicalRecordsTab();
    await again.getByRole('button', { name: 'Try again' }).click();
    await again.getByRole('link', { name: 'Add Medical Record', exact: true }).waitFor();
    await context.close();
  });
});
