import { z } from 'zod';
import { loginRequestSchema, type Actor } from '@remuda/contracts';
import { DomainError } from '../errors/domain-error.js';
import { runInRequestContext } from '../logging/request-context.js';
import { authorize, messageData } from './message-input.js';

const trainer: Actor = { id: 'u1', email: 'trainer@remuda.test', role: 'TRAINER' };

function thrown(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (err) {
    if (err instanceof DomainError) return err;
    throw err;
  }
  throw new Error('expected a DomainError');
}

describe('messageData', () => {
  it('answers the checked data of a request message', () => {
    const message = { meta: { correlationId: 'c', actor: null }, data: { email: ' Rider@Example.com', password: 'secret-1' } };
    expect(messageData(loginRequestSchema, message)).toEqual({ email: 'rider@example.com', password: 'secret-1' });
  });

  it('refuses data that breaks the contract with VALIDATION_FAILED and the field messages', () => {
    const err = thrown(() => messageData(loginRequestSchema, { data: { email: 'nope' } }));
    expect(err.code).toBe('VALIDATION_FAILED');
    expect(err.errors).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'password', message: 'Password is required' },
    ]);
  });

  it.each([null, undefined, 'text', {}])('refuses a message %j without data', (message) => {
    expect(thrown(() => messageData(z.object({ id: z.string() }), message)).code).toBe('VALIDATION_FAILED');
  });
});

describe('authorize', () => {
  it('answers the actor of the request when its role is allowed', () => {
    expect(runInRequestContext({ correlationId: 'c-12345678', actor: trainer }, () => authorize('staff'))).toEqual(trainer);
  });

  it('refuses a visitor with UNAUTHENTICATED', () => {
    const err = runInRequestContext({ correlationId: 'c-12345678', actor: null }, () => thrown(() => authorize('signed-in')));
    expect([err.code, err.message]).toEqual(['UNAUTHENTICATED', 'Please sign in.']);
    expect(thrown(() => authorize('signed-in')).code).toBe('UNAUTHENTICATED');
  });

  it('refuses a role that is not allowed with FORBIDDEN', () => {
    const err = runInRequestContext({ correlationId: 'c-12345678', actor: trainer }, () => thrown(() => authorize('admin')));
    expect([err.code, err.message]).toEqual(['FORBIDDEN', 'You do not have permission to do this.']);
  });

  it('lets anyone call a public operation, answering the actor when there is one', () => {
    expect(authorize('public')).toBeNull();
    expect(runInRequestContext({ correlationId: 'c-12345678', actor: trainer }, () => authorize('public'))).toEqual(trainer);
  });
});
