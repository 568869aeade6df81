import Empty from 'antd/es/empty';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { MedicalRecord } from '@remuda/contracts';
import { ButtonLink, ErrorAlert, PageSpinner, formatDate, paths } from '@remuda/shell-kit';
import { PlusIcon } from '../../../components/icons';
import { useHorseMedicalRecords } from '../api/get-horse-medical-records';
import { RecordActions } from './record-actions';

const CHECKS = [
  { field: 'wormed', label: 'Wormed' },
  { field: 'yearly_vaccines', label: 'Yearly Vaccines' },
  { field: 'trimmed', label: 'Trimmed' },
  { field: 'coggins', label: 'Coggins' },
] as const;

function HealthChecks({ record }: { record: MedicalRecord }) {
  const done = CHECKS.filter((check) => record[check.field]);
  const measures = [record.weight != null && `${record.weight} lbs`, record.height != null && `${record.height} hands`].filter(Boolean);
  if (done.length === 0 && measures.length === 0) return <span className="muted">None</span>;
  return (
    <div className="record-checks">
      {done.map((check) => (
        <Tag key={check.field} className="need-chip">
          {check.label}
        </Tag>
      ))}
      {measures.length > 0 && <span>{measures.join(' · ')}</span>}
    </div>
  );
}

/** The horse's medical records, newest first, each with its edit and delete actions for staff. */
export function MedicalRecordsPanel({ horseId, canEdit }: { horseId: string; canEdit: boolean }) {
  const records = useHorseMedicalRecords(horseId);
  return (
    <div className="records-panel">
      {canEdit && (
        <div className="records-panel__actions">
          <ButtonLink to={paths.medicalRecordAdd(horseId)} icon={<PlusIcon />}>
            Add Medical Record
          </ButtonLink>
        </div>
      )}
      <ErrorAlert message={records.error?.message} />
      {records.isPending ? (
        <PageSpinner label="Loading medical records…" />
      ) : records.isError ? null : records.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No medical records found for this horse." />
      ) : (
        <Table<MedicalRecord>
          rowKey="id"
          dataSource={records.data}
          pagination={false}
          scroll={{ x: 'max-content' }}
          size="middle"
          columns={[
            { title: 'Date', dataIndex: 'date', render: (date: string) => <span className="nowrap">{formatDate(date)}</span> },
            { title: 'Description', dataIndex: 'description' },
            { title: 'Vet', dataIndex: 'vet', render: (vet: string) => vet || <span className="muted">Not recorded</span> },
            { title: 'Health Checks', key: 'checks', render: (_, record) => <HealthChecks record={record} /> },
            { title: 'Notes', dataIndex: 'notes', render: (notes: string) => notes || <span className="muted">None</span> },
            ...(canEdit
              ? [
                  {
                    title: 'Actions',
                    key: 'actions',
                    render: (_: unknown, record: MedicalRecord) => (
                      <RecordActions
                        editTo={paths.medicalRecordEdit(record.id)}
                        deleteTo={paths.medicalRecordDelete(record.id)}
                        what={`medical record of ${formatDate(record.date)}`}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </div>
  );
}
