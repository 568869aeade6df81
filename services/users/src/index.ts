import type { ServiceDefinition } from '@remuda/service-kit';
import { UsersModule } from './users.module.js';

export { UsersModule, USERS_ENTITIES, USERS_MIGRATIONS } from './users.module.js';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.js';

export const usersService: ServiceDefinition = { name: 'users', module: UsersModule };

/** Every service package exports its definition as `service`: the platform starts those of the domain manifest by it. */
export { usersService as service };
