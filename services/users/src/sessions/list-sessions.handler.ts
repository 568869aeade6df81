import { Controller } from '@nestjs/common';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { type Actor, type Session, USER_OPERATIONS } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { SessionEntity } from './session.entity.js';

/** The actor's sessions that are neither signed out nor expired, newest first. */
@Controller()
export class ListSessionsHandler {
  constructor(private readonly dataSource: DataSource) {}

  @Handles(USER_OPERATIONS.listSessions)
  async list(_: unknown, actor: Actor): Promise<Session[]> {
    const rows = await this.dataSource.getRepository(SessionEntity).find({
      where: { accountId: actor.id, revokedAt: IsNull(), expiresAt: MoreThan(new Date().toISOString()) },
      order: { createdAt: 'DESC' },
    });
    return rows.map(({ id, createdAt, expiresAt, userAgent, address }) => ({ id, createdAt, expiresAt, userAgent, address }));
  }
}
