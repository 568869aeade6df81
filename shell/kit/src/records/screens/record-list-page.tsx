import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router-dom';
import { formatDate } from '../../format/format';
import { horseOptionsOf, useHorses } from '../../horses/horse-options';
import { canAccess } from '../../routes/require-access';
import { PAGES } from '../../routes/paths';
import { useSession } from '../../session/session';
import { ButtonLink } from '../../ui/button-link';
import { ErrorAlert } from '../../ui/error-alert';
// The screens load on their own (with antd): the table's view comes with them rather than a moment after.
import ResponsiveTable from '../../ui/responsive-table-view';
import { PageSpinner } from '../../ui/page-spinner';
import { RecordActions } from '../../ui/record-actions';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useFilterParams } from '../list-params';
import type { RecordKindClient, RecordRow } from '../record-kind';
import { RecordsPageStyles } from '../records-page-styles';
import { useSearchParam } from '../use-search-param';

const LIST_CSS = `
.records-filters__horse { flex: 1 1 220px; max-width: 280px; }
.records-filters__date { flex: 0 1 170px; }
`;

function columnsFor(kind: RecordKindClient, role: Parameters<typeof canAccess>[1]): ColumnsType<RecordRow> {
  const canOpenHorse = canAccess(PAGES.horse.access, role);
  const canEdit = canAccess(kind.pages.edit.access, role);
  const columns: ColumnsType<RecordRow> = [
    { title: 'Date', dataIndex: 'date', key: 'date', render: (date: string) => <span className="nowrap">{formatDate(date)}</span> },
    {
      title: 'Horse',
      key: 'horse',
      // A horse's page is for staff (SPEC.md section 2): anyone else reads the name without a link to a refusal.
      render: (_, record) =>
        canOpenHorse ? <Link to={PAGES.horse.path(record.horseId)}>{record.horseName ?? 'Unknown Horse'}</Link> : (record.horseName ?? 'Unknown Horse'),
    },
    ...(kind.columns as ColumnsType<RecordRow>),
  ];
  if (!canEdit) return columns;
  return [
    ...columns,
    {
      title: 'Actions',
      key: 'actions',
      render: (_, record) => (
        <RecordActions
          editTo={kind.pages.edit.path(record.id)}
          deleteTo={kind.pages.remove.path(record.id)}
          what={`${kind.noun} of ${formatDate(record.date)}${record.horseName ? ` for ${record.horseName}` : ''}`}
        />
      ),
    },
  ];
}

/**
 * Every record of a kind, newest first, filtered by horse and by a range of days and searched; those who may write
 * them also add, edit and delete. The list comes a page at a time from the server; the filters and the page live in
 * the address (`?horseId=`, `from`, `to`, `q`, `page`), so they survive a reload, and a changed filter or search
 * starts at the first page.
 */
export function RecordListPage({ kind }: { kind: RecordKindClient }) {
  const { texts } = kind;
  useDocumentTitle(texts.pluralTitle);
  const { account } = useSession();
  const [params, setFilter] = useFilterParams();
  const [typed, setTyped, q] = useSearchParam();
  const horseId = params.get('horseId') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const horses = useHorses();
  const { list, pagination } = kind.useSearch({ horseId, from, to, q });
  const filtered = Boolean(horseId || from || to || q);
  const id = (what: string) => `${kind.name}-${what}`;
  const [one, many] = kind.counted;

  return (
    <div className="records-page">
      <RecordsPageStyles />
      <style href="remuda-records-list" precedence="remuda">
        {LIST_CSS}
      </style>
      <header className="page-header">
        <h1>{texts.pluralTitle}</h1>
        {canAccess(kind.pages.add.access, account?.role) && (
          <ButtonLink to={kind.pages.add.path()} type="primary">
            {texts.addLabel}
          </ButtonLink>
        )}
      </header>
      <div className="records-filters" role="search" aria-label={`Filter ${kind.noun}s`}>
        <div className="records-filters__horse">
          <label htmlFor={id('horse')}>Horse</label>
          <Select<string>
            id={id('horse')}
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
        <div className="records-filters__date">
          <label htmlFor={id('from')}>From</label>
          <Input id={id('from')} type="date" value={from} max={to || undefined} onChange={(event) => setFilter('from', event.target.value)} />
        </div>
        <div className="records-filters__date">
          <label htmlFor={id('to')}>To</label>
          <Input id={id('to')} type="date" value={to} min={from || undefined} onChange={(event) => setFilter('to', event.target.value)} />
        </div>
        <div className="records-filters__search">
          <label htmlFor={id('search')}>{kind.searchLabel}</label>
          <Input id={id('search')} type="search" allowClear value={typed} onChange={(event) => setTyped(event.target.value)} maxLength={100} autoComplete="off" />
        </div>
      </div>
      <ErrorAlert message={horses.error?.message} />
      <ErrorAlert message={list.error?.message} />
      {list.isPending ? (
        <PageSpinner label={texts.loading} />
      ) : list.isError ? null : list.data.total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? texts.noneMatching : texts.none} />
      ) : (
        <>
          <p className="records-count" role="status">
            {list.data.total} {list.data.total === 1 ? one : many}
          </p>
          <ResponsiveTable<RecordRow>
            rowKey="id"
            dataSource={list.data.items}
            columns={columnsFor(kind, account?.role)}
            pagination={pagination}
            size="middle"
            loading={list.isPlaceholderData}
          />
        </>
      )}
    </div>
  );
}
