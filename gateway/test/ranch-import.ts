import ExcelJS from 'exceljs';
import type { ImportJob, ImportPreview } from '@remuda/contracts';
import { eventually } from '@remuda/service-kit/testing';
import type { ApiClient } from './api-client.js';
import { download, unzip } from './ranch-export.js';

const csv = (name: string, text: string) => ({ name, type: 'text/csv', bytes: Buffer.from(text, 'utf8') });

/** What a horse's records answer, by the horse's name: found through the list of horses. */
async function horseNamed(client: ApiClient, name: string): Promise<Record<string, unknown> | undefined> {
  const horses = (await client.get('/api/horses')).body as Array<Record<string, unknown>>;
  return horses.find((h) => h.name === name);
}

type File = { name: string; type: string; bytes: Buffer };

/** Starts an import and follows its job until it has finished: what a person watching its progress sees at the end. */
export async function imported(client: ApiClient, path: string, file: File, fields: Record<string, string> = {}): Promise<ImportJob> {
  const started = await client.upload(path, file, 'file', fields);
  if (started.status !== 201) throw new Error(`import not started: ${started.status} ${JSON.stringify(started.body)}`);
  return finished(client, (started.body as ImportJob).id);
}

/** A job once it is no longer running. */
export async function finished(client: ApiClient, id: string): Promise<ImportJob> {
  let job: ImportJob | undefined;
  await eventually(`import ${id} finished`, async () => {
    const res = await client.get(`/api/imports/jobs/${id}`);
    job = res.body as ImportJob;
    return res.status === 200 && job.state !== 'running';
  }, 60_000);
  return job!;
}

/**
 * Importing a ranch's spreadsheets, the same in both run modes: who may, the preview that writes nothing, the rows
 * imported through the forms' operations, a file imported twice adding nothing, records naming their horse, an
 * Excel workbook, and files that cannot be read refused with a message saying why.
 */
export function describeRanchImport(context: () => { baseUrl: string; client: () => ApiClient }): void {
  describe('POST /api/imports/{kind}', () => {
    const run = Date.now().toString(36);
    const comet = `Comet ${run}`;
    const blaze = `Blaze ${run}`;
    let trainer: ApiClient;
    const horsesFile = csv(
      'herd.csv',
      `Horse Name,Sex,Foal year,Height (hands),Weight (lbs),Brand,Needs wormer\r\n${comet},Mare,2015,15.2,"1,050",C${run},yes\r\n,Gelding,2010,,,,\r\n${blaze},Gelding,2012,25,,,\r\n`,
    );

    beforeAll(async () => {
      trainer = context().client();
      await trainer.login('trainer@remuda.test');
    });

    it('is staff’s: a visitor and a USER are refused', async () => {
      const { client } = context();
      expect((await client().upload('/api/imports/horses/preview', horsesFile, 'file')).status).toBe(401);
      const user = client();
      await user.login('user@remuda.test');
      expect((await user.upload('/api/imports/horses/preview', horsesFile, 'file')).status).toBe(403);
    });

    it('previews every row with the forms’ messages, and writes nothing', async () => {
      const res = await trainer.upload('/api/imports/horses/preview', horsesFile, 'file');
      expect(res.status).toBe(200);
      const preview = res.body as ImportPreview;
      expect(preview.columns.map((c) => c.field)).toEqual(['name', 'sex', 'foal_year', 'height', 'weight', 'brand', 'needsWormed']);
      expect(preview.counts).toEqual({ add: 1, change: 0, unchanged: 0, refuse: 2 });
      expect(preview.rows).toEqual([
        { line: 2, action: 'add', title: comet, errors: [], changes: [] },
        { line: 3, action: 'refuse', title: 'Row 3', errors: [{ field: 'name', message: 'Name is required' }], changes: [] },
        { line: 4, action: 'refuse', title: blaze, errors: [{ field: 'height', message: 'Height must be between 5 and 20 hands' }], changes: [] },
      ]);
      expect(preview.fields).toContainEqual({ field: 'name', label: 'Name', required: true });
      expect(await horseNamed(trainer, comet)).toBeUndefined();
    });

    it('imports the rows the preview adds, and a file imported again adds nothing', async () => {
      const result = await imported(trainer, '/api/imports/horses', horsesFile);
      expect(result).toMatchObject({ state: 'done', kind: 'horses', fileName: 'herd.csv', total: 3, done: 3, error: null });
      expect(result.counts).toEqual({ add: 1, change: 0, unchanged: 0, refuse: 2 });
      expect(result.rows.map((r) => r.line)).toEqual([3, 4]);
      expect(await horseNamed(trainer, comet)).toMatchObject({ sex: 'mare', foal_year: 2015, height: 15.2, weight: 1050, brand: `C${run}`, needsWormed: true, on_property: true });
      const again = await imported(trainer, '/api/imports/horses', horsesFile);
      expect(again.counts).toEqual({ add: 0, change: 0, unchanged: 1, refuse: 2 });
    });

    it('changes only the fields a file’s columns hold, with the person’s own matching of a header', async () => {
      const file = csv('breeds.csv', `Nickname,Breed\n${comet},Arabian\n`);
      const job = await imported(trainer, '/api/imports/horses', file, { columns: JSON.stringify({ Nickname: 'name' }) });
      expect(job.counts).toEqual({ add: 0, change: 1, unchanged: 0, refuse: 0 });
      expect(await horseNamed(trainer, comet)).toMatchObject({ breed: 'Arabian', foal_year: 2015, brand: `C${run}` });
      const wrong = await trainer.upload('/api/imports/horses/preview', file, 'file', { columns: JSON.stringify({ Nickname: 'wormed' }) });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toEqual([{ field: 'columns', message: 'Column “Nickname” names no field of a horse' }]);
    });

    it('imports medical records naming their horse, refusing an unknown one plainly, and keeps the horse’s health', async () => {
      const file = csv('vet.csv', `Horse,Date,Description,Vet,Dewormed\n${comet},3/5/2024,Spring check,Dr. Ames,yes\nNobody ${run},2024-03-06,Check,,\n`);
      const preview = (await trainer.upload('/api/imports/medical-records/preview', file, 'file')).body as ImportPreview;
      expect(preview.rows.map((r) => [r.action, r.title, r.errors[0]?.message])).toEqual([
        ['add', `${comet}, 2024-03-05`, undefined],
        ['refuse', `Nobody ${run}, 2024-03-06`, `No horse is named “Nobody ${run}”`],
      ]);
      const result = await imported(trainer, '/api/imports/medical-records', file);
      expect(result.counts).toEqual({ add: 1, change: 0, unchanged: 0, refuse: 1 });
      const horse = (await horseNamed(trainer, comet))!;
      const records = (await trainer.get(`/api/medical-records?horseId=${String(horse.id)}`)).body as Array<Record<string, unknown>>;
      expect(records).toEqual([expect.objectContaining({ date: '2024-03-05', description: 'Spring check', vet: 'Dr. Ames', wormed: true })]);
      // Through the medical service's own operation: its event reaches the horse's health as a form's would.
      await eventually('the horse’s health kept', async () => ((await horseNamed(trainer, comet)) as { healthLast: { wormed: string | null } }).healthLast.wormed === '2024-03-05');
      const again = await imported(trainer, '/api/imports/medical-records', file);
      expect(again.counts).toEqual({ add: 0, change: 0, unchanged: 1, refuse: 1 });
    });

    it('adds many records a call at a time, and when the service refuses one of a call’s rows, only that row', async () => {
      const living = `Rowan ${run}`;
      const gone = `Old Timer ${run}`;
      expect((await trainer.post('/api/horses', { name: living, sex: 'mare' })).status).toBe(201);
      expect((await trainer.post('/api/horses', { name: gone, sex: 'gelding', deceased: true, deceased_date: '2023-05-01' })).status).toBe(201);
      const lines = Array.from({ length: 250 }, (_, i) => `${living},2024-01-${String((i % 28) + 1).padStart(2, '0')},Visit ${i},,`);
      // A horse that takes no more records: the planner cannot tell, the medical service refuses it.
      lines.splice(120, 0, `${gone},2024-02-01,Last visit,,`);
      const file = csv('visits.csv', `Horse,Date,Description,Vet,Dewormed\n${lines.join('\n')}\n`);
      const result = await imported(trainer, '/api/imports/medical-records', file);
      expect(result.counts).toEqual({ add: 250, change: 0, unchanged: 0, refuse: 1 });
      expect(result.rows).toEqual([
        expect.objectContaining({ line: 122, action: 'refuse', errors: [{ field: 'horseId', message: 'This horse is deceased; its records can no longer change' }] }),
      ]);
      const horse = (await horseNamed(trainer, living))!;
      const listed = await trainer.get(`/api/medical-records?horseId=${String(horse.id)}&limit=1`);
      expect(listed.headers.get('x-total-count')).toBe('250');
    }, 60_000);

    it('reads an Excel workbook: riding logs with dates and numbers as cells', async () => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Rides');
      sheet.addRow(['Horse', 'Date', 'Duration', 'Type', 'Notes']);
      sheet.addRow([comet, new Date(Date.UTC(2024, 2, 7)), 45, 'Arena', 'Loped circles']);
      const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
      const file = { name: 'rides.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes };
      const result = await imported(trainer, '/api/imports/riding-logs', file);
      expect(result.counts).toEqual({ add: 1, change: 0, unchanged: 0, refuse: 0 });
      const horse = (await horseNamed(trainer, comet))!;
      const rides = (await trainer.get(`/api/riding-logs?horseId=${String(horse.id)}`)).body as Array<Record<string, unknown>>;
      expect(rides).toEqual([expect.objectContaining({ date: '2024-03-07', durationMinutes: 45, type: 'arena', notes: 'Loped circles', rider: 'trainer@remuda.test' })]);
    });

    it('reads back what the export writes: every horse, record and ride is recognised as already here', async () => {
      const { baseUrl, client } = context();
      const admin = client();
      await admin.login('admin@remuda.test');
      const archive = await unzip((await download(baseUrl, admin)).bytes);
      for (const kind of ['horses', 'medical-records', 'riding-logs']) {
        const res = await admin.upload(`/api/imports/${kind}/preview`, { name: `${kind}.csv`, type: 'text/csv', bytes: archive.get(`${kind}.csv`)! }, 'file');
        expect(res.status).toBe(200);
        const preview = res.body as ImportPreview;
        expect(preview.rows.length).toBeGreaterThan(0);
        expect(preview.rows.filter((r) => r.action !== 'unchanged')).toEqual([]);
      }
    });

    it('refuses a file it cannot read with a message saying why, and changes nothing', async () => {
      const refused = async (kind: string, file: { name: string; type: string; bytes: Buffer }) => {
        const res = await trainer.upload(`/api/imports/${kind}`, file, 'file');
        expect(res.status).toBe(400);
        return res.body.message as string;
      };
      expect(await refused('horses', csv('links.csv', `Name,Sex\n"=HYPERLINK(""http://example.com"",""x"")",mare\n`))).toMatch(/^Row 2, column “Name” holds a formula/);
      expect(await refused('horses', { name: 'latin1.csv', type: 'text/csv', bytes: Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0x74, 0xe9]) })).toBe(
        'The file is not UTF-8 text. Save it from your spreadsheet as “CSV UTF-8” and try again.',
      );
      expect(await refused('horses', csv('quotes.csv', `Name,Sex\n"Unclosed,mare\n`))).toMatch(/quotes do not match/);
      expect(await refused('horses', csv('empty.csv', ''))).toBe('The file is empty: it has no header row.');
      // 50 MB of nothing: refused at the limit, nothing past it kept.
      const huge = await trainer.upload('/api/imports/horses/preview', { name: 'nothing.csv', type: 'text/csv', bytes: Buffer.alloc(50 * 1024 * 1024, 0x20) }, 'file');
      expect(huge.status).toBe(413);
      expect(huge.body.message).toBe('This file is too large. The limit is 20 MB.');
      const notMultipart = await trainer.post('/api/imports/horses', { file: 'Name\nDusty' });
      expect(notMultipart.status).toBe(400);
      expect(notMultipart.body.message).toBe('Choose a file to import');
      expect((await trainer.upload('/api/imports/cattle', horsesFile, 'file')).status).toBe(404);
      expect(((await trainer.get('/api/horses')).body as Array<{ name: string }>).filter((h) => h.name.startsWith('=HYPERLINK'))).toEqual([]);
    });
  });
}
