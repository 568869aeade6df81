import { Module } from '@nestjs/common';
import { DatabaseModule } from '@remuda/service-kit';
import { AccountEntity } from './accounts/account.entity.js';
import { AccountStore } from './accounts/account-store.js';
import { LoginAttemptEntity } from './accounts/login-attempt.entity.js';
import { RoleRequestEntity } from './accounts/role-request.entity.js';
import { ChangeRoleHandler } from './change-role/change-role.handler.js';
import { DecideRoleRequestHandler } from './decide-role-request/decide-role-request.handler.js';
import { GetAccountHandler } from './get-account/get-account.handler.js';
import { ListAccountsHandler } from './list-accounts/list-accounts.handler.js';
import { CreateAccounts1763769600000 } from './migrations/1763769600000-create-accounts.js';
import { PasswordHasher } from './password/password-hasher.js';
import { RegisterHandler } from './register/register.handler.js';
import { AccountSeeder } from './seed/account-seeder.js';
import { VerifyCredentialsHandler } from './verify-credentials/verify-credentials.handler.js';

export const USERS_ENTITIES = [AccountEntity, RoleRequestEntity, LoginAttemptEntity];
export const USERS_MIGRATIONS = [CreateAccounts1763769600000];

@Module({
  imports: [
    DatabaseModule.forService({ service: 'users', entities: USERS_ENTITIES, migrations: USERS_MIGRATIONS }),
  ],
  controllers: [
    RegisterHandler,
    VerifyCredentialsHandler,
    GetAccountHandler,
    ListAccountsHandler,
    ChangeRoleHandler,
    DecideRoleRequestHandler,
  ],
  providers: [AccountStore, PasswordHasher, AccountSeeder],
})
export class UsersModule {}
