import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import type { MedicalRecord } from '@remuda/contracts';
import { ButtonLink, ErrorAlert, Link, PageSpinner, canAccess, formatDate, paths, useSearchParams, useSession } from '@remuda/shell-kit';
import { HealthChecks } from '../../../components/health-checks';
import { StaffStyles } from '../../../components/staff-styles';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useMedicalRecords } from '../api/get-medical-records';

/** How long typing pauses before the search is sent. */
const SEARCH_DELAY_MS = 300;
const PAGE_SIZE = 25;

const LIST_CSS = `
.records-search { max-width: 420px; margin-bottom: 16px; }
.records-search label { display: block; font-weight: 600; margin-bottom: 4px; }
.records-count { margin: 0 0 8px; color: #6b5d50; }
`;

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
      render: (_, record) => {
        const what = `medical record of ${formatDate(record.date)}${record.horseName ? ` for ${record.horseName}` : ''}`;
        return (
          <div className="row-actions">
            <ButtonLink size="small" to={paths.medicalRecordEdit(record.id)} aria-label={`Edit ${what}`}>
              Edit
            </ButtonLink>
            <ButtonLink size="small" danger className="strong-danger" to={paths.medicalRecordDelete(record.id)} aria-label={`Delete ${what}`}>
              Delete
            </ButtonLink>
          </div>
        );
      },
    },
  ];
}

/**
 * Every medical record, newest first, searchable by horse name, description, vet or notes; trainers and
 * administrators also add, edit and delete. The search lives in the address (`?q=`), so it survives a reload.
 */
export function MedicalRecordsPage() {
  useDocumentTitle('Medical Records');
  const { account } = useSession();
  const canEdit = canAccess('staff', account?.role);
  const [search, setSearch] = useSearchParams();
  const q = (search.get('q') ?? '').trim();
  const [typed, setTyped] = useState(search.get('q') ?? '');

  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() === q) return;
      setSearch(typed.trim() ? { q: typed.trim() } : {}, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, q, setSearch]);

  const records = useMedicalRecords(q);

  return (
    <div className="medical-page">
      <StaffStyles />
      <style href="remuda-medical-list" precedence="remuda">
        {LIST_CSS}
      </style>
      <header className="page-header">
        <h1>Medical Records</h1>
        {canEdit && (
          <ButtonLink to={paths.medicalRecordAdd()} type="primary">
            Add Medical Record
          </ButtonLink>
        )}
      </header>
      <div className="records-search" role="search">
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
      <ErrorAlert message={records.error?.message} />
      {records.isPending ? (
        <PageSpinner label="Loading medical records…" />
      ) : records.isError ? null : records.data.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={q ? 'No medical records matching your search criteria.' : 'No medical records found.'}
        />
      ) : (
        <>
          <p className="records-count" role="status">
            {records.data.length} {records.data.length === 1 ? 'record' : 'records'}
          </p>
          <Table<MedicalRecord>
            rowKey="id"
            dataSource={records.data}
            columns={columnsFor(canEdit)}
            pagination={{ pageSize: PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
            scroll={{ x: 'max-content' }}
            size="middle"
            loading={records.isPlaceholderData}
          />
        </>
      )}
    </div>
  );
}
