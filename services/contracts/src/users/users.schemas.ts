import { z } from 'zod';
import { roleSchema } from '../role.schema.js';
import { text } from '../validation.js';

export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing it cannot be used to tie up the server. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
/** The users service refuses a new password found in its list of common and breached passwords with this. */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.';

export const emailSchema = text({ label: 'Email', required: true, max: EMAIL_MAX_LENGTH })
  .toLowerCase()
  .email({ error: 'Please enter a valid email address' });

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type User = z.infer<typeof userSchema>;

export const REQUESTABLE_ROLES = ['TRAINER', 'ADMIN'] as const;
export const ROLE_REQUEST_STATUSES = ['pending', 'granted', 'refused'] as const;

export const roleRequestSchema = z.object({
  role: z.enum(REQUESTABLE_ROLES),
  status: z.enum(ROLE_REQUEST_STATUSES),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RoleRequest = z.infer<typeof roleRequestSchema>;

/** An account as its owner (profile) and administrators (users screen) see it. */
export const accountSchema = userSchema.extend({
  createdAt: z.string(),
  roleRequest: roleRequestSchema.nullable(),
  /** A disabled account cannot sign in, and its sessions have ended. */
  disabled: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

/** Who is signed in, for the page to ask without a 401 when nobody is. */
export const sessionResponseSchema = z.object({ account: accountSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  /** The role asked for. Accounts start as USER; TRAINER or ADMIN becomes a request an administrator decides. */
  role: roleSchema.default('USER'),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/**
 * What the users service answers a registration: the new account, or null when the address already has one. The
 * gateway answers both alike (a session token and a user), so that nobody learns which addresses have accounts;
 * the owner of a taken address is told by mail instead (`users.registration.email-taken`).
 */
export const registrationSchema = z.object({ account: accountSchema.nullable() });
export type Registration = z.infer<typeof registrationSchema>;

/** Someone asked to register an address that already has an account: its owner is told by mail. */
export const emailTakenSchema = z.object({ accountId: z.string(), email: z.string(), requestedAt: z.string() });

export const authResponseSchema = z.object({
  token: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const changeRoleRequestSchema = z.object({ role: roleSchema });
export type ChangeRoleRequest = z.infer<typeof changeRoleRequestSchema>;

export const ROLE_DECISIONS = ['grant', 'refuse'] as const;
export const decideRoleRequestSchema = z.object({
  decision: z.enum(ROLE_DECISIONS, { error: 'Decision must be grant or refuse' }),
});
export type DecideRoleRequest = z.infer<typeof decideRoleRequestSchema>;

export const accountIdSchema = z.object({ id: z.uuid({ error: 'Unknown account' }) });

/** Message data of the users service's administrator commands: the account's id beside the request body. */
export const changeRoleMessageSchema = accountIdSchema.extend(changeRoleRequestSchema.shape);
export const decideRoleRequestMessageSchema = accountIdSchema.extend(decideRoleRequestSchema.shape);

/** An administrator disables an account (its sessions end, it cannot sign in) or enables it again. */
export const setDisabledRequestSchema = z.object({ disabled: z.boolean({ error: 'Disabled must be true or false' }) });
export type SetDisabledRequest = z.infer<typeof setDisabledRequestSchema>;
export const setDisabledMessageSchema = accountIdSchema.extend(setDisabledRequestSchema.shape);

/**
 * What the gateway needs to know of an account to judge its sessions: the current role, whether it is disabled,
 * and its session version (raised when every session of the account must end). `version` orders the account's
 * states: the database raises it by one in the transaction that makes each change, so states that arrive out of
 * order are put back in the order they were committed, and a missing number shows a state was missed.
 * `changedAt` is the instant of the change.
 */
export const accountStateSchema = z.object({
  id: z.string(),
  role: roleSchema,
  disabled: z.boolean(),
  sessionVersion: z.number().int().min(1),
  version: z.number().int().min(0),
  changedAt: z.string(),
});
export type AccountState = z.infer<typeof accountStateSchema>;

/** A signed-out session, kept in the gateways' view until the token it was issued with would have expired. */
export const revokedSessionSchema = z.object({ id: z.string(), accountId: z.string(), expiresAt: z.string() });
export type RevokedSession = z.infer<typeof revokedSessionSchema>;

/** Everything the gateway's view of sessions holds, as it reads it at start-up and after a reconnect. */
export const sessionSnapshotSchema = z.object({ accounts: z.array(accountStateSchema), revoked: z.array(revokedSessionSchema) });
export type SessionSnapshot = z.infer<typeof sessionSnapshotSchema>;

export const SESSION_USER_AGENT_MAX_LENGTH = 512;
export const SESSION_ADDRESS_MAX_LENGTH = 64;

/** The gateway starts a session for an account whose credentials it has just checked. */
export const startSessionRequestSchema = z.object({
  accountId: z.uuid(),
  expiresAt: z.iso.datetime(),
  userAgent: z.string().max(SESSION_USER_AGENT_MAX_LENGTH).nullable(),
  address: z.string().max(SESSION_ADDRESS_MAX_LENGTH).nullable(),
});
export const startedSessionSchema = z.object({ id: z.string(), account: accountStateSchema });
export type StartedSession = z.infer<typeof startedSessionSchema>;

/** One of an account's sessions (a signed-in browser or API client), as its owner sees it. */
export const sessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  address: z.string().nullable(),
});
export type Session = z.infer<typeof sessionSchema>;
/** A session in the profile's list, marked when it is the one asking. */
export const activeSessionSchema = sessionSchema.extend({ current: z.boolean() });
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const sessionIdSchema = z.object({ id: z.uuid({ error: 'Unknown session' }) });

/**
 * A private calendar address's secret: 32 random bytes in base64url (43 characters). It is the whole credential of
 * the feed, so it is compared only as a whole and never logged.
 */
export const calendarFeedTokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Unknown calendar address' }) });
/** The actor's calendar token, or null until one is made. */
export const calendarFeedSchema = z.object({ token: z.string().nullable() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
/** The actor's private calendar address as the profile shows it, or null until one is made. */
export const calendarAddressSchema = z.object({ url: z.string().nullable() });
export type CalendarAddress = z.infer<typeof calendarAddressSchema>;
/** Who a calendar token belongs to, as the gateway judges whether its feed may be read. */
export const calendarFeedOwnerSchema = z.object({ id: z.string(), email: z.string(), role: roleSchema, disabled: z.boolean() });
export type CalendarFeedOwner = z.infer<typeof calendarFeedOwnerSchema>;
