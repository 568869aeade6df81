// `@remuda/contracts/care`: a horse's routine care today, worked out once. The horses service keeps each horse's
// needs by it (so its Health Needs filter and counts), and every screen draws the horse by it (its card, its page,
// the staff list's filter, the dashboard's count, the health report), so they cannot disagree. Nothing here may
// import zod: the front ends load it at run time.

/** The kinds of care, in the order screens list them: the field of `healthDue` and `healthLast`, the need, the words. */
export const CARE_KINDS = [
  { kind: 'wormed', need: 'needsWormed', name: 'Worming', chip: 'Wormer', none: 'No worming on record' },
  { kind: 'yearly_vaccines', need: 'needsYearly', name: 'Yearly vaccines', chip: 'Yearly Vaccines', none: 'No yearly vaccines on record' },
  { kind: 'trimmed', need: 'needsTrimmed', name: 'Trim', chip: 'Trim', none: 'No trim on record' },
  { kind: 'coggins', need: 'needsCoggins', name: 'Coggins', chip: 'Coggins', none: 'No Coggins test on record' },
] as const;

export type CareKind = (typeof CARE_KINDS)[number]['kind'];

export type NeedFlag = (typeof CARE_KINDS)[number]['need'];
export type Needs = Record<NeedFlag, boolean>;

/** A due date this many days away or fewer (and not past) is "due soon". */
export const DUE_SOON_DAYS = 14;

/** overdue: needed now (shown red); due-soon: due within DUE_SOON_DAYS (amber); ok: later. */
export type CareStatus = 'overdue' | 'due-soon' | 'ok';

/** What the rule reads of a horse: the wire's fields (`Horse`), or the horses service's own facts. */
export interface CareFacts extends Needs {
  deceased: boolean;
  /** When each kind is next due (YYYY-MM-DD, UTC): its latest record plus the ranch's interval. */
  healthDue: Record<CareKind, string>;
  /**
   * The date of the latest record of each kind, or null when there is none. Absent from an answer a device kept
   * from before answers carried it: read as recorded, so its due dates speak.
   */
  healthLast?: Record<CareKind, string | null>;
}

export interface CareItem {
  kind: CareKind;
  name: string;
  /** YYYY-MM-DD. */
  due: string;
  /** The latest record's date, or null when there is none. */
  last: string | null;
  status: CareStatus;
  /** What the status says in words, date included: "Worming overdue since March 3, 2026", "No trim on record". */
  text: string;
}

export interface HorseCare {
  /** Each kind needed now: what the horse's need flags hold. */
  needs: Needs;
  /** Needs Attention (SPEC.md section 4): any kind needed now. */
  needsAttention: boolean;
  /** Each kind with its due date and status, in screen order; none for a deceased horse. */
  items: CareItem[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const utcDay = (date: string) => (ISO_DATE.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN);

/** Today's UTC calendar date (YYYY-MM-DD): the calendar due dates are kept in. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD): negative when `to` is earlier; NaN when unreadable. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDay(to) - utcDay(from)) / DAY_MS);
}

const NO_NEEDS: Needs = { needsWormed: false, needsYearly: false, needsTrimmed: false, needsCoggins: false };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The staff page of a horse (the shell's `PAGES.horse`), where a calendar event or a digest mail links to. */
export const staffHorsePath = (id: string) => `/admin/horses/${encodeURIComponent(id)}`;

/** "March 3, 2026": the date as every screen writes it (the same words as the shell kit's `formatDate`). */
export function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

function careText(kind: { name: string; none: string }, due: string, last: string | null, needed: boolean, today: string): string {
  const { name } = kind;
  if (last === null) return kind.none;
  const days = daysBetween(today, due);
  if (Number.isNaN(days)) return needed ? `${name} needed now` : `${name} due date not known`;
  const date = longDate(due);
  if (needed) {
    if (days < 0) return `${name} overdue since ${date}`;
    if (days === 0) return `${name} due today, ${date}`;
    return `${name} needed now (due ${date})`;
  }
  if (days <= 0) return `${name} due ${date}`;
  if (days === 1) return `${name} due tomorrow, ${date}`;
  if (days <= DUE_SOON_DAYS) return `${name} due in ${days} days, ${date}`;
  return `${name} due ${date}`;
}

/**
 * A horse's care today. A deceased horse needs none. A living horse needs a kind of care when it has no record of
 * it, when its due date has come (the due day itself counts), or when its need is held on (staff raised it by hand,
 * or, read from the wire, the horses service found it needed). Needed is overdue (red); due within
 * DUE_SOON_DAYS is due soon (amber).
 *
 * The horses service keeps each horse's need flags as this answers with only the raises held on; a screen reading
 * those flags back gets the same answer on the same day, so the service's filter, the cards and the pages agree.
 */
export function horseCare(horse: CareFacts, today: string): HorseCare {
  if (horse.deceased) return { needs: { ...NO_NEEDS }, needsAttention: false, items: [] };
  const needs = { ...NO_NEEDS };
  const items = CARE_KINDS.map((kind): CareItem => {
    const due = horse.healthDue[kind.kind];
    const last = horse.healthLast ? horse.healthLast[kind.kind] : due;
    const days = daysBetween(today, due);
    const needed = horse[kind.need] || last === null || days <= 0;
    needs[kind.need] = needed;
    const status: CareStatus = needed ? 'overdue' : days <= DUE_SOON_DAYS ? 'due-soon' : 'ok';
    return { kind: kind.kind, name: kind.name, due, last, status, text: careText(kind, due, last, needed, today) };
  });
  return { needs, needsAttention: Object.values(needs).some(Boolean), items };
}

/** What a compact card shows: only the care needed now or due soon. */
export const careAlerts = (care: HorseCare): CareItem[] => care.items.filter((item) => item.status !== 'ok');

/** How far a due date is from today, in plain words: "12 days overdue", "1 day overdue", "Due today", "Due tomorrow", "Due in 5 days". */
export function dueInWords(due: string, today: string): string {
  const days = daysBetween(today, due);
  if (Number.isNaN(days)) return 'Due date not known';
  if (days < 0) return `${-days} ${days === -1 ? 'day' : 'days'} overdue`;
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  return `Due in ${days} days`;
}

/** The spec's four as the care plan first knows them: their key, their group's name and their interval in days. */
export const BUILT_IN_CARE = [
  { kind: 'wormed', name: 'Worming', intervalDays: 90 },
  { kind: 'trimmed', name: 'Trimming', intervalDays: 49 },
  { kind: 'yearly_vaccines', name: 'Yearly Vaccines', intervalDays: 365 },
  { kind: 'coggins', name: 'Coggins', intervalDays: 365 },
] as const satisfies readonly { kind: CareKind; name: string; intervalDays: number }[];

/** A kind of care's key: the spec's four, and those an administrator adds (`dental_float`). */
export const CARE_KEY = /^[a-z][a-z0-9_]{0,39}$/;

export const CARE_LIMITS = { minIntervalDays: 1, maxIntervalDays: 3650, maxLeadDays: 365, maxNameLength: 40, maxKinds: 30 } as const;

/** The key an added kind of care gets from its name: "Dental float" is `dental_float`. */
export function careKeyOf(name: string): string {
  const key = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 36);
  return /^[a-z]/.test(key) ? key : `care_${key}`.replace(/_+$/, '');
}

/** The words a kind of care is written with: the spec's own for its four, its name for an added one. */
export function careWords(kind: string, name: string): { name: string; none: string } {
  const builtIn = CARE_KINDS.find((k) => k.kind === kind);
  return builtIn ? { name: builtIn.name, none: builtIn.none } : { name, none: `No ${name.toLowerCase()} on record` };
}

/** One kind of care of one horse as the care list reads it. */
export interface CareListEntry {
  /** YYYY-MM-DD. */
  due: string;
  last: string | null;
  /** Needed now: for the spec's four, `horseCare`'s answer (a raise by hand counts); else no record or due date come. */
  needed: boolean;
}

/** A horse as the care list reads it: its name, whether it is on the property, and each kind's entry. */
export interface CareListHorse {
  id: string;
  name: string;
  on_property: boolean;
  care: Record<string, CareListEntry>;
}

export interface CareDueItem {
  horseId: string;
  horseName: string;
  /** Off the property: still listed, marked "Away". */
  away: boolean;
  /** YYYY-MM-DD. */
  due: string;
  /** The latest record's date, or null when there is none. */
  last: string | null;
  status: CareStatus;
  /** What the status says in words: "Worming overdue since March 3, 2026", "No worming on record". */
  text: string;
  /** How overdue or soon, in plain words (`dueInWords`). */
  when: string;
}

export interface CareDueGroup {
  kind: string;
  /** The kind's name: Worming, Trimming, Yearly Vaccines, Coggins, and those added. */
  name: string;
  /** Soonest due first (the most overdue at the top), then by name. */
  items: CareDueItem[];
}

/** A kind's entry for one horse in words: its status and what it says. */
export function careEntryItem(kind: { kind: string; name: string }, entry: CareListEntry, today: string): Pick<CareDueItem, 'status' | 'text' | 'when'> {
  const days = daysBetween(today, entry.due);
  const status: CareStatus = entry.needed ? 'overdue' : days <= DUE_SOON_DAYS ? 'due-soon' : 'ok';
  return { status, text: careText(careWords(kind.kind, kind.name), entry.due, entry.last, entry.needed, today), when: dueInWords(entry.due, today) };
}

/**
 * Today's care list: of the living horses, each kind (in the order of `kinds`) needed now or due within
 * `leadDays`, grouped by kind. The caller passes living horses only: a deceased horse has no care due.
 */
export function careDueGroups(horses: readonly CareListHorse[], kinds: readonly { kind: string; name: string }[], today: string, leadDays: number): CareDueGroup[] {
  return kinds.map((kind) => {
    const items: CareDueItem[] = [];
    for (const horse of horses) {
      const entry = horse.care[kind.kind];
      if (!entry || (!entry.needed && !(daysBetween(today, entry.due) <= leadDays))) continue;
      items.push({ horseId: horse.id, horseName: horse.name, away: !horse.on_property, due: entry.due, last: entry.last, ...careEntryItem(kind, entry, today) });
    }
    items.sort((a, b) => a.due.localeCompare(b.due) || a.horseName.localeCompare(b.horseName));
    return { kind: kind.kind, name: kind.name, items };
  });
}
