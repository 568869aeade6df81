import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Radio from 'antd/es/radio';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { ErrorAlert, Link, PageSpinner, ResponsiveTable, downloadCsv, formatDate, paths } from '@remuda/shell-kit';
import { useHorses } from '../../../api/get-horses';
import { DueTag } from '../../../components/health-due-tags';
import { StaffStyles } from '../../../components/staff-styles';
import { CARE_KINDS, todayUtc } from '../../../lib/health-due';
import {
  type HealthFilter,
  type HealthReportRow,
  type HealthSort,
  STATUS_WORDS,
  dueWords,
  healthReportCsv,
  healthReportRows,
  selectRows,
} from '../health-report-rows';

const REPORT_CSS = `
.health-report__header { display: flex; flex-wrap: wrap; gap: 12px 16px; align-items: center; justify-content: space-between; margin-bottom: 12px; }
.health-report__header h2 { margin: 0; font-size: 22px; }
.health-report__filter { margin-bottom: 12px; }
.health-report__filter .ant-radio-group { display: flex; flex-wrap: wrap; row-gap: 8px; }
.health-report__due { display: flex; flex-direction: column; align-items: flex-start; gap: 4px; }
.health-report__count { margin: 0 0 8px; color: #6b5d50; }
`;

const FILTERS: ReadonlyArray<{ value: HealthFilter; label: string }> = [
  { value: 'all', label: 'All horses' },
  { value: 'any', label: 'Needs any care' },
  ...CARE_KINDS.map(({ kind, name }) => ({ value: kind, label: `Needs ${name.toLowerCase()}` })),
];

function columns(sort: HealthSort): ColumnsType<HealthReportRow> {
  const sortOrder = (by: HealthSort['by']) => (sort.by === by ? sort.order : null);
  return [
    {
      title: 'Horse',
      key: 'name',
      sorter: true,
      sortOrder: sortOrder('name'),
      render: (_, { horse }) => (
        <>
          <Link to={paths.adminHorse(horse.id)}>{horse.name}</Link>
          {!horse.on_property && <div className="muted">Off property</div>}
        </>
      ),
    },
    ...CARE_KINDS.map(({ kind, name }) => ({
      title: name,
      key: kind,
      sorter: true,
      sortOrder: sortOrder(kind),
      render: (_: unknown, { care }: HealthReportRow) => (
        <div className="health-report__due">
          <DueTag status={care[kind].status}>{STATUS_WORDS[care[kind].status]}</DueTag>
          <span className={care[kind].last === null ? undefined : 'nowrap'}>{dueWords(care[kind], formatDate)}</span>
        </div>
      ),
    })),
  ];
}

/**
 * The health section of /admin/reports (slot `horses/health-report`): every living horse with each kind of care's
 * status and due date as the horses service keeps them, sortable, filtered by need, and downloadable as CSV.
 */
export default function HealthReport() {
  const horses = useHorses();
  const [filter, setFilter] = useState<HealthFilter>('all');
  const [sort, setSort] = useState<HealthSort>({ by: 'name', order: 'ascend' });
  const today = todayUtc();
  const rows = useMemo(() => (horses.data ? selectRows(healthReportRows(horses.data, today), filter, sort) : []), [horses.data, today, filter, sort]);

  return (
    <section className="staff-page health-report" aria-labelledby="health-report-title">
      <StaffStyles />
      <style href="remuda-horses-health-report" precedence="remuda">
        {REPORT_CSS}
      </style>
      <header className="health-report__header">
        <h2 id="health-report-title">Horse Health</h2>
        <Button onClick={() => downloadCsv(`horse-health-${today}.csv`, healthReportCsv(rows))} disabled={rows.length === 0}>
          Download CSV
        </Button>
      </header>
      <p>Routine care for every living horse: what is needed now, what is due within two weeks, and when each is next due.</p>
      <div className="health-report__filter">
        <Radio.Group
          aria-label="Show"
          optionType="button"
          options={FILTERS.map(({ value, label }) => ({ value, label }))}
          value={filter}
          onChange={(event) => setFilter(event.target.value as HealthFilter)}
        />
      </div>
      <ErrorAlert message={horses.error?.message} />
      {horses.isPending ? (
        <PageSpinner label="Loading the health report…" />
      ) : horses.isError ? null : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filter === 'all' ? 'No horses found.' : 'No horse needs this care right now.'} />
      ) : (
        <>
          <p className="health-report__count" role="status">
            {rows.length} {rows.length === 1 ? 'horse' : 'horses'}
          </p>
          <ResponsiveTable<HealthReportRow>
            rowKey={(row) => row.horse.id}
            dataSource={rows}
            columns={columns(sort)}
            pagination={false}
            size="middle"
            sortDirections={['ascend', 'descend']}
            onChange={(_, __, sorter) => {
              const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
              const by = (chosen?.columnKey ?? 'name') as HealthSort['by'];
              setSort({ by: chosen?.order ? by : 'name', order: chosen?.order ?? 'ascend' });
            }}
          />
        </>
      )}
    </section>
  );
}
