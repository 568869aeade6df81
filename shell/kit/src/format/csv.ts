/**
 * One cell of a CSV file: quoted when it holds a comma, quote or line break, and a text that a spreadsheet would
 * run as a formula (=, +, -, @, tab, carriage return first) is kept as text with a leading apostrophe (OWASP's
 * CSV injection advice).
 */
function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export type CsvRow = ReadonlyArray<string | number | boolean | null | undefined>;

/** Rows as CSV text (RFC 4180: CRLF line ends), the header row first. */
export function csvText(rows: readonly CsvRow[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Has the browser save the rows as a CSV file (with a byte order mark, so spreadsheets read UTF-8 names). */
export function downloadCsv(filename: string, rows: readonly CsvRow[]): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csvText(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
