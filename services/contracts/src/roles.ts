// Plain constants, free of schema code, so front ends that only need the role names do not bundle zod.
export const ROLES = ['USER', 'TRAINER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** Who may create and change horse data, medical records and riding logs (SPEC.md section 6). */
export const STAFF_ROLES: readonly Role[] = ['TRAINER', 'ADMIN'];
export const ADMIN_ROLES: readonly Role[] = ['ADMIN'];

export const ROLE_LABELS: Record<Role, string> = {
  USER: 'User',
  TRAINER: 'Trainer',
  ADMIN: 'Administrator',
};

/** Who may call an operation or open a page: anyone, any signed-in user, trainers and administrators, or administrators. */
export type AccessLevel = 'public' | 'signed-in' | 'staff' | 'admin';

/** The roles each access level admits: the gateway, the owning service and the front ends' guards all read this. */
export const ACCESS_ROLES: Record<Exclude<AccessLevel, 'public'>, readonly Role[]> = {
  'signed-in': ROLES,
  staff: STAFF_ROLES,
  admin: ADMIN_ROLES,
};

export function hasRole(role: Role | undefined | null, allowed: readonly Role[]): boolean {
  return role != null && allowed.includes(role);
}
