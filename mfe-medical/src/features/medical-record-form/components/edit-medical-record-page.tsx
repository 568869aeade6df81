import { useQueryClient } from '@tanstack/react-query';
import type { MedicalRecordUpdate } from '@remuda/contracts';
import {
  ConflictDialog,
  formatDate,
  isRefreshingKeptAnswer,
  PageSpinner,
  paths,
  RecordLoadFailure,
  RecordsPageStyles,
  useConflictChoice,
  useDocumentTitle,
  useNavigate,
  useParams,
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choice = useConflictChoice<MedicalRecordUpdate>();
  const save = async (mine: MedicalRecordUpdate) => {
    await update.mutateAsync({ id, record: mine }).catch(choice.catchConflict(mine));
    await navigate(paths.adminHorse(mine.horseId));
  };
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
      {choice.conflict && (
        <ConflictDialog
          open
          what="medical record"
          fields={MEDICAL_RECORD_FIELDS}
          mine={choice.conflict.mine as unknown as Record<string, unknown>}
          theirs={choice.conflict.theirs}
          busy={update.isPending}
          onKeepMine={() => {
            const mine = { ...choice.conflict!.mine, version: versionOf(choice.conflict!.theirs) };
            choice.close();
            void save(mine).catch(() => {});
          }}
          onKeepTheirs={() => {
            void queryClient.invalidateQueries({ queryKey: medicalRecordQueryOptions(id).queryKey });
            choice.close();
            update.reset();
            void navigate(paths.adminHorse(String(choice.conflict!.theirs.horseId ?? choice.conflict!.mine.horseId)));
          }}
          onClose={choice.close}
        />
      )}
    </div>
  );
}
