import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeletedItem } from '@remuda/contracts';
import { DELETED_ROUTES, GALLERY_ROUTES, HORSE_ROUTES, MEDICAL_RECORD_ROUTES, RIDING_LOG_ROUTES } from '@remuda/contracts/routes';
import { GALLERY_KEY, callApi, horseKeys } from '@remuda/shell-kit';

/** Never kept offline: it is an administrator's, read when the page opens. */
export const deletedQuery = queryOptions({
  queryKey: ['recently-deleted'],
  queryFn: ({ signal }) => callApi(DELETED_ROUTES.list, {}, { fallbackMessage: 'Failed to fetch recently deleted items', signal }),
});

export const useRecentlyDeleted = () => useQuery(deletedQuery);

/** Each kind among the recently deleted: how it reads in the list, the call that restores it, and the answers it changes. */
const KINDS = {
  'medical.record': { what: () => 'Medical record', restore: MEDICAL_RECORD_ROUTES.restore, changes: [['records', 'medical-records'], horseKeys.all] },
  'riding.log': { what: () => 'Riding log', restore: RIDING_LOG_ROUTES.restore, changes: [['records', 'riding-logs'], horseKeys.all] },
  'horses.media': { what: (item: DeletedItem) => `Horse ${item.title.toLowerCase()}`, restore: HORSE_ROUTES.restoreMedia, changes: [horseKeys.all] },
  'horses.gallery': { what: () => 'Gallery picture', restore: GALLERY_ROUTES.restore, changes: [GALLERY_KEY] },
} as const;

type Kind = keyof typeof KINDS;
const kindOf = (item: DeletedItem) => (KINDS as Record<string, (typeof KINDS)[Kind] | undefined>)[item.kind];

/** What a deleted thing was, in words: `Medical record`, `Horse picture`. */
export const deletedWhat = (item: DeletedItem) => kindOf(item)?.what(item) ?? item.kind;

/**
 * Restores one: its own kind's call, under an Idempotency-Key so a retry is applied once. The list drops it, and the
 * answers it belongs to (kept offline too) are read again, so the horse's page, its tabs and the gallery show it.
 */
export function useRestore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: DeletedItem) => {
      const kind = kindOf(item);
      if (!kind) throw new Error(`Cannot restore a ${item.kind} here`);
      await callApi(kind.restore as typeof MEDICAL_RECORD_ROUTES.restore, { id: item.id }, { fallbackMessage: 'Failed to restore', idempotencyKey: crypto.randomUUID() });
      return kind;
    },
    onSuccess: async (kind, item) => {
      queryClient.setQueryData(deletedQuery.queryKey, (list) => list?.filter((d) => !(d.id === item.id && d.kind === item.kind)));
      await Promise.all([deletedQuery.queryKey, ...kind.changes].map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })));
    },
  });
}
