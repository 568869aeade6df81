import { Controller, Inject, Param, Req } from '@nestjs/common';
import busboy from 'busboy';
import type { Request } from 'express';
import {
  IMPORT_ACTIONS,
  type ImportAction,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
  type Operation,
  type OperationRequest,
  PLATFORM_EDGE_ROUTES,
  importColumnsChoiceSchema,
  isImportKind,
} from '@remuda/contracts';
import { CONFIG, type Config, DomainError, type JsonLogger, LOGGER, MessageClient } from '@remuda/service-kit';
import { everyPage } from '../http/every-page.js';
import { Route } from '../http/route.js';
import { IMPORT_KIND_DEFINITIONS, type ImportKind } from './import-kinds.js';
import { type ImportLookup, type PlannedRow, matchColumns, planImport } from './import-plan.js';
import { UnreadableFileError, readTable } from './read-table.js';

const MB = 1024 * 1024;
/** How many calls an import has under way at once. */
const CALLS_AT_ONCE = 4;
/** How many added rows one call makes, where the kind makes many at once (`createMany`, all or none). */
const ADDED_PER_CALL = 200;
/** What a service answers for a row it refuses, as against a failure of the import itself. */
const REFUSALS = new Set(['VALIDATION_FAILED', 'CONFLICT', 'NOT_FOUND', 'FORBIDDEN']);

/**
 * Imports a ranch's spreadsheet of horses, medical records or riding logs: a preview of every row before anything is
 * written, then the rows imported through the same operations as the forms, as the person importing (roles,
 * validation, events, history, health and care as for a form).
 */
@Controller()
export class ImportController {
  constructor(
    private readonly messages: MessageClient,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  @Route(PLATFORM_EDGE_ROUTES.importPreview)
  async preview(@Param('kind') name: string, @Req() req: Request): Promise<ImportPreview> {
    const { kind, columns, planned } = await this.plan(name, req);
    return {
      kind: kind.name,
      columns,
      fields: kind.fields.map(({ field, label, required }) => ({ field, label, required: required ?? false })),
      counts: countsOf(planned),
      rows: planned.map(shown),
    };
  }

  @Route(PLATFORM_EDGE_ROUTES.importRun)
  async run(@Param('kind') name: string, @Req() req: Request): Promise<ImportResult> {
    const { kind, planned } = await this.plan(name, req);
    const done: PlannedRow[] = [...planned];
    const calls = callsOf(kind, planned);
    // A few calls at a time: each is a round trip to a service, and its writes wait on one another there anyway.
    // A failure of the import itself (a service down) stops every sender: what was imported stays, and running the
    // file again recognises it.
    let next = 0;
    let failed = false;
    const send = async () => {
      for (let i = next++; i < calls.length && !failed; i = next++) {
        try {
          for (const [at, row] of await this.importRows(kind, calls[i]!.map((at) => [at, planned[at]!] as const))) done[at] = row;
        } catch (err) {
          failed = true;
          throw err;
        }
      }
    };
    await Promise.all(Array.from({ length: CALLS_AT_ONCE }, send));
    const counts = countsOf(done);
    this.logger.info('import done', { kind: kind.name, ...counts });
    return { kind: kind.name, counts, rows: done.filter((r) => r.action === 'refuse').map(shown) };
  }

  /**
   * Rows of one call: added rows together where the kind makes many at once; if the service refuses any of them,
   * each again on its own, so only the refused ones are reported. Answers each row as done, by its place.
   */
  private async importRows(kind: ImportKind, rows: ReadonlyArray<readonly [number, PlannedRow]>): Promise<Array<readonly [number, PlannedRow]>> {
    if (rows.length > 1 && kind.operations.createMany) {
      try {
        await this.messages.request(kind.operations.createMany, { records: rows.map(([, row]) => row.send!.data) } as OperationRequest<Operation>);
        return [...rows];
      } catch (err) {
        if (!(err instanceof DomainError) || !REFUSALS.has(err.code)) throw err;
      }
    }
    const done: Array<readonly [number, PlannedRow]> = [];
    for (const [at, row] of rows) done.push([at, await this.importRow(kind, row)]);
    return done;
  }

  /** One row through its operation; a row the service refuses is reported with the service's words, the others go on. */
  private async importRow(kind: ImportKind, row: PlannedRow): Promise<PlannedRow> {
    try {
      await this.messages.request(kind.operations[row.send!.operation], row.send!.data as OperationRequest<Operation>);
      return row;
    } catch (err) {
      // Refused by the service (a horse that takes no records, a record changed meanwhile): that row only.
      if (!(err instanceof DomainError) || !REFUSALS.has(err.code)) throw err;
      return { ...row, action: 'refuse', errors: err.errors?.length ? err.errors : [{ field: '(row)', message: err.message }], send: undefined };
    }
  }

  private async plan(name: string, req: Request): Promise<{ kind: ImportKind; columns: ReturnType<typeof matchColumns>; planned: PlannedRow[] }> {
    if (!isImportKind(name)) throw new DomainError('NOT_FOUND', 'Not found.');
    const kind = IMPORT_KIND_DEFINITIONS[name];
    const upload = await receiveImport(req, this.config.uploadLimits.importBytes);
    let table;
    try {
      table = await readTable(upload.file);
    } catch (err) {
      if (err instanceof UnreadableFileError) throw new DomainError('VALIDATION_FAILED', err.message, [{ field: 'file', message: err.message }]);
      throw err;
    }
    const columns = matchColumns(kind, table.headers, upload.columns);
    return { kind, columns, planned: await planImport(kind, table, columns, await this.lookup(kind)) };
  }

  /** The herd, and each horse's records when a row asks for them (read once per horse). */
  private async lookup(kind: ImportKind): Promise<ImportLookup> {
    const horses = (await this.all(IMPORT_KIND_DEFINITIONS.horses.operations.list, {})) as ImportLookup['horses'];
    const records = new Map<string, Promise<Awaited<ReturnType<ImportLookup['recordsOf']>>>>();
    return {
      horses,
      recordsOf: (horseId) => {
        let read = records.get(horseId);
        if (!read) records.set(horseId, (read = this.all(kind.operations.list, { horseId }) as ReturnType<ImportLookup['recordsOf']>));
        return read;
      },
    };
  }

  private async all(operation: Operation, query: Record<string, unknown>): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    for await (const page of everyPage((o, d) => this.messages.request(o, d), operation, query)) items.push(...page);
    return items;
  }
}

const shown = ({ send: _send, ...row }: PlannedRow): ImportRow => row;

/**
 * The calls an import makes, as the places of their rows: the added rows in groups where the kind makes many at
 * once, every other row to send on its own.
 */
function callsOf(kind: ImportKind, planned: readonly PlannedRow[]): number[][] {
  const calls: number[][] = [];
  let added: number[] = [];
  planned.forEach((row, at) => {
    if (!row.send) return;
    if (row.send.operation !== 'create' || !kind.operations.createMany) {
      calls.push([at]);
      return;
    }
    added.push(at);
    if (added.length === ADDED_PER_CALL) {
      calls.push(added);
      added = [];
    }
  });
  if (added.length) calls.push(added);
  return calls;
}

function countsOf(rows: PlannedRow[]): Record<ImportAction, number> {
  const counts = Object.fromEntries(IMPORT_ACTIONS.map((a) => [a, 0])) as Record<ImportAction, number>;
  for (const row of rows) counts[row.action] += 1;
  return counts;
}

/**
 * The multipart request of an import: its "file" (at most `maxBytes`, held in memory) and the person's matching of
 * columns ("columns", JSON), each refused with a message saying what to do.
 */
function receiveImport(req: Request, maxBytes: number): Promise<{ file: Buffer; columns: Record<string, string> | undefined }> {
  const missing = () => new DomainError('VALIDATION_FAILED', 'Choose a file to import', [{ field: 'file', message: 'Choose a file to import' }]);
  if (!req.is('multipart/form-data')) return Promise.reject(missing());
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 4, fileSize: maxBytes, fieldSize: 256 * 1024 } });
    } catch {
      reject(missing());
      return;
    }
    const chunks: Buffer[] = [];
    let file: Buffer | undefined;
    let columnsText: string | undefined;
    let failed: Error | undefined;
    parser.on('file', (field, stream) => {
      if (field !== 'file') {
        stream.resume();
        return;
      }
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failed ??= new DomainError('PAYLOAD_TOO_LARGE', `This file is too large. The limit is ${Math.round(maxBytes / MB)} MB.`);
      });
      stream.on('end', () => {
        file = Buffer.concat(chunks);
      });
    });
    parser.on('field', (field, value) => {
      if (field === 'columns') columnsText = value;
    });
    parser.on('error', () => reject(missing()));
    parser.on('close', () => {
      if (failed) return reject(failed);
      if (!file) return reject(missing());
      if (columnsText === undefined || columnsText === '') return resolve({ file, columns: undefined });
      let parsed: unknown;
      try {
        parsed = JSON.parse(columnsText);
      } catch {
        parsed = undefined;
      }
      const checked = importColumnsChoiceSchema.safeParse(parsed);
      if (!checked.success) return reject(new DomainError('VALIDATION_FAILED', 'Validation failed', [{ field: 'columns', message: 'Columns must name a field for each header' }]));
      resolve({ file, columns: checked.data });
    });
    req.pipe(parser);
  });
}
