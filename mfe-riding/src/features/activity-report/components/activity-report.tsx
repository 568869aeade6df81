import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import type { ColumnsType } from 'antd/es/table';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { HorseRidingActivity } from '@remuda/contracts';
import { ErrorAlert, Link, PageSpinner, ResponsiveTable, downloadCsv, formatDate, paths } from '@remuda/shell-kit';
import { REPORT_WEEKS, useRidingActivity } from '../api/get-riding-activity';
import { type IdleSort, MOST_IDLE_FIRST, RIDE_LEVELS, activityCsv, daysSinceText, rideLevel, shortDate, sortHorses } from '../activity-rows';

// Cell shades from the ranch's sand to its leather; each keeps its text at 4.5:1 or more (WCAG 1.4.3).
const REPORT_CSS = `
.activity-report__header { display: flex; flex-wrap: wrap; gap: 12px 16px; align-items: center; justify-content: space-between; margin-bottom: 12px; }
.activity-report__header h2 { margin: 0; font-size: 22px; }
.activity-report h3 { margin: 24px 0 8px; font-size: 18px; }
.activity-report__chart { position: relative; overflow-x: auto; border: 1px solid #e0d2bd; border-radius: 6px; background: #fff; }
.activity-report__chart:focus-visible { outline: 2px solid #7a3e14; outline-offset: 2px; }
.activity-grid { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
.activity-grid th, .activity-grid td { padding: 6px 8px; border-bottom: 1px solid #efe6d8; white-space: nowrap; }
.activity-grid thead th { font-weight: 600; font-size: 14px; text-align: center; }
.activity-grid th[scope="row"], .activity-grid thead th:first-child { position: sticky; left: 0; background: #fff; text-align: left; font-weight: 600; }
.activity-grid td { min-width: 36px; padding: 6px 4px; text-align: center; }
.activity-level-0 { background: #fff; color: #6b5d50; }
.activity-level-1 { background: #f3e4cf; color: #2a211a; }
.activity-level-2 { background: #e2c29b; color: #2a211a; }
.activity-level-3 { background: #c98d55; color: #2a211a; }
.activity-level-4 { background: #7a3e14; color: #fff; font-weight: 600; }
.activity-legend { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin: 8px 0 0; padding: 0; list-style: none; font-size: 14px; }
.activity-legend li { display: flex; gap: 6px; align-items: center; }
.activity-legend__swatch { width: 16px; height: 16px; border: 1px solid #d8c8b0; border-radius: 3px; }
`;

/**
 * The heat map: one row per horse, one column per week, each cell the week's number of rides, shaded by it. Where
 * the weeks do not fit (a phone), it opens scrolled to the latest ones, the weeks a trainer looks at first.
 */
function RidesPerWeek({ weeks, horses }: { weeks: readonly string[]; horses: readonly HorseRidingActivity[] }) {
  const chart = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (chart.current) chart.current.scrollLeft = chart.current.scrollWidth;
  }, [weeks]);
  return (
    <>
      <div ref={chart} className="activity-report__chart" role="region" aria-labelledby="activity-report-weekly" tabIndex={0}>
        <table className="activity-grid" aria-labelledby="activity-report-weekly">
          <thead>
            <tr>
              <th scope="col">Horse</th>
              {weeks.map((week) => (
                <th scope="col" key={week}>
                  <span className="visually-hidden">Week of </span>
                  {shortDate(week)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {horses.map((horse) => (
              <tr key={horse.horseId}>
                <th scope="row">{horse.horseName}</th>
                {horse.rides.map((rides, i) => (
                  <td key={weeks[i]} className={`activity-level-${rideLevel(rides)}`}>
                    {rides}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="activity-legend" aria-label="Shading: rides in a week">
        {RIDE_LEVELS.map(({ level, label }) => (
          <li key={level}>
            <span className={`activity-legend__swatch activity-level-${level}`} aria-hidden="true" />
            {label}
          </li>
        ))}
      </ul>
    </>
  );
}

const BY_NAME: IdleSort = { by: 'name', order: 'ascend' };

function idleColumns(sort: IdleSort): ColumnsType<HorseRidingActivity> {
  const sortOrder = (by: IdleSort['by']) => (sort.by === by ? sort.order : null);
  return [
    {
      title: 'Horse',
      key: 'name',
      sorter: true,
      sortOrder: sortOrder('name'),
      sortDirections: ['ascend', 'descend'],
      render: (_, horse) => <Link to={paths.adminHorse(horse.horseId)}>{horse.horseName}</Link>,
    },
    {
      title: 'Last ride',
      key: 'lastRide',
      render: (_, horse) => (horse.lastRide ? formatDate(horse.lastRide) : 'Never'),
    },
    {
      title: 'Days since last ride',
      key: 'idle',
      sorter: true,
      sortOrder: sortOrder('idle'),
      sortDirections: ['descend', 'ascend'],
      render: (_, horse) => daysSinceText(horse.daysSinceLastRide),
    },
  ];
}

/**
 * The riding section of /admin/reports (slot `riding/activity-report`): every living horse's rides in each of the
 * last 12 weeks as a shaded grid, how long each has gone since its last ride (most idle first, sortable), and
 * both as a CSV file.
 */
export default function ActivityReport() {
  const activity = useRidingActivity();
  const [sort, setSort] = useState<IdleSort>(MOST_IDLE_FIRST);
  const report = activity.data;
  const byName = useMemo(() => (report ? sortHorses(report.horses, BY_NAME) : []), [report]);
  const idle = useMemo(() => sortHorses(byName, sort), [byName, sort]);

  return (
    <div className="activity-report">
      <style href="remuda-riding-activity-report" precedence="remuda">
        {REPORT_CSS}
      </style>
      <header className="activity-report__header">
        <h2>Riding Activity</h2>
        <Button onClick={() => report && downloadCsv(`riding-activity-${report.today}.csv`, activityCsv(report.weeks, idle))} disabled={idle.length === 0}>
          Download CSV
        </Button>
      </header>
      <p>
        How often each living horse was ridden in each of the last {REPORT_WEEKS} weeks (weeks start on Monday), and how long each has gone
        without a ride.
      </p>
      <ErrorAlert message={activity.error?.message} />
      {activity.isPending ? (
        <PageSpinner label="Loading the riding activity…" />
      ) : !report ? null : idle.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No horses found." />
      ) : (
        <>
          <h3 id="activity-report-weekly">Rides per week</h3>
          <RidesPerWeek weeks={report.weeks} horses={byName} />
          <h3 id="activity-report-idle">Days since last ride</h3>
          <ResponsiveTable<HorseRidingActivity>
            aria-labelledby="activity-report-idle"
            rowKey="horseId"
            dataSource={idle}
            columns={idleColumns(sort)}
            pagination={false}
            size="middle"
            onChange={(_, __, sorter) => {
              const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
              setSort(chosen?.order ? { by: chosen.columnKey as IdleSort['by'], order: chosen.order } : MOST_IDLE_FIRST);
            }}
          />
        </>
      )}
    </div>
  );
}
