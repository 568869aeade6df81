import ICAL from 'ical.js';
import type { HerdCareDates, HorseCareDates } from '@remuda/contracts';
import { CareCalendar, type ReadCareDates } from './calendar-feed.js';

const ORIGIN = 'https://ranch.example';

const horse = (n: number, due = '2026-12-01'): HorseCareDates => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Horse ${n}`,
  updatedAt: '2026-11-01T10:00:00.000Z',
  care: [
    { kind: 'wormed', name: 'Worming', due, last: null },
    { kind: 'dental_float', name: 'Dental float', due: '2027-01-05', last: '2026-01-05' },
  ],
});

/** The horses service as the feed reads it: pages of `size`, unchanged to a reader that has the mark. */
function herdOf(horses: HorseCareDates[], size = 2) {
  const herd = { horses, mark: 'm1', reads: 0 };
  const read: ReadCareDates = async (offset, mark) => {
    herd.reads += 1;
    if (mark === herd.mark) return { mark, unchanged: true, total: herd.horses.length, horses: [] } satisfies HerdCareDates;
    return { mark: herd.mark, unchanged: false, total: herd.horses.length, horses: herd.horses.slice(offset, offset + size) };
  };
  return { herd, read };
}

/** `check` until it passes (a making in the background has finished), at most a second. */
async function eventually<T>(check: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await check();
    } catch (err) {
      if (tries >= 100) throw err;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

const eventsOf = (body: Buffer) =>
  new ICAL.Component(ICAL.parse(body.toString('utf8')) as unknown[]).getAllSubcomponents('vevent').map((v) => ({
    uid: String(v.getFirstPropertyValue('uid')),
    summary: String(v.getFirstPropertyValue('summary')),
    start: String(v.getFirstPropertyValue('dtstart')),
    description: String(v.getFirstPropertyValue('description')),
  }));

describe('the care calendar feed', () => {
  it('reads the herd a page at a time into one calendar, an event per horse and kind, added kinds too', async () => {
    const { herd, read } = herdOf([horse(1), horse(2), horse(3)]);
    const events = eventsOf((await new CareCalendar(ORIGIN).body(read)).raw);
    expect(herd.reads).toBe(2);
    expect(events).toHaveLength(6);
    expect(events[1]).toEqual({
      uid: `${horse(1).id}-dental_float@ranch.example`,
      summary: 'Horse 1: Dental float due',
      start: '2027-01-05',
      description: `Last dental float: January 5, 2026.\n${ORIGIN}/admin/horses/${horse(1).id}`,
    });
    expect(events[0]!.description).toBe(`No worming on record.\n${ORIGIN}/admin/horses/${horse(1).id}`);
  });

  it('answers the body it keeps while the herd is unchanged, and a new one with the moved date when it changes', async () => {
    const { herd, read } = herdOf([horse(1), horse(2)]);
    const feed = new CareCalendar(ORIGIN);
    const first = await feed.body(read);
    expect(await feed.body(read)).toBe(first);
    herd.horses = [horse(1), horse(2, '2027-03-01')];
    herd.mark = 'm2';
    // The read that finds the herd changed is not kept waiting: it answers what was kept, and the feed is made again.
    expect(await feed.body(read)).toBe(first);
    const second = await eventually(async () => {
      const body = await feed.body(read);
      expect(body).not.toBe(first);
      return body;
    });
    expect(second.etag).not.toBe(first.etag);
    expect(eventsOf(second.raw).find((e) => e.uid === `${horse(2).id}-wormed@ranch.example`)!.start).toBe('2027-03-01');
    // The horse that did not change comes out byte for byte as before.
    const block = (body: Buffer, id: string) => body.toString('utf8').split('END:VEVENT').filter((b) => b.includes(`UID:${id}`));
    expect(block(second.raw, horse(1).id)).toEqual(block(first.raw, horse(1).id));
  });

  it('reads the herd again when it changes between two pages', async () => {
    const { herd, read } = herdOf([horse(1), horse(2), horse(3)]);
    let pages = 0;
    const changing: ReadCareDates = async (offset, mark) => {
      const page = await read(offset, mark);
      // After the first page, a horse named before the others joins: the pages shift.
      if (++pages === 1) {
        herd.horses = [horse(0), ...herd.horses];
        herd.mark = 'm2';
      }
      return page;
    };
    const events = eventsOf((await new CareCalendar(ORIGIN).body(changing)).raw);
    expect(events.filter((e) => e.uid.endsWith('-wormed@ranch.example')).map((e) => e.summary)).toEqual(['Horse 0: Worming due', 'Horse 1: Worming due', 'Horse 2: Worming due', 'Horse 3: Worming due']);
  });

  it('is made again in the background once the herd is quiet, once for many changes, and once more after a change during it', async () => {
    const { herd, read } = herdOf([horse(1), horse(2)]);
    const feed = new CareCalendar(ORIGIN, undefined, { quietMs: 30, maxWaitMs: 1000 });
    feed.changed(read);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(herd.reads).toBe(0); // nothing kept, nothing to make again: no calendar reads the feed yet
    const first = await feed.body(read);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let slowReads = 0;
    const slow: ReadCareDates = async (offset, mark) => {
      slowReads += 1;
      await held;
      return read(offset, mark);
    };
    herd.horses = [horse(1), horse(2, '2027-03-01')];
    herd.mark = 'm2';
    // Three changes in a row (a care round's events): one making, once they stop.
    feed.changed(slow);
    feed.changed(slow);
    feed.changed(slow);
    expect(slowReads).toBe(0); // not yet: the herd is not quiet yet
    await eventually(async () => expect(slowReads).toBe(1));
    // A change during the making, which read the herd before it: the feed is made once more after.
    herd.horses = [horse(1), horse(2, '2027-04-01')];
    herd.mark = 'm3';
    feed.changed(slow);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await feed.body(read)).toBe(first); // a read meanwhile answers the body kept
    release();
    await eventually(async () => expect(slowReads).toBe(2));
    const last = await eventually(async () => {
      const body = await feed.body(read);
      expect(eventsOf(body.raw).find((e) => e.uid === `${horse(2).id}-wormed@ranch.example`)!.start).toBe('2027-04-01');
      return body;
    });
    expect(slowReads).toBe(2);
    expect(await feed.body(read)).toBe(last);
  });

  it('is made while changes keep coming, once the longest wait is up', async () => {
    const { herd, read } = herdOf([horse(1)]);
    const feed = new CareCalendar(ORIGIN, undefined, { quietMs: 100, maxWaitMs: 200 });
    await feed.body(read);
    let made = 0;
    const counting: ReadCareDates = async (offset, mark) => {
      made += 1;
      return read(offset, mark);
    };
    // A change every 10 ms for 0.6 s: never quiet for 100 ms, yet the feed is made within the 200 ms waited at most.
    let madeWhileChanging = 0;
    for (let i = 0; i < 60; i++) {
      herd.mark = `m${i + 2}`;
      feed.changed(counting);
      await new Promise((resolve) => setTimeout(resolve, 10));
      madeWhileChanging = made;
    }
    expect(madeWhileChanging).toBeGreaterThan(0);
  });

  it('keeps the body it has when a making in the background fails, says so, and makes it at the next read', async () => {
    const { herd, read } = herdOf([horse(1)]);
    const failures: unknown[] = [];
    const feed = new CareCalendar(ORIGIN, (err) => failures.push(err), { quietMs: 10, maxWaitMs: 100 });
    const first = await feed.body(read);
    herd.horses = [horse(1, '2027-02-02')];
    herd.mark = 'm2';
    feed.changed(async () => {
      throw new Error('horses service away');
    });
    await eventually(async () => expect(failures).toHaveLength(1));
    expect(await feed.body(read)).toBe(first);
    const second = await eventually(async () => {
      const body = await feed.body(read);
      expect(body).not.toBe(first);
      return body;
    });
    expect(eventsOf(second.raw)[0]!.start).toBe('2027-02-02');
  });
});
