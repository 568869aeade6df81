import { type FieldError, type ImportAction, type ImportColumn, type ImportRow, validate } from '@remuda/contracts';
import { DomainError } from '@remuda/service-kit';
import type { CellKind, ImportKind, KindField } from './import-kinds.js';
import type { Table, TableRow } from './read-table.js';

/** A header as matching reads it: lower case, letters and digits only ("Foal year", "foal_year" and "FoalYear" agree). */
const normalized = (header: string) =>
  header
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * The field each header fills: the person's choice where they made one (`""` for none), else the field whose name,
 * label or usual spelling the header is. A field is filled by one column at most (the first that names it).
 */
export function matchColumns(kind: ImportKind, headers: string[], chosen: Record<string, string> = {}): ImportColumn[] {
  const fields = new Map(kind.fields.map((f) => [f.field, f]));
  for (const [header, field] of Object.entries(chosen)) {
    if (field !== '' && !fields.has(field)) {
      throw new DomainError('VALIDATION_FAILED', 'Validation failed', [{ field: 'columns', message: `Column “${header}” names no field of a ${kind.noun}` }]);
    }
  }
  const byName = new Map<string, KindField>();
  for (const f of kind.fields) for (const name of [f.field, f.label, ...(f.also ?? [])]) if (!byName.has(normalized(name))) byName.set(normalized(name), f);
  const taken = new Set<string>();
  return headers.map((header) => {
    const choice = Object.hasOwn(chosen, header) ? chosen[header] : undefined;
    const field = choice !== undefined ? choice || null : header ? (byName.get(normalized(header))?.field ?? null) : null;
    if (field === null || taken.has(field)) return { header, field: null };
    taken.add(field);
    return { header, field };
  });
}

const YES = new Set(['yes', 'y', 'true', '1', 'x', '✓', '✔']);
const NO = new Set(['no', 'n', 'false', '0']);
const THOUSANDS = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/** `2024-03-05`, `2024/3/5`, `3/5/2024` (month first, as the ranch writes it) or an instant, as `YYYY-MM-DD`; else null. */
export function calendarDay(text: string): string | null {
  const pad = (n: string) => n.padStart(2, '0');
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(T.*)?$/.exec(text);
  if (m) return `${m[1]}-${pad(m[2]!)}-${pad(m[3]!)}`;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) return `${m[3]}-${pad(m[1]!)}-${pad(m[2]!)}`;
  return null;
}

/**
 * A cell's text as the form would send it. What cannot be read is sent as written, so the form's own message says
 * what is wrong with it ("Wormed must be true or false"); an empty yes-or-no is left out (the form's default, or
 * the value a changed row keeps).
 */
export function cellValue(cell: CellKind, text: string, required = false): unknown {
  switch (cell) {
    case 'text':
      return text;
    case 'number':
      return THOUSANDS.test(text) ? text.replace(/,/g, '') : text;
    case 'yes-no': {
      const word = text.toLowerCase();
      if (word === '') return undefined;
      return YES.has(word) ? true : NO.has(word) ? false : text;
    }
    case 'date':
      return text === '' ? (required ? '' : null) : (calendarDay(text) ?? text);
    case 'year':
      return /^\d{4}$/.test(text) ? text : (calendarDay(text)?.slice(0, 4) ?? text);
    case 'lower':
      return text.toLowerCase();
    case 'list':
      return listCell(text);
  }
}

/** A list as a person writes it ("farrier; dentist") or as the export writes it (JSON: `["farrier"]`). */
function listCell(text: string): unknown {
  if (text.startsWith('[')) {
    try {
      const list: unknown = JSON.parse(text);
      if (Array.isArray(list)) return list;
    } catch {
      // Not JSON after all: read as words.
    }
  }
  return text
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A row's values by field, only of the columns matched to a field. */
function rowValues(kind: ImportKind, columns: ImportColumn[], row: TableRow): Record<string, unknown> {
  const fields = new Map(kind.fields.map((f) => [f.field, f]));
  const values: Record<string, unknown> = {};
  columns.forEach(({ field }, i) => {
    const f = field ? fields.get(field) : undefined;
    if (!f) return;
    const value = cellValue(f.cell, row.cells[i] ?? '', f.required);
    if (value !== undefined) values[f.field] = value;
  });
  return values;
}

/** The horses a file's records may name, and a horse's records, as the services answer them. */
export interface ImportLookup {
  horses: Array<Record<string, unknown> & { id: string; name: string; brand: string; version: number }>;
  recordsOf(horseId: string): Promise<Array<Record<string, unknown> & { id: string; version: number }>>;
}

/** A row as the preview shows it, and what importing it asks of which operation. */
export interface PlannedRow extends ImportRow {
  send?: { operation: 'create' | 'update'; data: Record<string, unknown> };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');
const inputOf = (kind: ImportKind, thing: Record<string, unknown>) =>
  Object.fromEntries(kind.fields.filter((f) => f.field !== 'id' && !f.field.startsWith('horse') && f.field in thing).map((f) => [f.field, thing[f.field]]));

/**
 * What importing each row of `table` does, with the forms' messages: nothing is written. Horses are recognised by
 * their id, else their name (and brand, when the file has one); a record by its id, else as one of its horse's
 * records on the same day with the same values, so a file imported twice adds nothing the second time. A row
 * naming what an earlier row of the file names is refused rather than imported twice.
 */
export async function planImport(kind: ImportKind, table: Table, columns: ImportColumn[], lookup: ImportLookup): Promise<PlannedRow[]> {
  const labels = new Map(kind.fields.map((f) => [f.field, f.label]));
  const herd = new Herd(lookup.horses);
  const mapped = columns.flatMap((c) => (c.field && c.field !== 'id' && !c.field.startsWith('horse') ? [c.field] : []));
  const seen = new Map<string, number>();
  const planned: PlannedRow[] = [];
  const row = (line: number, action: ImportAction, title: string, extra: Partial<PlannedRow> = {}): PlannedRow => ({ line, action, title, errors: [], changes: [], ...extra });
  const refuse = (line: number, title: string, errors: FieldError[]) => planned.push(row(line, 'refuse', title, { errors }));
  const once = (key: string, line: number, title: string): boolean => {
    const earlier = seen.get(key);
    if (earlier !== undefined) refuse(line, title, [{ field: '(row)', message: `Row ${earlier} already imports this ${kind.noun}` }]);
    else seen.set(key, line);
    return earlier === undefined;
  };
  /** A row naming one that exists: unchanged when every column it has agrees, else a change of those that differ. */
  const against = (line: number, title: string, target: Record<string, unknown> & { id: string; version: number }, values: Record<string, unknown>) => {
    const checked = validate(kind.input, { ...inputOf(kind, target), ...values });
    if (!checked.ok) return refuse(line, title, checked.errors);
    const changed = [...mapped, ...(kind.isRecord ? ['date'] : [])].filter((f) => !same(checked.value[f], target[f]));
    if (changed.length === 0) return planned.push(row(line, 'unchanged', title));
    const data = { id: target.id, [kind.updateField]: { ...checked.value, version: target.version } };
    planned.push(row(line, 'change', title, { changes: [...new Set(changed)].map((f) => labels.get(f) ?? f), send: { operation: 'update', data } }));
  };

  const rows = table.rows.map((tableRow) => ({ line: tableRow.line, values: rowValues(kind, columns, tableRow) }));
  if (kind.isRecord) await readRecordsOf(herd, rows, lookup);
  for (const { line, values: read } of rows) {
    const { id, horseId, horseName, horseBrand, ...values } = read;
    if (!kind.isRecord) {
      const title = typeof values.name === 'string' && values.name ? values.name : `Row ${line}`;
      // A name no horse has is a new horse; a name more than one has cannot say which.
      const found = herd.find({ id, name: values.name, brand: values.brand });
      if ('ambiguous' in found) {
        refuse(line, title, [{ field: 'name', message: found.ambiguous }]);
        continue;
      }
      const target = 'horse' in found ? found.horse : undefined;
      // A row naming no horse is refused by the form's own rule below, not taken for another such row.
      const key = target ? `id:${target.id}` : lower(values.name) ? `new:${lower(values.name)}|${lower(values.brand)}` : null;
      if (key && !once(key, line, title)) continue;
      if (target) {
        against(line, title, target, values);
        continue;
      }
      const checked = validate(kind.input, values);
      if (!checked.ok) refuse(line, title, checked.errors);
      else planned.push(row(line, 'add', title, { send: { operation: 'create', data: checked.value } }));
      continue;
    }

    const found = herd.find({ id: horseId, name: horseName, brand: horseBrand });
    const day = typeof values.date === 'string' ? values.date : '';
    if (!('horse' in found)) {
      const named = [horseName, horseBrand, horseId].find((v) => typeof v === 'string' && v) as string | undefined;
      refuse(line, [named ?? `Row ${line}`, day].filter(Boolean).join(', '), [{ field: 'horseId', message: 'missing' in found ? found.missing : found.ambiguous }]);
      continue;
    }
    const horse = found.horse;
    const title = [horse.name, day].filter(Boolean).join(', ');
    const records = await lookup.recordsOf(horse.id);
    const target = typeof id === 'string' && id ? records.find((r) => r.id === id) : undefined;
    const withHorse = { ...values, horseId: horse.id };
    if (target) {
      if (once(`id:${target.id}`, line, title)) against(line, title, target, withHorse);
      continue;
    }
    const checked = validate(kind.input, withHorse);
    if (!checked.ok) {
      refuse(line, title, checked.errors);
      continue;
    }
    const value = checked.value;
    if (!once(JSON.stringify([horse.id, value.date, ...mapped.map((f) => value[f])]), line, title)) continue;
    // An empty cell contradicts nothing: the service fills some in (the rider is whoever logs the ride).
    const told = mapped.filter((f) => value[f] !== '');
    const there = records.some((r) => r.date === value.date && told.every((f) => same(value[f], r[f])));
    planned.push(there ? row(line, 'unchanged', title) : row(line, 'add', title, { send: { operation: 'create', data: value } }));
  }
  return planned;
}

/** How many horses' records are asked for at once while a file of records is planned. */
const READS_AT_ONCE = 8;

/** The records of every horse a file's rows name, asked for a few at a time (`recordsOf` keeps them). */
async function readRecordsOf(herd: Herd, rows: ReadonlyArray<{ values: Record<string, unknown> }>, lookup: ImportLookup): Promise<void> {
  const ids = new Set<string>();
  for (const { values } of rows) {
    const { horseId, horseName, horseBrand } = values;
    const found = herd.find({ id: horseId, name: horseName, brand: horseBrand });
    if ('horse' in found) ids.add(found.horse.id);
  }
  const queue = [...ids];
  await Promise.all(
    Array.from({ length: READS_AT_ONCE }, async () => {
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) await lookup.recordsOf(id);
    }),
  );
}

type Horse = ImportLookup['horses'][number];

/** The horse a row names, or why none: named by nothing, by what no horse is, or by what more than one is. */
type Found = { horse: Horse } | { missing: string } | { ambiguous: string };

/**
 * The herd a file's rows name, indexed once by id, name and brand (each as a person types it: trimmed, any case), so
 * finding a row's horse costs the same in a herd of ten or of ten thousand.
 */
class Herd {
  private readonly byId = new Map<string, Horse>();
  private readonly byName = new Map<string, Horse[]>();
  private readonly byBrand = new Map<string, Horse[]>();

  constructor(horses: readonly Horse[]) {
    for (const horse of horses) {
      this.byId.set(horse.id, horse);
      for (const [index, key] of [
        [this.byName, lower(horse.name)],
        [this.byBrand, lower(horse.brand)],
      ] as const) {
        const list = index.get(key);
        if (list) list.push(horse);
        else index.set(key, [horse]);
      }
    }
  }

  /** The horse a row names: by its id, else by its name and brand (either, or both). */
  find(ref: { id?: unknown; name?: unknown; brand?: unknown }): Found {
    const id = typeof ref.id === 'string' ? ref.id.toLowerCase() : '';
    const byId = id ? this.byId.get(id) : undefined;
    if (byId) return { horse: byId };
    const name = lower(ref.name);
    const brand = lower(ref.brand);
    const shown = [ref.name, ref.brand].filter((v) => typeof v === 'string' && v).join(', ');
    if (!name && !brand) return { missing: id ? `No horse has the id “${id}”` : 'Horse is required' };
    const named = name ? (this.byName.get(name) ?? []).filter((h) => !brand || lower(h.brand) === brand) : (this.byBrand.get(brand) ?? []);
    if (named.length === 1) return { horse: named[0]! };
    if (named.length === 0) return { missing: `No horse is named “${shown}”` };
    return { ambiguous: `More than one horse is named “${shown}”: add a Brand or an Id column to tell them apart` };
  }
}
