import { existsSync } from 'node:fs';
import { jest } from '@jest/globals';
import { CARE_DIGEST_OPERATIONS, HORSE_OPERATIONS } from '@remuda/contracts';
import { NATS_SERVER, describeWhen, eventually, postgresAvailable } from '@remuda/service-kit/testing';
import { CareDigestMailEntity } from '../src/care-digest/care-digest-mail.entity.js';
import { type DigestPlatform, PUBLIC_URL, type Replica, describeOnBothModes, startDigestPlatform } from './digest-platform.js';

// Real services and a real SMTP server; the digest's clock is the test's, moved minute by minute or day by day.
jest.setTimeout(120_000);

/** An instant by the ranch's wall clock in Denver: `-07:00` in winter (MST), `-06:00` in summer (MDT). */
const denver = (day: string, time: string, offset = '-07:00') => new Date(`${day}T${time}:00${offset}`);
const minutesLater = (from: Date, minutes: number) => new Date(from.getTime() + minutes * 60_000);

/** Ticks `replica` once a minute of the test's clock, from `from` for `minutes` minutes. */
async function tickEachMinute(p: DigestPlatform, replica: Replica, from: Date, minutes: number, step = 1): Promise<void> {
  for (let m = 0; m <= minutes; m += step) {
    p.time.now = minutesLater(from, m);
    await replica.scheduler.tick();
  }
}

await describeOnBothModes('the daily care digest', (mode) => {
  let p: DigestPlatform;

  beforeEach(async () => {
    p = await startDigestPlatform(mode);
  });
  afterEach(() => p?.stop());

  it('mails each recipient one digest at the ranch’s hour: the care due, links to the horses, and a one-click unsubscribe', async () => {
    await p.recipient('ann@example.com');
    await p.recipient('bob@example.com');
    p.time.now = denver('2026-01-12', '07:00');
    await p.first.scheduler.tick();
    await p.first.scheduler.tick();
    expect(p.received()).toEqual({ 'ann@example.com': ['January 12, 2026'], 'bob@example.com': ['January 12, 2026'] });

    const mail = p.smtp.mails.find((m) => m.to.includes('ann@example.com'))!;
    expect(mail.to).toEqual(['ann@example.com']);
    expect(mail.headers.subject).toBe('Care due at Remuda Ranch — January 12, 2026');
    expect(mail.body).toContain('- Dusty: No worming on record');
    expect(mail.body).toContain(`  ${PUBLIC_URL}/admin/horses/${p.horse.id}\n`);
    const [, token] = /^<https:\/\/ranch\.example\/api\/care-digest\/unsubscribe\?token=([A-Za-z0-9_-]{43})>$/.exec(mail.headers['list-unsubscribe']!)!;
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.body).toContain(`To stop it, open ${PUBLIC_URL}/care-digest/unsubscribe?token=${token}`);
    expect(JSON.stringify(p.logger.lines)).not.toContain(token!);
    expect((await p.rows()).map((r) => [r.day, r.status, r.attempts])).toEqual([
      ['2026-01-12', 'sent', 1],
      ['2026-01-12', 'sent', 1],
    ]);

    // Not again before the next day's hour (ranch time: 06:59 in Denver is 13:59 UTC), then once.
    p.time.now = denver('2026-01-13', '06:59');
    await p.first.scheduler.tick();
    expect(p.smtp.mails).toHaveLength(2);
    p.time.now = denver('2026-01-13', '07:00');
    await p.first.scheduler.tick();
    // Late in the Denver evening it is the next day in UTC: still the 13th's digest, sent already.
    p.time.now = denver('2026-01-13', '23:30');
    await p.first.scheduler.tick();
    expect(p.received()).toEqual({
      'ann@example.com': ['January 12, 2026', 'January 13, 2026'],
      'bob@example.com': ['January 12, 2026', 'January 13, 2026'],
    });
  });

  it('sends each mail once across a restart at the digest hour: a stopped replica finishes the mail in hand, a new one sends the rest', async () => {
    for (const name of ['ann', 'bob', 'cid']) await p.recipient(`${name}@example.com`);
    p.time.now = denver('2026-01-12', '07:00');
    // The mail server is slow: the replica is stopped while its first mail is in the server's hands.
    p.smtp.pause();
    const ticking = p.first.scheduler.tick();
    await eventually('a mail held by the server', () => p.smtp.heldCount() === 1);
    const stopping = p.first.close();
    p.smtp.resume();
    await Promise.all([stopping, ticking]);
    expect(p.smtp.mails).toHaveLength(1);

    p.time.now = denver('2026-01-12', '07:01');
    const next = await p.startReplica();
    await next.scheduler.tick();
    await next.scheduler.tick();
    expect(p.received()).toEqual({ 'ann@example.com': ['January 12, 2026'], 'bob@example.com': ['January 12, 2026'], 'cid@example.com': ['January 12, 2026'] });
    expect((await p.rows()).map((r) => [r.status, r.attempts])).toEqual([['sent', 1], ['sent', 1], ['sent', 1]]);
  });

  it('leaves a mail taken by a replica that died to another once its lease ends, and sends it once', async () => {
    await p.recipient('ann@example.com');
    await p.smtp.down();
    const at = denver('2026-01-12', '07:00');
    p.time.now = at;
    await p.first.scheduler.tick();
    await p.smtp.up();
    // As a replica leaves it that took the mail a minute later and died before it sent it.
    const taken = minutesLater(at, 1);
    await p.live().database.getRepository(CareDigestMailEntity).update({ day: '2026-01-12' }, { attempts: 2, nextAttemptAt: minutesLater(taken, 2).toISOString() });
    await tickEachMinute(p, p.first, taken, 1);
    expect(p.smtp.mails).toEqual([]);
    await tickEachMinute(p, p.first, minutesLater(taken, 2), 3);
    expect(p.received()).toEqual({ 'ann@example.com': ['January 12, 2026'] });
    expect((await p.rows()).map((r) => [r.status, r.attempts])).toEqual([['sent', 3]]);
  });

  it('tries again while the mail server is down for an hour, and sends one digest per recipient once it is back', async () => {
    await p.recipient('ann@example.com');
    await p.recipient('bob@example.com');
    await p.smtp.down();
    const at = denver('2026-01-12', '07:00');
    await tickEachMinute(p, p.first, at, 60);
    expect(p.smtp.mails).toEqual([]);
    const waiting = await p.rows();
    // Tried at 0, 1, 3, 7, 15, 30, 45 and 60 minutes: the waits double up to 15 minutes.
    expect(waiting.map((r) => [r.status, r.attempts])).toEqual([['pending', 8], ['pending', 8]]);
    expect(waiting[0]!.lastError).toMatch(/ECONNREFUSED/);

    await p.smtp.up();
    await tickEachMinute(p, p.first, minutesLater(at, 61), 20);
    expect(p.received()).toEqual({ 'ann@example.com': ['January 12, 2026'], 'bob@example.com': ['January 12, 2026'] });
    expect((await p.rows()).map((r) => [r.status, r.attempts])).toEqual([['sent', 9], ['sent', 9]]);
  });

  it('gives a mail up 48 hours after its day was planned, logged, while later days still go', async () => {
    await p.recipient('ann@example.com');
    await p.smtp.down();
    await tickEachMinute(p, p.first, denver('2026-01-12', '07:00'), 48 * 60 + 15, 15);
    await p.smtp.up();
    p.time.now = denver('2026-01-14', '07:30');
    await p.first.scheduler.tick();
    expect((await p.rows()).map((r) => [r.day, r.status])).toEqual([
      ['2026-01-12', 'failed'],
      ['2026-01-13', 'sent'],
      ['2026-01-14', 'sent'],
    ]);
    expect((await p.rows())[0]!.lastError).toMatch(/ECONNREFUSED/);
    expect(p.received()).toEqual({ 'ann@example.com': ['January 13, 2026', 'January 14, 2026'] });
    expect(p.logger.lines).toContainEqual(expect.objectContaining({ level: 'error', msg: 'care digest mail given up after 48 hours of failures', day: '2026-01-12' }));
  });

  it('sends each day missed while the platform was down once it is back, a week’s at most', async () => {
    await p.recipient('ann@example.com');
    p.time.now = denver('2026-01-12', '07:00');
    await p.first.scheduler.tick();
    await p.first.close();

    // Down over the digest hours of the 13th and 14th; back before the 15th's.
    p.time.now = denver('2026-01-15', '06:30');
    let back = await p.startReplica();
    await back.scheduler.tick();
    await back.scheduler.tick();
    p.time.now = denver('2026-01-15', '07:00');
    await back.scheduler.tick();
    expect(p.received()).toEqual({ 'ann@example.com': ['January 12, 2026', 'January 13, 2026', 'January 14, 2026', 'January 15, 2026'] });

    // Down for twelve days: the last seven are sent, the older ones are not.
    await back.close();
    p.time.now = denver('2026-01-27', '08:00');
    back = await p.startReplica();
    await back.scheduler.tick();
    const days = (await p.rows()).map((r) => r.day);
    expect(days.slice(4)).toEqual(['2026-01-21', '2026-01-22', '2026-01-23', '2026-01-24', '2026-01-25', '2026-01-26', '2026-01-27']);
    expect(p.smtp.mails).toHaveLength(4 + 7);
  });

  it('mails nobody who turned the digest off, by a mail’s link or on their profile, even a mail planned before', async () => {
    const ann = await p.recipient('ann@example.com');
    const bob = await p.recipient('bob@example.com');
    await p.recipient('cid@example.com');
    p.time.now = denver('2026-01-12', '07:00');
    await p.first.scheduler.tick();
    expect(p.smtp.mails).toHaveLength(3);
    const annsLink = p.smtp.mails.find((m) => m.to.includes(ann.email))!.headers['list-unsubscribe']!;

    // The 13th's mails are planned while the mail server is down; then Ann and Bob stop the digest.
    await p.smtp.down();
    p.time.now = denver('2026-01-13', '07:00');
    await p.first.scheduler.tick();
    const token = new URL(annsLink.slice(1, -1)).searchParams.get('token')!;
    await expect(p.harness.send(CARE_DIGEST_OPERATIONS.unsubscribe, { token })).resolves.toEqual({ ok: true });
    await p.harness.send(CARE_DIGEST_OPERATIONS.set, { enabled: false }, bob);
    await p.smtp.up();
    await tickEachMinute(p, p.first, denver('2026-01-13', '07:01'), 2);
    p.time.now = denver('2026-01-14', '07:00');
    await p.first.scheduler.tick();
    expect(p.received()).toEqual({
      'ann@example.com': ['January 12, 2026'],
      'bob@example.com': ['January 12, 2026'],
      'cid@example.com': ['January 12, 2026', 'January 13, 2026', 'January 14, 2026'],
    });
    const the13th = (await p.rows()).filter((r) => r.day === '2026-01-13');
    expect(the13th.map((r) => r.status).sort()).toEqual(['dropped', 'dropped', 'sent']);

    // Turned on again on her profile, Ann gets the next one.
    await p.harness.send(CARE_DIGEST_OPERATIONS.set, { enabled: true }, ann);
    p.time.now = denver('2026-01-15', '07:00');
    await p.first.scheduler.tick();
    expect(p.received()['ann@example.com']).toEqual(['January 12, 2026', 'January 15, 2026']);
  });

  it('sends nothing on a day with nothing due', async () => {
    await p.recipient('ann@example.com');
    await p.harness.send(CARE_DIGEST_OPERATIONS.set, { enabled: true }, p.boss);
    // The only horse has died: nothing is due.
    await p.harness.send(HORSE_OPERATIONS.update, { id: p.horse.id, horse: { name: 'Dusty', sex: 'gelding', deceased: true, deceased_date: '2025-12-01' } }, p.boss);
    p.time.now = denver('2026-01-12', '07:00');
    await p.first.scheduler.tick();
    expect(p.smtp.mails).toEqual([]);
    expect((await p.rows()).map((r) => r.status)).toEqual(['skipped', 'skipped']);
  });
});

describeWhen((await postgresAvailable()) && existsSync(NATS_SERVER), 'PostgreSQL and nats-server', 'the daily care digest with replicas', () => {
  let p: DigestPlatform;

  beforeAll(async () => {
    p = await startDigestPlatform('postgres');
  });
  afterAll(() => p?.stop());

  it('sends one digest per recipient per day while three replicas tick at once, across the spring’s change of clocks', async () => {
    for (const name of ['ann', 'bob', 'cid', 'dee']) await p.recipient(`${name}@example.com`);
    const replicas = [p.first, await p.startReplica(), await p.startReplica()];
    const allTick = async (at: Date) => {
      p.time.now = at;
      await Promise.all(replicas.flatMap((r) => [r.scheduler.tick(), r.scheduler.tick()]));
    };
    // March 7 (MST, 07:00 is 14:00 UTC), 8 (clocks spring forward at 02:00: 07:00 MDT is 13:00 UTC) and 9.
    await allTick(denver('2026-03-07', '07:00'));
    await allTick(denver('2026-03-07', '07:01'));
    await allTick(denver('2026-03-08', '06:59', '-06:00'));
    await allTick(denver('2026-03-08', '07:00', '-06:00'));
    await allTick(denver('2026-03-08', '07:01', '-06:00'));
    await allTick(denver('2026-03-09', '07:00', '-06:00'));
    await allTick(denver('2026-03-09', '07:00', '-06:00'));
    const days = ['March 7, 2026', 'March 8, 2026', 'March 9, 2026'];
    expect(p.received()).toEqual({ 'ann@example.com': days, 'bob@example.com': days, 'cid@example.com': days, 'dee@example.com': days });
    expect((await p.rows()).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    // Each day was planned by one replica: the others' plans of it failed on its key and made nothing.
    const planned = p.logger.lines.filter((l) => l.msg === 'care digest planned').flatMap((l) => l.days as string[]);
    expect(planned).toEqual(['2026-03-07', '2026-03-08', '2026-03-09']);
    expect(p.logger.lines.filter((l) => l.level !== 'info' && l.level !== 'debug')).toEqual([]);
  });
});
