import type { CareSettings } from '@remuda/contracts';
import { BUILT_IN_CARE, careKeyOf } from '@remuda/contracts/care';

/**
 * The care settings as the API answers them: the spec's four at their first intervals, in Denver, 14 lead days,
 * the digest at 06:00, plus the added kinds given (by name and days, keyed as the horses service keys them).
 */
export function makeCareSettings(added: Array<[name: string, intervalDays: number]> = [], overrides: Partial<CareSettings> = {}): CareSettings {
  return {
    timeZone: 'America/Denver',
    leadDays: 14,
    digestHour: 6,
    kinds: [
      ...BUILT_IN_CARE.map((kind) => ({ ...kind, builtIn: true })),
      ...added.map(([name, intervalDays]) => ({ kind: careKeyOf(name), name, intervalDays, builtIn: false })),
    ],
    horseIntervals: [],
    version: 1,
    ...overrides,
  };
}

/** The care settings' read, answered with `settings`, for a screen's test. */
export const careSettingsAnswer = (settings: CareSettings = makeCareSettings()) => ({ 'GET /api/care/settings': { body: settings } });
