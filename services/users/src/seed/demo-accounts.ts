import type { Role } from '@remuda/contracts';

export const DEMO_PASSWORD = 'remuda-demo';

/** The accounts demo mode creates on an empty database, one for each role. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; role: Role }> = [
  { email: 'admin@remuda.test', role: 'ADMIN' },
  { email: 'trainer@remuda.test', role: 'TRAINER' },
  { email: 'user@remuda.test', role: 'USER' },
];
