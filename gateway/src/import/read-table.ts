import { CsvError, parse } from 'csv-parse/sync';
import ExcelJS, { type Cell, type CellFormulaValue, type CellSharedFormulaValue, type CellValue, type Row, type Worksheet } from 'exceljs';
import { type Entry, fromBufferPromise } from 'yauzl';

/** One row of data: its cells' text, as many as the table has headers. */
export interface TableRow {
  /** The row's number as the spreadsheet shows it (the header row is 1). */
  line: number;
  cells: string[];
}

/** A spreadsheet's first row as headers, and its rows of data that hold anything, every cell as trimmed text. */
export interface Table {
  headers: string[];
  rows: TableRow[];
}

/** A file the import cannot read; its message tells the person who uploaded it what is wrong and what to do. */
export class UnreadableFileError extends Error {
  override readonly name = 'UnreadableFileError';
}

/** How much of a file `readTable` takes on: rows of data, and bytes a workbook may unpack to. */
export interface ReadTableLimits {
  maxRows: number;
  maxUnpackedBytes: number;
}

/** The limits of an upload: 250,000 rows, and workbooks that unpack to at most 200 MB. */
export const DEFAULT_TABLE_LIMITS: ReadTableLimits = { maxRows: 250_000, maxUnpackedBytes: 200 * 1024 * 1024 };

const EMPTY = 'The file is empty: it has no header row.';
const NOT_A_TABLE = 'This is not a CSV or Excel (.xlsx) file.';
const NOT_UTF8 = 'The file is not UTF-8 text. Save it from your spreadsheet as “CSV UTF-8” and try again.';
const UNSAFE_WORKBOOK = 'The workbook unpacks to far more than its size: it cannot be read safely.';

const tooManyRows = (maxRows: number) => `The file has more than ${maxRows.toLocaleString('en-US')} rows; split it into smaller files.`;
const quotesDoNotMatch = (line: number) => `The file’s quotes do not match on line ${line}: check that every quoted cell ends with a quote.`;
const holdsFormula = (line: number, column: string, formula: string) =>
  `Row ${line}, column “${column}” holds a formula (${formula.slice(0, 40)}). Import reads values only: paste the values into the cells instead.`;

/** A cell as a file holds it: its text, or the formula a spreadsheet computes its value from. */
type SourceCell = string | { formula: string };

interface SourceRow {
  line: number;
  cells: SourceCell[];
}

/** A file's first row, and the rows after it that may hold anything. */
interface SourceSheet {
  header: SourceCell[];
  rows: Iterable<SourceRow>;
}

/**
 * Reads an uploaded CSV or Excel (.xlsx) file into a table of text, telling the two apart by their bytes alone.
 * Rejects with an `UnreadableFileError` when the file cannot be read as one, is larger than `limits` allow, or holds
 * a formula (the import takes values only).
 */
export async function readTable(bytes: Buffer, limits: ReadTableLimits = DEFAULT_TABLE_LIMITS): Promise<Table> {
  const sheet = isZip(bytes) ? await workbookSheet(bytes, limits.maxUnpackedBytes) : csvSheet(bytes);
  return tableOf(sheet, limits.maxRows);
}

// The table ---------------------------------------------------------------------------------------------------------

function tableOf({ header, rows }: SourceSheet, maxRows: number): Table {
  const headers = header.map((cell, column) => cellText(cell, 1, columnLetters(column)));
  if (headers.every((text) => text === '')) throw new UnreadableFileError(EMPTY);
  const table: TableRow[] = [];
  for (const { line, cells } of rows) {
    const texts = headers.map((name, column) => cellText(cells[column] ?? '', line, name || columnLetters(column)));
    if (texts.every((text) => text === '')) continue;
    if (table.length === maxRows) throw new UnreadableFileError(tooManyRows(maxRows));
    table.push({ line, cells: texts });
  }
  return { headers, rows: table };
}

/** A cell that starts with an apostrophe so that a spreadsheet shows it as text rather than run it (`'=1+1`). */
const ESCAPED_FOR_SPREADSHEETS = /^'[=+\-@]/;

/** A cell's text, trimmed and without the apostrophe of an escaped cell; a formula refuses the whole file. */
function cellText(cell: SourceCell, line: number, column: string): string {
  if (typeof cell !== 'string') throw new UnreadableFileError(holdsFormula(line, column, `=${cell.formula}`));
  const text = cell.trim();
  if (ESCAPED_FOR_SPREADSHEETS.test(text)) return text.slice(1);
  if (text.startsWith('=')) throw new UnreadableFileError(holdsFormula(line, column, text));
  return text;
}

/** A column's name as a spreadsheet shows it: A to Z, then AA, AB and on. */
function columnLetters(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : columnLetters(Math.floor(index / 26) - 1) + letter;
}

// CSV ---------------------------------------------------------------------------------------------------------------

function csvSheet(bytes: Buffer): SourceSheet {
  const [header = [], ...rows] = csvRecords(textOf(bytes));
  return { header, rows: rows.map((cells, index) => ({ line: index + 2, cells })) };
}

/** The text of a CSV file: UTF-8 (with or without a byte order mark), or UTF-16 with one. */
function textOf(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder(encodingOf(bytes), { fatal: true }).decode(bytes);
  } catch (error) {
    throw new UnreadableFileError(NOT_UTF8, { cause: error });
  }
  if (text.includes('\0')) throw new UnreadableFileError(NOT_A_TABLE);
  return text;
}

/** The encoding a byte order mark names; UTF-8 without one. (The decoder drops the mark.) */
function encodingOf(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

/** What csv-parse reports for quotes that do not pair up. */
const QUOTE_ERRORS = new Set(['CSV_QUOTE_NOT_CLOSED', 'INVALID_OPENING_QUOTE', 'CSV_INVALID_CLOSING_QUOTE', 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE']);

/**
 * Every record of a CSV text, a blank line as a record of one empty cell (so that records count as a spreadsheet's
 * rows do), with line breaks inside quoted cells kept.
 */
function csvRecords(text: string): string[][] {
  // The line the last whole record ended on: a quote left open belongs to the record after it.
  let lastRecordLine = 0;
  try {
    return parse(text, {
      delimiter: separatorOf(text),
      // Every kind of line end, even mixed in one file (the parser would otherwise keep to the first it meets).
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      // Spaces around a quoted cell (`a, "b, c"`) are not stray characters.
      trim: true,
      on_record: (record, { lines }) => {
        lastRecordLine = lines;
        return record;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError && QUOTE_ERRORS.has(error.code))) throw error;
    const line = error.code !== 'CSV_QUOTE_NOT_CLOSED' && typeof error.lines === 'number' ? error.lines : lastRecordLine + 1;
    throw new UnreadableFileError(quotesDoNotMatch(line), { cause: error });
  }
}

/** Comma, unless the header line (outside its quoted cells) holds more semicolons or tabs than commas. */
function separatorOf(text: string): string {
  const headerLine = text.split(/[\r\n]/, 1)[0].replace(/"[^"]*"/g, '');
  const count = (separator: string) => headerLine.split(separator).length - 1;
  return [';', '\t'].reduce((best, separator) => (count(separator) > count(best) ? separator : best), ',');
}

// XLSX --------------------------------------------------------------------------------------------------------------

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function isZip(bytes: Buffer): boolean {
  return bytes.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE);
}

async function workbookSheet(bytes: Buffer, maxUnpackedBytes: number): Promise<SourceSheet> {
  await checkWorkbookZip(bytes, maxUnpackedBytes);
  const [sheet] = (await loadWorkbook(bytes)).worksheets;
  return sheet ? { header: rowCells(sheet.getRow(1)), rows: dataRows(sheet) } : { header: [], rows: [] };
}

/** How many times its packed size a single entry of a workbook may unpack to before it is taken for a zip bomb. */
const MAX_UNPACK_RATIO = 200;

/** Refuses a ZIP that is not a workbook, or that would unpack to more than is safe, from its directory alone. */
async function checkWorkbookZip(bytes: Buffer, maxUnpackedBytes: number): Promise<void> {
  let unpacked = 0;
  let isWorkbook = false;
  for await (const entry of zipEntries(bytes)) {
    unpacked += entry.uncompressedSize;
    if (unpacked > maxUnpackedBytes || entry.uncompressedSize > MAX_UNPACK_RATIO * entry.compressedSize) {
      throw new UnreadableFileError(UNSAFE_WORKBOOK);
    }
    isWorkbook ||= entry.fileName === 'xl/workbook.xml';
  }
  if (!isWorkbook) throw new UnreadableFileError(NOT_A_TABLE);
}

/** The entries of a ZIP's central directory, none of them unpacked. */
async function* zipEntries(bytes: Buffer): AsyncIterable<Entry> {
  try {
    const zip = await fromBufferPromise(bytes, { lazyEntries: true });
    yield* zip.eachEntry();
  } catch (error) {
    throw new UnreadableFileError(NOT_A_TABLE, { cause: error });
  }
}

async function loadWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    // Its typings take an ArrayBuffer (which its unzipping reads as well as a Buffer): the bytes are copied into one.
    await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  } catch (error) {
    throw new UnreadableFileError(NOT_A_TABLE, { cause: error });
  }
  return workbook;
}

/** The sheet's rows after the first that hold a cell, with their numbers. */
function* dataRows(sheet: Worksheet): Iterable<SourceRow> {
  for (let line = 2; line <= sheet.rowCount; line += 1) {
    const row = sheet.findRow(line);
    if (row) yield { line, cells: rowCells(row) };
  }
}

function rowCells(row: Row): SourceCell[] {
  return Array.from({ length: row.cellCount }, (_, index) => sheetCell(row.getCell(index + 1)));
}

/** A cell of a sheet; the cells a merged cell covers are empty but its first, as when the sheet is saved as CSV. */
function sheetCell(cell: Cell): SourceCell {
  if (cell.type === ExcelJS.ValueType.Merge) return '';
  const { value } = cell;
  return isFormula(value) ? { formula: cell.formula } : valueText(value);
}

function isFormula(value: CellValue): value is CellFormulaValue | CellSharedFormulaValue {
  return typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value);
}

/** A value as text: numbers as JavaScript writes them, days as YYYY-MM-DD, the text of rich text and links, no errors. */
function valueText(value: Exclude<CellValue, CellFormulaValue | CellSharedFormulaValue>): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return dateText(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  // A link's text is typed as a string but is whatever the cell held: rich text, a number.
  if ('hyperlink' in value) return valueText(value.text);
  return ''; // an error value: #N/A, #DIV/0! and the like
}

/** A day as YYYY-MM-DD, a moment in it as its ISO string; a date no calendar holds as nothing, like an error. */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
}
