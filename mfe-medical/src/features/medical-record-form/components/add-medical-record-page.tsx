import { paths, RecordsPageStyles, useDocumentTitle, useNavigate, useSearchParams } from '@remuda/shell-kit';
import { useCreateMedicalRecord } from '../api/create-medical-record';
import { emptyRecord } from '../medical-record-form-values';
import { MedicalRecordForm } from './medical-record-form';

/**
 * A new medical record. Opened from a horse (`?horseId=`), the horse is fixed and saving goes back to its page;
 * otherwise staff choose the horse and saving goes to the list.
 */
export function AddMedicalRecordPage() {
  useDocumentTitle('Add Medical Record');
  const [search] = useSearchParams();
  const fromHorse = search.get('horseId') || undefined;
  const create = useCreateMedicalRecord();
  const navigate = useNavigate();
  const back = fromHorse ? paths.adminHorse(fromHorse) : paths.medicalRecords;
  return (
    <div className="records-page">
      <RecordsPageStyles />
      <header className="page-header">
        <h1>Add Medical Record</h1>
      </header>
      <MedicalRecordForm
        key={fromHorse ?? ''}
        title="New Medical Record"
        initialValues={emptyRecord(fromHorse)}
        horseLocked={Boolean(fromHorse)}
        submitLabel="Create Record"
        cancelTo={back}
        saving={create.isPending}
        error={create.error}
        onSave={async (record) => {
          await create.mutateAsync(record);
          await navigate(back);
        }}
      />
    </div>
  );
}
