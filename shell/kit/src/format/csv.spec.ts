import { csvText } from './csv';

describe('csvText', () => {
  it('writes the rows with CRLF line ends', () => {
    expect(csvText([['Horse', 'Due'], ['Dusty', '2026-05-01']])).toBe('Horse,Due\r\nDusty,2026-05-01\r\n');
  });

  it('quotes cells with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvText([['Dusty, the bay', 'Says "whoa"', 'two\nlines']])).toBe('"Dusty, the bay","Says ""whoa""","two\nlines"\r\n');
  });

  it('keeps a text a spreadsheet would run as a formula as plain text', () => {
    expect(csvText([['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)']])).toBe(`"'=HYPERLINK(""x"")",'+1,'-2,'@SUM(A1)\r\n`);
  });

  it('writes numbers and booleans as they are, and nothing for missing values', () => {
    expect(csvText([[-3, 14.5, true, null, undefined, '']])).toBe('-3,14.5,true,,,\r\n');
  });
});
