/**
 * Every medical-records query sits under this prefix — the list's pages (`['medical-records', 'page', ...]`), a
 * record's, and the horse page's tab (`['medical-records', 'list', { horseId }]`) — so one invalidation after a
 * change reaches them all.
 */
export const MEDICAL_RECORDS_KEY = ['medical-records'] as const;

/** The horses' queries (mfe-horses keys them under 'horses'): a record changes a horse's health needs. */
export const HORSES_KEY = ['horses'] as const;
