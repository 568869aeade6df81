import { DOCUMENT_LIMITS, documentKey, documentName } from './record-kind.js';

describe('a document on a record', () => {
  it('is named as the browser sent it, without control characters, cut to the limit, else "document"', () => {
    expect(documentName('  Coggins 2026 – Dr. Reyes.pdf ')).toBe('Coggins 2026 – Dr. Reyes.pdf');
    expect(documentName('bell\u0007\u0000\ttab\nline.pdf')).toBe('belltabline.pdf');
    expect(documentName('\u0000\u0001 ')).toBe('document');
    const long = `${'🐴'.repeat(DOCUMENT_LIMITS.nameLength + 5)}.pdf`;
    expect([...documentName(long)]).toHaveLength(DOCUMENT_LIMITS.nameLength);
  });

  it('is kept under documents/, which the public media route never serves, by its id and kind', () => {
    expect(documentKey({ id: 'a1', contentType: 'application/pdf' })).toBe('documents/a1.pdf');
    expect(documentKey({ id: 'b2', contentType: 'image/webp' })).toBe('documents/b2.webp');
  });
});
