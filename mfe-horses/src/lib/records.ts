/** Newest first by calendar date, then by when the entry was made. */
export function newestFirst<T extends { date: string; createdAt: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt));
}
