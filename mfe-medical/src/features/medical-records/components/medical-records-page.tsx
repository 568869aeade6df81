import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import type { MedicalRecord } from '@remuda/contracts';
import {
  ButtonLink,
  canAccess,
  ErrorAlert,
  formatDate,
  Link,
  PageSpinner,
  paths,
  RecordActions,
  RecordsPageStyles,
  useDocumentTitle,
  useSearchParam,
  useSession,
} from '@remuda/shell-kit';
import { HealthChecks } from '../../../components/health-checks';
import { useMedicalRecordSearch } from '../../../api/get-medical-records';

function columnsFor(canEdit: boolean): ColumnsType<MedicalRecord> {
  const columns: ColumnsType<MedicalRecord> = [
    { title: 'Date', dataIndex: 'date', key: 'date', render: (date: string) => <span className="nowrap">{formatDate(date)}</span> },
    {
      title: 'Horse',
      key: 'horse',
      // The horse's page is for staff (SPEC.md section 2): a plain user reads the name without a link to a refusal.
      render: (_, record) =>
        canEdit ? <Link to={paths.adminHorse(record.horseId)}>{record.horseName ?? 'Unknown Horse'}</Link> : (record.horseName ?? 'Unknown Horse'),
    },
    { title: 'Description', dataIndex: 'description', key: 'description' },
    { title: 'Vet', dataIndex: 'vet', key: 'vet', render: (vet: string) => vet || <span className="muted">Not recorded</span> },
    { title: 'Health Checks', key: 'checks', render: (_, record) => <HealthChecks record={record} /> },
  ];
  if (!canEdit) return columns;
  return [
    ...columns,
    {
      title: 'Actions',
      key: 'actions',
      render: (_, record) => (
        <RecordActions
          editTo={paths.medicalRecordEdit(record.id)}
          deleteTo={paths.medicalRecordDelete(record.id)}
          what={`medical record of ${formatDate(record.date)}${record.horseName ? ` for ${record.horseName}` : ''}`}
        />
      ),
    },
  ];
}

/**
 * Every medical record, newest first, searchable by horse name, description, vet or notes; trainers and
 * administrators also add, edit and delete. The list comes a page at a time from the server; the search and the
 * page live in the address (`?q=`, `?page=`), so they survive a reload, and a new search starts at the first page.
 */
export function MedicalRecordsPage() {
  useDocumentTitle('Medical Records');
  const { account } = useSession();
  const canEdit = canAccess('staff', account?.role);
  const [typed, setTyped, q] = useSearchParam();
  const { list: records, pagination } = useMedicalRecordSearch(q);

  return (
    <div className="records-page">
      <RecordsPageStyles />
      <header className="page-header">
        <h1>Medical Records</h1>
        {canEdit && (
          <ButtonLink to={paths.medicalRecordAdd()} type="primary">
            Add Medical Record
          </ButtonLink>
        )}
      </header>
      <div className="records-filters" role="search">
        <div className="records-filters__search">
          <label htmlFor="medical-records-search">Search by horse, description, vet or notes</label>
          <Input
            id="medical-records-search"
            type="search"
            allowClear
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={100}
            autoComplete="off"
          />
        </div>
      </div>
      <ErrorAlert message={records.error?.message} />
      {records.isPending ? (
        <PageSpinner label="Loading medical records…" />
      ) : records.isError ? null : records.data.total === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={q ? 'No medical records matching your search criteria.' : 'No medical records found.'}
        />
      ) : (
        <>
          <p className="records-count" role="status">
            {records.data.total} {records.data.total === 1 ? 'record' : 'records'}
          </p>
          <Table<MedicalRecord>
            rowKey="id"
            dataSource={records.data.items}
            columns={columnsFor(canEdit)}
            pagination={pagination}
            scroll={{ x: 'max-content' }}
            size="middle"
            loading={records.isPlaceholderData}
          />
        </>
      )}
    </div>
  );
}
