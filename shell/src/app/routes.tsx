import type { RouteObject } from 'react-router-dom';
import { PAGES, PageSpinner, PublicLayout, RequireAccess, aliasRoutes } from '@remuda/shell-kit';
import { cacheRestored } from './query-client';
import { RemoteArea } from './remotes/remote-area';

/**
 * A shell page loaded on first visit, in the ranch theme (these pages draw antd), so sign-in and account screens
 * cost a visitor of /about nothing.
 */
const page = (load: () => Promise<React.ComponentType>) => async () => {
  const [Page, { RanchTheme }] = await Promise.all([load(), import('./ranch-theme')]);
  return {
    Component: function ThemedPage() {
      return (
        <RanchTheme>
          <Page />
        </RanchTheme>
      );
    },
  };
};

/** What shows while a page opened directly (not navigated to) loads its code. */
const loading = { hydrateFallbackElement: <PageSpinner /> };

/** The staff layout behind the sign-in guard, loaded only when a staff page is first opened. */
const adminLayout = async () => {
  const [{ AdminLayout }] = await Promise.all([import('./layouts/admin-layout'), cacheRestored]);
  return {
    element: (
      <RequireAccess access="signed-in">
        <AdminLayout />
      </RequireAccess>
    ),
  };
};

/**
 * The whole site. The shell draws the layouts, sign-in, guards and error pages; every other page comes from a
 * remote, loaded the first time one of its paths is visited.
 */
export const routes: RouteObject[] = [
  ...aliasRoutes(),
  {
    element: <PublicLayout />,
    children: [
      { path: 'login', ...loading, lazy: page(async () => (await import('../features/auth/components/login-page')).LoginPage) },
      { path: 'register', ...loading, lazy: page(async () => (await import('../features/auth/components/register-page')).RegisterPage) },
      { path: 'unauthorized', ...loading, lazy: page(async () => (await import('./pages/unauthorized-page')).UnauthorizedPage) },
      {
        path: 'care-digest/unsubscribe',
        ...loading,
        lazy: page(async () => (await import('../features/care-digest/components/unsubscribe-page')).CareDigestUnsubscribePage),
      },
      { path: '*', element: <RemoteArea layout="public" /> },
    ],
  },
  {
    // The staff area is a pathless layout over 'admin/*', not a route 'admin' with a '*' child: a splat child
    // does not match its parent's own path, which would leave /admin itself (the dashboard) empty.
    lazy: adminLayout,
    ...loading,
    children: [
      {
        path: 'admin/users',
        ...loading,
        lazy: async () => {
          const { UsersPage } = await import('../features/users/components/users-page');
          return {
            element: (
              <RequireAccess access={PAGES.users.access}>
                <UsersPage />
              </RequireAccess>
            ),
          };
        },
      },
      {
        path: 'admin/deleted',
        ...loading,
        lazy: async () => {
          const { DeletedPage } = await import('../features/deleted/components/deleted-page');
          return {
            element: (
              <RequireAccess access={PAGES.deleted.access}>
                <DeletedPage />
              </RequireAccess>
            ),
          };
        },
      },
      {
        path: 'admin/reports',
        ...loading,
        lazy: async () => {
          const { ReportsPage } = await import('../features/reports/components/reports-page');
          return {
            element: (
              <RequireAccess access={PAGES.reports.access}>
                <ReportsPage />
              </RequireAccess>
            ),
          };
        },
      },
      {
        path: 'admin/inquiries',
        ...loading,
        lazy: async () => {
          const { InquiriesPage } = await import('../features/inquiries/components/inquiries-page');
          return {
            element: (
              <RequireAccess access={PAGES.inquiries.access}>
                <InquiriesPage />
              </RequireAccess>
            ),
          };
        },
      },
      {
        path: 'admin/webhooks',
        ...loading,
        lazy: async () => {
          const { WebhooksPage } = await import('../features/webhooks/components/webhooks-page');
          return {
            element: (
              <RequireAccess access={PAGES.webhooks.access}>
                <WebhooksPage />
              </RequireAccess>
            ),
          };
        },
      },
      { path: 'admin/*', element: <RemoteArea layout="admin" /> },
    ],
  },
  {
    path: 'profile',
    lazy: adminLayout,
    ...loading,
    children: [{ index: true, ...loading, lazy: page(async () => (await import('../features/profile/components/profile-page')).ProfilePage) }],
  },
];
