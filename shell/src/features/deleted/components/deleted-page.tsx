import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Typography from 'antd/es/typography';
import type { DeletedItem } from '@remuda/contracts';
import { ErrorAlert, PageSpinner, ResponsiveTable, formatDate } from '@remuda/shell-kit';
import { deletedWhat, useRecentlyDeleted, useRestore } from '../api/deleted';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long is left to restore it, in whole days. */
export function daysLeft(restorableUntil: string, now = Date.now()): string {
  const days = Math.floor((Date.parse(restorableUntil) - now) / DAY_MS);
  if (days < 1) return 'Less than a day';
  return days === 1 ? '1 day' : `${days} days`;
}

/** A line naming it: its horse and date, or its title. */
const described = (item: DeletedItem) =>
  [item.horseName ?? (item.horseId ? 'Unknown Horse' : null), item.date ? formatDate(item.date) : null, item.title].filter(Boolean).join(' · ');

/**
 * Recently deleted (administrators): medical records, riding logs, horses' pictures and clips and gallery
 * pictures deleted within the retention period, newest first, each restored after a confirmation.
 */
export function DeletedPage() {
  // The confirm dialog and the toasts come from App.useApp(), which needs an antd App around the screen.
  return (
    <App component={false}>
      <DeletedScreen />
    </App>
  );
}

function DeletedScreen() {
  const deleted = useRecentlyDeleted();
  const restore = useRestore();
  const { modal, message } = App.useApp();

  if (deleted.isPending) return <PageSpinner />;
  const list = deleted.data ?? [];

  const confirmRestore = (item: DeletedItem) =>
    modal.confirm({
      title: 'Restore',
      content: `Restore this ${deletedWhat(item).toLowerCase()} (${described(item)})? It comes back as it was when deleted.`,
      okText: 'Restore',
      onOk: () =>
        restore
          .mutateAsync(item)
          .then(() => message.success(`${deletedWhat(item)} restored.`))
          .catch(() => undefined),
    });

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Recently deleted
      </Typography.Title>
      <Typography.Paragraph className="muted">
        Deleted medical records, riding logs, horse pictures and clips and gallery pictures are kept for a while, then removed for good.
      </Typography.Paragraph>
      <ErrorAlert message={deleted.error?.message ?? restore.error?.message} />
      <Card>
        {list.length === 0 && !deleted.error ? (
          <Empty description="Nothing was deleted recently." image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <ResponsiveTable<DeletedItem>
            rowKey={(item) => `${item.kind}/${item.id}`}
            dataSource={list}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            columns={[
              { title: 'What', render: (_, item) => deletedWhat(item) },
              { title: 'Details', render: (_, item) => described(item) },
              { title: 'Deleted by', render: (_, item) => item.deletedBy ?? 'Unknown' },
              { title: 'Deleted', render: (_, item) => formatDate(item.deletedAt) },
              { title: 'Days left', render: (_, item) => daysLeft(item.restorableUntil) },
              {
                title: 'Actions',
                render: (_, item) => (
                  <Button size="small" aria-label={`Restore ${deletedWhat(item).toLowerCase()} ${described(item)}`} disabled={restore.isPending} onClick={() => confirmRestore(item)}>
                    Restore
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Card>
    </>
  );
}
