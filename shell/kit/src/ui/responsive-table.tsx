import type { TableProps } from 'antd/es/table';
import { type JSX, Suspense, lazy } from 'react';

// The staff screens' tables: antd's table loads with the first screen that draws one, not with the kit every page
// loads (the public pages draw none).
const View = lazy(() => import('./responsive-table-view'));

/**
 * The one table of the staff screens (record lists, a horse's tabs, inquiries, users, reports): antd's Table that
 * never makes its page scroll sideways. It takes antd's props, less `scroll`: its columns' string titles name the
 * cells when a narrow box stacks the rows.
 */
export function ResponsiveTable<T extends object>(props: Omit<TableProps<T>, 'scroll'>) {
  const Table = View as unknown as (props: TableProps<T>) => JSX.Element;
  return (
    <Suspense fallback={null}>
      <Table {...props} />
    </Suspense>
  );
}
