import { z } from 'zod';
import { defineEdgeRoute, defineOperation } from '../operation.js';
import { USER_ROUTES as R } from './users.routes.js';
import {
  accountIdSchema,
  accountSchema,
  authResponseSchema,
  calendarAddressSchema,
  calendarFeedOwnerSchema,
  calendarFeedSchema,
  calendarFeedTokenSchema,
  changeRoleMessageSchema,
  decideRoleRequestMessageSchema,
  loginRequestSchema,
  activeSessionSchema,
  registerRequestSchema,
  registrationSchema,
  sessionIdSchema,
  sessionResponseSchema,
  sessionSchema,
  sessionSnapshotSchema,
  setDisabledMessageSchema,
  startSessionRequestSchema,
  startedSessionSchema,
  userSchema,
} from './users.schemas.js';

/** What the users service answers, and the account routes the gateway answers itself around them. */
export const USER_OPERATIONS = {
  register: defineOperation({
    ...R.register,
    request: registerRequestSchema,
    answer: registrationSchema,
    // A taken address is answered as a new one is (its owner is told by mail): no EMAIL_TAKEN.
    errors: ['VALIDATION_FAILED', 'RATE_LIMITED'],
    httpAnswer: authResponseSchema,
  }),
  verifyCredentials: defineOperation({
    ...R.login,
    request: loginRequestSchema,
    answer: userSchema,
    errors: ['VALIDATION_FAILED', 'INVALID_CREDENTIALS', 'ACCOUNT_DISABLED', 'RATE_LIMITED'],
    httpAnswer: authResponseSchema,
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
    ...R.list,
    request: z.object({}),
    answer: z.array(accountSchema),
    errors: [],
  }),
  changeRole: defineOperation({
    ...R.changeRole,
    request: changeRoleMessageSchema,
    answer: accountSchema,
    errors: ['VALIDATION_FAILED', 'USER_NOT_FOUND', 'LAST_ADMIN'],
  }),
  decideRoleRequest: defineOperation({
    ...R.decideRoleRequest,
    request: decideRoleRequestMessageSchema,
    answer: accountSchema,
    errors: ['VALIDATION_FAILED', 'USER_NOT_FOUND', 'ROLE_REQUEST_NOT_FOUND', 'LAST_ADMIN'],
  }),
  setDisabled: defineOperation({
    ...R.setDisabled,
    request: setDisabledMessageSchema,
    answer: accountSchema,
    errors: ['VALIDATION_FAILED', 'USER_NOT_FOUND', 'LAST_ADMIN'],
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
  /**
   * Whether the account a request acts for may still make a write of the given access level: refused with
   * UNAUTHENTICATED when disabled, FORBIDDEN when its current role is not admitted. Other services ask it in their
   * writes' transactions (docs/adr/010-sessions.md).
   */
  confirmActor: defineOperation({
    pattern: 'users.actor.confirm',
    access: 'signed-in',
    request: z.object({ access: z.enum(['signed-in', 'staff', 'admin']) }),
    answer: z.object({ ok: z.literal(true) }),
    errors: [],
  }),
  listSessions: defineOperation({
    ...R.listSessions,
    request: z.object({}),
    answer: z.array(sessionSchema),
    errors: [],
    httpAnswer: z.array(activeSessionSchema),
  }),
  /** Signs out one of the actor's own sessions. */
  revokeSession: defineOperation({
    ...R.revokeSession,
    request: sessionIdSchema,
    answer: z.object({ ok: z.literal(true) }),
    errors: ['NOT_FOUND'],
  }),
  /** Signs out every session of the actor's account, the one asking included. */
  revokeAllSessions: defineOperation({
    ...R.revokeAllSessions,
    request: z.object({}),
    answer: z.object({ ok: z.literal(true) }),
    errors: [],
  }),
  /** The actor's calendar token; over HTTP the gateway answers the whole address. */
  calendarFeed: defineOperation({
    ...R.calendarFeed,
    request: z.object({}),
    answer: calendarFeedSchema,
    errors: [],
    httpAnswer: calendarAddressSchema,
  }),
  /** A new calendar token for the actor, replacing the old one at once. */
  replaceCalendarFeed: defineOperation({
    ...R.replaceCalendarFeed,
    request: z.object({}),
    answer: calendarFeedSchema.extend({ token: z.string() }),
    // A body that is not a JSON object is refused at the gateway; any object is the empty request.
    errors: ['BAD_REQUEST'],
    httpAnswer: calendarAddressSchema.extend({ url: z.string() }),
  }),
  /** Who a calendar token belongs to: asked by the gateway for the feed, whose token is its only credential. */
  calendarFeedOwner: defineOperation({
    pattern: 'users.calendar-feed.owner',
    access: 'public',
    request: calendarFeedTokenSchema,
    answer: calendarFeedOwnerSchema,
    errors: ['VALIDATION_FAILED', 'NOT_FOUND'],
  }),
} as const;

/** Session routes the gateway answers itself. */
export const USER_EDGE_ROUTES = {
  logout: defineEdgeRoute({ ...R.logout, answer: z.object({ ok: z.literal(true) }), errors: [] }),
  session: defineEdgeRoute({ ...R.session, answer: sessionResponseSchema, errors: [] }),
  profile: defineEdgeRoute({ ...R.profile, answer: accountSchema, errors: [] }),
  /** The feed a calendar reads: iCalendar text, not JSON; an unknown, replaced or no longer staff token is 404. */
  calendarFeedEvents: defineEdgeRoute({ ...R.calendarFeedEvents, answer: z.string(), errors: ['NOT_FOUND', 'RATE_LIMITED'] }),
} as const;
