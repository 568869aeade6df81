import { ERROR_STATUS, apiErrorSchema, isErrorCode } from './errors.js';

describe('ERROR_STATUS', () => {
  it('maps each code to an HTTP error status', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect([code, status >= 400 && status <= 599]).toEqual([code, true]);
    }
  });

  it('answers bad input 400, missing auth 401, wrong role 403, unknown ids 404 and conflicts 409', () => {
    expect(ERROR_STATUS.VALIDATION_FAILED).toBe(400);
    expect(ERROR_STATUS.UNAUTHENTICATED).toBe(401);
    expect(ERROR_STATUS.INVALID_CREDENTIALS).toBe(401);
    expect(ERROR_STATUS.FORBIDDEN).toBe(403);
    expect(ERROR_STATUS.NOT_FOUND).toBe(404);
    expect(ERROR_STATUS.USER_NOT_FOUND).toBe(404);
    expect(ERROR_STATUS.LAST_ADMIN).toBe(409);
    expect(ERROR_STATUS.RATE_LIMITED).toBe(429);
    expect(ERROR_STATUS.INTERNAL).toBe(500);
    expect(ERROR_STATUS.SERVICE_UNAVAILABLE).toBe(503);
  });
});

describe('isErrorCode', () => {
  it('recognises every code of the catalogue', () => {
    for (const code of Object.keys(ERROR_STATUS)) expect(isErrorCode(code)).toBe(true);
  });

  it('refuses names inherited from Object.prototype, which a hostile peer could send', () => {
    for (const name of ['toString', 'constructor', 'hasOwnProperty', '__proto__', 'valueOf']) {
      expect(isErrorCode(name)).toBe(false);
    }
  });

  it('refuses other spellings and other types', () => {
    for (const value of ['not_found', 'NOT FOUND', '', 'TEAPOT', 404, null, undefined, { code: 'NOT_FOUND' }]) {
      expect(isErrorCode(value)).toBe(false);
    }
  });
});

describe('apiErrorSchema', () => {
  it('describes the error body of the API: message, optional code and field errors', () => {
    const body = { message: 'Please check the highlighted fields.', code: 'VALIDATION_FAILED', errors: [{ field: 'email', message: 'Email is required' }] };
    expect(apiErrorSchema.parse(body)).toEqual(body);
    expect(apiErrorSchema.parse({ message: 'Not found' })).toEqual({ message: 'Not found' });
    expect(apiErrorSchema.safeParse({ code: 'X' }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ message: 'x', errors: [{ field: 'email' }] }).success).toBe(false);
  });
});
