import { Controller } from '@nestjs/common';
import type { FindOptionsSelect } from 'typeorm';
import { HORSE_OPERATIONS, type HerdCareDates } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { HEALTH_FIELDS, healthDueOf, healthLastOf } from '../health/horse-health-fields.js';
import type { HorseEntity } from '../horses/horse.entity.js';
import { HorseStore } from '../horses/horse-store.js';

/** The columns the care dates are made of: a horse's name, when it joined and last changed, and its health dates. */
const CARE_COLUMNS = Object.fromEntries(
  (['id', 'name', 'createdAt', 'updatedAt', ...Object.values(HEALTH_FIELDS).flatMap(({ last, due }) => [last, due])] as const).map((column) => [column, true]),
) as FindOptionsSelect<HorseEntity>;

/** Every living horse's care dates, by name, in one read: the herd's calendar of care (a deceased horse needs none). */
@Controller()
export class CareDatesHandler {
  constructor(private readonly store: HorseStore) {}

  @Handles(HORSE_OPERATIONS.careDates)
  async careDates(): Promise<HerdCareDates> {
    const rows = await this.store.horses.find({ select: CARE_COLUMNS, where: { deceased: false }, order: { nameKey: 'ASC', id: 'ASC' } });
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
