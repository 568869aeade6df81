import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Progress from 'antd/es/progress';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import type { RecordDocument } from '@remuda/contracts';
import { callApi, requestOf } from '../api/call-api';
import { askAgainWhoIsSignedIn, uploadFile, useUploadLimits } from '../api/upload-file';
import { fileSize } from '../format/file-size';
import { isConflict } from '../offline/submit-write';
import { useOnline } from '../offline/use-online';
import { ErrorAlert } from '../ui/error-alert';
import { DOCUMENT_ACCEPT, documentFacts, documentHref } from './documents';
import type { RecordKindClient, RecordRow } from './record-kind';

/**
 * The file pickers are opened by their buttons: not drawn at all (a style, as the form's own styles can override the
 * `hidden` attribute's).
 */
const HIDDEN = { display: 'none' } as const;

const CSS = `
.record-documents { margin-top: 24px; }
.record-documents__list { list-style: none; padding: 0; margin: 0 0 16px; }
.record-documents__item { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; padding: 8px 0; border-bottom: 1px solid rgba(0, 0, 0, 0.06); }
.record-documents__name { font-weight: 500; overflow-wrap: anywhere; min-width: 0; }
.record-documents__meta { color: rgba(0, 0, 0, 0.55); font-size: 13px; }
.record-documents__remove { margin-left: auto; }
.record-documents__attach { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; }
.record-documents__hint { color: rgba(0, 0, 0, 0.55); font-size: 13px; margin: 8px 0 0; }
`;

/**
 * A new record's documents, chosen before it is saved (a photo of a paper taken on the phone): listed, each can be
 * left out, and sent after the record, or with it when the record waits on the device without a connection. The
 * control of the form's `attachments` field.
 */
export function DocumentsToAttach({ id, value = [], onChange }: { id?: string; value?: File[]; onChange?: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="record-documents">
      <style href="remuda-record-documents" precedence="remuda">
        {CSS}
      </style>
      {value.length > 0 && (
        <ul className="record-documents__list">
          {value.map((file, index) => (
            <li key={`${index}-${file.name}`} className="record-documents__item">
              <span className="record-documents__name">{file.name}</span>
              <span className="record-documents__meta">{fileSize(file.size)}</span>
              <Button className="record-documents__remove" size="small" onClick={() => onChange?.(value.filter((_, i) => i !== index))} aria-label={`Leave out ${file.name}`}>
                Leave out
              </Button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        multiple
        accept={DOCUMENT_ACCEPT}
        style={HIDDEN}
        aria-label="Documents to attach"
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          if (chosen.length) onChange?.([...value, ...chosen]);
        }}
      />
      <Button id={id} onClick={() => input.current?.click()}>
        Add a document
      </Button>
    </div>
  );
}

/**
 * The documents on a record (a vet's papers), for a kind that carries them: each a download, and for those who
 * write the kind, attaching a PDF or a photo of a paper (with its progress) and removing one, checked against the
 * version of the record on screen. The answer of each is the record as saved, which the page then shows, so the
 * form's next save names the record's new version.
 */
export function RecordDocuments({ kind, record, canEdit }: { kind: RecordKindClient; record: RecordRow & { documents?: RecordDocument[] }; canEdit: boolean }) {
  const heads = kind.documents!;
  const queryClient = useQueryClient();
  const online = useOnline();
  const limits = useUploadLimits();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const documents = record.documents ?? [];
  const saved = (answer: RecordRow) => {
    queryClient.setQueryData(kind.keys.detail(record.id), answer);
    kind.invalidateAfterChange(queryClient);
  };
  const failed = (error: Error) => {
    askAgainWhoIsSignedIn(queryClient, error);
    // Changed by someone else since it was read: the page shows it as it is now.
    if (isConflict(error)) void queryClient.invalidateQueries({ queryKey: kind.keys.detail(record.id) });
  };
  const attach = useMutation({
    mutationFn: (file: File) =>
      uploadFile<RecordRow>(requestOf(heads.addDocument, { id: record.id } as never).path, { file, field: 'file', onProgress: setProgress }),
    onSuccess: saved,
    onError: failed,
    onSettled: () => setProgress(null),
  });
  const remove = useMutation({
    mutationFn: (document: RecordDocument) =>
      callApi(heads.removeDocument, { id: record.id, documentId: document.id, version: record.version } as never, { fallbackMessage: 'Failed to remove the document' }) as Promise<RecordRow>,
    onSuccess: saved,
    onError: failed,
  });

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) attach.mutate(file);
  };
  const busy = attach.isPending || remove.isPending;
  const error = attach.error ?? remove.error;

  return (
    <section className="record-documents" aria-labelledby={titleId}>
      <style href="remuda-record-documents" precedence="remuda">
        {CSS}
      </style>
      <h2 id={titleId}>Documents</h2>
      {documents.length === 0 ? (
        <p className="muted">No documents attached.</p>
      ) : (
        <ul className="record-documents__list">
          {documents.map((document) => (
            <li key={document.id} className="record-documents__item">
              <a className="record-documents__name" href={documentHref(kind, record.id, document.id)} download={document.name}>
                {document.name}
              </a>
              <span className="record-documents__meta">{documentFacts(document)}</span>
              {canEdit && (
                <Popconfirm
                  title={`Remove “${document.name}”?`}
                  description="The file is deleted with it."
                  okText="Remove"
                  okButtonProps={{ danger: true }}
                  cancelText="Keep"
                  onConfirm={() => remove.mutateAsync(document).catch(() => undefined)}
                >
                  <Button className="record-documents__remove" size="small" danger disabled={busy || !online} aria-label={`Remove ${document.name}`}>
                    Remove
                  </Button>
                </Popconfirm>
              )}
            </li>
          ))}
        </ul>
      )}
      <ErrorAlert message={error?.message} />
      {canEdit && (
        <>
          <div className="record-documents__attach">
            <input ref={input} type="file" accept={DOCUMENT_ACCEPT} style={HIDDEN} aria-label="Document file" onChange={chosen} />
            <Button onClick={() => input.current?.click()} loading={attach.isPending} disabled={busy || !online}>
              Attach a document
            </Button>
            {progress !== null && <Progress percent={Math.round(progress * 100)} size="small" style={{ width: 160 }} aria-label="Sending the document" />}
          </div>
          <p className="record-documents__hint">
            {online
              ? `A PDF, or a photo of a paper (JPEG, PNG, WebP or GIF)${limits.data ? `, up to ${fileSize(limits.data.documentBytes)}` : ''}. Pictures are kept without their location and camera details.`
              : 'Attaching or removing a document needs a connection.'}
          </p>
        </>
      )}
    </section>
  );
}
