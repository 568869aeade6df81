import Switch from 'antd/es/switch';
import { type CareDigestRecipient, ROLE_LABELS } from '@remuda/contracts';
import { ErrorAlert, PageSpinner, ResponsiveTable, refusalMessage } from '@remuda/shell-kit';
import { useDigestRecipients, useSetDigestRecipient } from '../api/digest-recipients';
import { hourLabel } from './ranch-settings-form';

/**
 * Who gets the daily care digest by mail: every enabled staff account with a switch, the administrator's way to
 * turn anyone's on or off (each also does so on their profile, and from the mail itself).
 */
export function DigestRecipientsSection({ digestHour, disabled }: { digestHour: number; disabled: boolean }) {
  const recipients = useDigestRecipients();
  const change = useSetDigestRecipient();

  return (
    <section className="care-settings__section" aria-labelledby="care-digest-title">
      <h2 id="care-digest-title">Digest recipients</h2>
      <p className="muted">
        The daily care mail goes out at {hourLabel(digestHour)}, ranch time, to the trainers and administrators turned on here. Each can also turn their own on or
        off on their profile, or stop it from the mail.
      </p>
      <ErrorAlert message={refusalMessage(change.error)} />
      {recipients.isPending ? (
        <PageSpinner label="Loading the digest recipients…" />
      ) : recipients.isError ? (
        <ErrorAlert message={recipients.error.message} onRetry={() => void recipients.refetch()} />
      ) : (
        <ResponsiveTable<CareDigestRecipient>
          rowKey="id"
          dataSource={recipients.data}
          pagination={false}
          size="middle"
          columns={[
            { title: 'Email', dataIndex: 'email' },
            { title: 'Role', dataIndex: 'role', render: (role: CareDigestRecipient['role']) => ROLE_LABELS[role] },
            {
              title: 'Daily care mail',
              dataIndex: 'enabled',
              render: (enabled: boolean, row) => (
                <span className="care-settings__actions">
                  <Switch
                    aria-label={`Daily care mail for ${row.email}`}
                    checked={enabled}
                    disabled={disabled || (change.isPending && change.variables?.id !== row.id)}
                    loading={change.isPending && change.variables?.id === row.id}
                    onChange={(on) => change.mutate({ id: row.id, enabled: on })}
                  />
                  <span>{enabled ? 'On' : 'Off'}</span>
                </span>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
