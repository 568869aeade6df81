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

export function hasRole(role: Role | undefined | null, allowed: readonly Role[]): boolean {
  return role != null && allowed.includes(role);
}
