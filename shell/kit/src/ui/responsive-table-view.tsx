import Table from 'antd/es/table';
import type { ColumnType, TableProps } from 'antd/es/table';
import type { TdHTMLAttributes } from 'react';

/**
 * A table that fits its box. Wide enough, it is a table whose cells wrap (never a sideways scroll hiding the last
 * columns); narrower than a phone's width (its own box, so a table beside the staff navigation or in a tab counts
 * what it has, not the screen's), each row becomes a stacked card, every cell under its column's name, the row's
 * actions last and in reach.
 */
const RESPONSIVE_TABLE_CSS = `
.responsive-table { container-type: inline-size; min-width: 0; }
.responsive-table .ant-table-content { overflow-x: auto; }
.responsive-table .ant-table-cell { overflow-wrap: anywhere; }
.responsive-table .ant-tag { white-space: normal; }
@container (max-width: 640px) {
  .responsive-table table, .responsive-table .ant-table-tbody, .responsive-table .ant-table-tbody > tr { display: block; width: 100%; }
  .responsive-table .ant-table-thead { display: block; }
  .responsive-table .ant-table-thead > tr { display: flex; flex-wrap: wrap; gap: 4px 8px; }
  .responsive-table .ant-table-thead > tr > th { display: block; border: none; padding: 4px 8px; background: none; }
  .responsive-table .ant-table-thead > tr > th:not(.ant-table-column-has-sorters) { display: none; }
  .responsive-table .ant-table-tbody > tr { padding: 8px 0; border-bottom: 1px solid #eadfcd; }
  .responsive-table .ant-table-tbody > tr > td { display: grid; grid-template-columns: minmax(88px, 35%) minmax(0, 1fr); gap: 12px; border: none; padding: 4px 12px; }
  .responsive-table .ant-table-tbody > tr > td[data-label]::before { content: attr(data-label); font-weight: 600; color: #4a3626; }
  .responsive-table .ant-table-tbody > tr > td:not([data-label]) { grid-template-columns: minmax(0, 1fr); }
}
`;

/** A column's name as the stacked row shows it beside each of its cells. */
function labelOf<T>(column: ColumnType<T>): string | undefined {
  return typeof column.title === 'string' ? column.title : undefined;
}

export default function ResponsiveTableView<T extends object>({ columns, className, ...props }: TableProps<T>) {
  const labelled = columns?.map((column) => {
    const label = labelOf(column as ColumnType<T>);
    if (!label) return column;
    return {
      ...column,
      onCell: (record: T, index?: number) => ({ ...column.onCell?.(record, index), 'data-label': label }) as TdHTMLAttributes<HTMLElement>,
    };
  });
  return (
    <div className="responsive-table">
      <style href="remuda-responsive-table" precedence="remuda">
        {RESPONSIVE_TABLE_CSS}
      </style>
      <Table<T> {...props} columns={labelled} className={className} />
    </div>
  );
}
