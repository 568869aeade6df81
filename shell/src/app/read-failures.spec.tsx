import { configure } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describeReadFailures, pageAnswer, testAccount } from '@remuda/shell-kit/testing';
import { InquiriesPage } from '../features/inquiries/components/inquiries-page';
import { newInquiriesAnswer } from '../features/inquiries/testing';
import { ProfilePage } from '../features/profile/components/profile-page';
import { UsersPage } from '../features/users/components/users-page';
import { AdminLayout } from './layouts/admin-layout';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 5_000 });

// The shell's own staff pages in the staff layout (whose Inquiries badge reads too).
const routes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { path: '/admin/users', element: <UsersPage /> },
      { path: '/admin/inquiries', element: <InquiriesPage /> },
      { path: '/profile', element: <ProfilePage /> },
    ],
  },
];

const admin = testAccount('ADMIN');

describeReadFailures("the shell's staff pages when a read fails", routes, {
  users: { path: '/admin/users', account: admin, api: { 'GET /api/users': { body: [admin] }, ...newInquiriesAnswer(1) } },
  inquiries: {
    path: '/admin/inquiries',
    account: admin,
    api: { 'GET /api/users/inquiries?limit=25&offset=0': pageAnswer([], 0), ...newInquiriesAnswer(0) },
  },
  profile: {
    path: '/profile',
    account: admin,
    api: {
      'GET /api/users/sessions': { body: [] },
      'GET /api/users/calendar-feed': { body: { url: null } },
      'GET /api/users/care-digest': { body: { enabled: false } },
      ...newInquiriesAnswer(0),
    },
  },
});
