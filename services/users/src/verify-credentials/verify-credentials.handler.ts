import { Controller } from '@nestjs/common';
import { type OperationInput, USER_OPERATIONS, type User } from '@remuda/contracts';
import { DomainError, Handles } from '@remuda/service-kit';
import { AccountStore } from '../accounts/account-store.js';
import { PasswordHasher } from '../password/password-hasher.js';
import { accountDisabled } from '../sessions/start-session.handler.js';

/** One answer for a wrong address and a wrong password, so a failed sign-in does not tell which it was. */
const invalidCredentials = () => new DomainError('INVALID_CREDENTIALS', 'Invalid email or password.');

/**
 * Checks an email and password. Failed sign-ins are throttled by the gateway, which alone knows the network
 * address they come from: keyed by account and address, so a stranger's failures never lock the owner out.
 */
@Controller()
export class VerifyCredentialsHandler {
  constructor(
    private readonly store: AccountStore,
    private readonly hasher: PasswordHasher,
  ) {}

  @Handles(USER_OPERATIONS.verifyCredentials)
  async verify({ email, password }: OperationInput<typeof USER_OPERATIONS.verifyCredentials>): Promise<User> {
    const account = await this.store.findByEmail(email);
    const valid = await this.hasher.verify(account?.passwordHash ?? null, password);
    if (!account || !valid) throw invalidCredentials();
    // Said only to someone who knows the password.
    if (account.disabledAt !== null) throw accountDisabled();
    return { id: account.id, email: account.email, role: account.role };
  }
}
