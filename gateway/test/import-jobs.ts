import type { ImportJob } from '@remuda/contracts';
import { eventually } from '@remuda/service-kit/testing';
import type { ApiClient } from './api-client.js';
import { finished, imported } from './ranch-import.js';

interface Platform {
  logger: { lines: Record<string, unknown>[] };
  client: () => ApiClient;
  restartGateway: () => Promise<void>;
  newTrainer: (admin: ApiClient, email: string) => Promise<{ client: ApiClient }>;
}

/** Rows enough that an import is still under way when the test acts on it (horses go one to a call). */
const ROWS = 600;

const csv = (name: string, text: string) => ({ name, type: 'text/csv', bytes: Buffer.from(text, 'utf8') });

/** A file of `count` horses named `<prefix> <n>`, each a mare of one breed: one row to a call, so an import takes a while. */
const herdFile = (prefix: string, count: number) =>
  csv('herd.csv', `Name,Sex,Breed\n${Array.from({ length: count }, (_, i) => `${prefix} ${i},mare,Mustang`).join('\n')}\n`);

async function herdNamed(client: ApiClient, prefix: string): Promise<Array<Record<string, unknown>>> {
  const horses = (await client.get('/api/horses')).body as Array<Record<string, unknown>>;
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
    });

    it('stops when cancelled, each row in whole, and the same file again goes on where it stopped', async () => {
      const prefix = `Halt ${run}`;
      const file = herdFile(prefix, ROWS);
      const started = (await trainer.upload('/api/imports/horses', file, 'file')).body as ImportJob;
      expect(started).toMatchObject({ state: 'running', total: ROWS, done: 0 });
      const asked = await trainer.post(`/api/imports/jobs/${started.id}/cancel`);
      expect(asked.status).toBe(200);
      expect(asked.body).toMatchObject({ state: 'running', cancelling: true });

      const job = await finished(trainer, started.id);
      expect(job).toMatchObject({ state: 'cancelled', cancelling: false, total: ROWS });
      expect(job.done).toBeLessThan(ROWS);
      expect(job.done).toBe(job.counts.add);
      const herd = await herdNamed(trainer, prefix);
      expect(herd).toHaveLength(job.counts.add);
      expect(herd.every((h) => h.sex === 'mare' && h.breed === 'Mustang')).toBe(true);

      const again = await imported(trainer, '/api/imports/horses', file);
      expect(again.counts).toEqual({ add: ROWS - job.counts.add, change: 0, unchanged: job.counts.add, refuse: 0 });
      expect(await herdNamed(trainer, prefix)).toHaveLength(ROWS);
    }, 120_000);

    it('is taken over when the gateway running it stops, and every row goes in once', async () => {
      const prefix = `Relay ${run}`;
      const started = (await trainer.upload('/api/imports/horses', herdFile(prefix, ROWS), 'file')).body as ImportJob;
      // Stopped as a replica is in a rolling update: it finishes its call under way, writes its progress, lets go.
      await context().restartGateway();

      const job = await finished(trainer, started.id);
      expect(context().logger.lines).toContainEqual(expect.objectContaining({ msg: 'import taken over', job: started.id }));
      expect(job).toMatchObject({ state: 'done', done: ROWS, total: ROWS });
      expect(job.counts.add + job.counts.unchanged).toBe(ROWS);
      const herd = await herdNamed(trainer, prefix);
      expect(herd).toHaveLength(ROWS);
      expect(new Set(herd.map((h) => h.name)).size).toBe(ROWS);
    }, 120_000);
  });
}
