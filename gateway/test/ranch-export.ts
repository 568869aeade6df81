import sharp from 'sharp';
import yauzl from 'yauzl';
import type { ApiClient } from './api-client.js';

/** An archive's entries, read whole: name to bytes. */
export async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (err, file) => (err ? reject(err) : resolve(file))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return entries;
}

/** GET /api/export as a browser's download: the session cookie, the bytes as they come. */
export async function download(baseUrl: string, client: ApiClient): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const res = await fetch(`${baseUrl}/api/export`, { headers: client.cookie ? { cookie: client.cookie } : {} });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const KINDS = ['horses', 'medical-records', 'riding-logs', 'care-settings', 'gallery', 'inquiries'];

/**
 * The archive of the whole ranch, the same in both run modes: who may download it, and that it holds every kind as
 * CSV and JSON, each media file's bytes as the site serves them, and cells a spreadsheet would run kept as text.
 */
export function describeRanchExport(context: () => { baseUrl: string; client: () => ApiClient }): void {
  describe('GET /api/export', () => {
    let admin: ApiClient;
    let trainer: ApiClient;

    beforeAll(async () => {
      const { client } = context();
      admin = client();
      await admin.login('admin@remuda.test');
      trainer = client();
      await trainer.login('trainer@remuda.test');
    });

    it('is an administrator’s: a visitor, a USER and a TRAINER are refused', async () => {
      const { baseUrl, client } = context();
      const user = client();
      await user.login('user@remuda.test');
      expect((await download(baseUrl, client())).status).toBe(401);
      expect((await download(baseUrl, user)).status).toBe(403);
      expect((await download(baseUrl, trainer)).status).toBe(403);
    });

    it('streams every kind as CSV and JSON, the media files byte for byte, and a manifest', async () => {
      const { baseUrl, client } = context();
      const horse = (await trainer.post('/api/horses', { name: 'Export Ember', sex: 'mare', breed: 'Mustang', description: 'Line one\nline two, "quoted"' })).body as { id: string };
      const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a63' } }).jpeg().toBuffer();
      expect((await trainer.upload(`/api/horses/${horse.id}/media`, { name: 'ember.jpg', type: 'image/jpeg', bytes: picture })).status).toBe(201);
      const formula = '=HYPERLINK("http://example.com","click")';
      const record = await trainer.post('/api/medical-records', { horseId: horse.id, date: '2026-03-02', description: formula, wormed: true });
      expect(record.status).toBe(201);
      const paper = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
      const attached = await trainer.upload(`/api/medical-records/${record.body.id}/documents`, { name: 'coggins.pdf', type: 'application/pdf', bytes: paper }, 'file');
      expect(attached.status).toBe(201);
      expect((await trainer.post('/api/riding-logs', { horseId: horse.id, date: '2026-03-03', notes: 'Creek crossing', type: 'trail' })).status).toBe(201);
      const gallery = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#58a' } }).png().toBuffer();
      const added = await trainer.upload('/api/gallery', { name: 'barn.png', type: 'image/png', bytes: gallery }, 'media', { title: 'Export Barn', description: 'Dawn.', category: 'ranch' });
      expect(added.status).toBe(201);
      expect((await client().post('/api/users/request-info', { name: 'Export Eve', email: 'eve@example.com', interest: 'cattle', message: '@SUM(A1) for a yearling?' })).status).toBe(201);

      const res = await download(baseUrl, admin);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="remuda-export-\d{4}-\d{2}-\d{2}\.zip"$/);
      const entries = await unzip(res.bytes);

      for (const kind of KINDS) {
        expect(entries.has(`${kind}.csv`)).toBe(true);
        expect(entries.has(`${kind}.json`)).toBe(true);
      }
      const json = (kind: string) => JSON.parse(entries.get(`${kind}.json`)!.toString('utf8')) as Array<Record<string, any>>;
      const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8'));
      expect(manifest).toMatchObject({ format: 'remuda-export', version: 1 });
      for (const kind of KINDS) expect(manifest.counts[kind]).toBe(json(kind).length);

      // Each kind's JSON is what its API answers, every field of it.
      const horses = json('horses');
      const ember = horses.find((h) => h.id === horse.id)!;
      expect(ember).toMatchObject({ name: 'Export Ember', sex: 'mare', breed: 'Mustang', description: 'Line one\nline two, "quoted"' });
      expect(ember.media).toHaveLength(1);
      expect(ember.media[0]).toMatchObject({ type: 'image' });
      expect(json('medical-records').find((r) => r.horseId === horse.id)).toMatchObject({ description: formula, wormed: true, date: '2026-03-02', horseName: 'Export Ember' });
      expect(json('riding-logs').find((r) => r.horseId === horse.id)).toMatchObject({ notes: 'Creek crossing', type: 'trail' });
      expect(json('gallery').find((p) => p.title === 'Export Barn')).toMatchObject({ id: added.body.id });
      expect(json('inquiries').find((i) => i.name === 'Export Eve')).toMatchObject({ email: 'eve@example.com' });
      expect(json('care-settings')).toHaveLength(1);

      // Every media file the items name, byte for byte as the site serves it.
      const urls = [ember.media[0].url, ...ember.media[0].variants.map((v: { url: string }) => v.url), added.body.url, ...added.body.variants.map((v: { url: string }) => v.url)];
      for (const url of urls) {
        const served = Buffer.from(await (await fetch(`${baseUrl}${url}`)).arrayBuffer());
        const kept = entries.get(`media/${decodeURIComponent(url.slice('/media/'.length))}`);
        expect(kept?.equals(served)).toBe(true);
      }
      // A record's documents too, under the key the store keeps them by.
      const [coggins] = attached.body.documents as Array<{ id: string }>;
      expect(json('medical-records').find((r) => r.id === record.body.id)!.documents).toEqual(attached.body.documents);
      expect(entries.get(`media/documents/${coggins!.id}.pdf`)?.equals(paper)).toBe(true);
      expect(manifest.media).toBe([...entries.keys()].filter((name) => name.startsWith('media/')).length);

      // The CSVs: UTF-8 with a byte order mark, a header of the answer's fields, and cells a spreadsheet would run
      // as formulas kept as text; line breaks and quotes inside a cell quoted.
      const medicalCsv = entries.get('medical-records.csv')!.toString('utf8');
      expect(medicalCsv.startsWith('\uFEFFid,horseId,horseName,date,')).toBe(true);
      expect(medicalCsv).toContain(`"'=HYPERLINK(""http://example.com"",""click"")"`);
      expect(entries.get('inquiries.csv')!.toString('utf8')).toContain(`'@SUM(A1) for a yearling?`);
      expect(entries.get('horses.csv')!.toString('utf8')).toContain('"Line one\nline two, ""quoted"""');
    }, 60_000);
  });
}
