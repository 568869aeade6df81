import App from 'antd/es/app';
import Button from 'antd/es/button';
import { useState } from 'react';
import type { CareKindSetting, CareSettings } from '@remuda/contracts';
import { ErrorAlert, ResponsiveTable } from '@remuda/shell-kit';
import { confirmRemoval } from '../../../components/confirm-removal';
import { useRemoveCareKind } from '../api/care-settings';
import { AddKindForm } from './add-kind-form';
import { EditKindDialog } from './edit-kind-dialog';

/** An interval in words: "Every 90 days", "Every day". */
export const everyDays = (days: number): string => (days === 1 ? 'Every day' : `Every ${days} days`);

/**
 * The kinds of care the ranch follows, each with its interval: any is renamed or re-timed in a small dialog, an
 * added one is removed after a confirmation (records keep their ticks), and a new one is added below.
 */
export function CareKindsSection({ settings, disabled }: { settings: CareSettings; disabled: boolean }) {
  const app = App.useApp();
  const remove = useRemoveCareKind();
  const [editing, setEditing] = useState<CareKindSetting | null>(null);

  const confirmRemove = (kind: CareKindSetting) =>
    confirmRemoval(app, {
      name: kind.name,
      content: `The ranch stops following ${kind.name}: it leaves Today's care and the medical record form. Records that ticked it keep it.`,
      remove: () => remove.mutateAsync({ kind: kind.kind }),
      done: `${kind.name} was removed.`,
    });

  return (
    <section className="care-settings__section" aria-labelledby="care-kinds-title">
      <h2 id="care-kinds-title">Kinds of care</h2>
      <p className="muted">
        Each kind is due again its interval after the last record of it. Changing an interval moves every horse's due date of that kind, but for horses on their
        own interval.
      </p>
      <ErrorAlert message={remove.error?.message} />
      <ResponsiveTable<CareKindSetting>
        rowKey="kind"
        dataSource={settings.kinds}
        pagination={false}
        size="middle"
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Interval', dataIndex: 'intervalDays', render: (days: number) => everyDays(days) },
          { title: 'Type', dataIndex: 'builtIn', render: (builtIn: boolean) => (builtIn ? 'Built in' : 'Added') },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, kind) => (
              <div className="care-settings__actions">
                <Button size="small" aria-label={`Edit ${kind.name}`} disabled={disabled} onClick={() => setEditing(kind)}>
                  Edit
                </Button>
                {!kind.builtIn && (
                  <Button size="small" danger className="strong-danger" aria-label={`Remove ${kind.name}`} disabled={disabled || remove.isPending} onClick={() => confirmRemove(kind)}>
                    Remove
                  </Button>
                )}
              </div>
            ),
          },
        ]}
      />
      <AddKindForm disabled={disabled} />
      {editing && <EditKindDialog kind={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
