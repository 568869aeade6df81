import App from 'antd/es/app';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { ROLE_LABELS, type RoleRequest } from '@remuda/contracts';
import { PageSpinner, formatDate, useSession } from '@remuda/shell-kit';
import { ProfileCalendar } from './profile-calendar';
import { ProfileCareDigest } from './profile-care-digest';
import { ProfileSessions } from './profile-sessions';

const REQUEST_TEXT: Record<RoleRequest['status'], (role: string) => string> = {
  pending: (role) => `You asked to become ${role}. An administrator will review your request.`,
  granted: (role) => `Your request to become ${role} was granted.`,
  refused: (role) => `Your request to become ${role} was not granted. Contact an administrator if you have questions.`,
};
const REQUEST_COLOR: Record<RoleRequest['status'], string> = { pending: 'gold', granted: 'green', refused: 'red' };

/** The signed-in account: email, role, the state of its role request, a staff member's calendar address and care digest, and where it is signed in. */
export function ProfilePage() {
  const { account } = useSession();
  if (!account) return <PageSpinner />;
  const request = account.roleRequest;
  // The confirm dialog comes from App.useApp(), which needs an antd App around the screen.
  return (
    <App component={false}>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        Profile
      </Typography.Title>
      <Card>
        <Descriptions column={1} bordered size="middle">
          <Descriptions.Item label="Email">{account.email}</Descriptions.Item>
          <Descriptions.Item label="Role">{ROLE_LABELS[account.role]}</Descriptions.Item>
          <Descriptions.Item label="Member since">{formatDate(account.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Role request">
            {request ? (
              <>
                <Tag color={REQUEST_COLOR[request.status]}>
                  {ROLE_LABELS[request.role]} · {request.status}
                </Tag>
                <div style={{ marginTop: 8 }}>{REQUEST_TEXT[request.status](ROLE_LABELS[request.role])}</div>
              </>
            ) : (
              'None'
            )}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <ProfileCalendar />
      <ProfileCareDigest />
      <ProfileSessions />
    </App>
  );
}
