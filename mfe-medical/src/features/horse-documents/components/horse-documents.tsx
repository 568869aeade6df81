import type { MedicalRecord, RecordDocument } from '@remuda/contracts';
import { ErrorAlert, Link, PageSpinner, ResponsiveTable, documentFacts, documentHref, formatDate, paths } from '@remuda/shell-kit';
import { medicalRecords } from '../../../medical-records';

interface DocumentRow {
  document: RecordDocument;
  record: MedicalRecord;
}

/**
 * The horse detail's Documents tab, shown by the horses remote through the shell-kit's RemoteSlot
 * (`medical/horse-documents`): every document on the horse's medical records, newest record first, each a
 * download, with the record it belongs to (for staff, a link to attach or remove documents there).
 */
/** What the slot takes: the horse, and whether the person may attach and remove documents. */
export interface HorseDocumentsProps {
  horseId: string;
  canEdit: boolean;
}

export default function HorseDocuments({ horseId, canEdit }: HorseDocumentsProps) {
  const records = medicalRecords.useHorseRecords(horseId);
  if (records.isPending) return <PageSpinner label="Loading documents…" />;
  if (records.isError) return <ErrorAlert message={records.error.message} />;
  const rows: DocumentRow[] = (records.data as MedicalRecord[]).flatMap((record) => (record.documents ?? []).map((document) => ({ document, record })));
  if (rows.length === 0) {
    return <p className="muted">{canEdit ? 'No documents found for this horse. Attach a PDF or a photo of a paper on one of its medical records.' : 'No documents found for this horse.'}</p>;
  }
  return (
    <ResponsiveTable<DocumentRow>
      rowKey={(row) => row.document.id}
      dataSource={rows}
      pagination={false}
      size="middle"
      columns={[
        {
          title: 'Document',
          key: 'document',
          render: (_, { document, record }) => (
            <a href={documentHref(medicalRecords, record.id, document.id)} download={document.name} style={{ overflowWrap: 'anywhere' }}>
              {document.name}
            </a>
          ),
        },
        { title: 'Details', key: 'details', render: (_, { document }) => <span className="muted">{documentFacts(document)}</span> },
        {
          title: 'Medical Record',
          key: 'record',
          render: (_, { record }) => {
            const what = `${formatDate(record.date)}: ${record.description}`;
            return canEdit ? <Link to={paths.medicalRecordEdit(record.id)}>{what}</Link> : what;
          },
        },
      ]}
    />
  );
}
