/**
 * Every riding-logs query sits under this prefix — the list's pages (`['riding-logs', 'page', ...]`), a log's,
 * and the horse page's tab (`['riding-logs', 'list', { horseId }]`) — so one invalidation after a change reaches
 * them all.
 */
export const RIDING_LOGS_KEY = ['riding-logs'] as const;

/** The horses' queries (mfe-horses keys them under 'horses'): a horse's page carries its rides. */
export const HORSES_KEY = ['horses'] as const;
