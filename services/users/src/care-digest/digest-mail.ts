import { type CareDue, longDate, staffHorsePath } from '@remuda/contracts';

type DueItem = CareDue['groups'][number]['items'][number];

/** Where a digest's links lead: the public site's address, the recipient's unsubscribe page and one-click address. */
export interface DigestLinks {
  origin: string;
  unsubscribePage: string;
}

/** The most horses a part of the mail lists; the rest are counted, with a link to today's care. */
export const DIGEST_LINES_PER_PART = 100;

/** Today's care page (the shell's `PAGES.care`), where a long list goes on. */
const CARE_PAGE_PATH = '/admin/care';

/** True when nothing is overdue or due within the lead days: no mail is sent for such a day. */
export const nothingDue = (due: CareDue) => due.groups.every((group) => group.total === 0);

/** Which part of the mail an item goes in: due today, else overdue (or needed now), else due within the lead days. */
function sectionOf(item: DueItem, today: string): 0 | 1 | 2 {
  if (item.due === today) return 1;
  return item.status === 'overdue' ? 0 : 2;
}

/**
 * One recipient's digest of `day`: the care list `due` (as the horses service answers it at send time) in three
 * parts — overdue, due today, due within the lead days — each line the horse, what is due and when, "Away" for a
 * horse off the property, and a link to the horse's staff page (a large herd's part lists its first
 * DIGEST_LINES_PER_PART, soonest due first, and counts the rest with a link to today's care); then how to stop the mail.
 */
export function careDigestMail(day: string, due: CareDue, links: DigestLinks): { subject: string; text: string } {
  const titles = ['Overdue', 'Due today', `Due within ${due.leadDays} ${due.leadDays === 1 ? 'day' : 'days'}`];
  const parts: DueItem[][] = [[], [], []];
  const items = due.groups.flatMap((group) => group.items);
  items.sort((a, b) => a.due.localeCompare(b.due) || a.horseName.localeCompare(b.horseName));
  for (const item of items) parts[sectionOf(item, due.today)]!.push(item);
  const body = parts.flatMap((part, i) => {
    if (part.length === 0) return [];
    const lines = part
      .slice(0, DIGEST_LINES_PER_PART)
      .flatMap((item) => [`- ${item.horseName}${item.away ? ' (Away)' : ''}: ${item.text} (${item.when})`, `  ${links.origin}${staffHorsePath(item.horseId)}`]);
    const more = part.length - DIGEST_LINES_PER_PART;
    if (more > 0) lines.push(`- and ${more} more: ${links.origin}${CARE_PAGE_PATH}`);
    return [titles[i]!, ...lines, ''];
  });
  return {
    subject: `Care due at Remuda Ranch — ${longDate(day)}`,
    text: [
      `The herd's care overdue or due within ${due.leadDays} ${due.leadDays === 1 ? 'day' : 'days'}, as of ${longDate(due.today)}.`,
      '',
      ...body,
      'You get this mail because the daily care digest is on in your profile.',
      `To stop it, open ${links.unsubscribePage}`,
    ].join('\n'),
  };
}
