import { useQueryClient } from '@tanstack/react-query';
import { DeleteRecordConfirmation, formatDate, paths, RecordScreen, useNavigate, useParams, versionOf } from '@remuda/shell-kit';
import { medicalRecordQueryOptions, useMedicalRecord } from '../../../api/get-medical-record';
import { HealthChecks } from '../../../components/health-checks';
import { useDeleteMedicalRecord } from '../api/delete-medical-record';

/** A record's details, a warning, and its deletion after a second confirmation. */
export function DeleteMedicalRecordPage() {
  const { id = '' } = useParams();
  const record = useMedicalRecord(id);
  const remove = useDeleteMedicalRecord();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const deleteRecord = async (horseId: string, version: number | undefined) => {
    try {
      await remove.mutateAsync({ id, version });
    } catch {
      return; // shown in the alert
    }
    await navigate(horseId ? paths.adminHorse(horseId) : paths.medicalRecords);
    queryClient.removeQueries({ queryKey: medicalRecordQueryOptions(id).queryKey });
  };

  return (
    <RecordScreen
      title="Delete Medical Record"
      record={record}
      loadingLabel="Loading the medical record…"
      failure={{
        notFoundText: "Medical record not found. It may have been deleted already or you don't have permission to view it.",
        fallbackMessage: 'Failed to fetch medical records',
        backTo: paths.medicalRecords,
        backLabel: 'Back to Medical Records',
      }}
    >
      {(data) => (
        <DeleteRecordConfirmation
          what="medical record"
          listPath={paths.medicalRecords}
          deleting={remove.isPending}
          error={remove.error}
          onDelete={() => deleteRecord(data.horseId, versionOf(data))}
          details={
            <>
              <dt>Horse</dt>
              <dd>{data.horseName ?? 'Unknown Horse'}</dd>
              <dt>Date</dt>
              <dd>{formatDate(data.date)}</dd>
              <dt>Description</dt>
              <dd>{data.description}</dd>
              {data.vet && (
                <>
                  <dt>Vet</dt>
                  <dd>{data.vet}</dd>
                </>
              )}
              {data.notes && (
                <>
                  <dt>Notes</dt>
                  <dd>{data.notes}</dd>
                </>
              )}
              <dt>Health Checks</dt>
              <dd>
                <HealthChecks record={data} />
              </dd>
            </>
          }
        />
      )}
    </RecordScreen>
  );
}
