import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CareSettings } from '@remuda/contracts';
import { CARE_ROUTES } from '@remuda/contracts/routes';
import { callApi } from '../api/call-api';
import { horseKeys } from '../api/query-keys';
import { canAccess } from '../routes/require-access';
import { useSession } from '../session/session';

/** What a page says when the care settings could not be read (no library's words). */
export const CARE_SETTINGS_LOAD_FAILURE = 'Failed to load the care settings';

/**
 * The care plan's settings, one cache entry for the settings page and the medical record form (which ticks the
 * added kinds). Under the herd's key, so it is kept on the device for offline use like the herd.
 */
export const careSettingsQueryOptions = () =>
  queryOptions({
    queryKey: horseKeys.careSettings(),
    queryFn: ({ signal }) => callApi(CARE_ROUTES.settings, {}, { fallbackMessage: CARE_SETTINGS_LOAD_FAILURE, signal }),
  });

/** The care settings, asked for only when the signed-in account may read them (staff): a plain user's screens ask nothing. */
export function useCareSettings() {
  const { account } = useSession();
  return useQuery({ ...careSettingsQueryOptions(), enabled: canAccess(CARE_ROUTES.settings.access, account?.role) });
}

/** The kinds of care an administrator added (the spec's four have fields of their own on a record), in the settings' order. */
export const addedCareKinds = (settings: Pick<CareSettings, 'kinds'> | undefined): CareSettings['kinds'] => settings?.kinds.filter((kind) => !kind.builtIn) ?? [];

/**
 * A kind of care's name by its key: the settings' name when they are at hand, else the key in words
 * (`dental_float` is "Dental float"), for a reader who may not read the settings or a kind no longer followed.
 */
export function careKindName(key: string, kinds: ReadonlyArray<Pick<CareSettings['kinds'][number], 'kind' | 'name'>> = []): string {
  const known = kinds.find((kind) => kind.kind === key)?.name;
  if (known) return known;
  const words = key.replace(/_+/g, ' ').trim();
  return words ? `${words[0]!.toUpperCase()}${words.slice(1)}` : key;
}
