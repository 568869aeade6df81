import type { Horse } from '@remuda/contracts';
import { type HorseCare, horseCare, todayUtc } from '@remuda/contracts/care';

export { CARE_KINDS, type CareItem, type CareKind, type CareStatus, careAlerts, todayUtc } from '@remuda/contracts/care';

/**
 * A horse's care today, by the one rule the horses service keeps its needs by (`@remuda/contracts/care`): the
 * card, the page, the Health Needs filter, the dashboard's count and the health report all read it from here.
 */
export const careToday = (horse: Horse, today: string = todayUtc()): HorseCare => horseCare(horse, today);
