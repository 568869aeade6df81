import { validate } from '../validation.js';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  accountIdSchema,
  changeRoleMessageSchema,
  decideRoleRequestSchema,
  emailSchema,
  loginRequestSchema,
  passwordSchema,
  registerRequestSchema,
} from './users.schemas.js';

/** The first message a schema gives for `input`, or null when it is accepted. */
function messageFor(schema: Parameters<typeof validate>[0], input: unknown): string | null {
  const result = validate(schema, input);
  return result.ok ? null : result.errors[0].message;
}

describe('emailSchema', () => {
  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   \t '],
    ['not text', 42],
  ])('answers "Email is required" when the address is %s', (_what, input) => {
    expect(messageFor(emailSchema, input)).toBe('Email is required');
  });

  it.each(['rider', 'rider@', '@example.com', 'rider@example', 'rider example@example.com', 'rider@@example.com'])(
    'answers "Please enter a valid email address" for %j',
    (input) => {
      expect(messageFor(emailSchema, input)).toBe('Please enter a valid email address');
    },
  );

  it('trims and lower-cases the address it accepts', () => {
    expect(emailSchema.parse('  Rider.One@Example.COM \n')).toBe('rider.one@example.com');
  });

  it('gives exactly one message for an address that is blank after trimming', () => {
    const result = validate(loginRequestSchema, { email: '    ', password: 'secret-1' });
    expect(result).toEqual({ ok: false, errors: [{ field: 'email', message: 'Email is required' }] });
  });

  it(`accepts ${EMAIL_MAX_LENGTH} characters and refuses one more with its own message`, () => {
    const longest = `${'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length)}@example.com`;
    expect(longest).toHaveLength(EMAIL_MAX_LENGTH);
    expect(emailSchema.parse(longest)).toBe(longest);
    expect(messageFor(emailSchema, `a${longest}`)).toBe(`Email must be at most ${EMAIL_MAX_LENGTH} characters`);
  });
});

describe('passwordSchema', () => {
  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['not text', 123456],
  ])('answers "Password is required" when the password is %s', (_what, input) => {
    expect(messageFor(passwordSchema, input)).toBe('Password is required');
  });

  it('answers "Password must be at least 6 characters" below six characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(messageFor(passwordSchema, '1')).toBe('Password must be at least 6 characters');
    expect(messageFor(passwordSchema, '12345')).toBe('Password must be at least 6 characters');
  });

  it('accepts six characters and keeps the password exactly as typed, spaces and case included', () => {
    expect(passwordSchema.parse('123456')).toBe('123456');
    expect(passwordSchema.parse('  Se Cret ')).toBe('  Se Cret ');
  });

  it(`refuses more than ${PASSWORD_MAX_LENGTH} characters`, () => {
    expect(passwordSchema.parse('p'.repeat(PASSWORD_MAX_LENGTH))).toHaveLength(PASSWORD_MAX_LENGTH);
    expect(messageFor(passwordSchema, 'p'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(
      `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
    );
  });
});

describe('loginRequestSchema', () => {
  it('answers the spec messages for both fields at once, one per field', () => {
    expect(validate(loginRequestSchema, {})).toEqual({
      ok: false,
      errors: [
        { field: 'email', message: 'Email is required' },
        { field: 'password', message: 'Password is required' },
      ],
    });
    expect(validate(loginRequestSchema, { email: 'not-an-email', password: '123' })).toEqual({
      ok: false,
      errors: [
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'password', message: 'Password must be at least 6 characters' },
      ],
    });
  });

  it('normalises the email and drops fields the contract does not name', () => {
    const result = validate(loginRequestSchema, { email: ' Boss@Remuda.Test ', password: 'secret-1', role: 'ADMIN' });
    expect(result).toEqual({ ok: true, value: { email: 'boss@remuda.test', password: 'secret-1' } });
  });

  it('answers a body that is not an object at the root', () => {
    expect(validate(loginRequestSchema, 'email=a@b.c')).toEqual({
      ok: false,
      errors: [{ field: '(body)', message: expect.any(String) }],
    });
  });
});

describe('registerRequestSchema', () => {
  it('asks for USER when no role is given', () => {
    expect(registerRequestSchema.parse({ email: 'rider@example.com', password: 'secret-1' })).toEqual({
      email: 'rider@example.com',
      password: 'secret-1',
      role: 'USER',
    });
  });

  it.each(['USER', 'TRAINER', 'ADMIN'] as const)('keeps the role %s it is asked for', (role) => {
    expect(registerRequestSchema.parse({ email: 'rider@example.com', password: 'secret-1', role }).role).toBe(role);
  });

  it.each(['OWNER', 'admin', '', null, 3])('refuses the role %j with the role message', (role) => {
    expect(validate(registerRequestSchema, { email: 'rider@example.com', password: 'secret-1', role })).toEqual({
      ok: false,
      errors: [{ field: 'role', message: 'Role must be one of User, Trainer or Administrator' }],
    });
  });

  it('uses the same email and password rules as sign-in', () => {
    expect(validate(registerRequestSchema, { email: '', password: '' })).toEqual({
      ok: false,
      errors: [
        { field: 'email', message: 'Email is required' },
        { field: 'password', message: 'Password is required' },
      ],
    });
  });
});

describe('administrator command schemas', () => {
  const id = '6f1f7a84-3a55-4a8f-9a43-2b8d0c5a4f11';

  it('accepts only grant or refuse as a decision', () => {
    expect(decideRoleRequestSchema.parse({ decision: 'grant' })).toEqual({ decision: 'grant' });
    expect(decideRoleRequestSchema.parse({ decision: 'refuse' })).toEqual({ decision: 'refuse' });
    expect(messageFor(decideRoleRequestSchema, { decision: 'maybe' })).toBe('Decision must be grant or refuse');
    expect(messageFor(decideRoleRequestSchema, {})).toBe('Decision must be grant or refuse');
  });

  it('calls an id that is not a UUID an unknown account', () => {
    expect(accountIdSchema.parse({ id })).toEqual({ id });
    expect(validate(accountIdSchema, { id: '42' })).toEqual({ ok: false, errors: [{ field: 'id', message: 'Unknown account' }] });
  });

  it('checks the account id and the body of a role change together', () => {
    expect(changeRoleMessageSchema.parse({ id, role: 'TRAINER' })).toEqual({ id, role: 'TRAINER' });
    expect(validate(changeRoleMessageSchema, { id: 'x', role: 'KING' })).toEqual({
      ok: false,
      errors: [
        { field: 'id', message: 'Unknown account' },
        { field: 'role', message: 'Role must be one of User, Trainer or Administrator' },
      ],
    });
  });
});
