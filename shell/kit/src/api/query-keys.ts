/**
 * The query keys the shell and the remotes share, defined once. A change one remote makes marks another's answers
 * stale through them (a medical record changes the horse's health on its page), so no remote spells a key of its
 * own for these answers.
 */
export const SESSION_KEY = ['session'] as const;

/** The herd's answers: every key starts with 'horses', so one invalidation reaches them all. */
export const horseKeys = {
  all: ['horses'] as const,
  /** The whole herd as staff read it (forms' horse choices, the staff list). */
  staffList: () => ['horses', 'staff-list'] as const,
  /** The public list as a visitor filters it. */
  publicList: (filters: Record<string, string>) => ['horses', 'public-list', filters] as const,
  /** The horses the home page may feature. */
  featuredCandidates: () => ['horses', 'featured-candidates'] as const,
  /** One horse with its media and rides: the staff page's and the public page's, the same answer. */
  detail: (id: string) => ['horses', 'detail', id] as const,
  /** Today's care: what is overdue, due today and due within the lead days, grouped by kind. */
  careDue: () => ['horses', 'care-due'] as const,
  /** The care plan's settings: its kinds of care (the record form ticks the added ones), intervals and times. */
  careSettings: () => ['horses', 'care-settings'] as const,
};

/**
 * The daily care digest's subscriptions (the users service's): one's own on the profile, and every staff account's
 * on the care settings, under it, so a change on either page marks both stale. Never kept offline: accounts are not.
 */
export const careDigestKeys = {
  all: ['care-digest'] as const,
  recipients: () => ['care-digest', 'recipients'] as const,
};

/** The public gallery's pictures, in order: the public page's and the staff page's, one answer. */
export const GALLERY_KEY = ['gallery'] as const;

/** The answers of one kind of record (its name: `medical-records`), all under `['records', name]`. */
export function recordKeys(name: string) {
  return {
    all: ['records', name] as const,
    /** A whole list (one horse's records). */
    list: (filters: Record<string, string | undefined>) => ['records', name, 'list', filters] as const,
    /** One page of the searched list. */
    page: (query: Record<string, string | number | undefined>) => ['records', name, 'page', query] as const,
    detail: (id: string) => ['records', name, 'detail', id] as const,
  };
}

/**
 * The answers kept on the device for reading offline: who is signed in, the herd (its care settings too), every
 * kind of record and the gallery. Nothing else (the remotes' loaded code, reports, accounts) is kept.
 */
export const OFFLINE_QUERY_ROOTS: readonly string[] = [SESSION_KEY[0], horseKeys.all[0], 'records', GALLERY_KEY[0]];
