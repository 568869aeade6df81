import { z } from 'zod';
import { defineEdgeRoute, defineOperation } from '../operation.js';
import {
  accountIdSchema,
  accountSchema,
  authResponseSchema,
  changeRoleMessageSchema,
  decideRoleRequestMessageSchema,
  loginRequestSchema,
  activeSessionSchema,
  registerRequestSchema,
  sessionIdSchema,
  sessionResponseSchema,
  sessionSchema,
  sessionSnapshotSchema,
  setDisabledMessageSchema,
  startSessionRequestSchema,
  startedSessionSchema,
  userSchema,
} from './users.schemas.js';

const tag = 'users';

/** What the users service answers, and the account routes the gateway answers itself around them. */
export const USER_OPERATIONS = {
  register: defineOperation({
    pattern: 'users.account.register',
    access: 'public',
    request: registerRequestSchema,
    answer: accountSchema,
    errors: ['VALIDATION_FAILED', 'EMAIL_TAKEN', 'RATE_LIMITED'],
    http: {
      method: 'POST', path: '/api/users/register', tag, status: 201, answer: authResponseSchema,
      summary: 'Create a USER account; asking for TRAINER or ADMIN records a role request',
    },
  }),
  verifyCredentials: defineOperation({
    pattern: 'users.account.verify-credentials',
    access: 'public',
    request: loginRequestSchema,
    answer: userSchema,
    errors: ['VALIDATION_FAILED', 'INVALID_CREDENTIALS', 'ACCOUNT_DISABLED', 'RATE_LIMITED'],
    http: {
      method: 'POST', path: '/api/users/login', tag, answer: authResponseSchema,
      summary: 'Sign in; sets the session cookie and answers the token for API clients',
    },
  }),
  /** An account: its owner's, or any for an administrator. */
  get: defineOperation({
    pattern: 'users.account.get',
    access: 'signed-in',
    request: accountIdSchema,
    answer: accountSchema,
    errors: ['USER_NOT_FOUND', 'FORBIDDEN'],
  }),
  list: defineOperation({
    pattern: 'users.account.list',
    access: 'admin',
    request: z.object({}),
    answer: z.array(accountSchema),
    errors: [],
    http: { method: 'GET', path: '/api/users', tag, summary: 'All accounts with their role requests' },
  }),
  changeRole: defineOperation({
    pattern: 'users.account.change-role',
    access: 'admin',
    request: changeRoleMessageSchema,
    answer: accountSchema,
    errors: ['VALIDATION_FAILED', 'USER_NOT_FOUND', 'LAST_ADMIN'],
    http: { method: 'PUT', path: '/api/users/{id}/role', tag, summary: "Change an account's role" },
  }),
  decideRoleRequest: defineOperation({
    pattern: 'users.role-request.decide',
    access: 'admin',
    request: decideRoleRequestMessageSchema,
    answer: accountSchema,
    errors: ['VALIDATION_FAILED', 'USER_NOT_FOUND', 'ROLE_REQUEST_NOT_FOUND'],
    http: { method: 'POST', path: '/api/users/{id}/role-request', tag, summary: 'Grant or refuse a pending role request' },
  }),
  setDisabled: defineOperation({
    pattern: 'users.account.set-disabled',
    access: 'admin',
    request: setDisabledMessageSchema,
    answer: accountSchema,
    errors: ['VALIDATION_FAILED', 'USER_NOT_FOUND', 'LAST_ADMIN'],
    http: {
      method: 'PUT', path: '/api/users/{id}/disabled', tag,
      summary: 'Disable an account (it cannot sign in and its sessions end) or enable it again',
    },
  }),
  /** Records a session for an account whose credentials the gateway has just checked; its id goes in the token. */
  startSession: defineOperation({
    pattern: 'users.session.start',
    access: 'public',
    request: startSessionRequestSchema,
    answer: startedSessionSchema,
    errors: ['VALIDATION_FAILED', 'USER_NOT_FOUND', 'ACCOUNT_DISABLED'],
  }),
  /** What every gateway replica's view of sessions starts from: each account's state and the signed-out sessions. */
  sessionSnapshot: defineOperation({
    pattern: 'users.session.snapshot',
    access: 'public',
    request: z.object({}),
    answer: sessionSnapshotSchema,
    errors: [],
  }),
  listSessions: defineOperation({
    pattern: 'users.session.list',
    access: 'signed-in',
    request: z.object({}),
    answer: z.array(sessionSchema),
    errors: [],
    http: {
      method: 'GET', path: '/api/users/sessions', tag, answer: z.array(activeSessionSchema),
      summary: "The signed-in account's active sessions, newest first; `current` marks the one asking",
    },
  }),
  /** Signs out one of the actor's own sessions. */
  revokeSession: defineOperation({
    pattern: 'users.session.revoke',
    access: 'signed-in',
    request: sessionIdSchema,
    answer: z.object({ ok: z.literal(true) }),
    errors: ['NOT_FOUND'],
    http: { method: 'DELETE', path: '/api/users/sessions/{id}', tag, summary: 'Sign out one of your sessions' },
  }),
  /** Signs out every session of the actor's account, the one asking included. */
  revokeAllSessions: defineOperation({
    pattern: 'users.session.revoke-all',
    access: 'signed-in',
    request: z.object({}),
    answer: z.object({ ok: z.literal(true) }),
    errors: [],
    http: { method: 'DELETE', path: '/api/users/sessions', tag, summary: 'Sign out everywhere; clears the session cookie' },
  }),
} as const;

/** Session routes the gateway answers itself. */
export const USER_ROUTES = {
  logout: defineEdgeRoute({
    method: 'POST', path: '/api/users/logout', tag, access: 'public', summary: 'End this session and clear the session cookie',
    answer: z.object({ ok: z.literal(true) }), errors: [],
  }),
  session: defineEdgeRoute({
    method: 'GET', path: '/api/users/session', tag, access: 'public',
    summary: 'The signed-in account, or null for a visitor (never 401)', answer: sessionResponseSchema, errors: [],
  }),
  profile: defineEdgeRoute({
    method: 'GET', path: '/api/users/profile', tag, access: 'signed-in',
    summary: 'The signed-in account with its pending role request', answer: accountSchema, errors: [],
  }),
} as const;
