import { Controller, Inject, type Type } from '@nestjs/common';
import type { DeletedItem, Operation } from '@remuda/contracts';
import { Handles } from '../rpc/handles.decorator.js';
import { RecentlyDeleted } from './recently-deleted.js';

/** The handler of a service's list of recently deleted things (`<domain>.deleted.list`, administrators only). */
export function deletedListHandler(operation: Operation): Type<unknown> {
  @Controller()
  class DeletedListHandler {
    constructor(@Inject(RecentlyDeleted) private readonly deleted: RecentlyDeleted) {}

    @Handles(operation)
    list(): Promise<DeletedItem[]> {
      return this.deleted.list();
    }
  }
  return DeletedListHandler;
}
