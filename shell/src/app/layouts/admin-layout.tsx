import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Grid from 'antd/es/grid';
import Layout from 'antd/es/layout';
import Menu from 'antd/es/menu';
import Modal from 'antd/es/modal';
import { type ComponentType, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { AccessLevel } from '@remuda/contracts';
import { DOMAIN_NAV } from '@remuda/contracts/domains';
import { BrandMark, ButtonLink, PAGES, canAccess, initial, pageAccess, paths, staffHome, useSession, useWaitingWrites } from '@remuda/shell-kit';
import { useSignOut } from '../../features/auth/api/session-mutations';
import { AboutThisSite } from '../remotes/site-versions';
import { RanchTheme } from '../ranch-theme';
import { NewInquiriesBadge } from '../../features/inquiries/components/new-inquiries-badge';
import { ConnectionStatus } from '../../features/offline/components/connection-status';
import { WaitingChanges, waitingLabel } from '../../features/offline/components/waiting-changes';
import { useSendWaitingWrites } from '../../features/offline/hooks/use-send-waiting-writes';

export const DRAWER_WIDTH = 250;

/**
 * The staff navigation: the shell's own pages around the domains' entries (their `nav` in the domain manifest),
 * each shown to whoever may open its page (the kit's page table, which the route guards read too).
 */
const NAV: ReadonlyArray<{ to: string; label: string; access: AccessLevel; Badge?: ComponentType }> = [
  { to: PAGES.dashboard.path, label: 'Home', access: PAGES.dashboard.access },
  ...DOMAIN_NAV.map((n) => ({ to: n.path, label: n.label, access: pageAccess(n.path) ?? 'admin' })),
  { to: PAGES.reports.path, label: 'Reports', access: PAGES.reports.access },
  { to: PAGES.inquiries.path, label: 'Inquiries', access: PAGES.inquiries.access, Badge: NewInquiriesBadge },
  { to: PAGES.users.path, label: 'Users', access: PAGES.users.access },
  { to: PAGES.deleted.path, label: 'Recently deleted', access: PAGES.deleted.access },
  { to: PAGES.webhooks.path, label: 'Webhooks', access: PAGES.webhooks.access },
  { to: PAGES.profile.path, label: 'Profile', access: PAGES.profile.access },
];

/** The nav entry a path belongs to: the longest one that is a prefix of it. */
function selectedEntry(pathname: string): string | undefined {
  return NAV.filter((n) => pathname === n.to || pathname.startsWith(`${n.to}/`)).sort((a, b) => b.to.length - a.to.length)[0]?.to;
}

/** The staff area in the ranch theme (the public pages around it draw no antd and so have none). */
export function AdminLayout() {
  return (
    <RanchTheme>
      <StaffFrame />
    </RanchTheme>
  );
}

/** The staff area's frame: navigation by role, the signed-in account, and a drawer on small screens. */
function StaffFrame() {
  const { account } = useSession();
  const compact = Grid.useBreakpoint().md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const waiting = useWaitingWrites().length;
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  useSendWaitingWrites();
  useEffect(() => setDrawerOpen(false), [location.pathname]);
  const doSignOut = () => {
    setConfirmSignOut(false);
    signOut.mutate(undefined, { onSettled: () => void navigate(paths.home) });
  };

  const selected = selectedEntry(location.pathname);
  const menu = (
    <nav aria-label="Staff">
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        style={{ borderInlineEnd: 'none' }}
        items={NAV.filter((n) => canAccess(n.access, account?.role)).map((n) => ({
          key: n.to,
          label: (
            <Link to={n.to} aria-current={selected === n.to ? 'page' : undefined}>
              {n.label}
              {n.Badge && <n.Badge />}
            </Link>
          ),
        }))}
      />
    </nav>
  );

  const accountArea = account ? (
    <div className="admin-account">
      <Avatar style={{ background: '#7a3e14' }} aria-hidden="true">
        {initial(account.email)}
      </Avatar>
      <span className="admin-account__email">{account.email}</span>
      {account.role === 'ADMIN' && <AboutThisSite />}
      <Button onClick={() => (waiting ? setConfirmSignOut(true) : doSignOut())} loading={signOut.isPending}>
        Logout
      </Button>
    </div>
  ) : (
    <ButtonLink to={paths.login} type="primary">
      Login
    </ButtonLink>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {/* antd's header sets a 64 px line height of its own, which pushed the bar's content below its middle. */}
      <Layout.Header className="site-header" style={{ height: 'auto', lineHeight: 'normal', paddingInline: compact ? 12 : 24 }}>
        {compact && (
          <Button type="text" className="site-header__toggle" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
            Menu
          </Button>
        )}
        <BrandMark to={staffHome(account?.role)} />
        {!compact && accountArea}
      </Layout.Header>
      <Layout>
        {!compact && (
          <Layout.Sider width={DRAWER_WIDTH} theme="light" style={{ background: '#fff' }}>
            {menu}
          </Layout.Sider>
        )}
        <Layout.Content id="main" tabIndex={-1} style={{ padding: compact ? 16 : 24, outline: 'none', minWidth: 0 }}>
          <div className="offline-bar">
            <ConnectionStatus />
            <WaitingChanges />
          </div>
          <Outlet />
        </Layout.Content>
      </Layout>
      <Modal
        open={confirmSignOut}
        title="Sign out with changes waiting?"
        okText="Sign out anyway"
        cancelText="Stay signed in"
        onOk={doSignOut}
        onCancel={() => setConfirmSignOut(false)}
      >
        <p>
          {waitingLabel(waiting)}: they have not reached the server yet. They stay on this device and are sent the next
          time you sign in here; nobody else signing in on this device sends them. Stay signed in until they are sent
          to have them saved now.
        </p>
      </Modal>
      {compact && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="left"
          size={DRAWER_WIDTH}
          title="Remuda Ranch"
        >
          {menu}
          <div style={{ marginTop: 16 }}>{accountArea}</div>
        </Drawer>
      )}
    </Layout>
  );
}
