import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CareDue, CareRoundAnswer, CareRoundInput } from '@remuda/contracts';
import { BUILT_IN_CARE } from '@remuda/contracts/care';
import { CARE_ROUND_ROUTES, CARE_ROUTES } from '@remuda/contracts/routes';
import { callApi, formatDate, horseKeys, requestOf, useOfflineWrite } from '@remuda/shell-kit';

export const CARE_LOAD_FAILURE = 'Failed to load the care list';

/** Today's care, read in one call: the horses service works it out from the due dates it keeps. */
export const careDueQueryOptions = () =>
  queryOptions({ queryKey: horseKeys.careDue(), queryFn: () => callApi(CARE_ROUTES.due, {}, { fallbackMessage: CARE_LOAD_FAILURE }) });

export const useCareDue = () => useQuery(careDueQueryOptions());

/** The list with the next page of a kind's group after the horses it lists. */
const withPage = (due: CareDue, page: CareDue): CareDue => ({
  ...due,
  groups: due.groups.map((group) => {
    const more = page.groups.find((g) => g.kind === group.kind);
    if (!more) return group;
    const listed = new Set(group.items.map((item) => item.horseId));
    return { ...group, total: more.total, items: [...group.items, ...more.items.filter((item) => !listed.has(item.horseId))] };
  }),
});

/** Lists the next page of a kind's group under the horses it lists (a large herd's group comes a page at a time). */
export function useMoreOfGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, offset }: { kind: string; offset: number }) => callApi(CARE_ROUTES.due, { kind, offset }, { fallbackMessage: CARE_LOAD_FAILURE }),
    onSuccess: (page) => queryClient.setQueryData<CareDue>(careDueQueryOptions().queryKey, (due) => due && withPage(due, page)),
  });
}

/** The list without these horses in the kind's group, its count too. */
const without = (due: CareDue, kind: string, horseIds: ReadonlySet<string>): CareDue => ({
  ...due,
  groups: due.groups.map((group) => {
    if (group.kind !== kind) return group;
    const items = group.items.filter((item) => !horseIds.has(item.horseId));
    return { ...group, items, total: group.total - (group.items.length - items.length) };
  }),
});

const listsAny = (due: CareDue, kind: string, horseIds: ReadonlySet<string>) =>
  due.groups.some((group) => group.kind === kind && group.items.some((item) => horseIds.has(item.horseId)));

/** How long the page waits, at most, for the horses service to hear of a round's records before reading on. */
const SETTLE_TRIES = 20;
const SETTLE_PAUSE_MS = 250;

/**
 * After a round is saved: its horses leave their group at once, and the list is read again until the horses
 * service has moved their due dates (it hears of the records by their events, a moment later); then every answer
 * about the herd is read again (the horses' pages, the dashboard's counts).
 */
async function settleAfterRound(queryClient: QueryClient, kind: string, horseIds: ReadonlySet<string>): Promise<void> {
  const { queryKey } = careDueQueryOptions();
  queryClient.setQueryData<CareDue>(queryKey, (due) => due && without(due, kind, horseIds));
  for (let tries = 1; ; tries++) {
    const due = await callApi(CARE_ROUTES.due, {}, { fallbackMessage: CARE_LOAD_FAILURE }).catch(() => null);
    if (due && (!listsAny(due, kind, horseIds) || tries >= SETTLE_TRIES)) {
      queryClient.setQueryData(queryKey, due);
      break;
    }
    if (tries >= SETTLE_TRIES) break;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_PAUSE_MS));
  }
  await queryClient.invalidateQueries({ queryKey: horseKeys.all, predicate: (query) => query.queryKey[1] !== horseKeys.careDue()[1] });
}

/** What a round needs besides its request: the kind's name and the horses' names, for the list of waiting changes. */
export type CareRound = CareRoundInput & { kind: string; horseIds: string[]; kindName: string };

/**
 * Records a care round: one request for every chosen horse, under one Idempotency-Key. Without a connection it
 * waits on the device and is sent once when the connection returns.
 */
export function useRecordRound() {
  const queryClient = useQueryClient();
  return useOfflineWrite<CareRound, CareRoundAnswer>({
    write: ({ kindName, ...round }) => ({
      ...(requestOf(CARE_ROUND_ROUTES.record, round) as { method: 'POST'; path: string; body: unknown }),
      fallbackMessage: 'Failed to record the care round',
      summary: `${kindName} for ${round.horseIds.length} ${round.horseIds.length === 1 ? 'horse' : 'horses'}, ${formatDate(round.date)}`,
    }),
    onSaved: async (answer) => {
      const first = answer.records[0];
      const kind = first && (BUILT_IN_CARE.find((k) => first[k.kind])?.kind ?? first.care[0]);
      if (kind) await settleAfterRound(queryClient, kind, new Set(answer.records.map((r) => r.horseId)));
    },
  });
}
