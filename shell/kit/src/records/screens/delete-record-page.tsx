import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '../../format/format';
import { versionOf } from '../../offline/submit-write';
import { PAGES } from '../../routes/paths';
import { DeleteRecordConfirmation } from '../delete-record-confirmation';
import type { RecordKindClient, RecordRow } from '../record-kind';
import { RecordScreen } from '../record-screen';

/** A record's details, a warning, and its deletion after a second confirmation; then its horse's page. */
export function DeleteRecordPage({ kind }: { kind: RecordKindClient }) {
  const { texts } = kind;
  const { id = '' } = useParams();
  const record = kind.useRecord(id);
  const remove = kind.useDelete();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const deleteRecord = async (horseId: string, version: number | undefined) => {
    try {
      await remove.mutateAsync({ id, version });
    } catch {
      return; // shown in the alert
    }
    await navigate(horseId ? PAGES.horse.path(horseId) : kind.pages.list.path);
    queryClient.removeQueries({ queryKey: kind.keys.detail(id) });
  };

  return (
    <RecordScreen<RecordRow>
      title={`Delete ${texts.title}`}
      record={record}
      loadingLabel={texts.loadingOne}
      failure={{
        notFoundText: `${texts.Noun} not found. It may have been deleted already or you don't have permission to view it.`,
        fallbackMessage: texts.fetchFailed,
        backTo: kind.pages.list.path,
        backLabel: `Back to ${texts.pluralTitle}`,
      }}
    >
      {(data) => (
        <DeleteRecordConfirmation
          what={kind.noun}
          listPath={kind.pages.list.path}
          deleting={remove.isPending}
          error={remove.error}
          onDelete={() => deleteRecord(data.horseId, versionOf(data))}
          details={
            <>
              <dt>Horse</dt>
              <dd>{data.horseName ?? 'Unknown Horse'}</dd>
              <dt>Date</dt>
              <dd>{formatDate(data.date)}</dd>
              {kind.details(data)}
            </>
          }
        />
      )}
    </RecordScreen>
  );
}
