import { z } from 'zod';
import { fieldErrorSchema } from '../errors.js';

/** What a file to import may hold, as its route names it. */
export const IMPORT_KINDS = ['horses', 'medical-records', 'riding-logs'] as const;
export type ImportKindName = (typeof IMPORT_KINDS)[number];
export const isImportKind = (value: string): value is ImportKindName => (IMPORT_KINDS as readonly string[]).includes(value);

/**
 * What importing a row does: `add` a new horse or record; `change` the one it names (a horse by its id or name, a
 * record by its id); `unchanged`, it is there already as the row has it (running a file again adds nothing);
 * `refuse`, with the forms' messages, or the horse a record names unknown or ambiguous.
 */
export const IMPORT_ACTIONS = ['add', 'change', 'unchanged', 'refuse'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** A header of the file and the field its column fills, or null for a column left out. */
export const importColumnSchema = z.object({ header: z.string(), field: z.string().nullable() });
export type ImportColumn = z.infer<typeof importColumnSchema>;

/** A field a column may fill, as the form labels it. */
export const importFieldSchema = z.object({ field: z.string(), label: z.string(), required: z.boolean() });
export type ImportField = z.infer<typeof importFieldSchema>;

export const importRowSchema = z.object({
  /** The row's number in the file as a spreadsheet shows it (the header row is 1). */
  line: z.number().int().positive(),
  action: z.enum(IMPORT_ACTIONS),
  /** What the row is about, as a person reads it: the horse's name, or the horse and the day of a record. */
  title: z.string(),
  /** Why a refused row is refused, a message per field. */
  errors: z.array(fieldErrorSchema),
  /** The labels of the fields a changed row changes. */
  changes: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

const countsSchema = z.object(Object.fromEntries(IMPORT_ACTIONS.map((action) => [action, z.number().int().nonnegative()])) as Record<ImportAction, z.ZodNumber>);

/** What importing a file would do: how its columns were matched, and every row with what it would do. */
export const importPreviewSchema = z.object({
  kind: z.enum(IMPORT_KINDS),
  columns: z.array(importColumnSchema),
  fields: z.array(importFieldSchema),
  counts: countsSchema,
  rows: z.array(importRowSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/**
 * Where an import stands: `running` (its rows going in, a call at a time, on whichever gateway replica holds it);
 * `done`; `cancelled` by its person between two calls (every row in whole or not at all); `failed`, when the import
 * itself could not go on (a service that does not answer), with why.
 */
export const IMPORT_JOB_STATES = ['running', 'done', 'cancelled', 'failed'] as const;
export type ImportJobState = (typeof IMPORT_JOB_STATES)[number];

/** What restoring a ranch's archive put back: how many of each kind it added, how many were here already, and its media files. */
export const archiveRestoredSchema = z.object({
  added: z.record(z.string(), z.number().int()),
  present: z.record(z.string(), z.number().int()),
  media: z.number().int(),
});
export type ArchiveRestored = z.infer<typeof archiveRestoredSchema>;

/** What a job imports: a file of one kind, or a whole ranch's archive (an administrator's restore). */
export const IMPORT_JOB_KINDS = [...IMPORT_KINDS, 'archive'] as const;
export type ImportJobKind = (typeof IMPORT_JOB_KINDS)[number];

/**
 * An import, run as a job that outlives its request: a page reload finds it again, and another replica takes it
 * over when the one running it stops. The counts and the rows not imported are of the rows done so far.
 */
export const importJobSchema = z.object({
  id: z.uuid(),
  kind: z.enum(IMPORT_JOB_KINDS),
  /** The file's name as it was uploaded, to tell a person's imports apart. */
  fileName: z.string(),
  state: z.enum(IMPORT_JOB_STATES),
  /**
   * Rows in the file, and how many are done (added, changed, found already here or refused); for an archive, its
   * media files and items, each counted once for every call that puts it back.
   */
  total: z.number().int().nonnegative(),
  done: z.number().int().nonnegative(),
  counts: countsSchema,
  /** Every row not imported so far, with why (refused by the preview's rules, or by an operation while importing). */
  rows: z.array(importRowSchema),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  /** Why a failed import stopped, said for a person. */
  error: z.string().nullable(),
  /** Its person asked for it to stop; it stops after the call under way. */
  cancelling: z.boolean(),
  /** For an archive, what it has put back so far; null for a file. */
  restored: archiveRestoredSchema.nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** The multipart field naming the matching of columns a person chose: `{ "<header>": "<field>" | "" }`. */
export const importColumnsChoiceSchema = z.record(z.string(), z.string(), { error: 'Columns must name a field for each header' });
