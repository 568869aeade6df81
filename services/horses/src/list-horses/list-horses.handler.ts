import { Controller } from '@nestjs/common';
import { HORSE_OPERATIONS, type HorseListPage, type OperationInput } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { HorseStore } from '../horses/horse-store.js';

/** Horses by name, filtered and paged; anyone may list them (the public site does). */
@Controller()
export class ListHorsesHandler {
  constructor(private readonly store: HorseStore) {}

  @Handles(HORSE_OPERATIONS.list)
  list(query: OperationInput<typeof HORSE_OPERATIONS.list>): Promise<HorseListPage> {
    return this.store.list(query);
  }
}
