import sharp from 'sharp';
import type { ImportJob } from '@remuda/contracts';
import { eventually } from '@remuda/service-kit/testing';
import type { ApiClient } from './api-client.js';
import { download, unzip } from './ranch-export.js';
import { finished } from './ranch-import.js';

interface Platform {
  baseUrl: string;
  logger: { lines: Record<string, unknown>[] };
  client: () => ApiClient;
  restartGateway: () => Promise<void>;
  restartService: (name: string, away?: Promise<unknown>) => Promise<void>;
  stop: () => Promise<unknown>;
}

/** Sends an archive to restore and follows its job until it has finished. */
async function restored(admin: ApiClient, archive: Buffer): Promise<ImportJob> {
  const started = await admin.upload('/api/imports/archive', zipFile(archive), 'file');
  if (started.status !== 201) throw new Error(`restore not started: ${started.status} ${JSON.stringify(started.body)}`);
  return finished(admin, (started.body as ImportJob).id);
}

const zipFile = (bytes: Buffer) => ({ name: 'remuda-export.zip', type: 'application/zip', bytes });

/** An archive's entries but its manifest's moment: what two exports of the same ranch share. */
async function contentsOf(bytes: Buffer): Promise<Map<string, Buffer>> {
  const entries = await unzip(bytes);
  const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8')) as Record<string, unknown>;
  delete manifest.exportedAt;
  entries.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
  return entries;
}

/** The ranch's export once two in a row agree: the events of its last changes applied everywhere. */
async function settledExport(platform: Platform, admin: ApiClient): Promise<Buffer> {
  let last: Map<string, Buffer> | undefined;
  let bytes: Buffer | undefined;
  await eventually('two exports agree', async () => {
    const res = await download(platform.baseUrl, admin);
    const contents = await contentsOf(res.bytes);
    const same = last !== undefined && sameContents(last, contents).length === 0;
    last = contents;
    bytes = res.bytes;
    return same;
  }, 30_000);
  return bytes!;
}

/** Where two JSON values differ, as paths with both values: what a failed comparison says. */
function jsonDifferences(a: unknown, b: unknown, at = ''): string[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) => jsonDifferences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}.${key}`));
  }
  return [`${at}: ${JSON.stringify(a)} became ${JSON.stringify(b)}`];
}

/** The names of the entries two archives hold differently. */
function sameContents(a: ReadonlyMap<string, Buffer>, b: ReadonlyMap<string, Buffer>): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((name) => !a.get(name)?.equals(b.get(name) ?? Buffer.alloc(0)) || !a.has(name) || !b.has(name));
}

/** A ranch with one of everything an archive holds, made through the API as staff make it; answers its export once settled. */
async function fillRanch(platform: Platform): Promise<{ archive: Buffer; horseId: string; profileImage: string }> {
  const admin = platform.client();
  await admin.login('admin@remuda.test');
  const trainer = platform.client();
  await trainer.login('trainer@remuda.test');
  // A horse with a profile picture, a clip-less gallery of one, its own interval for a kind of care the ranch added,
  // records of several kinds and days (one with a paper attached, one measuring it), a ride; a horse whose need was
  // raised by hand; an inquiry answered and one new.
  const kind = await admin.post('/api/care/kinds', { name: 'Teeth floated', intervalDays: 365 });
  expect(kind.status).toBe(201);
  const teeth = (kind.body.kinds as Array<{ kind: string; name: string }>).find((k) => k.name === 'Teeth floated')!.kind;
  expect((await admin.put('/api/care/settings', { timeZone: 'America/Denver', leadDays: 10, digestHour: 6 })).status).toBe(200);
  const rio = (await trainer.post('/api/horses', { name: 'Restore Rio', sex: 'gelding', brand: 'RR', height: 15.1, description: 'Line one\nline two' })).body as { id: string };
  const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#6a4' } }).jpeg().toBuffer();
  const media = await trainer.upload(`/api/horses/${rio.id}/media`, { name: 'rio.jpg', type: 'image/jpeg', bytes: picture });
  expect(media.status).toBe(201);
  expect((await trainer.put(`/api/horses/${rio.id}/profile-image`, { mediaId: media.body.id })).status).toBe(200);
  expect((await admin.put(`/api/care/horses/${rio.id}/intervals/${teeth}`, { days: 200 })).status).toBe(200);
  for (const record of [
    { horseId: rio.id, date: '2026-01-10', description: 'Wormed', wormed: true },
    { horseId: rio.id, date: '2026-03-02', description: '=HYPERLINK("http://example.com")', trimmed: true, coggins: true, weight: 1010 },
    { horseId: rio.id, date: '2026-05-04', description: 'Floated', care: [teeth], yearly_vaccines: true, height: 15.2 },
  ]) {
    const made = await trainer.post('/api/medical-records', record);
    expect(made.status).toBe(201);
    if (record.coggins) {
      const paper = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
      expect((await trainer.upload(`/api/medical-records/${made.body.id}/documents`, { name: 'coggins.pdf', type: 'application/pdf', bytes: paper }, 'file')).status).toBe(201);
    }
  }
  expect((await trainer.post('/api/riding-logs', { horseId: rio.id, date: '2026-05-05', notes: 'Arena work', type: 'arena' })).status).toBe(201);
  const sage = (await trainer.post('/api/horses', { name: 'Restore Sage', sex: 'mare' })).body as { id: string };
  expect((await trainer.post('/api/medical-records', { horseId: sage.id, date: '2026-06-01', description: 'Wormed', wormed: true })).status).toBe(201);
  // Its need raised by hand once its record has been applied to its health (a moment later when distributed).
  let raised = await trainer.get(`/api/horses/${sage.id}`);
  await eventually('the record applied to the horse', async () => {
    raised = await trainer.get(`/api/horses/${sage.id}`);
    return raised.body.healthLast?.wormed === '2026-06-01';
  }, 30_000);
  expect((await trainer.put(`/api/horses/${sage.id}`, { ...pick(raised.body), needsWormed: true, version: raised.body.version })).status).toBe(200);
  const gallery = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#58a' } }).png().toBuffer();
  expect((await trainer.upload('/api/gallery', { name: 'barn.png', type: 'image/png', bytes: gallery }, 'media', { title: 'Barn', description: 'Dawn.', category: 'ranch' })).status).toBe(201);
  for (const name of ['Restore Eve', 'Restore Ann']) {
    expect((await platform.client().post('/api/users/request-info', { name, email: 'eve@example.com', interest: 'horses', message: 'A yearling?' })).status).toBe(201);
  }
  const [answered] = (await admin.get('/api/users/inquiries?limit=1')).body as Array<{ id: string }>;
  expect((await admin.put(`/api/users/inquiries/${answered!.id}`, { status: 'answered' })).status).toBe(200);
  return { archive: await settledExport(platform, admin), horseId: rio.id, profileImage: media.body.url as string };
}

/** The fields of a horse's form, from its answer. */
function pick(horse: Record<string, unknown>): Record<string, unknown> {
  const fields = ['name', 'breed', 'sex', 'age', 'color', 'description', 'foal_year', 'height', 'weight', 'brand', 'HMA', 'on_property', 'off_property_rides', 'deceased', 'deceased_date', 'needsWormed', 'needsYearly', 'needsTrimmed', 'needsCoggins'];
  return Object.fromEntries(fields.map((field) => [field, horse[field]]));
}

/**
 * Restoring a whole ranch from its export into a new install, the same in both run modes: a ranch is filled and
 * exported, its install stopped, and a new install of the same mode started (`start`, each time with its own data);
 * the new install's export is then the archive, every field of every kind and every media file's bytes.
 */
export function describeRanchRestore(start: () => Promise<Platform>): void {
  describe('POST /api/imports/archive', () => {
    let fresh: Platform;
    let admin: ApiClient;
    let ranch: Awaited<ReturnType<typeof fillRanch>>;

    beforeAll(async () => {
      const source = await start();
      try {
        ranch = await fillRanch(source);
      } finally {
        await source.stop();
      }
      fresh = await start();
      admin = fresh.client();
      await admin.login('admin@remuda.test');
    }, 240_000);
    afterAll(() => fresh?.stop(), 60_000);

    it('is an administrator’s: a visitor, a USER and a TRAINER are refused', async () => {
      const archive = zipFile(ranch.archive);
      expect((await fresh.client().upload('/api/imports/archive', archive, 'file')).status).toBe(401);
      for (const email of ['user@remuda.test', 'trainer@remuda.test']) {
        const person = fresh.client();
        await person.login(email);
        expect((await person.upload('/api/imports/archive', archive, 'file')).status).toBe(403);
      }
      expect((await admin.get('/api/horses')).body).toEqual([]);
    });

    it('refuses a file that is no archive of a ranch, and an archive with a fault, changing nothing', async () => {
      const notZip = await admin.upload('/api/imports/archive', zipFile(Buffer.from('name,sex\nComet,mare\n')), 'file');
      expect(notZip.status).toBe(400);
      expect(notZip.body.message).toBe('This file is not an archive of a ranch. Choose the ZIP file that Download everything (ZIP) saved.');
      // No file, or the archive in another field of the form: asked for.
      const noFile = await admin.post('/api/imports/archive', {});
      const otherField = await admin.upload('/api/imports/archive', zipFile(ranch.archive), 'media');
      for (const answer of [noFile, otherField]) expect(answer).toMatchObject({ status: 400, body: { message: 'Choose an archive to restore' } });

      // An archive whose horse lost its name, and which lacks a media file: said by file, item and field, and
      // nothing written (not even the media files it holds).
      const entries = await unzip(ranch.archive);
      const horses = JSON.parse(entries.get('horses.json')!.toString('utf8')) as Array<Record<string, unknown>>;
      delete horses[0]!.name;
      // And a picture naming a file outside the site's media (an import's job, which it would overwrite).
      const gallery = JSON.parse(entries.get('gallery.json')!.toString('utf8')) as Array<Record<string, unknown>>;
      gallery[0]!.url = '/media/imports/a-job/job.json';
      const mediaNames = [...entries.keys()].filter((name) => name.startsWith('media/'));
      const { ZipFile } = await import('yazl');
      const zip = new ZipFile();
      for (const [name, bytes] of entries) {
        const changed = { 'horses.json': horses, 'gallery.json': gallery }[name];
        if (name !== mediaNames[0]) zip.addBuffer(changed ? Buffer.from(JSON.stringify(changed)) : bytes, name);
      }
      zip.end();
      const chunks: Buffer[] = [];
      for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
      const faulty = await admin.upload('/api/imports/archive', zipFile(Buffer.concat(chunks)), 'file');
      expect(faulty.status).toBe(400);
      expect(faulty.body.message).toBe('This archive cannot be restored: 3 faults, nothing was changed.');
      expect(faulty.body.errors).toEqual(expect.arrayContaining([
        { field: 'horses.json[0].name', message: expect.any(String) },
        { field: mediaNames[0], message: 'This media file is named by an item but missing from the archive' },
        { field: 'media/imports/a-job/job.json', message: 'This is not where the site keeps media files' },
      ]));
      expect((await admin.get('/api/horses')).body).toEqual([]);
      expect((await fetch(`${fresh.baseUrl}/${mediaNames[1]}`)).status).toBe(404);
    });

    it('puts the whole ranch back as a job, taken over when its gateway stops: exported again, every field and every media file is the same', async () => {
      const source = await contentsOf(ranch.archive);
      const { counts } = JSON.parse(source.get('manifest.json')!.toString('utf8')) as { counts: Record<string, number> };
      expect(counts).toEqual({ horses: 2, 'medical-records': 4, 'riding-logs': 1, 'care-settings': 1, gallery: 1, inquiries: 2 });
      const media = [...source.keys()].filter((name) => name.startsWith('media/')).length;

      // The medical service away: the restore puts the media files, horses, care settings and gallery back, then
      // waits on its first call to it.
      let comeBack!: () => void;
      const medicalBack = fresh.restartService('medical', new Promise<void>((resolve) => (comeBack = resolve)));
      const answer = await admin.upload('/api/imports/archive', zipFile(ranch.archive), 'file');
      expect(answer.status).toBe(201);
      const started = answer.body as ImportJob;
      expect(started).toMatchObject({ kind: 'archive', fileName: 'remuda-export.zip', state: 'running', done: 0, rows: [], restored: { media: 0 } });
      expect(started.total).toBeGreaterThan(media);
      await eventually('the restore under way', async () => ((await admin.get(`/api/imports/jobs/${started.id}`)).body as ImportJob).done > 0, 30_000);
      // The archive, the whole ranch, is kept in the media store while it is restored: not read through /media.
      for (const kept of ['file', 'job.json']) expect((await fetch(`${fresh.baseUrl}/media/imports/${started.id}/${kept}`)).status).toBe(404);
      // Its gateway stops (the restore writes down how far it went) and starts again, which takes the restore over.
      await fresh.restartGateway();
      comeBack();
      await medicalBack;
      const job = await finished(admin, started.id);
      expect(fresh.logger.lines).toContainEqual(expect.objectContaining({ msg: 'import taken over', job: started.id }));
      // Every item and file counted once: the calls done before the stop were not made again.
      expect(job).toMatchObject({ state: 'done', error: null, done: job.total });
      expect(job.restored).toEqual({
        added: counts,
        present: { horses: 0, 'medical-records': 0, 'riding-logs': 0, 'care-settings': 0, gallery: 0, inquiries: 0 },
        media,
      });

      // Once the restored install's events are applied (health, care, the records' horse names), its export is the
      // archive, and it stays so.
      let again = source;
      await eventually('the restored ranch exports the same', async () => {
        again = await contentsOf((await download(fresh.baseUrl, admin)).bytes);
        return sameContents(source, again).length === 0;
      }, 30_000).catch(() => {
        const json = (entries: Map<string, Buffer>, name: string) => (name.endsWith('.json') ? JSON.parse(entries.get(name)?.toString('utf8') ?? 'null') : null);
        const said = sameContents(source, again).map((name) => `${name}${jsonDifferences(json(source, name), json(again, name)).map((d) => `\n  ${d}`).join('')}`);
        throw new Error(`the restored ranch's export differs in ${said.join('\n')}`);
      });
      expect(sameContents(source, await contentsOf(await settledExport(fresh, admin)))).toEqual([]);
      // Served as the site serves pictures.
      const rio = (await admin.get(`/api/horses/${ranch.horseId}`)).body as { profileImage: string };
      expect(rio.profileImage).toBe(ranch.profileImage);
      const served = Buffer.from(await (await fetch(`${fresh.baseUrl}${ranch.profileImage}`)).arrayBuffer());
      expect(served.equals(source.get(`media/${ranch.profileImage.slice('/media/'.length)}`)!)).toBe(true);
    });

    it('stops when cancelled, goes on when the archive is sent again, and refuses an install with horses of its own', async () => {
      // Cancelled while it waits on the medical service: it stops after that call.
      let comeBack!: () => void;
      const medicalBack = fresh.restartService('medical', new Promise<void>((resolve) => (comeBack = resolve)));
      const started = (await admin.upload('/api/imports/archive', zipFile(ranch.archive), 'file')).body as ImportJob;
      const cancel = await admin.post(`/api/imports/jobs/${started.id}/cancel`, {});
      expect(cancel).toMatchObject({ status: 200, body: { id: started.id, cancelling: true } });
      comeBack();
      await medicalBack;
      const cancelled = await finished(admin, started.id);
      expect(cancelled.state).toBe('cancelled');
      expect(cancelled.done).toBeLessThan(cancelled.total);

      const again = (await restored(admin, ranch.archive)).restored!;
      expect(again.added).toEqual({ horses: 0, 'medical-records': 0, 'riding-logs': 0, 'care-settings': 1, gallery: 0, inquiries: 0 });
      expect(again.present).toEqual({ horses: 2, 'medical-records': 4, 'riding-logs': 1, 'care-settings': 0, gallery: 1, inquiries: 2 });

      const trainer = fresh.client();
      await trainer.login('trainer@remuda.test');
      expect((await trainer.post('/api/horses', { name: 'Stray', sex: 'mare' })).status).toBe(201);
      const refused = await admin.upload('/api/imports/archive', zipFile(ranch.archive), 'file');
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('This install already has horses of its own. Restore an archive into a new install, started without the demo herd.');
    });
  });
}
