import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { type Account, ROLES, ROLE_LABELS, type Role } from '@remuda/contracts';
import { ErrorAlert, PageSpinner, ResponsiveTable, formatDate, useSession } from '@remuda/shell-kit';
import { useAccounts, useChangeRole, useDecideRoleRequest, useSetDisabled } from '../api/accounts';

/** Administrators see every account, decide role requests, change roles, and disable or enable accounts. */
export function UsersPage() {
  // The confirm dialog and the toasts come from App.useApp(), which needs an antd App around the screen.
  return (
    <App component={false}>
      <UsersScreen />
    </App>
  );
}

function UsersScreen() {
  const accounts = useAccounts();
  const changeRole = useChangeRole();
  const decide = useDecideRoleRequest();
  const setDisabled = useSetDisabled();
  const { modal, message } = App.useApp();
  const { account: me } = useSession();

  if (accounts.isPending) return <PageSpinner />;
  const list = accounts.data ?? [];
  const pending = list.filter((a) => a.roleRequest?.status === 'pending');

  const confirmRole = (account: Account, role: Role) =>
    modal.confirm({
      title: 'Change role',
      content: `Make ${account.email} ${ROLE_LABELS[role] === 'Administrator' ? 'an' : 'a'} ${ROLE_LABELS[role]}?`,
      okText: 'Change role',
      onOk: () =>
        changeRole
          .mutateAsync({ id: account.id, role })
          .then(() => message.success(`${account.email} is now ${ROLE_LABELS[role]}.`))
          .catch(() => undefined),
    });

  const toggleDisabled = (account: Account) =>
    setDisabled
      .mutateAsync({ id: account.id, disabled: !account.disabled })
      .then(() => message.success(account.disabled ? `${account.email} is enabled again.` : `${account.email} is disabled.`))
      .catch(() => undefined);

  const confirmDisable = (account: Account) =>
    modal.confirm({
      title: 'Disable account',
      content: `Disable ${account.email}? The account is signed out everywhere and cannot sign in until it is enabled again.`,
      okText: 'Disable',
      okButtonProps: { danger: true },
      onOk: () => toggleDisabled(account),
    });

  const decideRequest = (account: Account, decision: 'grant' | 'refuse') =>
    decide
      .mutateAsync({ id: account.id, decision })
      .then(() => message.success(decision === 'grant' ? `Request of ${account.email} granted.` : `Request of ${account.email} refused.`))
      .catch(() => undefined);

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Users
      </Typography.Title>
      <ErrorAlert message={accounts.error?.message ?? changeRole.error?.message ?? decide.error?.message ?? setDisabled.error?.message} />
      <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Pending role requests</h2>} style={{ marginBottom: 24 }}>
        {pending.length === 0 ? (
          <Empty description="No pending role requests." image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <ul className="plain-list">
            {pending.map((a) => (
              <li key={a.id} className="request-row">
                <span>
                  <strong>{a.email}</strong> asks to become <strong>{ROLE_LABELS[a.roleRequest!.role]}</strong>
                  <span className="muted"> · {formatDate(a.roleRequest!.requestedAt)}</span>
                </span>
                <Space>
                  <Button type="primary" onClick={() => decideRequest(a, 'grant')} loading={decide.isPending}>
                    Grant
                  </Button>
                  <Button danger onClick={() => decideRequest(a, 'refuse')} loading={decide.isPending}>
                    Refuse
                  </Button>
                </Space>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>All accounts</h2>}>
        <ResponsiveTable<Account>
          rowKey="id"
          dataSource={list}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            { title: 'Email', dataIndex: 'email' },
            {
              title: 'Role',
              dataIndex: 'role',
              render: (role: Role, account) => (
                <Select<Role>
                  aria-label={`Role of ${account.email}`}
                  value={role}
                  style={{ minWidth: 120 }}
                  disabled={changeRole.isPending}
                  options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
                  onChange={(next) => next !== role && confirmRole(account, next)}
                />
              ),
            },
            { title: 'Member since', dataIndex: 'createdAt', render: (v: string) => formatDate(v) },
            {
              title: 'Role request',
              render: (_, account) =>
                account.roleRequest ? (
                  <Tag>
                    {ROLE_LABELS[account.roleRequest.role]} · {account.roleRequest.status}
                  </Tag>
                ) : (
                  <span className="muted">None</span>
                ),
            },
            {
              title: 'Status',
              render: (_, account) =>
                account.disabled ? <Tag color="red">Disabled</Tag> : <span className="muted">Active</span>,
            },
            {
              title: 'Actions',
              render: (_, account) =>
                account.id === me?.id ? (
                  <Tag color="blue">You</Tag>
                ) : (
                  <Button
                    size="small"
                    danger={!account.disabled}
                    aria-label={`${account.disabled ? 'Enable' : 'Disable'} ${account.email}`}
                    disabled={setDisabled.isPending}
                    onClick={() => (account.disabled ? void toggleDisabled(account) : confirmDisable(account))}
                  >
                    {account.disabled ? 'Enable' : 'Disable'}
                  </Button>
                ),
            },
          ]}
        />
      </Card>
    </>
  );
}
