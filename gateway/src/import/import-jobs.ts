import { randomUUID } from 'node:crypto';
import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Request } from 'express';
import {
  type Actor,
  IMPORT_ACTIONS,
  type ImportAction,
  type ImportJob,
  type ImportJobKind,
  type ImportKindName,
  type ImportRow,
  type Operation,
  type OperationRequest,
} from '@remuda/contracts';
import {
  CONFIG,
  type Config,
  DomainError,
  type JsonLogger,
  LOGGER,
  MessageClient,
  OBJECT_STORE,
  type ObjectStore,
  currentRequestMeta,
  readWhole,
  runInRequestContext,
} from '@remuda/service-kit';
import { everyPage } from '../http/every-page.js';
import { IMPORT_KIND_DEFINITIONS, type ImportKind } from './import-kinds.js';
import { type ImportLookup, type PlannedRow, matchColumns, planImport } from './import-plan.js';
import { type JobLeases, createJobLeases } from './job-leases.js';
import { type CheckedArchive, RanchRestore, nothingRestored } from './ranch-restore.js';
import { UnreadableFileError, readTable } from './read-table.js';

/** How many calls a job has under way at once. */
const CALLS_AT_ONCE = 4;
/** How many added rows one call makes (the kind's `createMany`, all or none). */
const ADDED_PER_CALL = 200;
/** What a service answers for a row it refuses, as against a failure of the import itself. */
const REFUSALS = new Set(['VALIDATION_FAILED', 'CONFLICT', 'NOT_FOUND', 'FORBIDDEN']);
/** How many times a call goes while its service is busy or away (waiting 0.5 s, doubling up to 8 s, between). */
const CALL_TRIES = 8;
/** A replica holds a job this long unless it renews the lease, which it does three times as often. */
const LEASE_MS = 30_000;
/** How often each replica looks for a job nobody runs (its replica stopped) and for finished jobs to forget. */
const SWEEP_MS = 5_000;
/** How often a running job's progress is written down, and its person's request to cancel looked for. */
const SAVE_MS = 1_000;
const CANCEL_CHECK_MS = 500;
/** How long a finished job stays listed (its file is removed when it finishes). */
const KEEP_MS = 7 * 24 * 3_600_000;

const FOLDER = 'imports/';
const jobKey = (id: string) => `${FOLDER}${id}/job.json`;
const fileKey = (id: string) => `${FOLDER}${id}/file`;
const cancelKey = (id: string) => `${FOLDER}${id}/cancel`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A job as the store keeps it: what a person sees, who it acts for, their matching of columns, and the rows done. */
interface StoredJob {
  job: ImportJob;
  actor: Actor;
  columns?: Record<string, string>;
  /** The lines of the file done, as ranges `[first, last]`: a job taken over skips them. */
  doneLines: Array<[number, number]>;
  /** For an archive, how many of its restore's calls are done (they go one after the other). */
  doneCalls?: number;
}

/** What planning a file gives: its kind, the matching of its columns, and each row with what importing it does. */
export interface PlannedFile {
  kind: ImportKind;
  columns: ReturnType<typeof matchColumns>;
  planned: PlannedRow[];
}

/** What a job is given as it starts, so it does not read its file again: the file planned, or the archive checked. */
type Given = { plan: PlannedFile } | { archive: CheckedArchive };

/**
 * Imports as jobs that outlive their request: a file of one kind, or a whole ranch's archive (`RanchRestore`). The
 * replica that is asked starts the job at once; its file and its progress are kept in the media store (S3 when
 * distributed), and it runs only while its replica holds its lease (`JobLeases`). A replica that stops gives its jobs
 * up after the call under way; one that dies lets the lease lapse; either way another replica (or the same process,
 * started again) takes the job over, plans the file again and goes on with the rows not done: a row done but not yet
 * written down is then recognised as already here. Each call is whole or nothing, so a job cancelled, stopped or taken
 * over never leaves half a row.
 */
@Injectable()
export class ImportJobs implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly replica = randomUUID();
  private readonly leases: JobLeases;
  /** The jobs this replica runs, by id, each settling when it stops. */
  private readonly running = new Map<string, Promise<void>>();
  /** When each finished job this replica has seen finished: it is not read again, and is forgotten after `KEEP_MS`. */
  private readonly finished = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  private stopping = false;

  constructor(
    private readonly messages: MessageClient,
    private readonly ranch: RanchRestore,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(CONFIG) config: Config,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {
    this.leases = createJobLeases(config, logger);
  }

  onApplicationBootstrap(): void {
    if (this.timer || this.stopping) return;
    this.timer = setInterval(() => void this.sweep(), SWEEP_MS);
    this.timer.unref();
    void this.sweep();
  }

  /** Stops taking calls, waits for each job's call under way, writes its progress down and gives its lease up. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sweeping;
    await Promise.all(this.running.values());
    await this.leases.close();
  }

  /**
   * What importing a file would do, row by row, against the herd and records as they are now. A file that cannot be
   * read, or a matching that names no field of the kind, is refused with a message.
   */
  async plan(name: ImportKindName, file: Buffer, chosen: Record<string, string> | undefined): Promise<PlannedFile> {
    const kind = IMPORT_KIND_DEFINITIONS[name];
    let table;
    try {
      table = await readTable(file);
    } catch (err) {
      if (err instanceof UnreadableFileError) throw new DomainError('VALIDATION_FAILED', err.message, [{ field: 'file', message: err.message }]);
      throw err;
    }
    const columns = matchColumns(kind, table.headers, chosen);
    return { kind, columns, planned: await planImport(kind, table, columns, await this.lookup(kind)) };
  }

  /** Plans the file (refusing one that cannot be read before anything is kept), keeps it, and starts its job. */
  async start(name: ImportKindName, upload: { file: Buffer; fileName: string; columns?: Record<string, string> }, actor: Actor): Promise<ImportJob> {
    const plan = await this.plan(name, upload.file, upload.columns);
    const id = randomUUID();
    await this.store.put(fileKey(id), upload.file, 'application/octet-stream');
    const stored: StoredJob = { job: newJob(id, name, upload.fileName, plan.planned.length), actor, columns: upload.columns, doneLines: [] };
    return this.begin(stored, { plan });
  }

  /**
   * Restores a ranch from the archive in the request (an administrator's): the archive is kept and checked whole
   * (one with a fault, or an install with horses of its own, is refused and nothing is kept), then its job starts.
   */
  async restore(req: Request, maxBytes: number, actor: Actor): Promise<ImportJob> {
    const id = randomUUID();
    let fileName: string;
    let archive: CheckedArchive;
    try {
      fileName = await this.ranch.receive(req, maxBytes, fileKey(id));
      archive = await this.ranch.check(fileKey(id));
    } catch (err) {
      await this.store.remove([fileKey(id)]).catch(() => undefined);
      throw err;
    }
    const total = archive.calls.reduce((sum, call) => sum + call.size, 0);
    const stored: StoredJob = { job: { ...newJob(id, 'archive', fileName, total), restored: nothingRestored() }, actor, doneLines: [], doneCalls: 0 };
    try {
      return await this.begin(stored, { archive });
    } catch (err) {
      // Not kept, so never run: nothing of it stays.
      archive.zip.close();
      await this.store.remove([fileKey(id), jobKey(id)]).catch(() => undefined);
      throw err;
    }
  }

  /** Keeps a new job and runs it on this replica (it holds its lease); answers the job as it starts. */
  private async begin(stored: StoredJob, given: Given): Promise<ImportJob> {
    const { job } = stored;
    await this.save(stored);
    // As it starts: the run goes on changing its own copy.
    const answer = structuredClone(job);
    if (await this.leases.take(job.id, this.replica, LEASE_MS)) this.launch(stored, given);
    else if ('archive' in given) given.archive.zip.close();
    this.logger.info('import started', { job: job.id, kind: job.kind, rows: job.total });
    return answer;
  }

  /** A job its person (or an administrator) may see; any other is not found. */
  async get(id: string, actor: Actor): Promise<ImportJob> {
    const stored = UUID.test(id) ? await this.read(id) : null;
    if (!stored || !mayFollow(stored, actor)) throw new DomainError('NOT_FOUND', 'Not found.');
    return this.shown(stored);
  }

  /** The person's own jobs, newest first. */
  async mine(actor: Actor): Promise<ImportJob[]> {
    const jobs = await this.all();
    const own = jobs.filter((s) => s.actor.id === actor.id).sort((a, b) => b.job.startedAt.localeCompare(a.job.startedAt));
    return Promise.all(own.map((s) => this.shown(s)));
  }

  /**
   * Asks a running job to stop: whoever runs it stops after the call under way (each row in whole or not at all).
   * A job already finished is answered as it is.
   */
  async cancel(id: string, actor: Actor): Promise<ImportJob> {
    const stored = UUID.test(id) ? await this.read(id) : null;
    if (!stored || !mayFollow(stored, actor)) throw new DomainError('NOT_FOUND', 'Not found.');
    if (stored.job.state === 'running') {
      await this.store.put(cancelKey(id), Buffer.from(actor.id), 'text/plain');
      this.logger.info('import cancel asked', { job: id });
    }
    return this.shown(stored);
  }

  private async shown(stored: StoredJob): Promise<ImportJob> {
    const cancelling = stored.job.state === 'running' && (stored.job.cancelling || (await this.store.stat(cancelKey(stored.job.id))) !== null);
    return { ...stored.job, cancelling };
  }

  /**
   * A job as last written. S3 and MinIO replace an object whole, but a simpler S3 server (or a disk) may show a
   * write under way: a job read half-written is read again.
   */
  private async read(id: string): Promise<StoredJob | null> {
    for (let attempt = 1; ; attempt++) {
      if (!(await this.store.stat(jobKey(id)))) return null;
      try {
        const stored = JSON.parse((await readWhole(this.store, jobKey(id))).toString('utf8')) as StoredJob;
        // A job kept by a release before restores were jobs.
        stored.job.restored ??= null;
        return stored;
      } catch (err) {
        if (attempt === 5) throw err;
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
      }
    }
  }

  private async all(): Promise<StoredJob[]> {
    const jobs = await Promise.all((await this.ids()).map((id) => this.read(id).catch(() => null)));
    return jobs.filter((j): j is StoredJob => j !== null);
  }

  private async ids(): Promise<string[]> {
    return (await this.store.list(FOLDER)).filter((key) => key.endsWith('/job.json')).map((key) => key.slice(FOLDER.length, -'/job.json'.length));
  }

  private save(stored: StoredJob): Promise<unknown> {
    return this.store.put(jobKey(stored.job.id), Buffer.from(JSON.stringify(stored)), 'application/json');
  }

  /**
   * Takes over the jobs nobody runs, and forgets the finished ones past their time. A finished job never changes
   * again, so it is read once. Never fails (it logs).
   */
  private sweep(): Promise<void> {
    this.sweeping ??= (async () => {
      try {
        for (const id of await this.ids()) {
          if (this.stopping) return;
          const finishedAt = this.finished.get(id);
          if (finishedAt !== undefined) {
            if (finishedAt < Date.now() - KEEP_MS) {
              await this.store.remove([jobKey(id), fileKey(id), cancelKey(id)]);
              this.finished.delete(id);
            }
            continue;
          }
          if (this.running.has(id)) continue;
          const stored = await this.read(id);
          if (!stored) continue;
          const { job } = stored;
          if (job.state !== 'running') this.finished.set(id, Date.parse(job.finishedAt ?? job.startedAt));
          else if (await this.leases.take(id, this.replica, LEASE_MS)) {
            this.logger.info('import taken over', { job: id, done: job.done, total: job.total });
            this.launch(stored);
          }
        }
      } catch (err) {
        this.logger.warn('import jobs not swept', { error: (err as Error).message });
      } finally {
        this.sweeping = null;
      }
    })();
    return this.sweeping;
  }

  private launch(stored: StoredJob, given?: Given): void {
    const run = runInRequestContext({ correlationId: `import-${stored.job.id}`, actor: stored.actor }, () => this.execute(stored, given)).finally(() =>
      this.running.delete(stored.job.id),
    );
    this.running.set(stored.job.id, run);
  }

  /**
   * Runs a job this replica holds: the rows not done yet (or the restore's calls not done yet), its progress written
   * down as it goes, until every row is done, its person cancels it, or this replica stops (then it is left to the
   * next).
   */
  private async execute(stored: StoredJob, given?: Given): Promise<void> {
    const { job } = stored;
    // Names this run's calls: one taken over by another run plans the file again, and its calls are new ones.
    const run = randomUUID();
    let lost = false;
    // A replica that lost the lease writes nothing more: the job is someone else's now.
    const progress = new Progress(stored, async () => (lost ? undefined : this.save(stored)));
    const renewal = setInterval(() => {
      void this.leases.renew(job.id, this.replica, LEASE_MS).then(
        (held) => (lost ||= !held),
        () => (lost = true),
      );
    }, LEASE_MS / 3);
    let cancelSeen = 0;
    /** Whether the job is to stop before its next call: this replica stops, lost the job, or its person cancelled it. */
    const halted = async () => {
      // A turn for the process's other work between calls: in the embedded mode the services answering them share
      // this process with the people using the site.
      await new Promise(setImmediate);
      if (this.stopping || lost) return true;
      if (job.cancelling) return true;
      if (Date.now() - cancelSeen < CANCEL_CHECK_MS) return false;
      cancelSeen = Date.now();
      if ((await this.store.stat(cancelKey(job.id))) !== null) job.cancelling = true;
      return job.cancelling;
    };
    try {
      if (job.kind === 'archive') await this.restoreArchive(stored, progress, given && 'archive' in given ? given.archive : undefined, halted, run);
      else await this.importFile(stored, job.kind, progress, given && 'plan' in given ? given.plan : undefined, halted, run);
      if (this.stopping || lost) return;
      progress.end(job.cancelling ? 'cancelled' : 'done', null);
      this.logger.info('import done', { job: job.id, kind: job.kind, state: job.state, ...job.counts });
    } catch (err) {
      if (this.stopping || lost) return;
      // A failure of the import itself (a service that does not answer, or refusing a restore's call): what was
      // imported stays, and importing the file again goes on from there.
      this.logger.error('import failed', { job: job.id, error: (err as Error).message });
      const refusal = err instanceof DomainError && REFUSALS.has(err.code);
      const restore = job.kind === 'archive';
      const kept = restore ? 'What was put back is kept' : 'What was imported is kept';
      progress.end(
        'failed',
        refusal
          ? `${err.message} ${kept}.`
          : restore
            ? `The restore stopped because part of the platform did not answer. ${kept}; send the archive again to go on.`
            : `The import stopped because part of the platform did not answer. ${kept}; import the file again to go on.`,
      );
    } finally {
      clearInterval(renewal);
      await progress.saved().catch((err: Error) => this.logger.warn('import progress not saved', { job: job.id, error: err.message }));
      if (job.state !== 'running') await this.store.remove([fileKey(job.id), cancelKey(job.id)]).catch(() => undefined);
      if (!lost) await this.leases.release(job.id, this.replica).catch(() => undefined);
    }
  }

  /** A file's rows not done yet, a few calls at a time. */
  private async importFile(stored: StoredJob, name: ImportKindName, progress: Progress, given: PlannedFile | undefined, halted: () => Promise<boolean>, run: string): Promise<void> {
    const { kind, planned } = given ?? (await this.plan(name, await readWhole(this.store, fileKey(stored.job.id)), stored.columns));
    const todo = planned.filter((row) => !progress.isDone(row.line));
    progress.finish(todo.filter((row) => !row.send));
    const calls = callsOf(todo);
    let next = 0;
    // The first failure of the import itself stops every sender after its call under way.
    const failures: unknown[] = [];
    const send = async () => {
      for (let i = next++; i < calls.length; i = next++) {
        if (failures.length || (await halted())) return;
        try {
          progress.finish(await this.importRows(kind, calls[i]!, run));
        } catch (error) {
          failures.push(error);
        }
      }
    };
    await Promise.all(Array.from({ length: CALLS_AT_ONCE }, send));
    if (failures.length) throw failures[0];
  }

  /**
   * An archive's restore calls not done yet, one after the other (each kind's after the one it names): a job taken
   * over checks the archive again and goes on after the last call written down; a call done but not written down
   * finds its items here already.
   */
  private async restoreArchive(stored: StoredJob, progress: Progress, given: CheckedArchive | undefined, halted: () => Promise<boolean>, run: string): Promise<void> {
    const archive = given ?? (await this.ranch.check(fileKey(stored.job.id)));
    const { job } = stored;
    const restored = job.restored!;
    try {
      const { calls } = archive;
      for (let i = stored.doneCalls ?? 0; i < calls.length; i++) {
        if (await halted()) return;
        const call = calls[i]!;
        if ('media' in call) {
          await this.ranch.putFile(archive, call.media);
          restored.media += 1;
        } else {
          const answer = await this.call(call.operation, call.data, `restore-${run}-${i}`);
          const counted = call.counted?.(answer);
          if (counted) {
            restored.added[call.kind] = (restored.added[call.kind] ?? 0) + counted.added;
            restored.present[call.kind] = (restored.present[call.kind] ?? 0) + counted.present;
            job.counts.add += counted.added;
            job.counts.unchanged += counted.present;
          }
        }
        job.done += call.size;
        stored.doneCalls = i + 1;
        progress.changed();
      }
    } finally {
      archive.zip.close();
    }
  }

  /**
   * Rows of one call: added rows together; if the service refuses any of them, each again on its own, so only the
   * refused ones are reported. Answers each row as done. `run` names this run of the job in the calls' keys.
   */
  private async importRows(kind: ImportKind, rows: PlannedRow[], run: string): Promise<PlannedRow[]> {
    if (rows.length > 1) {
      try {
        await this.call(kind.operations.createMany, { items: rows.map((row) => row.send!.data) }, `import-${run}-${rows[0]!.line}-${rows.length}`);
        return rows;
      } catch (err) {
        if (!(err instanceof DomainError) || !REFUSALS.has(err.code)) throw err;
      }
    }
    const done: PlannedRow[] = [];
    for (const row of rows) done.push(await this.importRow(kind, row, run));
    return done;
  }

  /** One row through its operation; a row the service refuses is reported with the service's words, the others go on. */
  private async importRow(kind: ImportKind, row: PlannedRow, run: string): Promise<PlannedRow> {
    try {
      await this.call(kind.operations[row.send!.operation], row.send!.data, `import-${run}-${row.line}`);
      return row;
    } catch (err) {
      // Refused by the service (a horse that takes no records, a record changed meanwhile): that row only.
      if (!(err instanceof DomainError) || !REFUSALS.has(err.code)) throw err;
      return { ...row, action: 'refuse', errors: err.errors?.length ? err.errors : [{ field: '(row)', message: err.message }], send: undefined };
    }
  }

  /**
   * A call of the job, sent again while its service is busy or does not answer in time (for half a minute or so),
   * always under one idempotency key, so a call that was applied though its answer was lost is applied once.
   */
  private async call(operation: Operation, data: unknown, key: string): Promise<unknown> {
    const meta = currentRequestMeta()!;
    for (let attempt = 1; ; attempt++) {
      try {
        return await runInRequestContext({ ...meta, idempotencyKey: key }, () => this.messages.request(operation, data as OperationRequest<Operation>));
      } catch (err) {
        if (!(err instanceof DomainError) || err.code !== 'SERVICE_UNAVAILABLE' || attempt === CALL_TRIES || this.stopping) throw err;
        this.logger.warn('import call sent again', { operation: operation.pattern, attempt, error: err.message });
        await new Promise((resolve) => setTimeout(resolve, Math.min(500 * 2 ** (attempt - 1), 8_000)));
      }
    }
  }

  /** The herd, and each horse's records when a row asks for them (read once per horse). */
  private async lookup(kind: ImportKind): Promise<ImportLookup> {
    const horses = (await this.every(IMPORT_KIND_DEFINITIONS.horses.operations.list, {})) as ImportLookup['horses'];
    const records = new Map<string, Promise<Awaited<ReturnType<ImportLookup['recordsOf']>>>>();
    return {
      horses,
      recordsOf: (horseId) => {
        let read = records.get(horseId);
        if (!read) records.set(horseId, (read = this.every(kind.operations.list, { horseId }) as ReturnType<ImportLookup['recordsOf']>));
        return read;
      },
    };
  }

  private async every(operation: Operation, query: Record<string, unknown>): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    for await (const page of everyPage((o, d) => this.messages.request(o, d), operation, query)) items.push(...page);
    return items;
  }
}

const mayFollow = (stored: StoredJob, actor: Actor) => stored.actor.id === actor.id || actor.role === 'ADMIN';

/** A job's rows as they are done: its counts, its rows not imported, the lines done, written down at most once a second. */
class Progress {
  private writing: Promise<unknown> = Promise.resolve();
  private lastSave = 0;
  private dirty = false;

  constructor(
    private readonly stored: StoredJob,
    private readonly write: () => Promise<unknown>,
  ) {}

  isDone(line: number): boolean {
    return this.stored.doneLines.some(([first, last]) => line >= first && line <= last);
  }

  finish(rows: readonly PlannedRow[]): void {
    if (rows.length === 0) return;
    const { job } = this.stored;
    for (const row of rows) {
      job.done += 1;
      job.counts[row.action] += 1;
      if (row.action === 'refuse') job.rows.push(shown(row));
      addLine(this.stored.doneLines, row.line);
    }
    if (rows.some((row) => row.action === 'refuse')) job.rows.sort((a, b) => a.line - b.line);
    this.changed();
  }

  /** The job has changed: written down if it was not for a second. */
  changed(): void {
    this.dirty = true;
    if (Date.now() - this.lastSave >= SAVE_MS) this.flush();
  }

  end(state: ImportJob['state'], error: string | null): void {
    Object.assign(this.stored.job, { state, error, cancelling: false, finishedAt: new Date().toISOString() });
    this.dirty = true;
    this.flush();
  }

  /** Settles once what was done so far is written down. */
  async saved(): Promise<void> {
    await this.writing;
    if (this.dirty) {
      this.flush();
      await this.writing;
    }
  }

  private flush(): void {
    this.lastSave = Date.now();
    this.dirty = false;
    // One write at a time, each of the whole job as it is then; a failed one is retried by the next.
    this.writing = this.writing.then(() =>
      this.write().catch((err: unknown) => {
        this.dirty = true;
        throw err;
      }),
    );
    this.writing.catch(() => undefined);
  }
}

/** Adds a line to sorted, merged ranges of lines. */
export function addLine(ranges: Array<[number, number]>, line: number): void {
  let at = ranges.findIndex(([, last]) => last >= line - 1);
  if (at === -1) at = ranges.length;
  const range = ranges[at];
  if (range && line >= range[0] - 1 && line <= range[1] + 1) {
    range[0] = Math.min(range[0], line);
    range[1] = Math.max(range[1], line);
    const after = ranges[at + 1];
    if (after && after[0] <= range[1] + 1) {
      range[1] = Math.max(range[1], after[1]);
      ranges.splice(at + 1, 1);
    }
  } else {
    ranges.splice(at, 0, [line, line]);
  }
}

export const shown = ({ send: _send, ...row }: PlannedRow): ImportRow => row;

/**
 * The calls an import makes: the added rows in groups, every other row (a change) to send on its own.
 */
function callsOf(rows: readonly PlannedRow[]): PlannedRow[][] {
  const calls: PlannedRow[][] = [];
  let added: PlannedRow[] = [];
  for (const row of rows) {
    if (!row.send) continue;
    if (row.send.operation !== 'create') {
      calls.push([row]);
      continue;
    }
    added.push(row);
    if (added.length === ADDED_PER_CALL) {
      calls.push(added);
      added = [];
    }
  }
  if (added.length) calls.push(added);
  return calls;
}

/** A job as it starts: nothing done yet of its `total`. */
function newJob(id: string, kind: ImportJobKind, fileName: string, total: number): ImportJob {
  return {
    id,
    kind,
    fileName,
    state: 'running',
    total,
    done: 0,
    counts: countsOf([]),
    rows: [],
    startedAt: new Date().toISOString(),
    finishedAt: null,
    error: null,
    cancelling: false,
    restored: null,
  };
}

export function countsOf(rows: readonly PlannedRow[]): Record<ImportAction, number> {
  const counts = Object.fromEntries(IMPORT_ACTIONS.map((a) => [a, 0])) as Record<ImportAction, number>;
  for (const row of rows) counts[row.action] += 1;
  return counts;
}
