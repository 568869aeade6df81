import { type ReactNode, Suspense, lazy, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isConflict } from '../offline/submit-write';
import { ErrorAlert } from '../ui/error-alert';
import { PageSpinner } from '../ui/page-spinner';

// Staff screens only: antd's pieces load with the first delete screen, not with the kit that every page loads.
const Alert = lazy(() => import('antd/es/alert'));
const Button = lazy(() => import('antd/es/button'));
const Modal = lazy(() => import('antd/es/modal'));

interface DeleteRecordConfirmationProps {
  /** What is deleted, in the warnings' words: 'medical record'. */
  what: string;
  /** The record's details, as <dt>/<dd> pairs. */
  details: ReactNode;
  /** Where Cancel goes when the page was opened directly (otherwise it goes back). */
  listPath: string;
  deleting: boolean;
  /** The last deletion's failure, shown in the red alert. */
  error: Error | null;
  /** Deletes the record, after the second confirmation, and moves on. */
  onDelete: () => Promise<void>;
}

/**
 * The body of a record's delete screen (SPEC.md section 2, "Delete medical record"): the record's details and a
 * warning, Cancel and 'Delete Record' ('Deleting...' while busy), then a 'Confirm Deletion' dialog before the
 * deletion itself.
 */
export function DeleteRecordConfirmation({ what, details, listPath, deleting, error, onDelete }: DeleteRecordConfirmationProps) {
  // Someone else changed the record since the page was opened: the details now shown are theirs, read again.
  const message = isConflict(error) ? `${error.message} The details below show it as it is now: delete it again if you still want to.` : error?.message;
  const navigate = useNavigate();
  const location = useLocation();
  const [confirming, setConfirming] = useState(false);

  // "Back" is the previous page when there is one in this tab; opened directly, the list.
  const cancel = () => void (location.key !== 'default' ? navigate(-1) : navigate(listPath));

  const confirm = () => {
    setConfirming(false);
    return onDelete();
  };

  return (
    <Suspense fallback={<PageSpinner />}>
      <ErrorAlert message={message} />
      <section className="record-details" aria-labelledby="record-details-title">
        <h2 id="record-details-title">Record details</h2>
        <dl>{details}</dl>
      </section>
      <Alert type="warning" showIcon title={`Are you sure you want to delete this ${what}? This action cannot be undone.`} style={{ maxWidth: 720 }} />
      <div className="delete-actions">
        <Button size="large" onClick={cancel} disabled={deleting}>
          Cancel
        </Button>
        <Button
          size="large"
          type="primary"
          danger
          className="strong-danger"
          onClick={() => setConfirming(true)}
          disabled={deleting}
          loading={deleting}
        >
          {deleting ? 'Deleting...' : 'Delete Record'}
        </Button>
      </div>
      <Modal
        open={confirming}
        title="Confirm Deletion"
        okText="Delete"
        cancelText="Cancel"
        okButtonProps={{ danger: true, className: 'strong-danger' }}
        onOk={confirm}
        onCancel={() => setConfirming(false)}
      >
        <p>{`Are you absolutely sure you want to delete this ${what}? This action cannot be undone.`}</p>
      </Modal>
    </Suspense>
  );
}
