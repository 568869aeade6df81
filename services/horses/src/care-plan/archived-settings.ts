import {
  BUILT_IN_CARE,
  CARE_KEY,
  CARE_LIMITS,
  type CareSettings,
  type FieldError,
  careKindInputSchema,
  careSettingsInputSchema,
  horseIntervalInputSchema,
  validate,
} from '@remuda/contracts';

/** What `schema` finds wrong with `value`, each field named under `prefix` (`kinds.4.`). */
function errorsOf(schema: Parameters<typeof validate>[0], value: unknown, prefix: string): FieldError[] {
  const checked = validate(schema, value);
  return checked.ok ? [] : checked.errors.map(({ field, message }) => ({ field: `${prefix}${field}`, message }));
}

/**
 * What is wrong with an archive's care settings, as an administrator's own changes are checked: the settings' ranges,
 * each kind's key, name and interval, the spec's four all there and built in (and only they), no kind twice, and
 * each horse's own interval for one of the kinds, in range, of a horse that is here (`horsesHere`, put back first).
 */
export function archivedSettingsErrors({ timeZone, leadDays, digestHour, kinds, horseIntervals }: CareSettings, horsesHere: ReadonlySet<string>): FieldError[] {
  const builtIn = new Set<string>(BUILT_IN_CARE.map((k) => k.kind));
  const keys = new Set<string>();
  const names = new Set<string>();
  const errors = errorsOf(careSettingsInputSchema, { timeZone, leadDays, digestHour }, '');
  kinds.forEach(({ kind, name, intervalDays, builtIn: isBuiltIn }, i) => {
    if (!CARE_KEY.test(kind)) errors.push({ field: `kinds.${i}.kind`, message: 'A kind’s key must be lower-case letters, digits and underscores' });
    errors.push(...errorsOf(careKindInputSchema, { name, intervalDays }, `kinds.${i}.`));
    if (isBuiltIn !== builtIn.has(kind)) errors.push({ field: `kinds.${i}.builtIn`, message: 'Only the four kinds of the health policy are built in' });
    if (keys.has(kind) || names.has(name.toLowerCase())) errors.push({ field: `kinds.${i}.name`, message: 'A kind of care with this name already exists' });
    keys.add(kind);
    names.add(name.toLowerCase());
  });
  if ([...builtIn].some((kind) => !keys.has(kind))) errors.push({ field: 'kinds', message: 'The four kinds of the health policy must all be there' });
  if (kinds.length > CARE_LIMITS.maxKinds) errors.push({ field: 'kinds', message: `The ranch follows at most ${CARE_LIMITS.maxKinds} kinds of care` });
  horseIntervals.forEach(({ horseId, horseName, kind, days }, i) => {
    errors.push(...errorsOf(horseIntervalInputSchema, { horseId, kind, days }, `horseIntervals.${i}.`));
    if (!keys.has(kind)) errors.push({ field: `horseIntervals.${i}.kind`, message: 'Must be one of the kinds of care of these settings' });
    if (!horsesHere.has(horseId)) errors.push({ field: `horseIntervals.${i}.horseId`, message: `${horseName} (${horseId}) is not here: put the horses back first` });
  });
  return errors;
}
