import ical from 'ical-generator';
import type { HerdCareDates, HorseCareDates } from '@remuda/contracts';
import { careWords, longDate, staffHorsePath } from '@remuda/contracts/care';
import { KeptBody } from '../http/kept-body.js';

/** How often a calendar is asked to read the feed again (RFC 7986 REFRESH-INTERVAL and Outlook's X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 3600;

/** How many times a read of the herd starts again when the herd changes between its pages. */
const READ_TRIES = 3;

/** A page of the herd's care dates from `offset`; with `mark`, unchanged when the herd is still as it was. */
export type ReadCareDates = (offset: number, mark?: string) => Promise<HerdCareDates>;

/**
 * The herd's care due dates as one iCalendar feed (RFC 5545), made by ical-generator: for each living horse and
 * kind of care the ranch follows, an all-day event on its due date, titled with the horse and the kind, with the
 * latest record and a link to the horse's staff page. Each event's UID is the horse and the kind, so a calendar
 * moves the event when a record moves the date instead of adding another; its DTSTAMP is when the horse last
 * changed, so the same herd makes the same bytes (and the same ETag). Links start at `origin`, the configured
 * public address.
 *
 * A large herd's feed is tens of thousands of events: the whole body (and its gzip form) is kept under the herd's
 * mark, answered again while the horses service says the herd is unchanged, and each horse's events are kept as
 * text under what they were made from, so a change to one horse makes only that horse's events again.
 *
 * Only the first read waits for the feed to be made. Once one is kept, a change to the herd (`changed`, told by the
 * gateway's feed of horse events) has it made again in the background once the herd has been quiet for `quietMs`
 * (a care round's hundreds of events make it once, not once each), or `maxWaitMs` after the first change at the
 * latest; a read meanwhile, or a read that finds the herd changed before the news of it came, answers the body
 * kept and has a new one made at once. A calendar is never kept waiting, and reads at most a making behind the herd.
 */
export class CareCalendar {
  private kept: { mark: string; body: KeptBody } | null = null;
  private building: Promise<KeptBody> | null = null;
  /** A change came while a making was under way, whose pages may predate it: make it once more after. */
  private again = false;
  /** The making planned once the herd is quiet, and when the first change it waits on came. */
  private planned: { timer: NodeJS.Timeout; since: number } | null = null;
  private events = new Map<string, { from: string; text: string }>();
  private readonly head: string;
  private readonly tail = 'END:VCALENDAR\r\n';
  private readonly host: string;

  constructor(
    private readonly origin: string,
    /** Told of a making in the background that failed: the body kept stays, and the next read tries again. */
    private readonly failed: (err: unknown) => void = () => undefined,
    private readonly timing: { quietMs: number; maxWaitMs: number } = { quietMs: 1000, maxWaitMs: 5000 },
  ) {
    this.host = new URL(origin).host;
    const empty = ical({
      name: 'Remuda care due dates',
      description: "When each horse's worming, trim, yearly vaccines, Coggins and the ranch's other kinds of care fall due",
      prodId: { company: 'Remuda', product: 'Care calendar', language: 'EN' },
      ttl: REFRESH_SECONDS,
    }).toString();
    this.head = empty.slice(0, empty.lastIndexOf('END:VCALENDAR'));
  }

  /** The feed's body as the herd is now, or as it was one making ago (see the class), read through `read`. */
  async body(read: ReadCareDates): Promise<KeptBody> {
    const kept = this.kept;
    if (!kept) return this.make(read);
    if (this.building) return kept.body;
    const first = await read(0, kept.mark);
    if (first.unchanged && first.mark === kept.mark) return kept.body;
    void this.make(read, first).catch(this.failed);
    return kept.body;
  }

  /**
   * The herd changed: once a feed is kept, it is made again in the background, read through `read`, when the herd
   * has been quiet a moment (see the class).
   */
  changed(read: ReadCareDates): void {
    if (!this.kept) return;
    const now = Date.now();
    const since = this.planned?.since ?? now;
    if (this.planned) clearTimeout(this.planned.timer);
    const wait = Math.max(0, Math.min(this.timing.quietMs, since + this.timing.maxWaitMs - now));
    const timer = setTimeout(() => {
      this.planned = null;
      if (this.building) this.again = true;
      else void this.make(read).catch(this.failed);
    }, wait);
    timer.unref();
    this.planned = { timer, since };
  }

  /** Makes the feed (one making at a time; a change during it makes it once more), from `first` when read already. */
  private make(read: ReadCareDates, first?: HerdCareDates): Promise<KeptBody> {
    this.building ??= this.build(read, first).finally(() => {
      this.building = null;
      if (this.again) {
        this.again = false;
        this.changed(read);
      }
    });
    return this.building;
  }

  private async build(read: ReadCareDates, known?: HerdCareDates): Promise<KeptBody> {
    for (let tries = 1; ; tries++) {
      const first = tries === 1 && known ? known : await read(0, this.kept?.mark);
      if (first.unchanged && this.kept?.mark === first.mark) return this.kept.body;
      const horses = [...first.horses];
      let moved = false;
      while (horses.length < first.total && !moved) {
        const page = await read(horses.length);
        moved = page.mark !== first.mark || page.horses.length === 0;
        horses.push(...page.horses);
      }
      // The herd changed between pages (a horse added or renamed shifts them): read it whole again.
      if (moved && tries < READ_TRIES) continue;
      const body = await new KeptBody(Buffer.from(this.text(horses), 'utf8')).compressAhead();
      this.kept = { mark: first.mark, body };
      return body;
    }
  }

  private text(horses: readonly HorseCareDates[]): string {
    const events = new Map<string, { from: string; text: string }>();
    const parts = [this.head];
    for (const horse of horses) {
      const from = JSON.stringify(horse);
      const kept = this.events.get(horse.id);
      const made = kept?.from === from ? kept : { from, text: this.horseEvents(horse) };
      events.set(horse.id, made);
      parts.push(made.text);
    }
    this.events = events;
    parts.push(this.tail);
    return parts.join('');
  }

  /** One horse's events, made by the library. */
  private horseEvents(horse: HorseCareDates): string {
    const link = `${this.origin}${staffHorsePath(horse.id)}`;
    const calendar = ical();
    return horse.care
      .map(({ kind, name, due, last }) => {
        const words = careWords(kind, name);
        return calendar
          .createEvent({
            id: `${horse.id}-${kind}@${this.host}`,
            start: `${due}T00:00:00Z`,
            allDay: true,
            stamp: horse.updatedAt,
            summary: `${horse.name}: ${words.name} due`,
            description: `${last === null ? words.none : `Last ${words.name.toLowerCase()}: ${longDate(last)}`}.\n${link}`,
            url: link,
          })
          .toString();
      })
      .join('');
  }
}
