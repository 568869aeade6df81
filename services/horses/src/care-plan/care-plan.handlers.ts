import { Controller, Inject } from '@nestjs/common';
import { DataSource, type EntityManager, In, IsNull, Not } from 'typeorm';
import { CARE_EVENTS, CARE_LIMITS, CARE_OPERATIONS, type CareSettings, type OperationInput, careKeyOf } from '@remuda/contracts';
import { DomainError, Handles, LOGGER, type JsonLogger, Writes, validationFailed } from '@remuda/service-kit';
import { HealthSweep } from '../health/health-sweep.js';
import { HorseHealth, lockHorse } from '../health/horse-health.js';
import { HorseEntity } from '../horses/horse.entity.js';
import { horseNotFound } from '../horses/horse-store.js';
import { archivedSettingsErrors } from './archived-settings.js';
import { CareKindEntity, CareSettingsEntity } from './care-plan.entities.js';
import { type CarePlan, CarePlans, settingsOf } from './care-plans.js';

const OPS = CARE_OPERATIONS;
const kindNotFound = () => new DomainError('NOT_FOUND', 'No such kind of care.');
const settingsChangedSince = (current: CareSettings) =>
  new DomainError('CONFLICT', 'The care settings were changed by someone else since you opened them.', undefined, current);

/**
 * The care plan's settings (docs/adr/021-care-plan.md): staff read them (the forms tick the kinds), administrators
 * change them. Each change bumps the settings' version and goes out as `horses.care.settings-changed`; one that
 * moves due dates (an interval, a kind, the time zone) then has every horse assessed again (`HealthSweep.refresh`),
 * and a horse's own interval moves that horse's dates in the same transaction.
 */
@Controller()
export class CarePlanHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly plans: CarePlans,
    private readonly writes: Writes,
    private readonly health: HorseHealth,
    private readonly sweep: HealthSweep,
    @Inject(LOGGER) private readonly logger: JsonLogger,
  ) {}

  @Handles(OPS.settings)
  settings(): Promise<CareSettings> {
    return this.answer();
  }

  @Handles(OPS.updateSettings)
  async updateSettings({ version, ...fields }: OperationInput<typeof OPS.updateSettings>): Promise<CareSettings> {
    const before = await this.plans.current();
    await this.change(async (em, plan) => {
      if (version !== undefined && version !== plan.version) throw settingsChangedSince(await this.answer(em));
      await em.update(CareSettingsEntity, { id: 1 }, fields);
    });
    if (fields.timeZone !== before.timeZone) this.followPlan();
    return this.answer();
  }

  @Handles(OPS.addKind)
  async addKind({ name, intervalDays }: OperationInput<typeof OPS.addKind>): Promise<CareSettings> {
    await this.change(async (em, plan) => {
      const kind = careKeyOf(name);
      if (plan.kinds.some((k) => k.kind === kind || k.name.toLowerCase() === name.toLowerCase())) {
        throw validationFailed([{ field: 'name', message: 'A kind of care with this name already exists' }]);
      }
      if (plan.kinds.length >= CARE_LIMITS.maxKinds) throw validationFailed([{ field: 'name', message: `The ranch follows at most ${CARE_LIMITS.maxKinds} kinds of care` }]);
      const position = Math.max(...plan.kinds.map((k) => k.position)) + 1;
      await em.insert(CareKindEntity, { kind, name, intervalDays, position, builtIn: false });
    });
    this.followPlan();
    return this.answer();
  }

  @Handles(OPS.updateKind)
  async updateKind({ kind, name, intervalDays }: OperationInput<typeof OPS.updateKind>): Promise<CareSettings> {
    let moved = false;
    await this.change(async (em, plan) => {
      const current = plan.kinds.find((k) => k.kind === kind);
      if (!current) throw kindNotFound();
      if (plan.kinds.some((k) => k.kind !== kind && k.name.toLowerCase() === name.toLowerCase())) {
        throw validationFailed([{ field: 'name', message: 'A kind of care with this name already exists' }]);
      }
      moved = current.intervalDays !== intervalDays;
      await em.update(CareKindEntity, { kind }, { name, intervalDays });
    });
    if (moved) this.followPlan();
    return this.answer();
  }

  @Handles(OPS.removeKind)
  async removeKind({ kind }: OperationInput<typeof OPS.removeKind>): Promise<CareSettings> {
    await this.change(async (em, plan) => {
      const current = plan.kinds.find((k) => k.kind === kind);
      if (!current) throw kindNotFound();
      if (current.builtIn) throw validationFailed([{ field: 'kind', message: 'The four kinds of the health policy cannot be removed' }]);
      await em.delete(CareKindEntity, { kind });
    });
    this.followPlan();
    return this.answer();
  }

  @Handles(OPS.setHorseInterval)
  async setHorseInterval({ horseId, kind, days }: OperationInput<typeof OPS.setHorseInterval>): Promise<CareSettings> {
    await this.writes.run(async ({ em, record }) => {
      const plan = await this.plans.current(em);
      if (!plan.kinds.some((k) => k.kind === kind)) throw kindNotFound();
      const horse = await lockHorse(em, horseId);
      if (!horse) throw horseNotFound();
      const before = this.health.snapshotOf(horse);
      const { [kind]: _dropped, ...others } = horse.careIntervals ?? {};
      const intervals = days === null ? others : { ...others, [kind]: days };
      horse.careIntervals = Object.keys(intervals).length > 0 ? intervals : null;
      await this.health.settle(em, horse, before, record, plan);
    });
    return this.answer();
  }

  /**
   * An archive's care settings put back whole (an administrator restoring a ranch into a new install, after its
   * horses), over the first start's: the time zone, lead days and digest hour, the kinds in the order given (the
   * four renamed or re-timed, the added ones with their keys), the horses' own intervals (any other horse's dropped)
   * and the version, as given, checked as an administrator's own changes are. Sent before the horses (without their
   * intervals) and again after them: a horse's own intervals are put back without a new version, as its archived
   * version counts them already. Goes out as `settings-changed`, and every horse's due dates then follow the plan,
   * as after any change of it.
   */
  @Handles(OPS.settingsFromArchive)
  async settingsFromArchive(given: OperationInput<typeof OPS.settingsFromArchive>): Promise<CareSettings> {
    await this.writes.run(async ({ em, record }) => {
      // The first start's rows, made if this install has not read its plan yet, then replaced.
      await this.plans.current(em);
      const here = await em.find(HorseEntity, { select: { id: true }, where: { id: In(given.horseIntervals.map((h) => h.horseId)) } });
      const errors = archivedSettingsErrors(given, new Set(here.map((h) => h.id)));
      if (errors.length > 0) throw validationFailed(errors);
      const { timeZone, leadDays, digestHour, version, kinds, horseIntervals } = given;
      await em.update(CareSettingsEntity, { id: 1 }, { timeZone, leadDays, digestHour, version });
      await em.createQueryBuilder().delete().from(CareKindEntity).execute();
      await em.insert(CareKindEntity, kinds.map((kind, position) => ({ ...kind, position })));
      const own = new Map<string, Record<string, number>>();
      for (const { horseId, kind, days } of horseIntervals) own.set(horseId, { ...own.get(horseId), [kind]: days });
      // Each horse whose own intervals change is assessed under them at once, without a new version (its archived
      // version counts them already), so the plan's sweep after finds nothing to change.
      const plan = await this.plans.current(em);
      const onTheirOwn = await em.find(HorseEntity, { select: { id: true }, where: { careIntervals: Not(IsNull()) } });
      for (const id of new Set([...onTheirOwn.map((h) => h.id), ...own.keys()])) {
        const horse = (await lockHorse(em, id))!;
        const before = this.health.snapshotOf(horse);
        horse.careIntervals = own.get(id) ?? null;
        this.health.assess(horse, plan);
        const { id: horseId, ...columns } = horse;
        await em.update(HorseEntity, { id: horseId }, columns);
        await this.health.recordCareChange(horse, before, plan, record);
      }
      await record(CARE_EVENTS.settingsChanged, 'care-settings', await this.answer(em));
    });
    this.followPlan();
    return this.answer();
  }

  /** A change to the settings or the kinds, its version bump and its event, in one transaction. */
  private async change(apply: (em: EntityManager, plan: CarePlan) => Promise<void>): Promise<void> {
    await this.writes.run(async ({ em, record }) => {
      await apply(em, await this.plans.current(em));
      await em.increment(CareSettingsEntity, { id: 1 }, 'version', 1);
      await record(CARE_EVENTS.settingsChanged, 'care-settings', await this.answer(em));
    });
  }

  /** Every horse's due dates follow the plan as it is now, after the answer has gone. */
  private followPlan(): void {
    void this.sweep.refresh().then((changed) => this.logger.info('due dates follow the care plan', { changed }));
  }

  /** The settings as answered: the plan, and the horses on their own interval for a kind the ranch follows, by name. */
  private async answer(em: EntityManager = this.dataSource.manager): Promise<CareSettings> {
    const plan = await this.plans.current(em);
    const own = await em.find(HorseEntity, { select: { id: true, name: true, careIntervals: true }, where: { careIntervals: Not(IsNull()) }, order: { nameKey: 'ASC', id: 'ASC' } });
    const followed = new Set(plan.kinds.map((k) => k.kind));
    const horseIntervals = own.flatMap((horse) =>
      Object.entries(horse.careIntervals ?? {})
        .filter(([kind]) => followed.has(kind))
        .map(([kind, days]) => ({ horseId: horse.id, horseName: horse.name, kind, days })),
    );
    return { ...settingsOf(plan), horseIntervals };
  }
}
