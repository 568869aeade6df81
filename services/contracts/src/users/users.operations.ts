import { z } from 'zod';
import { defineEdgeRoute, defineOperation } from '../operation.js';
import {
  accountIdSchema,
  accountSchema,
  authResponseSchema,
  changeRoleMessageSchema,
  decideRoleRequestMessageSchema,
  loginRequestSchema,
  registerRequestSchema,
  sessionResponseSchema,
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
    errors: ['VALIDATION_FAILED', 'INVALID_CREDENTIALS', 'RATE_LIMITED'],
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
} as const;

/** Session routes the gateway answers itself. */
export const USER_ROUTES = {
  logout: defineEdgeRoute({
    method: 'POST', path: '/api/users/logout', tag, access: 'public', summary: 'Clear the session cookie',
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
