import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert, PageSpinner, formatDate, paths, useLocation, useNavigate, useParams } from '@remuda/shell-kit';
import { medicalRecordQueryOptions, useMedicalRecord } from '../../../api/get-medical-record';
import { HealthChecks } from '../../../components/health-checks';
import { RecordLoadFailure } from '../../../components/record-load-failure';
import { StaffStyles } from '../../../components/staff-styles';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useDeleteMedicalRecord } from '../api/delete-medical-record';

const NOT_FOUND = "Medical record not found. It may have been deleted already or you don't have permission to view it.";

const DELETE_CSS = `
.record-details { max-width: 720px; background: #fff; border: 1px solid #eadfcd; border-radius: 8px; padding: 16px; margin-bottom: 16px; }
.record-details h2 { font-size: 20px; margin: 0 0 12px; }
.record-details dl { display: grid; grid-template-columns: minmax(90px, max-content) 1fr; gap: 8px 16px; margin: 0; }
.record-details dt { font-weight: 600; color: #4a3626; }
.record-details dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
.delete-actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 16px; }
`;

/** A record's details, a warning, and its deletion after a second confirmation. */
export function DeleteMedicalRecordPage() {
  useDocumentTitle('Delete Medical Record');
  const { id = '' } = useParams();
  const record = useMedicalRecord(id);
  const remove = useDeleteMedicalRecord();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);

  // "Back" is the previous page when there is one in this tab; opened directly, the list.
  const cancel = () => void (location.key !== 'default' ? navigate(-1) : navigate(paths.medicalRecords));

  const confirmDelete = async () => {
    setConfirming(false);
    if (!record.data) return;
    const horseId = record.data.horseId;
    try {
      await remove.mutateAsync(id);
    } catch {
      return; // shown in the alert
    }
    await navigate(horseId ? paths.adminHorse(horseId) : paths.medicalRecords);
    queryClient.removeQueries({ queryKey: medicalRecordQueryOptions(id).queryKey });
  };

  return (
    <div className="medical-page">
      <StaffStyles />
      <style href="remuda-medical-delete" precedence="remuda">
        {DELETE_CSS}
      </style>
      <header className="page-header">
        <h1>Delete Medical Record</h1>
      </header>
      {record.isPending ? (
        <PageSpinner label="Loading the medical record…" />
      ) : record.isError ? (
        <RecordLoadFailure error={record.error} notFoundText={NOT_FOUND} />
      ) : (
        <>
          <ErrorAlert message={remove.error?.message} />
          <section className="record-details" aria-labelledby="record-details-title">
            <h2 id="record-details-title">Record details</h2>
            <dl>
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
            </dl>
          </section>
          <Alert
            type="warning"
            showIcon
            title="Are you sure you want to delete this medical record? This action cannot be undone."
            style={{ maxWidth: 720 }}
          />
          <div className="delete-actions">
            <Button size="large" onClick={cancel} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              size="large"
              type="primary"
              danger
              className="strong-danger"
              onClick={() => setConfirming(true)}
              disabled={remove.isPending}
              loading={remove.isPending}
            >
              {remove.isPending ? 'Deleting...' : 'Delete Record'}
            </Button>
          </div>
          <Modal
            open={confirming}
            title="Confirm Deletion"
            okText="Delete"
            cancelText="Cancel"
            okButtonProps={{ danger: true, className: 'strong-danger' }}
            onOk={confirmDelete}
            onCancel={() => setConfirming(false)}
          >
            <p>Are you absolutely sure you want to delete this medical record? This action cannot be undone.</p>
          </Modal>
        </>
      )}
    </div>
  );
}
