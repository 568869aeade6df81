import { type ReactNode, Suspense, lazy } from 'react';
import { canAccess } from '../routes/require-access';
import { useSession } from '../session/session';
import { ButtonLink } from '../ui/button-link';
import { ErrorAlert } from '../ui/error-alert';
import { PageSpinner } from '../ui/page-spinner';
import type { RecordKindClient, RecordRow } from './record-kind';
import { RecordsPageStyles } from './records-page-styles';

// Staff screens only: antd's Empty loads with the first tab that has nothing to show, not with the kit every page loads.
const NoRecords = lazy(async () => {
  const { default: Empty } = await import('antd/es/empty');
  return { default: ({ text }: { text: string }) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} /> };
});

export interface HorseRecordsTabProps<R extends RecordRow = RecordRow> {
  kind: RecordKindClient;
  horseId: string;
  /** The horse's records, newest first, as the kind shows them (a table, a list). */
  children: (records: R[]) => ReactNode;
}

/**
 * The frame of a kind's tab on a horse's staff page: the button to make one for this horse (for those who may),
 * a spinner while the horse's records load, the failure, the kind's words when there are none, else the records.
 */
export function HorseRecordsTab({ kind, horseId, children }: HorseRecordsTabProps) {
  const records = kind.useHorseRecords(horseId);
  const { account } = useSession();
  return (
    <div className="records-page">
      <RecordsPageStyles />
      {canAccess(kind.pages.add.access, account?.role) && (
        <div className="tab-actions">
          <ButtonLink to={kind.pages.add.path(horseId)}>{kind.texts.addLabel}</ButtonLink>
        </div>
      )}
      <ErrorAlert message={records.error?.message} />
      {records.isPending ? (
        <PageSpinner label={kind.texts.loading} />
      ) : records.isError ? null : records.data.length === 0 ? (
        <Suspense fallback={<PageSpinner />}>
          <NoRecords text={kind.texts.noneForHorse} />
        </Suspense>
      ) : (
        children(records.data)
      )}
    </div>
  );
}
