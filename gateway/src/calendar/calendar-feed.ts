import ical, { type ICalCalendar } from 'ical-generator';
import type { HorseCareDates } from '@remuda/contracts';
import { careWords, longDate, staffHorsePath } from '@remuda/contracts/care';

/** How often a calendar is asked to read the feed again (RFC 7986 REFRESH-INTERVAL and Outlook's X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 3600;

/**
 * The herd's care due dates as an iCalendar feed (RFC 5545), made by ical-generator: for each living horse and
 * kind of care, an all-day event on its due date, titled with the horse and the kind, with the latest record and
 * a link to the horse's staff page. Each event's UID is the horse and the kind, so a calendar moves the event when
 * a record moves the date instead of adding another; its DTSTAMP is when the horse last changed, so the same herd
 * makes the same bytes (and the same ETag). Links start at `origin`, the configured public address.
 */
export function careCalendar(horses: readonly HorseCareDates[], origin: string): ICalCalendar {
  const host = new URL(origin).host;
  const calendar = ical({
    name: 'Remuda care due dates',
    description: "When each horse's worming, trim, yearly vaccines, Coggins and the ranch's other kinds of care fall due",
    prodId: { company: 'Remuda', product: 'Care calendar', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  for (const horse of horses) {
    const link = `${origin}${staffHorsePath(horse.id)}`;
    for (const { kind, name, due, last } of horse.care) {
      const words = careWords(kind, name);
      calendar.createEvent({
        id: `${horse.id}-${kind}@${host}`,
        start: `${due}T00:00:00Z`,
        allDay: true,
        stamp: horse.updatedAt,
        summary: `${horse.name}: ${words.name} due`,
        description: `${last === null ? words.none : `Last ${words.name.toLowerCase()}: ${longDate(last)}`}.\n${link}`,
        url: link,
      });
    }
  }
  return calendar;
}
