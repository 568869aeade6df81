/**
 * The last answer worked out of the whole herd (today's care, the herd's care dates), kept for as long as its key
 * stays the same: the herd's mark (`HorseStore.herdMark`), the care plan's version and, where it counts, the
 * ranch's day. A read costs the mark's one small query instead of reading and deriving every horse; requests
 * arriving while it is worked out share the one piece of work. A failed piece of work is not kept.
 */
export class KeptHerdAnswer<T> {
  private kept: { key: string; answer: Promise<T> } | null = null;

  get(key: string, work: () => Promise<T>): Promise<T> {
    if (this.kept?.key === key) return this.kept.answer;
    const answer = work();
    const kept = { key, answer };
    this.kept = kept;
    answer.catch(() => {
      if (this.kept === kept) this.kept = null;
    });
    return answer;
  }
}
