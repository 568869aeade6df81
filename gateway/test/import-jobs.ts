import type { ImportJob } from '@remuda/contracts';
import { eventually } from '@remuda/service-kit/testing';
import type { ApiClient } from './api-client.js';
import { finished, imported } from './ranch-import.js';

interface Platform {
  logger: { lines: Record<string, unknown>[] };
  client: () => ApiClient;
  restartGateway: () => Promise<void>;
  restartService: (name: string, away?: Promise<unknown>) => Promise<void>;
  newTrainer: (admin: ApiClient, email: string) => Promise<{ client: ApiClient }>;
}

/**
 * Rows enough that an import is still under way when the test acts on it: changes go one to a call (added rows go
 * 200 to a call, too fast to catch).
 */
const ROWS = 600;
/** Medical records enough for several calls of 200. */
const RECORDS = 1_000;

const csv = (name: string, text: string) => ({ name, type: 'text/csv', bytes: Buffer.from(text, 'utf8') });

/** A file of `count` horses named `<prefix> <n>`, each a mare of `breed`. */
const herdFile = (prefix: string, count: number, breed: string) =>
  csv('herd.csv', `Name,Sex,Breed\n${Array.from({ length: count }, (_, i) => `${prefix} ${i},mare,${breed}`).join('\n')}\n`);

/** The horses named `<prefix> <n>`, read once the horses service answers (it may have just restarted). */
async function herdNamed(client: ApiClient, prefix: string): Promise<Array<Record<string, unknown>>> {
  const horses = await eventually('the herd read', async () => {
    const res = await client.get('/api/horses');
    return res.status === 200 && (res.body as Array<Record<string, unknown>>);
  });
  return horses.filter((h) => String(h.name).startsWith(`${prefix} `));
}

/**
 * An import as a job, the same in both run modes: followed by its person only (and an administrator), cancelled
 * between two calls with every row in whole, and taken over when the gateway running it stops, each row going in
 * once.
 */
export function describeImportJobs(context: () => Platform): void {
  describe('an import as a job', () => {
    const run = Date.now().toString(36);
    let trainer: ApiClient;
    let admin: ApiClient;

    beforeAll(async () => {
      trainer = context().client();
      await trainer.login('trainer@remuda.test');
      admin = context().client();
      await admin.login('admin@remuda.test');
    });

    it('is followed by the person who started it and by an administrator, and by nobody else', async () => {
      const job = await imported(trainer, '/api/imports/horses', csv('one.csv', `Name,Sex\nSolo ${run},mare\n`));
      expect(job).toMatchObject({ state: 'done', done: 1, total: 1, counts: { add: 1, change: 0, unchanged: 0, refuse: 0 }, cancelling: false });
      expect(job.finishedAt).not.toBeNull();
      expect(((await trainer.get('/api/imports/jobs')).body as ImportJob[])[0]).toEqual(job);
      expect((await admin.get(`/api/imports/jobs/${job.id}`)).body).toEqual(job);

      const other = (await context().newTrainer(admin, `importer-${run}@remuda.test`)).client;
      expect((await other.get(`/api/imports/jobs/${job.id}`)).status).toBe(404);
      expect((await other.post(`/api/imports/jobs/${job.id}/cancel`)).status).toBe(404);
      expect((await other.get('/api/imports/jobs')).body).toEqual([]);
      expect((await trainer.get('/api/imports/jobs/not-a-job')).status).toBe(404);
      expect((await context().client().get('/api/imports/jobs')).status).toBe(401);
      // Nor is the job kept in the media store read through /media by its key.
      expect((await context().client().get(`/media/imports/${job.id}/job.json`)).status).toBe(404);
    });

    it('stops when cancelled, each row in whole, and the same file again goes on where it stopped', async () => {
      const prefix = `Halt ${run}`;
      expect((await imported(trainer, '/api/imports/horses', herdFile(prefix, ROWS, 'Mustang'))).counts.add).toBe(ROWS);
      const file = herdFile(prefix, ROWS, 'Arabian');
      const started = (await trainer.upload('/api/imports/horses', file, 'file')).body as ImportJob;
      expect(started).toMatchObject({ state: 'running', total: ROWS, done: 0 });
      const asked = await trainer.post(`/api/imports/jobs/${started.id}/cancel`);
      expect(asked.status).toBe(200);
      expect(asked.body).toMatchObject({ state: 'running', cancelling: true });

      const job = await finished(trainer, started.id);
      expect(job).toMatchObject({ state: 'cancelled', cancelling: false, total: ROWS });
      expect(job.done).toBeLessThan(ROWS);
      expect(job.done).toBe(job.counts.change);
      const herd = await herdNamed(trainer, prefix);
      expect(herd.filter((h) => h.breed === 'Arabian' && h.version === 2)).toHaveLength(job.counts.change);
      expect(herd.filter((h) => h.breed === 'Mustang' && h.version === 1)).toHaveLength(ROWS - job.counts.change);

      const again = await imported(trainer, '/api/imports/horses', file);
      expect(again.counts).toEqual({ add: 0, change: ROWS - job.counts.change, unchanged: job.counts.change, refuse: 0 });
      expect((await herdNamed(trainer, prefix)).filter((h) => h.breed === 'Arabian')).toHaveLength(ROWS);
    }, 120_000);

    it('is taken over when the gateway running it stops, and every row goes in once', async () => {
      const prefix = `Relay ${run}`;
      expect((await imported(trainer, '/api/imports/horses', herdFile(prefix, ROWS, 'Mustang'))).counts.add).toBe(ROWS);
      const started = (await trainer.upload('/api/imports/horses', herdFile(prefix, ROWS, 'Morgan'), 'file')).body as ImportJob;
      // Stopped as a replica is in a rolling update: it finishes its call under way, writes its progress, lets go.
      await context().restartGateway();

      const job = await finished(trainer, started.id);
      expect(context().logger.lines).toContainEqual(expect.objectContaining({ msg: 'import taken over', job: started.id }));
      expect(job).toMatchObject({ state: 'done', done: ROWS, total: ROWS });
      expect(job.counts.change + job.counts.unchanged).toBe(ROWS);
      const herd = await herdNamed(trainer, prefix);
      expect(herd).toHaveLength(ROWS);
      // Each horse changed once: none skipped, none changed twice.
      expect(herd.every((h) => h.breed === 'Morgan' && h.version === 2)).toBe(true);
    }, 120_000);

    it('waits for a service that restarts meanwhile, and adds each record once', async () => {
      const horse = `Patience ${run}`;
      expect((await trainer.post('/api/horses', { name: horse, sex: 'mare' })).status).toBe(201);
      const day = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
      const lines = Array.from({ length: RECORDS }, (_, i) => `${horse},${day(i)},Visit ${i}`);
      const started = (await trainer.upload('/api/imports/medical-records', csv('visits.csv', `Horse,Date,Description\n${lines.join('\n')}\n`), 'file')).body as ImportJob;
      // The medical service away for a second and a half: the calls made meanwhile go unanswered.
      await context().restartService('medical', new Promise((resolve) => setTimeout(resolve, 1_500)));

      const job = await finished(trainer, started.id);
      expect(job).toMatchObject({ state: 'done', done: RECORDS, error: null });
      expect(job.counts.add + job.counts.unchanged).toBe(RECORDS);
      expect(context().logger.lines).toContainEqual(expect.objectContaining({ msg: 'import call sent again' }));
      const id = ((await trainer.get('/api/horses')).body as Array<{ id: string; name: string }>).find((h) => h.name === horse)!.id;
      const listed = await trainer.get(`/api/medical-records?horseId=${id}&limit=1`);
      expect(listed.headers.get('x-total-count')).toBe(String(RECORDS));
    }, 120_000);
  });
}

/**
 * An import that fails: a service it calls stays away longer than the job sends its calls again. Run after the
 * others: the herd is then large enough (about 2,400 horses) that reading it whole in the distributed mode takes
 * more than one message of the horses service.
 */
export function describeImportFailure(context: () => Platform): void {
  describe('an import that fails', () => {
    const run = Date.now().toString(36);
    let trainer: ApiClient;

    beforeAll(async () => {
      trainer = context().client();
      await trainer.login('trainer@remuda.test');
    });

    it('fails when a service stays away, keeping what it changed, and the same file again goes on from there', async () => {
      const prefix = `Absent ${run}`;
      expect((await imported(trainer, '/api/imports/horses', herdFile(prefix, ROWS, 'Mustang'))).counts.add).toBe(ROWS);
      const file = herdFile(prefix, ROWS, 'Arabian');
      const started = (await trainer.upload('/api/imports/horses', file, 'file')).body as ImportJob;
      // Caught under way (each row changes a horse: one call a row), the horses service goes away until the job has
      // given up on it (its calls sent again for half a minute or so).
      await eventually(`import ${started.id} under way`, async () => ((await trainer.get(`/api/imports/jobs/${started.id}`)).body as ImportJob).done > 0, 30_000);
      const gaveUp = finished(trainer, started.id);
      await context().restartService('horses', gaveUp);
      const job = await gaveUp;
      expect(job).toMatchObject({
        state: 'failed',
        error: 'The import stopped because part of the platform did not answer. What was imported is kept; import the file again to go on.',
      });
      expect(context().logger.lines).toContainEqual(expect.objectContaining({ msg: 'import failed', job: started.id }));
      const kept = (await herdNamed(trainer, prefix)).filter((h) => h.breed === 'Arabian').length;
      expect(kept).toBeGreaterThan(0);
      expect(kept).toBeLessThan(ROWS);

      const again = await imported(trainer, '/api/imports/horses', file);
      expect(again.counts).toEqual({ add: 0, change: ROWS - kept, unchanged: kept, refuse: 0 });
      expect((await herdNamed(trainer, prefix)).filter((h) => h.breed === 'Arabian')).toHaveLength(ROWS);
    }, 180_000);
  });
}
