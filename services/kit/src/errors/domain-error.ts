import { type ErrorCode, type FieldError, type ServiceError, isErrorCode, serviceErrorSchema } from '@remuda/contracts';

/** An expected failure a caller can act on, named by a code that survives a trip over the wire. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    /** With CONFLICT for a stale version: the record as it is now. */
    readonly current?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  toServiceError(): ServiceError {
    const error: ServiceError = { code: this.code, message: this.message };
    if (this.errors) error.errors = this.errors;
    if (this.current !== undefined) error.current = this.current;
    return error;
  }

  /** Rebuilds an error answered by another process; anything unrecognisable becomes INTERNAL. */
  static fromWire(payload: unknown): DomainError {
    const parsed = serviceErrorSchema.safeParse(payload);
    if (parsed.success && isErrorCode(parsed.data.code)) {
      return new DomainError(parsed.data.code, parsed.data.message, parsed.data.errors, parsed.data.current);
    }
    return new DomainError('INTERNAL', 'Something went wrong on our side. Please try again.');
  }
}

export const validationFailed = (errors: FieldError[]) => new DomainError('VALIDATION_FAILED', 'Please check the highlighted fields.', errors);
