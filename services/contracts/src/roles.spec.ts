import { ADMIN_ROLES, ROLES, ROLE_LABELS, STAFF_ROLES, hasRole } from './roles.js';
import { roleSchema } from './role.schema.js';

describe('roles', () => {
  it('are USER, TRAINER and ADMIN, labelled as the screens show them', () => {
    expect(ROLES).toEqual(['USER', 'TRAINER', 'ADMIN']);
    expect(ROLE_LABELS).toEqual({ USER: 'User', TRAINER: 'Trainer', ADMIN: 'Administrator' });
  });

  it('let trainers and administrators manage horse data, and administrators alone administer (SPEC 6)', () => {
    expect(hasRole('TRAINER', STAFF_ROLES)).toBe(true);
    expect(hasRole('ADMIN', STAFF_ROLES)).toBe(true);
    expect(hasRole('USER', STAFF_ROLES)).toBe(false);
    expect(hasRole('ADMIN', ADMIN_ROLES)).toBe(true);
    expect(hasRole('TRAINER', ADMIN_ROLES)).toBe(false);
    expect(hasRole('USER', ADMIN_ROLES)).toBe(false);
  });

  it('grant nothing to a visitor without a role', () => {
    expect(hasRole(null, ROLES)).toBe(false);
    expect(hasRole(undefined, ROLES)).toBe(false);
  });

  it('grant nothing when no role is allowed', () => {
    expect(hasRole('ADMIN', [])).toBe(false);
  });
});

describe('roleSchema', () => {
  it('accepts the three roles as written and nothing else', () => {
    for (const role of ROLES) expect(roleSchema.parse(role)).toBe(role);
    for (const bad of ['user', 'Admin', 'OWNER', '', undefined]) {
      const result = roleSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('Role must be one of User, Trainer or Administrator');
    }
  });
});
