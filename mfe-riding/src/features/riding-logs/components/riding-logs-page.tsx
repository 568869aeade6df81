import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import type { RidingLog } from '@remuda/contracts';
import {
  ButtonLink,
  canAccess,
  ErrorAlert,
  formatDate,
  horseOptionsOf,
  Link,
  PageSpinner,
  paths,
  RecordActions,
  RecordsPageStyles,
  useDocumentTitle,
  useFilterParams,
  useHorses,
  useSearchParam,
  useSession,
} from '@remuda/shell-kit';
import { useRidingLogSearch } from '../../../api/get-riding-logs';
import { durationText, rideTypeLabel } from '../../../lib/ride-labels';

const LIST_CSS = `
.riding-logs-filters__horse { flex: 1 1 220px; max-width: 280px; }
.riding-logs-filters__date { flex: 0 1 170px; }
.riding-log-notes { display: block; min-width: 200px; max-width: 420px; white-space: pre-line; overflow-wrap: anywhere; }
`;

function columnsFor(canEdit: boolean): ColumnsType<RidingLog> {
  const columns: ColumnsType<RidingLog> = [
    { title: 'Date', dataIndex: 'date', key: 'date', render: (date: string) => <span className="nowrap">{formatDate(date)}</span> },
    {
      title: 'Horse',
      key: 'horse',
      render: (_, log) => <Link to={paths.adminHorse(log.horseId)}>{log.horseName ?? 'Unknown Horse'}</Link>,
    },
    { title: 'Type', dataIndex: 'type', key: 'type', render: (type: RidingLog['type']) => rideTypeLabel(type) },
    {
      title: 'Duration',
      dataIndex: 'durationMinutes',
      key: 'duration',
      render: (minutes: number | null) => (minutes == null ? <span className="muted">Not recorded</span> : <span className="nowrap">{durationText(minutes)}</span>),
    },
    { title: 'Rider', dataIndex: 'rider', key: 'rider' },
    {
      title: 'Notes',
      dataIndex: 'notes',
      key: 'notes',
      render: (notes: string) => <span className="riding-log-notes">{notes || <span className="muted">None</span>}</span>,
    },
  ];
  if (!canEdit) return columns;
  return [
    ...columns,
    {
      title: 'Actions',
      key: 'actions',
      render: (_, log) => (
        <RecordActions
          editTo={paths.ridingLogEdit(log.id)}
          deleteTo={paths.ridingLogDelete(log.id)}
          what={`riding log of ${formatDate(log.date)}${log.horseName ? ` for ${log.horseName}` : ''}`}
        />
      ),
    },
  ];
}

/**
 * Every ride, newest first, filtered by horse and by a range of days and searchable by horse, notes or rider;
 * trainers and administrators also log, edit and delete rides. The list comes a page at a time from the server;
 * the filters and the page live in the address (`?horseId=`, `from`, `to`, `q`, `page`), so they survive a
 * reload, and a changed filter or search starts at the first page.
 */
export function RidingLogsPage() {
  useDocumentTitle('Riding Logs');
  const { account } = useSession();
  const canEdit = canAccess('staff', account?.role);
  const [params, setFilter] = useFilterParams();
  const [typed, setTyped, q] = useSearchParam();
  const horseId = params.get('horseId') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const horses = useHorses();
  const { list: logs, pagination } = useRidingLogSearch({ horseId, from, to, q });
  const filtered = Boolean(horseId || from || to || q);

  return (
    <div className="records-page">
      <RecordsPageStyles />
      <style href="remuda-riding-list" precedence="remuda">
        {LIST_CSS}
      </style>
      <header className="page-header">
        <h1>Riding Logs</h1>
        {canEdit && (
          <ButtonLink to={paths.ridingLogAdd()} type="primary">
            Log a Ride
          </ButtonLink>
        )}
      </header>
      <div className="records-filters" role="search" aria-label="Filter riding logs">
        <div className="riding-logs-filters__horse">
          <label htmlFor="riding-logs-horse">Horse</label>
          <Select<string>
            id="riding-logs-horse"
            style={{ width: '100%' }}
            value={horseId || undefined}
            onChange={(value) => setFilter('horseId', value)}
            options={horseOptionsOf(horses.data ?? [], 'all')}
            loading={horses.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            placeholder="All horses"
          />
        </div>
        <div className="riding-logs-filters__date">
          <label htmlFor="riding-logs-from">From</label>
          <Input id="riding-logs-from" type="date" value={from} max={to || undefined} onChange={(event) => setFilter('from', event.target.value)} />
        </div>
        <div className="riding-logs-filters__date">
          <label htmlFor="riding-logs-to">To</label>
          <Input id="riding-logs-to" type="date" value={to} min={from || undefined} onChange={(event) => setFilter('to', event.target.value)} />
        </div>
        <div className="records-filters__search">
          <label htmlFor="riding-logs-search">Search by horse, notes or rider</label>
          <Input
            id="riding-logs-search"
            type="search"
            allowClear
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={100}
            autoComplete="off"
          />
        </div>
      </div>
      <ErrorAlert message={horses.error?.message} />
      <ErrorAlert message={logs.error?.message} />
      {logs.isPending ? (
        <PageSpinner label="Loading riding logs…" />
      ) : logs.isError ? null : logs.data.total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? 'No riding logs matching your search criteria.' : 'No riding logs found.'} />
      ) : (
        <>
          <p className="records-count" role="status">
            {logs.data.total} {logs.data.total === 1 ? 'ride' : 'rides'}
          </p>
          <Table<RidingLog>
            rowKey="id"
            dataSource={logs.data.items}
            columns={columnsFor(canEdit)}
            pagination={pagination}
            scroll={{ x: 'max-content' }}
            size="middle"
            loading={logs.isPlaceholderData}
          />
        </>
      )}
    </div>
  );
}
