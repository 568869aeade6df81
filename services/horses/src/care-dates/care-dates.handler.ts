import { Controller } from '@nestjs/common';
import { HORSE_OPERATIONS, type HerdCareDates } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { healthDueOf, healthLastOf } from '../health/horse-health-fields.js';
import { HorseStore } from '../horses/horse-store.js';

/** Every living horse's care dates, by name, in one read: the herd's calendar of care (a deceased horse needs none). */
@Controller()
export class CareDatesHandler {
  constructor(private readonly store: HorseStore) {}

  @Handles(HORSE_OPERATIONS.careDates)
  async careDates(): Promise<HerdCareDates> {
    const rows = await this.store.livingHerdCare();
    return {
      horses: rows.map((horse) => ({
        id: horse.id,
        name: horse.name,
        healthDue: healthDueOf(horse),
        healthLast: healthLastOf(horse),
        updatedAt: horse.updatedAt,
      })),
    };
  }
}
