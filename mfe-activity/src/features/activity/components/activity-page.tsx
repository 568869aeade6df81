import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { HistoryEntry } from '@remuda/contracts';
import { HISTORY_ACTION_LABELS, HISTORY_KIND_LABELS } from '@remuda/contracts/routes';
import { ErrorAlert, PageSpinner, ResponsiveTable, downloadCsv, useDocumentTitle, useFilterParams, usePagedList } from '@remuda/shell-kit';
import { actionText, actorText, changeText, historyCsv, thingText, whenText } from '../../../lib/history-text';
import { type ActivityFilters, activityPageQuery, allActivity, useActivityPeople } from '../api/get-activity';

const PAGE_CSS = `
.activity-page__filters { display: flex; flex-wrap: wrap; gap: 12px 16px; align-items: flex-end; margin-bottom: 16px; }
.activity-page__filter { display: flex; flex-direction: column; gap: 4px; min-width: 0; flex: 1 1 180px; max-width: 260px; }
.activity-page__filter label { font-weight: 600; }
.activity-page__header { display: flex; flex-wrap: wrap; gap: 12px 16px; align-items: center; justify-content: space-between; margin-bottom: 16px; }
.activity-page__header h1 { margin: 0; }
.activity-page__changes { margin: 0; padding-left: 16px; overflow-wrap: anywhere; }
.activity-page td { overflow-wrap: anywhere; }
`;

const FILTERS = ['actorId', 'kind', 'action', 'from', 'to'] as const;
const KIND_OPTIONS = Object.entries(HISTORY_KIND_LABELS).map(([value, label]) => ({ value, label }));
const ACTION_OPTIONS = Object.entries(HISTORY_ACTION_LABELS).map(([value, label]) => ({ value, label }));

const COLUMNS: ColumnsType<HistoryEntry> = [
  { title: 'When', dataIndex: 'occurredAt', key: 'when', render: (at: string) => <time dateTime={at}>{whenText(at)}</time> },
  { title: 'Who', key: 'who', render: (_, entry) => actorText(entry) },
  { title: 'What', key: 'what', render: (_, entry) => thingText(entry) },
  { title: 'Action', key: 'action', render: (_, entry) => actionText(entry) },
  {
    title: 'Changes',
    key: 'changes',
    render: (_, entry) =>
      entry.changes.length === 0 ? (
        '—'
      ) : (
        <ul className="activity-page__changes">
          {entry.changes.map((change) => (
            <li key={change.field}>{changeText(change)}</li>
          ))}
        </ul>
      ),
  },
];

/** The administrator's activity list: every change, filtered by person, kind of thing, action and dates; paged; as CSV. */
export function ActivityPage() {
  useDocumentTitle('Activity');
  const [params, setFilter] = useFilterParams();
  const filters: ActivityFilters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? undefined]).filter(([, v]) => v));
  const { list, pagination } = usePagedList((paging) => activityPageQuery(filters, paging));
  const people = useActivityPeople();
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      downloadCsv(`remuda-activity-${new Date().toISOString().slice(0, 10)}.csv`, historyCsv(await allActivity(filters)));
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="activity-page">
      <style href="remuda-activity-page" precedence="remuda">
        {PAGE_CSS}
      </style>
      <header className="activity-page__header">
        <h1>Activity</h1>
        <Button onClick={() => void download()} loading={downloading} disabled={!list.data || list.data.total === 0}>
          Download CSV
        </Button>
      </header>
      {downloadFailed && <ErrorAlert message="The CSV could not be made. Please try again." />}
      <form className="activity-page__filters" role="search" aria-label="Filter the activity" onSubmit={(e) => e.preventDefault()}>
        <div className="activity-page__filter">
          <label htmlFor="activity-person">Person</label>
          <Select
            id="activity-person"
            allowClear
            placeholder="Everyone"
            value={filters.actorId}
            onChange={(value?: string) => setFilter('actorId', value)}
            options={(people.data ?? []).map((p) => ({ value: p.id, label: p.email }))}
          />
        </div>
        <div className="activity-page__filter">
          <label htmlFor="activity-kind">Kind of thing</label>
          <Select id="activity-kind" allowClear placeholder="Everything" value={filters.kind} onChange={(value?: string) => setFilter('kind', value)} options={KIND_OPTIONS} />
        </div>
        <div className="activity-page__filter">
          <label htmlFor="activity-action">Action</label>
          <Select id="activity-action" allowClear placeholder="Any action" value={filters.action} onChange={(value?: string) => setFilter('action', value)} options={ACTION_OPTIONS} />
        </div>
        <div className="activity-page__filter">
          <label htmlFor="activity-from">From</label>
          <Input id="activity-from" type="date" value={filters.from ?? ''} onChange={(e) => setFilter('from', e.target.value || undefined)} />
        </div>
        <div className="activity-page__filter">
          <label htmlFor="activity-to">To</label>
          <Input id="activity-to" type="date" value={filters.to ?? ''} onChange={(e) => setFilter('to', e.target.value || undefined)} />
        </div>
      </form>
      {list.isPending ? (
        <PageSpinner label="Loading activity…" />
      ) : list.isError && !list.data ? (
        <ErrorAlert message="The activity could not be loaded." onRetry={() => void list.refetch()} />
      ) : list.data!.total === 0 ? (
        <Empty description={Object.keys(filters).length ? 'No changes match these filters.' : 'No changes recorded yet.'} />
      ) : (
        <ResponsiveTable<HistoryEntry> rowKey="id" columns={COLUMNS} dataSource={list.data!.items} pagination={pagination} aria-label="Changes, newest first" />
      )}
    </div>
  );
}
