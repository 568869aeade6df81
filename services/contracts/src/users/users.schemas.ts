import { z } from 'zod';
import { roleSchema } from '../role.schema.js';
import { requiredText } from '../validation.js';

export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing it cannot be used to tie up the server. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

export const emailSchema = requiredText('Email is required')
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, { error: `Email must be at most ${EMAIL_MAX_LENGTH} characters`, abort: true })
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
