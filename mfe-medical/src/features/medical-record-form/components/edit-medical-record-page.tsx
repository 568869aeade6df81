import { formatDate, PageSpinner, paths, RecordLoadFailure, RecordsPageStyles, useDocumentTitle, useNavigate, useParams } from '@remuda/shell-kit';
import { useMedicalRecord } from '../../../api/get-medical-record';
import { useUpdateMedicalRecord } from '../api/update-medical-record';
import { formValuesOf } from '../medical-record-form-values';
import { MedicalRecordForm } from './medical-record-form';

const NOT_FOUND = "Medical record not found. It may have been deleted or you don't have permission to view it.";

/** A record's fields, filled in from the server; once saved, its horse's page. */
export function EditMedicalRecordPage() {
  useDocumentTitle('Edit Medical Record');
  const { id = '' } = useParams();
  const record = useMedicalRecord(id);
  const update = useUpdateMedicalRecord();
  const navigate = useNavigate();
  return (
    <div className="records-page">
      <RecordsPageStyles />
      <header className="page-header">
        <h1>Edit Medical Record</h1>
      </header>
      {record.isPending ? (
        <PageSpinner label="Loading the medical record…" />
      ) : record.isError ? (
        <RecordLoadFailure
          error={record.error}
          notFoundText={NOT_FOUND}
          fallbackMessage="Failed to fetch medical records"
          backTo={paths.medicalRecords}
          backLabel="Back to Medical Records"
        />
      ) : (
        <MedicalRecordForm
          key={record.data.id}
          title={`${record.data.horseName ?? 'Unknown Horse'}, ${formatDate(record.data.date)}`}
          initialValues={formValuesOf(record.data)}
          horseName={record.data.horseName}
          submitLabel="Save Changes"
          cancelTo={paths.adminHorse(record.data.horseId)}
          saving={update.isPending}
          error={update.error}
          onSave={async (input) => {
            const saved = await update.mutateAsync({ id: record.data.id, record: input });
            await navigate(paths.adminHorse(saved.horseId));
          }}
        />
      )}
    </div>
  );
}
