import { Controller } from '@nestjs/common';
import { DELETED_EDGE_ROUTES, DELETED_OPERATIONS, type DeletedItem } from '@remuda/contracts';
import { MessageClient } from '@remuda/service-kit';
import { Route } from '../http/route.js';

/**
 * Recently deleted across the services that keep deleted things (ADR 024): each answers its own, asked at once, and
 * the list is theirs together, newest first. Each service checks the administrator's role again.
 */
@Controller()
export class RecentlyDeletedController {
  constructor(private readonly messages: MessageClient) {}

  @Route(DELETED_EDGE_ROUTES.list)
  async list(): Promise<DeletedItem[]> {
    const lists = await Promise.all(Object.values(DELETED_OPERATIONS).map((operation) => this.messages.request(operation, {})));
    return lists.flat().sort((a, b) => b.deletedAt.localeCompare(a.deletedAt) || b.id.localeCompare(a.id));
  }
}
