import { Suspense, lazy } from 'react';

// Staff screens only, and only on a conflict: antd's pieces load with the first one.
const Button = lazy(() => import('antd/es/button'));
const Modal = lazy(() => import('antd/es/modal'));

interface ConflictDialogProps {
  open: boolean;
  /** What changed, in the dialog's words: 'horse', 'medical record'. */
  what: string;
  /** The labels of the fields the user could change, by field name: the rows compared. */
  fields: Record<string, string>;
  /** The user's change. */
  mine: Record<string, unknown>;
  /** The record as it is now on the server, changed by someone else since the user read it. */
  theirs: Record<string, unknown>;
  busy?: boolean;
  onKeepMine: () => void;
  onKeepTheirs: () => void;
  onClose: () => void;
}

/** A field's value as a person reads it. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(shownValue).join(', ');
  return String(value);
}

/**
 * Someone else changed the record since the user read it: both versions side by side, field by field, and the
 * user chooses. Nothing is overwritten until they do.
 */
export function ConflictDialog({ open, what, fields, mine, theirs, busy, onKeepMine, onKeepTheirs, onClose }: ConflictDialogProps) {
  const differing = Object.keys(fields).filter((key) => shownValue(mine[key]) !== shownValue(theirs[key]));
  return (
    <Suspense fallback={null}>
      <Modal
        open={open}
        title={`This ${what} was changed by someone else`}
        onCancel={onClose}
        width={720}
        footer={[
          <Button key="theirs" onClick={onKeepTheirs} disabled={busy}>
            Keep the other version
          </Button>,
          <Button key="mine" type="primary" onClick={onKeepMine} loading={busy}>
            Keep my version
          </Button>,
        ]}
      >
        <p>
          The {what} changed after you opened it. Compare the two versions and choose which one to keep: keeping yours
          replaces the other one; keeping the other one drops yours.
        </p>
        {differing.length ? (
          <table className="conflict-table" style={{ width: '100%', borderCollapse: 'collapse' }}>
            <caption style={{ textAlign: 'start', fontWeight: 600, paddingBottom: 8 }}>Fields that differ</caption>
            <thead>
              <tr>
                <th scope="col" style={{ textAlign: 'start' }}>Field</th>
                <th scope="col" style={{ textAlign: 'start' }}>Your version</th>
                <th scope="col" style={{ textAlign: 'start' }}>The other version</th>
              </tr>
            </thead>
            <tbody>
              {differing.map((key) => (
                <tr key={key} style={{ borderTop: '1px solid #e8dccb' }}>
                  <th scope="row" style={{ textAlign: 'start', fontWeight: 500 }}>{fields[key]}</th>
                  <td>{shownValue(mine[key])}</td>
                  <td>{shownValue(theirs[key])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>The fields you can edit here are the same in both; the {what} changed in other ways (such as its health or pictures).</p>
        )}
      </Modal>
    </Suspense>
  );
}
