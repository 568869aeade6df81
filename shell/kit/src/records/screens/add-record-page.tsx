import { useNavigate, useSearchParams } from 'react-router-dom';
import { todayUtc } from '../../format/format';
import { PAGES } from '../../routes/paths';
import { useDocumentTitle } from '../../ui/use-document-title';
import type { RecordKindClient } from '../record-kind';
import { RecordsPageStyles } from '../records-page-styles';
import { RecordForm } from './record-form';

/**
 * A new record, dated today. Opened from a horse (`?horseId=`), the horse is fixed and saving goes back to its page;
 * otherwise staff choose the horse and saving goes to the list. Saved offline, it waits on the device.
 */
export function AddRecordPage({ kind }: { kind: RecordKindClient }) {
  const { texts } = kind;
  useDocumentTitle(`Add ${texts.title}`);
  const [search] = useSearchParams();
  const fromHorse = search.get('horseId') || undefined;
  const create = kind.useCreate();
  const navigate = useNavigate();
  const back = fromHorse ? PAGES.horse.path(fromHorse) : kind.pages.list.path;
  return (
    <div className="records-page">
      <RecordsPageStyles />
      <header className="page-header">
        <h1>{`Add ${texts.title}`}</h1>
      </header>
      <RecordForm
        key={fromHorse ?? ''}
        kind={kind}
        title={`New ${texts.title}`}
        initialValues={{ horseId: fromHorse, date: todayUtc(), ...kind.empty() }}
        horseLocked={Boolean(fromHorse)}
        submitLabel={kind.createLabel}
        cancelTo={back}
        saving={create.isPending}
        error={create.error}
        attachments
        onSave={async (input, attachments) => {
          await create.mutateAsync({ ...input, attachments });
          await navigate(back);
        }}
      />
    </div>
  );
}
