import { z } from 'zod';

/**
 * Error codes that cross process boundaries. `instanceof` does not survive a message broker, so a service
 * throws a code and the gateway maps it to an HTTP status.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  ACCOUNT_DISABLED: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  ROLE_REQUEST_NOT_FOUND: 404,
  LAST_ADMIN: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** An Idempotency-Key already used for a different request. */
  IDEMPOTENCY_KEY_REUSED: 422,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_STATUS, value);
}

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/** The body of every error answer of the API. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.array(fieldErrorSchema).optional(),
  /** With a 409 for a stale version: the record as it is now, so the user can compare it with theirs and choose. */
  current: z.unknown().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
