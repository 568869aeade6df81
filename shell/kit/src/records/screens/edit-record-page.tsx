import Button from 'antd/es/button';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatDate } from '../../format/format';
import { ConflictDialog } from '../../offline/conflict-dialog';
import { versionOf } from '../../offline/submit-write';
import { useVersionedSave } from '../../offline/use-versioned-save';
import { RemoteSlot } from '../../remotes/remote-slot';
import { PAGES } from '../../routes/paths';
import { RecordDocuments } from '../record-documents';
import type { RecordKindClient, RecordRow } from '../record-kind';
import { RecordScreen, recordFailure } from '../record-screen';
import { RecordForm } from './record-form';

/**
 * The record's history (who changed what, before and after), drawn by the activity remote: asked for on request,
 * so the edit page itself reads nothing more and works offline as before.
 */
function RecordHistory({ recordId }: { recordId: string }) {
  const [shown, setShown] = useState(false);
  return (
    <section className="record-history" aria-labelledby="record-history-title" style={{ marginTop: 24 }}>
      <h2 id="record-history-title">History</h2>
      {shown ? (
        <RemoteSlot slot="activity/thing-history" props={{ thingId: recordId }} what="history" />
      ) : (
        <Button onClick={() => setShown(true)}>Show changes</Button>
      )}
    </section>
  );
}

/**
 * A record's fields, filled in from the server; once saved (or kept on the device to send), its horse's page.
 * Someone else's change since it was read is shown beside the user's, for them to choose.
 */
export function EditRecordPage({ kind }: { kind: RecordKindClient }) {
  const { texts } = kind;
  const { id = '' } = useParams();
  const record = kind.useRecord(id);
  const update = kind.useUpdate();
  const { save, conflict } = useVersionedSave<{ horseId: string; version?: number }>({
    send: (mine) => update.mutateAsync({ id, record: mine }),
    leaveTo: (saved) => PAGES.horse.path(String(saved.horseId)),
    queryKey: kind.keys.detail(id),
    reset: update.reset,
  });
  return (
    <RecordScreen<RecordRow>
      title={`Edit ${texts.title}`}
      record={record}
      loadingLabel={texts.loadingOne}
      fresh
      failure={recordFailure(kind, false)}
    >
      {(data) => (
        <>
          <RecordForm
            key={data.id}
            kind={kind}
            title={`${data.horseName ?? 'Unknown Horse'}, ${formatDate(data.date)}`}
            initialValues={kind.valuesOf(data)}
            horseName={data.horseName}
            submitLabel="Save Changes"
            cancelTo={PAGES.horse.path(data.horseId)}
            saving={update.isPending}
            error={update.error}
            onSave={(input) => save({ ...(input as { horseId: string }), version: versionOf(data) })}
          />
          {kind.documents && <RecordDocuments kind={kind} record={data} canEdit />}
          <RecordHistory recordId={data.id} />
          {conflict && <ConflictDialog open what={kind.noun} fields={kind.conflictFields} busy={update.isPending} {...conflict} />}
        </>
      )}
    </RecordScreen>
  );
}
