import type { MedicalRecordUpdate } from '@remuda/contracts';
import { ConflictDialog, formatDate, paths, RecordScreen, useParams, useVersionedSave, versionOf } from '@remuda/shell-kit';
import { medicalRecordQueryOptions, useMedicalRecord } from '../../../api/get-medical-record';
import { MEDICAL_RECORD_FIELDS, useUpdateMedicalRecord } from '../api/update-medical-record';
import { formValuesOf } from '../medical-record-form-values';
import { MedicalRecordForm } from './medical-record-form';

/**
 * A record's fields, filled in from the server; once saved (or kept on the device to send), its horse's page.
 * Someone else's change since it was read is shown beside the user's, for them to choose.
 */
export function EditMedicalRecordPage() {
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
    <RecordScreen
      title="Edit Medical Record"
      record={record}
      loadingLabel="Loading the medical record…"
      fresh
      failure={{
        notFoundText: "Medical record not found. It may have been deleted or you don't have permission to view it.",
        fallbackMessage: 'Failed to fetch medical records',
        backTo: paths.medicalRecords,
        backLabel: 'Back to Medical Records',
      }}
    >
      {(data) => (
        <>
          <MedicalRecordForm
            key={data.id}
            title={`${data.horseName ?? 'Unknown Horse'}, ${formatDate(data.date)}`}
            initialValues={formValuesOf(data)}
            horseName={data.horseName}
            submitLabel="Save Changes"
            cancelTo={paths.adminHorse(data.horseId)}
            saving={update.isPending}
            error={update.error}
            onSave={(input) => save({ ...input, version: versionOf(data) })}
          />
          {conflict && <ConflictDialog open what="medical record" fields={MEDICAL_RECORD_FIELDS} busy={update.isPending} {...conflict} />}
        </>
      )}
    </RecordScreen>
  );
}
