import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import type { UseQueryResult } from '@tanstack/react-query';
import type { HistoryEntry } from '@remuda/contracts';
import type { ListPage } from '@remuda/shell-kit';
import { ErrorAlert, PageSpinner } from '@remuda/shell-kit';
import { actionText, actorText, changeText, thingText, whenText } from '../../../lib/history-text';
import { HISTORY_PAGE_SIZE } from '../api/get-history';

const HISTORY_CSS = `
.history { border: 1px solid #eadfcd; border-radius: 6px; }
.history__list { list-style: none; margin: 0; padding: 0; }
.history__entry { padding: 12px 16px; border-bottom: 1px solid #f0e6d6; min-width: 0; }
.history__entry:last-child { border-bottom: 0; }
.history__entry h3 { font-size: 16px; margin: 0 0 4px; overflow-wrap: anywhere; }
.history__who { margin: 0 0 4px; color: #6b5d50; overflow-wrap: anywhere; }
.history__changes { margin: 0; padding-left: 20px; overflow-wrap: anywhere; }
.history__pages { display: flex; justify-content: flex-end; padding: 12px 0 0; }
`;

/**
 * A history, newest first: each change's action and thing, who made it and when, and every changed field from
 * its value before to its value after; paged. Says so in plain words when there is none, or when it cannot be read.
 */
export function HistoryList({
  query,
  page,
  onPage,
  label,
}: {
  query: UseQueryResult<ListPage<HistoryEntry>>;
  page: number;
  onPage: (page: number) => void;
  label: string;
}) {
  if (query.isPending) return <PageSpinner label="Loading history…" />;
  if (query.isError && !query.data) {
    return <ErrorAlert message="The history could not be loaded." onRetry={() => void query.refetch()} />;
  }
  const { items, total } = query.data!;
  if (total === 0) return <Empty description="No changes recorded yet." />;
  return (
    <div className="history">
      <style href="remuda-activity-history" precedence="remuda">
        {HISTORY_CSS}
      </style>
      <ol className="history__list" aria-label={label}>
        {items.map((entry) => (
          <li key={entry.id} className="history__entry">
            <h3>
              {actionText(entry)}: {thingText(entry)}
            </h3>
            <p className="history__who">
              {actorText(entry)} · <time dateTime={entry.occurredAt}>{whenText(entry.occurredAt)}</time>
            </p>
            {entry.changes.length > 0 && (
              <ul className="history__changes" aria-label="Changed fields">
                {entry.changes.map((change) => (
                  <li key={change.field}>{changeText(change)}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {total > HISTORY_PAGE_SIZE && (
        <div className="history__pages">
          <Pagination size="small" current={page} pageSize={HISTORY_PAGE_SIZE} total={total} onChange={onPage} showSizeChanger={false} />
        </div>
      )}
    </div>
  );
}
