import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { Account, AccountState, Role } from '@remuda/contracts';
import { DomainError } from '@remuda/service-kit';
import { AccountEntity } from './account.entity.js';
import { RoleRequestEntity } from './role-request.entity.js';

/** Reading and writing accounts with their latest role request, as every use case of the service needs. */
@Injectable()
export class AccountStore {
  constructor(
    @InjectRepository(AccountEntity) readonly accounts: Repository<AccountEntity>,
    @InjectRepository(RoleRequestEntity) readonly roleRequests: Repository<RoleRequestEntity>,
  ) {}

  findByEmail(email: string): Promise<AccountEntity | null> {
    return this.accounts.findOneBy({ email: email.toLowerCase() });
  }

  async get(id: string): Promise<AccountEntity> {
    const account = await this.accounts.findOneBy({ id });
    if (!account) throw new DomainError('USER_NOT_FOUND', 'Account not found.');
    return account;
  }

  newAccount(email: string, passwordHash: string, role: Role): AccountEntity {
    const now = new Date().toISOString();
    return this.accounts.create({
      id: randomUUID(),
      email: email.toLowerCase(),
      passwordHash,
      role,
      createdAt: now,
      updatedAt: now,
      sessionVersion: 1,
      stateVersion: 0,
      disabledAt: null,
    });
  }

  latestRoleRequest(accountId: string): Promise<RoleRequestEntity | null> {
    return this.roleRequests.findOne({ where: { accountId }, order: { requestedAt: 'DESC' } });
  }

  async view(account: AccountEntity): Promise<Account> {
    return toAccount(account, await this.latestRoleRequest(account.id));
  }

  async viewAll(): Promise<Account[]> {
    const [accounts, requests] = await Promise.all([
      this.accounts.find({ order: { createdAt: 'ASC' } }),
      this.roleRequests.find({ order: { requestedAt: 'ASC' } }),
    ]);
    const latest = new Map(requests.map((r) => [r.accountId, r]));
    return accounts.map((a) => toAccount(a, latest.get(a.id) ?? null));
  }
}

export function toAccount(account: AccountEntity, request: RoleRequestEntity | null): Account {
  return {
    id: account.id,
    email: account.email,
    role: account.role,
    createdAt: account.createdAt,
    disabled: account.disabledAt !== null,
    roleRequest: request
      ? { role: request.role, status: request.status, requestedAt: request.requestedAt, decidedAt: request.decidedAt }
      : null,
  };
}

/** The account as the gateways' view of sessions holds it. */
export function accountState(account: AccountEntity): AccountState {
  return {
    id: account.id,
    role: account.role,
    disabled: account.disabledAt !== null,
    sessionVersion: account.sessionVersion,
    version: account.stateVersion,
    changedAt: account.updatedAt,
  };
}
