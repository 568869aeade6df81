import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import { ErrorAlert, formatDate } from '@remuda/shell-kit';
import { useActiveSessions, useSignOutEverywhere, useSignOutSession } from '../api/sessions';
import { deviceName } from './device-name';

/** Where the account is signed in: each session's device and start, this one marked; sign out others or all. */
export function ProfileSessions() {
  const sessions = useActiveSessions();
  const signOut = useSignOutSession();
  const everywhere = useSignOutEverywhere();
  const { modal } = App.useApp();

  const confirmEverywhere = () =>
    modal.confirm({
      title: 'Sign out everywhere',
      content: 'Every browser and app signed in to your account, this one included, will be signed out.',
      okText: 'Sign out everywhere',
      okButtonProps: { danger: true },
      onOk: () => everywhere.mutateAsync().catch(() => undefined),
    });

  return (
    <Card
      title={<h2 style={{ fontSize: 18, margin: 0 }}>Active sessions</h2>}
      extra={
        <Button danger onClick={confirmEverywhere} loading={everywhere.isPending}>
          Sign out everywhere
        </Button>
      }
      style={{ marginTop: 24 }}
      loading={sessions.isPending}
    >
      <ErrorAlert message={sessions.error?.message ?? signOut.error?.message ?? everywhere.error?.message} />
      <ul className="plain-list" aria-label="Active sessions">
        {(sessions.data ?? []).map((session) => (
          <li key={session.id} className="request-row">
            <span>
              <strong>{deviceName(session.userAgent)}</strong>
              {session.current && (
                <Tag color="blue" style={{ marginLeft: 8 }}>
                  This device
                </Tag>
              )}
              <span className="muted"> · signed in {formatDate(session.createdAt)}</span>
            </span>
            {!session.current && (
              <Button onClick={() => signOut.mutate(session.id)} loading={signOut.isPending && signOut.variables === session.id}>
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
