import { type DehydratedState, type Query, type QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import type { Account } from '@remuda/contracts';
import { createStore, del, get, set } from 'idb-keyval';
import { OFFLINE_QUERY_ROOTS, SESSION_KEY } from '../api/query-keys';


/** Kept at most this long: an answer a month old is not worth showing as the herd. */
const MAX_AGE_MS = 30 * 24 * 60 * 60_000;
/** How often at most the cache is written while answers keep arriving. */
const SAVE_DELAY_MS = 1000;
/** Changes when what is kept changes shape, so an older copy is dropped rather than misread. */
const FORMAT = 2;
/**
 * How long the staff pages wait for the kept answers before drawing without them. Reading them takes milliseconds;
 * a browser can hold the read back far longer (the page being left still writing its answers, a disk that stalls),
 * and a page must never wait on that to draw.
 */
const RESTORE_WAIT_MS = 2000;

interface PersistedCache {
  format: number;
  accountId: string;
  savedAt: number;
  state: DehydratedState;
}

const store = typeof indexedDB === 'undefined' ? null : createStore('remuda-query-cache', 'cache');
const ENTRY = 'staff';

const isKept = (query: Query) =>
  query.state.status === 'success' && OFFLINE_QUERY_ROOTS.includes(String(query.queryKey[0])) && query.state.data !== undefined;

/**
 * Fills the cache with the answers this device kept (the last signed-in account's), so the staff pages draw
 * offline, and from then on keeps the signed-in account's answers: written shortly after each change, and removed
 * as soon as nobody is signed in. A reload offline thus still knows the account and its pages.
 */
export async function restoreAndPersistQueryCache(queryClient: QueryClient, { waitMs = RESTORE_WAIT_MS } = {}): Promise<void> {
  if (!store) return;
  let gaveUp: ReturnType<typeof setTimeout> | undefined;
  try {
    const late = new Promise<never>((_, reject) => {
      gaveUp = setTimeout(() => reject(new Error(`no answer from the device's storage within ${waitMs} ms`)), waitMs);
    });
    const kept = await Promise.race([get<PersistedCache>(ENTRY, store), late]);
    if (kept && kept.format === FORMAT && Date.now() - kept.savedAt < MAX_AGE_MS) {
      hydrate(queryClient, kept.state);
      // Shown at once, but never taken for fresh: a screen that opens reads its answer again when it can.
      for (const { queryKey } of kept.state.queries) queryClient.getQueryCache().find({ queryKey, exact: true })?.invalidate();
    } else if (kept) await del(ENTRY, store);
  } catch (err) {
    // A device that refuses storage (private browsing, full disk) or answers too late still works online.
    console.warn('The answers kept on this device could not be read', err);
  } finally {
    clearTimeout(gaveUp);
  }
  persistChanges(queryClient, store);
}

function persistChanges(queryClient: QueryClient, target: NonNullable<typeof store>): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = async () => {
    timer = undefined;
    const account = queryClient.getQueryData<Account | null>(SESSION_KEY);
    if (!account) return del(ENTRY, target);
    const state = dehydrate(queryClient, { shouldDehydrateQuery: isKept, shouldDehydrateMutation: () => false });
    // Through JSON: only plain data goes to storage, whatever else an answer object carries.
    const entry: PersistedCache = { format: FORMAT, accountId: account.id, savedAt: Date.now(), state: JSON.parse(JSON.stringify(state)) };
    return set(ENTRY, entry, target);
  };
  const saveNow = () => {
    clearTimeout(timer);
    void save().catch((err: unknown) => console.warn('The answers could not be kept on this device', err));
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' && event.type !== 'removed') return;
    if (!OFFLINE_QUERY_ROOTS.includes(String(event.query.queryKey[0]))) return;
    timer ??= setTimeout(saveNow, SAVE_DELAY_MS);
  });
  // A page closed or reloaded within the delay keeps its last answers too.
  window.addEventListener('pagehide', () => {
    if (timer !== undefined) saveNow();
  });
}

/** Forgets the kept answers at once (signing out: the next person on this device sees none of them). */
export async function forgetPersistedQueryCache(): Promise<void> {
  if (store) await del(ENTRY, store);
}

/** The time of the newest answer kept for reading offline: when this device last heard from the server. */
export function lastSyncedAt(queryClient: QueryClient): number | undefined {
  const times = queryClient
    .getQueryCache()
    .getAll()
    .filter(isKept)
    .map((query) => query.state.dataUpdatedAt);
  return times.length ? Math.max(...times) : undefined;
}
