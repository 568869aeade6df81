import type { MedicalRecordUpdate } from '@remuda/contracts';
import {
  ConflictDialog,
  formatDate,
  isRefreshingKeptAnswer,
  PageSpinner,
  paths,
  RecordLoadFailure,
  RecordsPageStyles,
  useDocumentTitle,
  useParams,
  useVersionedSave,
  versionOf,
} from '@remuda/shell-kit';
import { medicalRecordQueryOptions, useMedicalRecord } from '../../../api/get-medical-record';
import { MEDICAL_RECORD_FIELDS, useUpdateMedicalRecord } from '../api/update-medical-record';
import { formValuesOf } from '../medical-record-form-values';
import { MedicalRecordForm } from './medical-record-form';

const NOT_FOUND = "Medical record not found. It may have been deleted or you don't have permission to view it.";

/**
 * A record's fields, filled in from the server; once saved (or kept on the device to send), its horse's page.
 * Someone else's change since it was read is shown beside the user's, for them to choose.
 */
export function EditMedicalRecordPage() {
  useDocumentTitle('Edit Medical Record');
  const { id = '' } = useParams();
  const record = useMedicalRecord(id);
  const update = useUpdateMedicalRecord();
  const { save, conflict } = useVersionedSave<MedicalRecordUpdate>({
    send: (mine) => update.mutateAsync({ id, record: mine }),
    leaveTo: (saved) => paths.adminHorse(String(saved.horseId)),
    queryKey: medicalRecordQueryOptions(id).queryKey,
    reset: update.reset,
  });
  return (
    <div className="records-page">
      <RecordsPageStyles />
      <header className="page-header">
        <h1>Edit Medical Record</h1>
      </header>
      {record.isPending || isRefreshingKeptAnswer(record) ? (
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
          onSave={(input) => save({ ...input, version: versionOf(record.data) })}
        />
      )}
      {conflict && <ConflictDialog open what="medical record" fields={MEDICAL_RECORD_FIELDS} busy={update.isPending} {...conflict} />}
    </div>
  );
}
