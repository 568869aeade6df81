import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { Injectable } from '@nestjs/common';

// The package declares its algorithms as a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
// OWASP's argon2id baseline: 19 MiB of memory, two passes, one lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  /** Checked against when an address has no account, so a miss costs as much time as a wrong password. */
  private readonly decoy = hash('remuda-decoy-password', OPTIONS);

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    if (passwordHash === null) {
      await verify(await this.decoy, password).catch(() => false);
      return false;
    }
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}
