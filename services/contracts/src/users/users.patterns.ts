/** Request/reply message patterns the users service answers. */
export const USERS_PATTERNS = {
  register: 'users.account.register',
  verifyCredentials: 'users.account.verify-credentials',
  get: 'users.account.get',
  list: 'users.account.list',
  changeRole: 'users.account.change-role',
  decideRoleRequest: 'users.role-request.decide',
} as const;
