import { defineHeads } from '../http-route.js';

const tag = 'users';

/** The account calls before their schemas (users.operations.ts adds them), and the session routes the gateway answers itself. */
export const USER_ROUTES = defineHeads({
  register: {
    pattern: 'users.account.register',
    access: 'public',
    http: { method: 'POST', path: '/api/users/register', tag, status: 201, summary:
        'Create a USER account and sign in; asking for TRAINER or ADMIN records a role request. An address that already has an account gets the same answer (a token that signs in to nothing), and its owner a mail' },
  },
  login: {
    pattern: 'users.account.verify-credentials',
    access: 'public',
    http: { method: 'POST', path: '/api/users/login', tag, summary: 'Sign in; sets the session cookie and answers the token for API clients' },
  },
  list: {
    pattern: 'users.account.list',
    access: 'admin',
    http: { method: 'GET', path: '/api/users', tag, summary: 'All accounts with their role requests' },
  },
  changeRole: {
    pattern: 'users.account.change-role',
    access: 'admin',
    http: { method: 'PUT', path: '/api/users/{id}/role', tag, summary: "Change an account's role" },
  },
  decideRoleRequest: {
    pattern: 'users.role-request.decide',
    access: 'admin',
    http: { method: 'POST', path: '/api/users/{id}/role-request', tag, summary: 'Grant or refuse a pending role request' },
  },
  setDisabled: {
    pattern: 'users.account.set-disabled',
    access: 'admin',
    http: { method: 'PUT', path: '/api/users/{id}/disabled', tag, summary: 'Disable an account (it cannot sign in and its sessions end) or enable it again' },
  },
  listSessions: {
    pattern: 'users.session.list',
    access: 'signed-in',
    http: { method: 'GET', path: '/api/users/sessions', tag, summary: "The signed-in account's active sessions, newest first; `current` marks the one asking" },
  },
  revokeSession: {
    pattern: 'users.session.revoke',
    access: 'signed-in',
    http: { method: 'DELETE', path: '/api/users/sessions/{id}', tag, summary: 'Sign out one of your sessions' },
  },
  revokeAllSessions: {
    pattern: 'users.session.revoke-all',
    access: 'signed-in',
    http: { method: 'DELETE', path: '/api/users/sessions', tag, summary: 'Sign out everywhere; clears the session cookie' },
  },
  // Answered by the gateway itself.
  logout: {
    pattern: 'users.session.logout',
    access: 'public',
    http: { method: 'POST', path: '/api/users/logout', tag, summary: 'End this session and clear the session cookie' },
  },
  session: {
    pattern: 'users.session.current',
    access: 'public',
    http: { method: 'GET', path: '/api/users/session', tag, summary: 'The signed-in account, or null for a visitor (never 401)' },
  },
  calendarFeed: {
    pattern: 'users.calendar-feed.get',
    access: 'staff',
    http: { method: 'GET', path: '/api/users/calendar-feed', tag, summary: "Your private calendar address of the herd's care due dates, or null until you make one" },
  },
  replaceCalendarFeed: {
    pattern: 'users.calendar-feed.replace',
    access: 'staff',
    http: { method: 'POST', path: '/api/users/calendar-feed', tag, summary: 'Make a new private calendar address; the old one stops working at once' },
  },
  calendarFeedEvents: {
    pattern: 'users.calendar-feed.events',
    access: 'public',
    http: {
      method: 'GET', path: '/api/calendar/{token}.ics', tag: 'calendar', contentType: 'text/calendar',
      summary: "The herd's care due dates as an iCalendar feed (text/calendar): the token is the credential, so no session is needed. ETag and 304 on If-None-Match",
    },
  },
  profile: {
    pattern: 'users.account.profile',
    access: 'signed-in',
    http: { method: 'GET', path: '/api/users/profile', tag, summary: 'The signed-in account with its pending role request' },
  },
});
