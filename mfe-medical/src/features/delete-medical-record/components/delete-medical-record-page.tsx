import { useQueryClient } from '@tanstack/react-query';
import {
  DeleteRecordConfirmation,
  formatDate,
  PageSpinner,
  paths,
  RecordLoadFailure,
  RecordsPageStyles,
  useDocumentTitle,
  useNavigate,
  useParams,
} from '@remuda/shell-kit';
import { medicalRecordQueryOptions, useMedicalRecord } from '../../../api/get-medical-record';
import { HealthChecks } from '../../../components/health-checks';
import { useDeleteMedicalRecord } from '../api/delete-medical-record';

const NOT_FOUND = "Medical record not found. It may have been deleted already or you don't have permission to view it.";

/** A record's details, a warning, and its deletion after a second confirmation. */
export function DeleteMedicalRecordPage() {
  useDocumentTitle('Delete Medical Record');
  const { id = '' } = useParams();
  const record = useMedicalRecord(id);
  const remove = useDeleteMedicalRecord();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const deleteRecord = async (horseId: string) => {
    try {
      await remove.mutateAsync(id);
    } catch {
      return; // shown in the alert
    }
    await navigate(horseId ? paths.adminHorse(horseId) : paths.medicalRecords);
    queryClient.removeQueries({ queryKey: medicalRecordQueryOptions(id).queryKey });
  };

  return (
    <div className="records-page">
      <RecordsPageStyles />
      <header className="page-header">
        <h1>Delete Medical Record</h1>
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
        <DeleteRecordConfirmation
          what="medical record"
          listPath={paths.medicalRecords}
          deleting={remove.isPending}
          error={remove.error?.message}
          onDelete={() => deleteRecord(record.data.horseId)}
          details={
            <>
              <dt>Horse</dt>
              <dd>{record.data.horseName ?? 'Unknown Horse'}</dd>
              <dt>Date</dt>
              <dd>{formatDate(record.data.date)}</dd>
              <dt>Description</dt>
              <dd>{record.data.description}</dd>
              {record.data.vet && (
                <>
                  <dt>Vet</dt>
                  <dd>{record.data.vet}</dd>
                </>
              )}
              {record.data.notes && (
                <>
                  <dt>Notes</dt>
                  <dd>{record.data.notes}</dd>
                </>
              )}
              <dt>Health Checks</dt>
              <dd>
                <HealthChecks record={record.data} />
              </dd>
            </>
          }
        />
      )}
    </div>
  );
}
