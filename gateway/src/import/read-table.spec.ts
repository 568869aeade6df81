import ExcelJS, { type Worksheet } from 'exceljs';
import { ZipFile } from 'yazl';
import { type ReadTableLimits, readTable, UnreadableFileError } from './read-table.js';

const csv = (text: string) => Buffer.from(text, 'utf8');

/** An .xlsx file whose first sheet `fill` writes (and whose later sheets `more` writes, when given). */
async function xlsx(fill: (sheet: Worksheet) => void, more?: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  fill(workbook.addWorksheet('Horses'));
  more?.(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A ZIP file holding `entries`, compressed. */
function zip(entries: Record<string, Buffer>): Promise<Buffer> {
  const file = new ZipFile();
  for (const [name, data] of Object.entries(entries)) file.addBuffer(data, name);
  file.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    file.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.outputStream.on('error', reject);
    file.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** The message `readTable` refuses the file with; fails unless it refuses it as unreadable. */
async function refusal(bytes: Buffer, limits?: ReadTableLimits): Promise<string> {
  const error: unknown = await readTable(bytes, limits).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UnreadableFileError);
  return (error as UnreadableFileError).message;
}

const NOT_A_TABLE = 'This is not a CSV or Excel (.xlsx) file.';
const EMPTY = 'The file is empty: it has no header row.';
const UNSAFE = 'The workbook unpacks to far more than its size: it cannot be read safely.';

describe('readTable, given a CSV file', () => {
  it('reads trimmed headers and cells, fills short rows and drops cells beyond the headers', async () => {
    const table = await readTable(csv(' Name , Breed,,Born\nBella, Mustang ,x,2015\nJuniper\nDusty,Quarter Horse,,2019,extra,more\n'));
    expect(table).toEqual({
      headers: ['Name', 'Breed', '', 'Born'],
      rows: [
        { line: 2, cells: ['Bella', 'Mustang', 'x', '2015'] },
        { line: 3, cells: ['Juniper', '', '', ''] },
        { line: 4, cells: ['Dusty', 'Quarter Horse', '', '2019'] },
      ],
    });
  });

  it('skips blank rows and keeps the others’ line numbers true to the file', async () => {
    const table = await readTable(csv('Name,Breed\n\nBella,Mustang\n , \n,\nDusty,Arabian\n\n'));
    expect(table.rows).toEqual([
      { line: 3, cells: ['Bella', 'Mustang'] },
      { line: 6, cells: ['Dusty', 'Arabian'] },
    ]);
  });

  it('accepts CRLF, LF and CR line ends, even mixed, and keeps line breaks inside quoted cells', async () => {
    const table = await readTable(csv('Name,Notes\r\n"Bella","Shy at first,\r\ncalm after"\r\nDusty,"said ""whoa"""\nPepper,ok\rSage,"two\nlines"'));
    expect(table.rows).toEqual([
      { line: 2, cells: ['Bella', 'Shy at first,\r\ncalm after'] },
      { line: 3, cells: ['Dusty', 'said "whoa"'] },
      { line: 4, cells: ['Pepper', 'ok'] },
      { line: 5, cells: ['Sage', 'two\nlines'] },
    ]);
  });

  it('counts a row with a line break inside a quoted cell as one row, as a spreadsheet does', async () => {
    const table = await readTable(csv('Name,Notes\nBella,"one\ntwo\nthree"\nDusty,ok\n'));
    expect(table.rows.map((row) => row.line)).toEqual([2, 3]);
  });

  it('accepts spaces around a quoted cell', async () => {
    const table = await readTable(csv('Name, Owner\nBella, "Smith, Jo" \n'));
    expect(table.rows).toEqual([{ line: 2, cells: ['Bella', 'Smith, Jo'] }]);
  });

  it('drops a UTF-8 byte order mark', async () => {
    const table = await readTable(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csv('Name,Breed\nÉclair,Mérens\n')]));
    expect(table).toEqual({ headers: ['Name', 'Breed'], rows: [{ line: 2, cells: ['Éclair', 'Mérens'] }] });
  });

  it('decodes UTF-16 little-endian text with a byte order mark', async () => {
    const table = await readTable(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Name\tBreed\r\nÉclair\tMérens\r\n', 'utf16le')]));
    expect(table).toEqual({ headers: ['Name', 'Breed'], rows: [{ line: 2, cells: ['Éclair', 'Mérens'] }] });
  });

  it('decodes UTF-16 big-endian text with a byte order mark', async () => {
    const table = await readTable(Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('Name,Breed\nÉclair,Mérens\n', 'utf16le').swap16()]));
    expect(table).toEqual({ headers: ['Name', 'Breed'], rows: [{ line: 2, cells: ['Éclair', 'Mérens'] }] });
  });

  it('reads semicolon-separated files, as European spreadsheets save them', async () => {
    const table = await readTable(csv('Name;Weight;Notes\nBella;452,5;"calm; kind"\n'));
    expect(table).toEqual({ headers: ['Name', 'Weight', 'Notes'], rows: [{ line: 2, cells: ['Bella', '452,5', 'calm; kind'] }] });
  });

  it('reads tab-separated files', async () => {
    const table = await readTable(csv('Name\tBreed\tBorn\nBella\t\t2015\n'));
    expect(table).toEqual({ headers: ['Name', 'Breed', 'Born'], rows: [{ line: 2, cells: ['Bella', '', '2015'] }] });
  });

  it('keeps to commas when the header line holds as many commas as semicolons, or its semicolons are quoted', async () => {
    expect(await readTable(csv('Name,Notes;remarks\nBella,a;b\n'))).toEqual({ headers: ['Name', 'Notes;remarks'], rows: [{ line: 2, cells: ['Bella', 'a;b'] }] });
    expect(await readTable(csv('Name,"Notes; remarks; more"\nBella,a;b\n'))).toEqual({
      headers: ['Name', 'Notes; remarks; more'],
      rows: [{ line: 2, cells: ['Bella', 'a;b'] }],
    });
  });

  it('reads a cell an export escaped with an apostrophe as the text after it, and + - @ as plain text', async () => {
    const table = await readTable(csv("Name,A,B,C,D,E\nBella,'=1+1,'-5,-5,+1 555 0100,'plain\nDusty,'@home,@home,'+1,+1,''=x\n"));
    expect(table.rows).toEqual([
      { line: 2, cells: ['Bella', '=1+1', '-5', '-5', '+1 555 0100', "'plain"] },
      { line: 3, cells: ['Dusty', '@home', '@home', '+1', '+1', "''=x"] },
    ]);
  });

  it('refuses an empty file', async () => {
    expect(await refusal(Buffer.alloc(0))).toBe(EMPTY);
  });

  it('refuses a file whose first row is blank', async () => {
    expect(await refusal(csv(' , ,\nBella,Mustang\n'))).toBe(EMPTY);
    expect(await refusal(csv('\n\nBella,Mustang\n'))).toBe(EMPTY);
  });

  it('refuses bytes that are not UTF-8', async () => {
    expect(await refusal(Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0x74, 0xe9]))).toBe(
      'The file is not UTF-8 text. Save it from your spreadsheet as “CSV UTF-8” and try again.',
    );
  });

  it('refuses text holding a NUL character', async () => {
    expect(await refusal(csv('Name,Breed\nBella\0,Mustang\n'))).toBe(NOT_A_TABLE);
    expect(await refusal(Buffer.from('Name,Breed\n', 'utf16le'))).toBe(NOT_A_TABLE);
  });

  it('refuses a quote that never closes, naming the line it opens on', async () => {
    expect(await refusal(csv('Name,Notes\nBella,"two\nlines"\n\nDusty,"never closed\nPepper,ok\nSage,ok\n'))).toBe(
      'The file’s quotes do not match on line 5: check that every quoted cell ends with a quote.',
    );
    expect(await refusal(csv('"Name,Notes\nBella,ok\n'))).toBe(
      'The file’s quotes do not match on line 1: check that every quoted cell ends with a quote.',
    );
  });

  it('refuses a stray quote inside an unquoted cell, or text after a closing quote, naming its line', async () => {
    expect(await refusal(csv('Name,Height\nBella,15"2\nDusty,14\n'))).toBe(
      'The file’s quotes do not match on line 2: check that every quoted cell ends with a quote.',
    );
    expect(await refusal(csv('Name,Nickname\nBella,ok\nDusty,"Dust" Devil\n'))).toBe(
      'The file’s quotes do not match on line 3: check that every quoted cell ends with a quote.',
    );
  });

  it('refuses a file holding a formula, quoting its first 40 characters', async () => {
    expect(await refusal(csv('Name,Weight\nBella,450\nDusty," =SUM(B2:B2)+HYPERLINK(""http://example.org/very/long"")"\n'))).toBe(
      'Row 3, column “Weight” holds a formula (=SUM(B2:B2)+HYPERLINK("http://example.or). Import reads values only: paste the values into the cells instead.',
    );
  });

  it('names a formula’s column by its letter when its header is blank', async () => {
    expect(await refusal(csv('Name,,Born\nBella,=1+1,2015\n'))).toBe(
      'Row 2, column “B” holds a formula (=1+1). Import reads values only: paste the values into the cells instead.',
    );
    expect(await refusal(csv('Name,=A1\n'))).toBe('Row 1, column “B” holds a formula (=A1). Import reads values only: paste the values into the cells instead.');
  });

  it('refuses more rows than the limit, counting rows that hold something', async () => {
    const limits = { maxRows: 2, maxUnpackedBytes: 1024 };
    expect(await readTable(csv('Name\nBella\n\nDusty\n\n'), limits)).toEqual({ headers: ['Name'], rows: [{ line: 2, cells: ['Bella'] }, { line: 4, cells: ['Dusty'] }] });
    expect(await refusal(csv('Name\nBella\nDusty\nPepper\n'), limits)).toBe('The file has more than 2 rows; split it into smaller files.');
    expect(await refusal(csv(`Name\n${'Bella\n'.repeat(1235)}`), { maxRows: 1234, maxUnpackedBytes: 1024 })).toBe(
      'The file has more than 1,234 rows; split it into smaller files.',
    );
  });
});

describe('readTable, given an Excel workbook', () => {
  it('reads the first sheet’s values as text: numbers, booleans, days, moments, rich text, links and errors', async () => {
    const bytes = await xlsx(
      (sheet) => {
        sheet.addRow([' Name ', 'Weight', 'Shod', 'Born', 'Seen', 'Notes', 'Site', 'Score']);
        sheet.addRow([
          'Bella',
          452.5,
          true,
          new Date(Date.UTC(2015, 3, 9)),
          new Date('2026-11-26T14:30:00Z'),
          { richText: [{ text: 'calm ' }, { text: 'and kind', font: { bold: true } }] },
          { text: 'her page', hyperlink: 'https://example.org/bella' },
          { error: '#N/A' },
        ]);
        sheet.addRow(['Dusty', -3, false]);
      },
      (workbook) => workbook.addWorksheet('Other').addRow(['Ignored']),
    );
    expect(await readTable(bytes)).toEqual({
      headers: ['Name', 'Weight', 'Shod', 'Born', 'Seen', 'Notes', 'Site', 'Score'],
      rows: [
        { line: 2, cells: ['Bella', '452.5', 'true', '2015-04-09', '2026-11-26T14:30:00.000Z', 'calm and kind', 'her page', ''] },
        { line: 3, cells: ['Dusty', '-3', 'false', '', '', '', '', ''] },
      ],
    });
  });

  it('reads a date no calendar holds as an empty cell', async () => {
    const bytes = await xlsx((sheet) => {
      sheet.addRow(['Name', 'Born']);
      sheet.addRow(['Bella', 1e12]);
      sheet.getCell('B2').numFmt = 'yyyy-mm-dd';
    });
    expect((await readTable(bytes)).rows).toEqual([{ line: 2, cells: ['Bella', ''] }]);
  });

  it('skips blank rows and keeps the others’ sheet row numbers', async () => {
    const bytes = await xlsx((sheet) => {
      sheet.getRow(1).values = ['Name', 'Breed'];
      sheet.getRow(2).values = ['Bella', 'Mustang'];
      sheet.getRow(3).values = ['  ', ''];
      sheet.getRow(6).values = ['Dusty', 'Arabian'];
      sheet.getRow(7).values = ['', '', 'beyond the headers'];
    });
    expect(await readTable(bytes)).toEqual({
      headers: ['Name', 'Breed'],
      rows: [
        { line: 2, cells: ['Bella', 'Mustang'] },
        { line: 6, cells: ['Dusty', 'Arabian'] },
      ],
    });
  });

  it('reads a merged cell’s value once, in its first cell', async () => {
    const bytes = await xlsx((sheet) => {
      sheet.addRow(['Name', 'Owner', 'Stable']);
      sheet.addRow(['Bella', 'Jo Smith']);
      sheet.addRow(['Dusty']);
      sheet.mergeCells('B2:C3');
    });
    expect((await readTable(bytes)).rows).toEqual([
      { line: 2, cells: ['Bella', 'Jo Smith', ''] },
      { line: 3, cells: ['Dusty', '', ''] },
    ]);
  });

  it('refuses a workbook holding a formula', async () => {
    const bytes = await xlsx((sheet) => {
      sheet.addRow(['Name', 'Weight', 'Weight (lb)']);
      sheet.addRow(['Bella', 452, { formula: 'B2*2.20462', result: 996.49 }]);
    });
    expect(await refusal(bytes)).toBe('Row 2, column “Weight (lb)” holds a formula (=B2*2.20462). Import reads values only: paste the values into the cells instead.');
  });

  it('refuses a text cell that starts with = as it refuses one in a CSV file', async () => {
    const bytes = await xlsx((sheet) => {
      sheet.addRow(['Name', 'Notes']);
      sheet.addRow(['Bella', "'=escaped"]);
      sheet.addRow(['Dusty', '=HYPERLINK("http://example.org")']);
    });
    expect(await refusal(bytes)).toBe(
      'Row 3, column “Notes” holds a formula (=HYPERLINK("http://example.org")). Import reads values only: paste the values into the cells instead.',
    );
  });

  it('refuses a workbook whose first sheet is empty', async () => {
    expect(await refusal(await xlsx(() => undefined, (workbook) => workbook.addWorksheet('Second').addRow(['Name'])))).toBe(EMPTY);
  });

  it('refuses more rows than the limit', async () => {
    const bytes = await xlsx((sheet) => sheet.addRows([['Name'], ['Bella'], ['Dusty'], ['Pepper']]));
    expect(await refusal(bytes, { maxRows: 2, maxUnpackedBytes: 200 * 1024 * 1024 })).toBe('The file has more than 2 rows; split it into smaller files.');
  });

  it('refuses a workbook that unpacks to more than the limit', async () => {
    const bytes = await xlsx((sheet) => sheet.addRow(['Name']));
    expect(await refusal(bytes, { maxRows: 10, maxUnpackedBytes: 1024 })).toBe(UNSAFE);
  });

  it('refuses a zip bomb: an entry that unpacks to more than 200 times its packed size', async () => {
    const bytes = await zip({ 'xl/workbook.xml': Buffer.from('<workbook/>'), 'xl/worksheets/sheet1.xml': Buffer.alloc(5 * 1024 * 1024) });
    expect(await refusal(bytes)).toBe(UNSAFE);
  });

  it('refuses a ZIP file that is not a workbook', async () => {
    expect(await refusal(await zip({ 'horses.csv': csv('Name\nBella\n') }))).toBe(NOT_A_TABLE);
  });

  it('refuses a ZIP file that cannot be read', async () => {
    const bytes = await zip({ 'xl/workbook.xml': Buffer.from('<workbook/>') });
    expect(await refusal(bytes.subarray(0, bytes.length - 10))).toBe(NOT_A_TABLE);
  });

  it('refuses a workbook whose parts are not a spreadsheet’s', async () => {
    const bytes = await zip({ 'xl/workbook.xml': Buffer.from('not xml at all'), '[Content_Types].xml': Buffer.from('<Types/>') });
    expect(await refusal(bytes)).toBe(NOT_A_TABLE);
  });
});
