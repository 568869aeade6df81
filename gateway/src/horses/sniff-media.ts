import { DomainError } from '@remuda/service-kit';

export const unsupportedMedia = (picturesOnly = false) =>
  new DomainError(
    'UNSUPPORTED_MEDIA_TYPE',
    `This kind of file is not accepted. Upload a JPEG, PNG, WebP or GIF picture${picturesOnly ? '' : ', or an MP4, WebM or QuickTime clip'}.`,
  );

/** A clip sent where only pictures are taken. */
export const picturesOnly = () =>
  new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Only pictures are accepted here, not clips. Upload a JPEG, PNG, WebP or GIF picture.');

/** A file attached to a record that is neither a PDF nor a picture. */
export const unsupportedDocument = () =>
  new DomainError('UNSUPPORTED_MEDIA_TYPE', 'This kind of file is not accepted. Attach a PDF, or a JPEG, PNG, WebP or GIF picture.');

/** What a file is, judged by its first bytes: never by its name or the type the browser claims. */
export interface SniffedMedia {
  kind: 'image' | 'video' | 'document';
  contentType: string;
  extension: string;
}

/** Bytes needed to recognise every accepted format. */
export const SNIFF_BYTES = 64;

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

/**
 * JPEG, PNG, WebP and GIF pictures; MP4, QuickTime and WebM clips. Everything else (SVG and other text, PDFs,
 * executables, Matroska that is not WebM, QuickTime without its file type box) is refused. A clip is then read
 * whole as it streams (./clips), since its first bytes say little of what follows.
 */
export function sniffMedia(head: Buffer): SniffedMedia | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return { kind: 'image', contentType: 'image/jpeg', extension: 'jpg' };
  }
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { kind: 'image', contentType: 'image/png', extension: 'png' };
  }
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) {
    return { kind: 'image', contentType: 'image/gif', extension: 'gif' };
  }
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') {
    return { kind: 'image', contentType: 'image/webp', extension: 'webp' };
  }
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    return brand === 'qt  '
      ? { kind: 'video', contentType: 'video/quicktime', extension: 'mov' }
      : { kind: 'video', contentType: 'video/mp4', extension: 'mp4' };
  }
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    // EBML: WebM names its doc type within the header; plain Matroska is not accepted.
    return head.includes(Buffer.from('webm')) ? { kind: 'video', contentType: 'video/webm', extension: 'webm' } : null;
  }
  return null;
}

/**
 * A document for a record: a PDF (starting `%PDF-`, as every PDF writer makes them) or a picture as `sniffMedia`
 * judges one; nothing else.
 */
export function sniffDocument(head: Buffer): SniffedMedia | null {
  if (head.length >= 5 && ascii(head, 0, 5) === '%PDF-') return { kind: 'document', contentType: 'application/pdf', extension: 'pdf' };
  const media = sniffMedia(head);
  return media?.kind === 'image' ? media : null;
}
