import type { Actor } from '@remuda/contracts';
import { type Config, type JsonLogger, type RunningTarget, startService } from '@remuda/service-kit';
import { DataSource } from 'typeorm';
import { AccountEntity } from '../accounts/account.entity.js';
import { usersService } from '../index.js';

/**
 * Starts the users service with an enabled account for each of `actors` (their ids, emails and roles; no password
 * signs in to them), for the tests of services whose writes confirm their actor with the users service.
 */
export async function startUsersWith(actors: Actor[], config: Config, logger: JsonLogger): Promise<RunningTarget> {
  const users = await startService(usersService, { ...config, demo: false, admin: null }, logger);
  const now = new Date().toISOString();
  const accounts = users.app.get(DataSource).getRepository(AccountEntity);
  for (const { id, email, role } of actors) {
    await accounts.upsert(
      { id, email, role, passwordHash: '!', createdAt: now, updatedAt: now, sessionVersion: 1, stateVersion: 0, disabledAt: null },
      ['id'],
    );
  }
  return users;
}
