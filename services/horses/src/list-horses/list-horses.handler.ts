import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { HORSES_PATTERNS, type HorseListPage, horseListQuerySchema } from '@remuda/contracts';
import { messageData } from '@remuda/service-kit';
import { HorseStore } from '../horses/horse-store.js';

/** Horses by name, filtered and paged; anyone may list them (the public site does). */
@Controller()
export class ListHorsesHandler {
  constructor(private readonly store: HorseStore) {}

  @MessagePattern(HORSES_PATTERNS.list)
  list(@Payload() message: unknown): Promise<HorseListPage> {
    return this.store.list(messageData(horseListQuerySchema, message));
  }
}
