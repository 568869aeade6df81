import { Controller } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { type OperationInput, RIDING_OPERATIONS, type RidingActivity } from '@remuda/contracts';
import { Handles } from '@remuda/service-kit';
import { KnownHorseEntity } from '@remuda/known-horses';
import { RidingLogEntity } from '../riding-log.kind.js';

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const calendarDay = (dayNo: number) => new Date(dayNo * DAY_MS).toISOString().slice(0, 10);

/** The first day (a Monday) of each of `count` weeks, oldest first, the last one holding `today`. */
export function weekStarts(today: string, count: number): string[] {
  const day = dayNumber(today);
  // Day 0 of the epoch, 1970-01-01, was a Thursday: three days after a Monday.
  const monday = day - ((day + 3) % 7);
  return Array.from({ length: count }, (_, i) => calendarDay(monday - 7 * (count - 1 - i)));
}

/**
 * The riding activity report for staff: every living horse the service knows, by name, with its rides in each
 * of the last weeks (counted by one GROUP BY over the weeks' logs) and its last ride ever (read from the
 * (horse_id, date) index horse by horse), so no log is loaded.
 */
@Controller()
export class RidingActivityHandler {
  constructor(@InjectRepository(RidingLogEntity) private readonly logs: Repository<RidingLogEntity>) {}

  @Handles(RIDING_OPERATIONS.activity)
  async activity({ weeks: count }: OperationInput<typeof RIDING_OPERATIONS.activity>): Promise<RidingActivity> {
    const today = new Date().toISOString().slice(0, 10);
    const weeks = weekStarts(today, count);

    const horses = await this.logs.manager
      .createQueryBuilder(KnownHorseEntity, 'horse')
      .select('horse.id', 'id')
      .addSelect('horse.name', 'name')
      .addSelect((last) => last.select('MAX(log.date)').from(RidingLogEntity, 'log').where('log.horse_id = horse.id'), 'lastRide')
      .where('horse.deceased = :no', { no: false })
      .orderBy('horse.name')
      .addOrderBy('horse.id')
      .getRawMany<{ id: string; name: string; lastRide: string | null }>();

    // The week of a ride: the latest week that starts on or before its day.
    const params = Object.fromEntries(weeks.map((start, i) => [`week${i}`, start]));
    const week = `CASE ${weeks.map((_, i) => `WHEN log.date >= :week${i} THEN ${i}`).reverse().join(' ')} END`;
    const counts = await this.logs
      .createQueryBuilder('log')
      .select('log.horse_id', 'horseId')
      .addSelect(week, 'week')
      .addSelect('COUNT(*)', 'rides')
      .where('log.date >= :week0 AND log.date <= :today', { ...params, today })
      .groupBy('log.horse_id')
      .addGroupBy('week')
      .getRawMany<{ horseId: string; week: number | string; rides: number | string }>();

    const rides = new Map(horses.map((horse) => [horse.id, weeks.map(() => 0)]));
    for (const row of counts) {
      const perWeek = rides.get(row.horseId);
      if (perWeek) perWeek[Number(row.week)] = Number(row.rides);
    }
    return {
      today,
      weeks,
      horses: horses.map(({ id, name, lastRide }) => ({
        horseId: id,
        horseName: name,
        rides: rides.get(id)!,
        lastRide,
        daysSinceLastRide: lastRide === null ? null : dayNumber(today) - dayNumber(lastRide),
      })),
    };
  }
}
