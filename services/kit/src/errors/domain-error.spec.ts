import { lastValueFrom } from 'rxjs';
import type { ArgumentsHost } from '@nestjs/common';
import { memoryLogger } from '../testing/index.js';
import { DomainError, validationFailed } from './domain-error.js';
import { RpcErrorsFilter } from './rpc-errors.filter.js';

const GENERIC = 'Something went wrong on our side. Please try again.';

describe('DomainError', () => {
  it('is an Error with a code, a message and optional field errors', () => {
    const err = new DomainError('NOT_FOUND', 'No such horse');
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ name: 'DomainError', code: 'NOT_FOUND', message: 'No such horse', errors: undefined });
  });

  it('puts only what the caller may see on the wire', () => {
    expect(new DomainError('NOT_FOUND', 'No such horse').toServiceError()).toEqual({ code: 'NOT_FOUND', message: 'No such horse' });
    const errors = [{ field: 'email', message: 'An account with this email already exists' }];
    const wire = new DomainError('CONFLICT', 'Already registered', errors).toServiceError();
    expect(wire).toEqual({ code: 'CONFLICT', message: 'Already registered', errors });
    expect(Object.keys(wire)).not.toContain('stack');
  });

  it('comes back from the wire as it left, through JSON', () => {
    const original = validationFailed([
      { field: 'email', message: 'Email is required' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
    const back = DomainError.fromWire(JSON.parse(JSON.stringify(original.toServiceError())));
    expect(back).toBeInstanceOf(DomainError);
    expect([back.code, back.message, back.errors]).toEqual([original.code, original.message, original.errors]);
    const plain = DomainError.fromWire(new DomainError('LAST_ADMIN', 'Keep one administrator').toServiceError());
    expect([plain.code, plain.message, plain.errors]).toEqual(['LAST_ADMIN', 'Keep one administrator', undefined]);
  });

  it.each([
    ['an unknown code', { code: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND db.internal' }],
    ['a code inherited from Object', { code: 'toString', message: 'x' }],
    ['no code', { message: 'Connection closed' }],
    ['a code that is not text', { code: 404, message: 'Not found' }],
    ['no message', { code: 'NOT_FOUND' }],
    ['malformed field errors', { code: 'VALIDATION_FAILED', message: 'x', errors: [{ field: 'email' }] }],
    ['a string', 'There is no matching message handler defined in the remote service.'],
    ['null', null],
    ['undefined', undefined],
  ])('turns %s into INTERNAL without passing its text on', (_what, payload) => {
    const err = DomainError.fromWire(payload);
    expect(err).toBeInstanceOf(DomainError);
    expect(err.code).toBe('INTERNAL');
    expect(err.message).toBe(GENERIC);
    expect(err.errors).toBeUndefined();
  });

  it('gives validation failures the code the gateway answers 400 for', () => {
    const errors = [{ field: 'email', message: 'Email is required' }];
    expect(validationFailed(errors)).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please check the highlighted fields.', errors });
  });
});

describe('RpcErrorsFilter', () => {
  const host = {} as ArgumentsHost;

  it('answers a DomainError with its code, message and field errors', async () => {
    const logger = memoryLogger();
    const filter = new RpcErrorsFilter(logger);
    const errors = [{ field: 'decision', message: 'Decision must be grant or refuse' }];
    await expect(lastValueFrom(filter.catch(new DomainError('VALIDATION_FAILED', 'Check it', errors), host))).rejects.toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Check it',
      errors,
    });
    expect(logger.lines).toEqual([]);
  });

  it('answers anything else as INTERNAL and logs it where the stack is', async () => {
    const logger = memoryLogger();
    const filter = new RpcErrorsFilter(logger);
    const bug = new TypeError("Cannot read properties of undefined (reading 'passwordHash')");
    await expect(lastValueFrom(filter.catch(bug, host))).rejects.toEqual({ code: 'INTERNAL', message: GENERIC });
    expect(logger.lines).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'unhandled error in message handler',
        err: expect.objectContaining({ name: 'TypeError', message: bug.message, stack: bug.stack }),
      }),
    ]);
  });
});
