import type { RecordDocument } from '@remuda/contracts';
import { requestOf } from '../api/call-api';
import { fileSize } from '../format/file-size';
import { formatDate } from '../format/format';
import type { RecordKindClient } from './record-kind';

/** What a document may be, for the file picker: a PDF or a picture (a phone offers its camera for these). */
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,image/gif';

const DOCUMENT_TYPES = DOCUMENT_ACCEPT.split(',');

/**
 * What the page can tell of a file chosen to attach before it is sent: a known type the server does not take, or
 * larger than it takes (the server judges by the bytes; a type the browser does not know is left to it).
 */
export function documentFileProblem(file: File, limitBytes: number | undefined): string | null {
  if (file.type && !DOCUMENT_TYPES.includes(file.type)) return `“${file.name}” is not a PDF or a JPEG, PNG, WebP or GIF picture.`;
  if (limitBytes !== undefined && file.size > limitBytes) return `“${file.name}” is too large: a document can be at most ${fileSize(limitBytes)}.`;
  return null;
}

/** A document in words: its kind, size, when and by whom it was added. */
export function documentFacts(document: RecordDocument): string {
  const kind = document.contentType === 'application/pdf' ? 'PDF' : 'Picture';
  return [kind, fileSize(document.size), `added ${formatDate(document.addedAt.slice(0, 10))}${document.addedBy ? ` by ${document.addedBy}` : ''}`].join(' · ');
}

/** Where a record's document is downloaded (the gateway answers it always as a download). */
export function documentHref(kind: RecordKindClient, recordId: string, documentId: string): string {
  return requestOf(kind.documents!.document, { id: recordId, documentId } as never).path;
}
