import sharp from 'sharp';
import type { MedicalRecord, RecordDocument, UploadLimits } from '@remuda/contracts';
import type { ApiClient } from './api-client.js';
import { filesUnder } from './stored-files.js';
import { waitUntil } from './within.js';

export interface DocumentsContext {
  admin: ApiClient;
  /** Writes medical records. */
  trainer: ApiClient;
  /** Reads medical records, writes none. */
  user: ApiClient;
  /** Signed in as nobody. */
  visitor: ApiClient;
  /** The folder every stored object ends up in (the disk store's, or the S3 server's). */
  mediaRoot: string;
}

const NOT_ACCEPTED = 'This kind of file is not accepted. Attach a PDF, or a JPEG, PNG, WebP or GIF picture.';

/** A small, well-formed PDF of one empty page. */
function pdf(text = 'Coggins certificate'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >>`,
    `<< /Length ${text.length + 20} >>\nstream\nBT (${text}) Tj ET\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A phone's photo of a paper: a JPEG carrying where and with what it was taken. */
function photoWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#eee8d5' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'BarnPhone', Model: 'Model 7', Copyright: 'Secret Ranch Owner' } })
    .toBuffer();
}

/** Every file under `dir` whose path names `id`: what storage holds of a document, whatever the store. */
const storedFilesOf = async (dir: string, id: string) => (await filesUnder(dir)).filter((file) => file.includes(id));

/**
 * Documents on medical records (issue 24): PDFs and pictures attached by whoever writes records, judged by their
 * bytes, pictures stripped of their metadata, served only as downloads to whoever reads records, removed with a
 * version check, kept with a deleted record and back with it when restored; refusals keep nothing.
 */
export function describeRecordDocuments(context: () => DocumentsContext): void {
  describe('documents on medical records', () => {
    let recordId: string;
    const attach = (file: { name: string; type: string; bytes: Buffer }, as = context().trainer, id = recordId) =>
      as.upload(`/api/medical-records/${id}/documents`, file, 'file');
    const download = (documentId: string, as: ApiClient) => fetch(`${as.baseUrl}/api/medical-records/${recordId}/documents/${documentId}`, { headers: as.cookie ? { cookie: as.cookie } : {} });
    const current = async () => (await context().trainer.get(`/api/medical-records/${recordId}`)).body as MedicalRecord;

    beforeAll(async () => {
      const { trainer } = context();
      const horse = (await trainer.post('/api/horses', { name: 'Paper Trail', sex: 'gelding' })).body as { id: string };
      const made = await trainer.post('/api/medical-records', { horseId: horse.id, date: '2026-03-02', description: 'Coggins drawn', coggins: true });
      expect(made.status).toBe(201);
      recordId = (made.body as MedicalRecord).id;
      expect((made.body as MedicalRecord).documents).toEqual([]);
    }, 30_000);

    it('attaches a PDF and a photo of a paper, each a download for whoever reads records, the photo without its metadata', async () => {
      const { trainer, user, visitor } = context();
      const paper = pdf();
      const first = await attach({ name: 'Coggins 2026 – Dr. Reyes.pdf', type: 'application/pdf', bytes: paper });
      expect(first.status).toBe(201);
      const afterPdf = first.body as MedicalRecord;
      expect(afterPdf.version).toBe(2);
      expect(afterPdf.documents).toEqual([
        expect.objectContaining({ name: 'Coggins 2026 – Dr. Reyes.pdf', contentType: 'application/pdf', size: paper.length, addedBy: 'trainer@remuda.test' }),
      ]);

      // Sent as "text/plain" by the browser: judged by its bytes, it is a picture.
      const second = await attach({ name: 'vaccination card.jpg', type: 'text/plain', bytes: await photoWithMetadata() });
      expect(second.status).toBe(201);
      const [pdfDocument, photo] = (second.body as MedicalRecord).documents as [RecordDocument, RecordDocument];
      expect(photo).toEqual(expect.objectContaining({ name: 'vaccination card.webp', contentType: 'image/webp' }));
      expect((await current()).documents).toEqual([pdfDocument, photo]);

      const asUser = await download(pdfDocument.id, user);
      expect(asUser.status).toBe(200);
      expect(asUser.headers.get('content-type')).toBe('application/pdf');
      expect(asUser.headers.get('content-disposition')).toMatch(/^attachment; filename="Coggins 2026 . Dr\. Reyes\.pdf"; filename\*=UTF-8''Coggins%202026%20%E2%80%93%20Dr\.%20Reyes\.pdf$/);
      expect(asUser.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(asUser.headers.get('x-content-type-options')).toBe('nosniff');
      // As every signed-in answer (no-store.middleware.ts): kept by no cache.
      expect(asUser.headers.get('cache-control')).toBe('no-store');
      expect(Buffer.from(await asUser.arrayBuffer()).equals(paper)).toBe(true);

      const picture = await download(photo.id, trainer);
      expect(picture.status).toBe(200);
      const kept = Buffer.from(await picture.arrayBuffer());
      const metadata = await sharp(kept).metadata();
      expect([metadata.format, metadata.width, metadata.height, metadata.exif, kept.includes('Secret Ranch Owner')]).toEqual(['webp', 600, 400, undefined, false]);

      expect((await download(pdfDocument.id, visitor)).status).toBe(401);
      // Never from the public media route, whatever the key.
      for (const path of [`/media/documents/${pdfDocument.id}.pdf`, `/media/documents/${photo.id}.webp`]) {
        const res = await fetch(trainer.baseUrl + path);
        expect([path, res.status]).toEqual([path, 404]);
        await res.arrayBuffer();
      }
    }, 60_000);

    it('refuses another kind of file (415), one past the limit (413), a reader (403) and an unknown record (404), keeping nothing', async () => {
      const { trainer, user, mediaRoot } = context();
      const limits = (await trainer.get('/api/uploads/limits')).body as UploadLimits;
      const before = await filesUnder(mediaRoot);
      const { version } = await current();

      const page = await attach({ name: 'notes.pdf', type: 'application/pdf', bytes: Buffer.from('<html><script>alert(1)</script></html>') });
      expect([page.status, page.body.code, page.body.message]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE', NOT_ACCEPTED]);
      const clip = await attach({ name: 'clip.mp4', type: 'video/mp4', bytes: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(64)]) });
      expect([clip.status, clip.body.message]).toEqual([415, NOT_ACCEPTED]);
      const empty = await attach({ name: 'empty.pdf', type: 'application/pdf', bytes: Buffer.alloc(0) });
      expect([empty.status, empty.body.message]).toEqual([400, 'The file is empty.']);

      const large = await attach({ name: 'scan.pdf', type: 'application/pdf', bytes: Buffer.concat([pdf(), Buffer.alloc(limits.documentBytes)]) });
      expect([large.status, large.body.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
      expect(large.body.message).toMatch(/^This (document|file) is too large\. The limit is \d+ (KB|MB)\.$/);

      expect((await attach({ name: 'a.pdf', type: 'application/pdf', bytes: pdf() }, user)).status).toBe(403);
      expect((await attach({ name: 'a.pdf', type: 'application/pdf', bytes: pdf() }, trainer, '6f1f7a84-3a55-4a8f-9a43-2b8d0c5a4f11')).status).toBe(404);
      const none = await trainer.call('POST', `/api/medical-records/${recordId}/documents`, { body: {} });
      expect(none.status).toBe(415);

      expect(await filesUnder(mediaRoot)).toEqual(before);
      expect((await current()).version).toBe(version);
    }, 60_000);

    it('applies an attach sent again under its Idempotency-Key once, answering as the first time', async () => {
      const { trainer, mediaRoot } = context();
      const before = (await current()).documents.length;
      const files = (await filesUnder(mediaRoot)).length;
      const key = { 'Idempotency-Key': `attach-${Date.now()}` };
      const file = { name: 'sent twice.pdf', type: 'application/pdf', bytes: pdf('Invoice') };
      const first = await trainer.upload(`/api/medical-records/${recordId}/documents`, file, 'file', {}, key);
      const again = await trainer.upload(`/api/medical-records/${recordId}/documents`, file, 'file', {}, key);
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body).toEqual(first.body);
      expect((await current()).documents).toHaveLength(before + 1);
      const added = (first.body as MedicalRecord).documents.at(-1)!;
      expect((await storedFilesOf(mediaRoot, added.id)).length).toBeGreaterThan(0);
      const removed = await trainer.call('DELETE', `/api/medical-records/${recordId}/documents/${added.id}`);
      expect(removed.status).toBe(200);
      // With it removed, the store holds what it held before: neither upload was left behind.
      expect(await filesUnder(mediaRoot)).toHaveLength(files);
    }, 30_000);

    it('attaches nothing more to the records of a horse that has died, as they no longer change', async () => {
      const { trainer, mediaRoot } = context();
      const horse = (await trainer.post('/api/horses', { name: 'Last Paper', sex: 'mare' })).body as { id: string };
      const record = (await trainer.post('/api/medical-records', { horseId: horse.id, date: '2026-01-05', description: 'Final visit' })).body as MedicalRecord;
      expect((await trainer.put(`/api/horses/${horse.id}`, { name: 'Last Paper', sex: 'mare', deceased: true, deceased_date: '2026-01-06' })).status).toBe(200);
      const before = await filesUnder(mediaRoot);
      // The medical service hears of the death from the horses service's event.
      let refused: Awaited<ReturnType<typeof attach>> | undefined;
      await waitUntil(async () => {
        refused = await attach({ name: 'death certificate.pdf', type: 'application/pdf', bytes: pdf() }, trainer, record.id);
        if (refused.status === 201) await trainer.call('DELETE', `/api/medical-records/${record.id}/documents/${(refused.body as MedicalRecord).documents[0]!.id}`);
        return refused.status !== 201;
      });
      expect([refused!.status, refused!.body.errors]).toEqual([400, [{ field: 'horseId', message: 'This horse is deceased; its records can no longer change' }]]);
      expect(await filesUnder(mediaRoot)).toEqual(before);
    }, 30_000);

    it('removes a document checked against the version read, its file with it', async () => {
      const { trainer, user, mediaRoot } = context();
      const record = await current();
      const [first] = record.documents as [RecordDocument];
      expect((await storedFilesOf(mediaRoot, first.id)).length).toBeGreaterThan(0);

      const stale = await trainer.call('DELETE', `/api/medical-records/${recordId}/documents/${first.id}?version=${record.version - 1}`);
      expect([stale.status, stale.body.code]).toEqual([409, 'CONFLICT']);
      expect((await trainer.call('DELETE', `/api/medical-records/${recordId}/documents/${first.id}`, { cookie: false })).status).toBe(401);
      expect((await user.call('DELETE', `/api/medical-records/${recordId}/documents/${first.id}`)).status).toBe(403);

      const removed = await trainer.call('DELETE', `/api/medical-records/${recordId}/documents/${first.id}?version=${record.version}`);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual(expect.objectContaining({ version: record.version + 1, documents: record.documents.slice(1) }));
      expect((await download(first.id, trainer)).status).toBe(404);
      expect(await storedFilesOf(mediaRoot, first.id)).toEqual([]);
      const again = await trainer.call('DELETE', `/api/medical-records/${recordId}/documents/${first.id}`);
      expect([again.status, again.body.message]).toEqual([404, 'Document not found.']);
    }, 30_000);

    it('keeps the documents of a deleted record, and an administrator restoring it brings them back', async () => {
      const { admin, trainer } = context();
      const [kept] = (await current()).documents as [RecordDocument];
      const bytes = Buffer.from(await (await download(kept.id, trainer)).arrayBuffer());
      expect((await trainer.call('DELETE', `/api/medical-records/${recordId}`)).status).toBe(200);
      expect((await download(kept.id, trainer)).status).toBe(404);

      const restored = await admin.post(`/api/medical-records/${recordId}/restore`);
      expect(restored.status).toBe(200);
      expect((restored.body as MedicalRecord).documents).toEqual([kept]);
      const back = await download(kept.id, trainer);
      expect(back.status).toBe(200);
      expect(Buffer.from(await back.arrayBuffer()).equals(bytes)).toBe(true);
    }, 30_000);
  });
}
