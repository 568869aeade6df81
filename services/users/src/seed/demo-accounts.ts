import type { Role } from '@remuda/contracts';

export const DEMO_PASSWORD = 'remuda-demo';

/** The accounts demo mode creates on an empty database, one for each role; the staff's get the daily care digest. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; role: Role; careDigest: boolean }> = [
  { email: 'admin@remuda.test', role: 'ADMIN', careDigest: true },
  { email: 'trainer@remuda.test', role: 'TRAINER', careDigest: true },
  { email: 'user@remuda.test', role: 'USER', careDigest: false },
];
