import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { signedInVisitor } from '../pages/sign-in.js';
import { Site } from '../pages/site.js';
import { type Visit, closeBrowser } from '../support/browser.js';
import { eventually } from '../support/eventually.js';
import { platform } from '../support/platform.js';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** What a receiver does with a delivery: HMAC-SHA256 of `<id>.<timestamp>.<body>` with the secret's key, compared in constant time. */
function verified(secret: string, { headers, body }: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`).digest();
  return (headers['webhook-signature'] ?? '').split(' ').some((s) => {
    const [version, signature] = s.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

afterAll(closeBrowser);

describe('staff webhooks', () => {
  let admin: Visit;
  let trainer: Visit;
  let server: https.Server;
  const received: Received[] = [];
  const name = `Vet office ${Date.now()}`;

  beforeAll(async () => {
    const { keyFile, certFile } = platform().webhookReceiver;
    server = https.createServer({ key: readFileSync(keyFile), cert: readFileSync(certFile) }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    admin = await signedInVisitor('admin@remuda.test');
    trainer = await signedInVisitor('trainer@remuda.test');
  });

  afterAll(async () => {
    await admin?.context.close();
    await trainer?.context.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('let an administrator register a receiver, which gets a trainer’s new medical record signed, and shows it delivered', async () => {
    const { page } = admin;
    const site = new Site(page);
    await site.open('/admin');
    await page.getByRole('link', { name: 'Webhooks', exact: true }).first().click();
    await site.expectPath('/admin/webhooks');
    await page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor();

    await page.getByRole('button', { name: 'Add receiver' }).click();
    await page.getByLabel('Name').fill(name);
    const { port } = server.address() as AddressInfo;
    await page.getByLabel('URL').fill(`https://localhost:${port}/hooks`);
    await page.getByRole('checkbox', { name: 'medical.record.created' }).check();
    await page.getByRole('button', { name: 'Add receiver' }).click();
    const secret = (await page.getByTestId('webhook-secret').innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('cell', { name, exact: true }).waitFor();

    // A trainer records a visit.
    const horses = (await (await trainer.page.request.get('/api/horses')).json()) as Array<{ id: string; deceased: boolean }>;
    const horse = horses.find((h) => !h.deceased)!;
    const description = `Webhook check ${Date.now()}`;
    const made = await trainer.page.request.post('/api/medical-records', { data: { horseId: horse.id, date: new Date().toISOString().slice(0, 10), description }, headers: XHR });
    expect(made.status()).toBe(201);
    const record = (await made.json()) as { id: string };

    const delivery = await eventually(() => {
      const found = received.find((r) => JSON.parse(r.body).aggregateId === record.id);
      expect(found).toBeDefined();
      return found!;
    }, 20_000);
    const body = JSON.parse(delivery.body);
    expect(body).toMatchObject({ type: 'medical.record.created', aggregateId: record.id, data: { horseId: horse.id, description } });
    expect(delivery.headers['webhook-id']).toBe(body.id);
    expect(verified(secret, delivery)).toBe(true);

    // The administrator sees it delivered (the table looks again every few seconds).
    await page.getByRole('button', { name: `Deliveries of ${name}` }).click();
    await page.getByRole('heading', { name: `Deliveries to ${name}` }).waitFor();
    const deliveries = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: `Deliveries to ${name}` }) });
    await deliveries.getByRole('row').filter({ hasText: 'medical.record.created' }).getByText('Delivered', { exact: true }).waitFor({ timeout: 20_000 });
  });
});
