import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CareSettings } from '@remuda/contracts';
import { CARE_ROUTES } from '@remuda/contracts/routes';
import { type CallInput, callApi, careSettingsQueryOptions, horseKeys } from '@remuda/shell-kit';

/**
 * Every change answers the whole settings: they replace the kept ones at once, and every other answer about the
 * herd (today's care, the horses' due dates) is marked stale, since a kind's or a horse's interval moves due dates.
 * Not awaited: the page goes on at once.
 */
function keepSettings(queryClient: QueryClient, settings: CareSettings): void {
  queryClient.setQueryData(careSettingsQueryOptions().queryKey, settings);
  void queryClient.invalidateQueries({ queryKey: horseKeys.all, predicate: (query) => query.queryKey[1] !== horseKeys.careSettings()[1] });
}

/** A change of the settings, which needs a connection (an administrator's, rare, and checked against the version read). */
function useSettingsChange<TInput>(send: (input: TInput) => Promise<CareSettings>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: (settings) => keepSettings(queryClient, settings) });
}

/** The time zone, lead days and digest hour, with the version they were read at (a change since is refused: CONFLICT). */
export const useSaveRanchSettings = () =>
  useSettingsChange((input: CallInput<typeof CARE_ROUTES.updateSettings>) =>
    callApi(CARE_ROUTES.updateSettings, input, { fallbackMessage: 'Failed to save the ranch settings' }),
  );

/** Adds a kind of care, which medical records can then tick and today's care lists. */
export const useAddCareKind = () =>
  useSettingsChange((input: CallInput<typeof CARE_ROUTES.addKind>) => callApi(CARE_ROUTES.addKind, input, { fallbackMessage: 'Failed to add the kind of care' }));

/** Renames a kind of care or changes its interval for the ranch. */
export const useUpdateCareKind = () =>
  useSettingsChange((input: CallInput<typeof CARE_ROUTES.updateKind>) =>
    callApi(CARE_ROUTES.updateKind, input, { fallbackMessage: 'Failed to update the kind of care' }),
  );

/** Stops following a kind of care an administrator added; records keep their ticks. */
export const useRemoveCareKind = () =>
  useSettingsChange((input: CallInput<typeof CARE_ROUTES.removeKind>) =>
    callApi(CARE_ROUTES.removeKind, input, { fallbackMessage: 'Failed to remove the kind of care' }),
  );

/** Gives one horse its own interval for a kind of care, or (days null) puts it back on the ranch's. */
export const useSetHorseInterval = () =>
  useSettingsChange((input: CallInput<typeof CARE_ROUTES.setHorseInterval>) =>
    callApi(CARE_ROUTES.setHorseInterval, input, { fallbackMessage: 'Failed to change the horse’s interval' }),
  );
