import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { BUILT_IN_CARE, type CareSettings } from '@remuda/contracts';
import { CONFIG, type Config } from '@remuda/service-kit';
import { type PlanKind, intervalOf } from '../health/health-policy.js';
import { CareKindEntity, CareSettingsEntity } from './care-plan.entities.js';

/** The care plan as every part of this service reads it: the settings and each kind the ranch follows, in order. */
export interface CarePlan {
  timeZone: string;
  leadDays: number;
  digestHour: number;
  version: number;
  /** In the order screens list them (`position`). */
  kinds: (PlanKind & { name: string; position: number })[];
}

/** The settings answer (`CareSettings`) without the horses on their own interval. */
export const settingsOf = (plan: CarePlan): Omit<CareSettings, 'horseIntervals'> => ({
  timeZone: plan.timeZone,
  leadDays: plan.leadDays,
  digestHour: plan.digestHour,
  kinds: plan.kinds.map(({ kind, name, intervalDays, builtIn }) => ({ kind, name, intervalDays, builtIn })),
  version: plan.version,
});

/**
 * Reads the care plan from this service's database, where an administrator changes it. At a platform's first start
 * it is made from the configuration (the time zone, lead days and digest hour, and the spec's four kinds with the
 * configured intervals); from then on the database is the truth, so every replica reads the same plan.
 */
@Injectable()
export class CarePlans {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async current(em: EntityManager = this.dataSource.manager): Promise<CarePlan> {
    let [settings, kinds] = await Promise.all([
      em.findOne(CareSettingsEntity, { where: { id: 1 } }),
      em.find(CareKindEntity, { order: { position: 'ASC', kind: 'ASC' } }),
    ]);
    if (!settings || kinds.length === 0) {
      await this.start(em);
      [settings, kinds] = await Promise.all([em.findOneOrFail(CareSettingsEntity, { where: { id: 1 } }), em.find(CareKindEntity, { order: { position: 'ASC', kind: 'ASC' } })]);
    }
    return {
      timeZone: settings.timeZone,
      leadDays: settings.leadDays,
      digestHour: settings.digestHour,
      version: settings.version,
      kinds: kinds.map(({ kind, name, intervalDays, builtIn, position }) => ({ kind, name, intervalDays, builtIn, position })),
    };
  }

  /** The first start's rows; replicas starting together may race, and only the first insert of each row counts. */
  private async start(em: EntityManager): Promise<void> {
    const { timeZone, leadDays, digestHour } = this.config.care;
    await em.createQueryBuilder().insert().into(CareSettingsEntity).values({ id: 1, timeZone, leadDays, digestHour, version: 1 }).orIgnore().execute();
    const kinds = BUILT_IN_CARE.map(({ kind, name }, position) => ({ kind, name, intervalDays: intervalOf(kind, this.config.health), position, builtIn: true }));
    await em.createQueryBuilder().insert().into(CareKindEntity).values(kinds).orIgnore().execute();
  }
}
