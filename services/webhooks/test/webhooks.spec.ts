import { createHmac, timingSafeEqual } from 'node:crypto';
import { jest } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { HORSE_OPERATIONS, MEDICAL_OPERATIONS, WEBHOOK_OPERATIONS } from '@remuda/contracts';
import { eventually } from '@remuda/service-kit/testing';
import { metricsRegistry } from '@remuda/service-kit';
import { type WebhooksPlatform, describeOnBothModes, startWebhooksPlatform } from './webhooks-platform.js';

jest.setTimeout(120_000);

const seconds = (from: Date, s: number) => new Date(from.getTime() + s * 1000);

/** A receiver's own check, without the library: HMAC-SHA256 of `<id>.<timestamp>.<body>` with the secret's key. */
function plainVerify(secret: string, headers: Record<string, string>, body: string): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`).digest();
  return headers['webhook-signature']!.split(' ').some((s) => {
    const [version, signature] = s.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

await describeOnBothModes('webhooks', (mode) => {
  let p: WebhooksPlatform;
  beforeAll(async () => {
    p = await startWebhooksPlatform(mode);
  });
  afterAll(() => p?.stop());
  afterEach(async () => {
    for (const r of await p.harness.send(WEBHOOK_OPERATIONS.list, {}, p.boss)) await p.harness.send(WEBHOOK_OPERATIONS.remove, { id: r.id }, p.boss);
    p.receiver.received.length = 0;
    p.other.received.length = 0;
    p.receiver.answer(() => ({ status: 200 }));
    p.other.answer(() => ({ status: 200 }));
    p.time.now = new Date('2026-03-02T09:00:00.000Z');
  });

  it('delivers a new medical record signed with the receiver’s secret, which the library and a plain HMAC both verify', async () => {
    const { receiver, secret } = await p.register('Vet office', p.receiver.url(), ['medical.record.created']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(receiver).toMatchObject({ name: 'Vet office', events: ['medical.record.created'], enabled: true, pending: 0, failed: 0 });
    const horse = await p.harness.send(HORSE_OPERATIONS.create, { name: 'Dusty', sex: 'gelding' }, p.boss);
    const record = await eventually('the medical service knows the horse', () =>
      p.harness.send(MEDICAL_OPERATIONS.create, { horseId: horse.id, date: '2026-03-01', description: 'spring worming', wormed: true }, p.boss).catch(() => null),
    );
    await eventually('the delivery', () => p.receiver.received.length === 1);
    const [got] = p.receiver.received;
    const body = JSON.parse(got!.body);
    expect(body).toEqual({
      id: got!.headers['webhook-id'],
      type: 'medical.record.created',
      version: 2,
      occurredAt: expect.any(String),
      aggregateId: record!.id,
      actor: { id: p.boss.id, role: 'ADMIN' },
      data: expect.objectContaining({ id: record!.id, horseId: horse.id, description: 'spring worming' }),
    });
    expect(got!.body).not.toContain(p.boss.email);
    expect(got!.headers['content-type']).toBe('application/json');
    expect(Math.abs(Number(got!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
    expect(new Webhook(secret).verify(got!.body, got!.headers)).toEqual(body);
    expect(plainVerify(secret, got!.headers, got!.body)).toBe(true);
    expect(plainVerify(secret, got!.headers, got!.body.replace('spring', 'autumn'))).toBe(false);
    // Delivered, as the administrator sees it; only the chosen type went out (no horse event).
    await eventually('marked delivered', async () => (await p.harness.send(WEBHOOK_OPERATIONS.deliveries, { id: receiver.id }, p.boss)).items[0]?.status === 'delivered');
    const { items } = await p.harness.send(WEBHOOK_OPERATIONS.deliveries, { id: receiver.id }, p.boss);
    expect(items).toEqual([expect.objectContaining({ eventType: 'medical.record.created', status: 'delivered', attempts: 1, lastError: null, nextAttemptAt: null })]);
    const metrics = await metricsRegistry.metrics();
    expect(metrics).toContain(`remuda_webhook_deliveries{receiver="${receiver.id}",status="delivered"} 1`);
    expect(metrics).toMatch(new RegExp(`remuda_webhook_attempts_total\\{receiver="${receiver.id}",outcome="delivered"\\} 1`));
  });

  it('marks the event types that carry people’s emails, and offers no session events', async () => {
    const types = await p.eventTypes();
    expect(types).toContainEqual({ type: 'users.account.changed', personal: true });
    expect(types).toContainEqual({ type: 'contact.request.received', personal: true });
    expect(types).toContainEqual({ type: 'medical.record.created', personal: false });
    expect(types.map((t) => t.type)).not.toContain('users.session.revoked');
    const refused = await p.harness.failure(WEBHOOK_OPERATIONS.create, { name: 'x', url: p.receiver.url(), events: ['users.session.revoked'] }, p.boss);
    expect(refused.errors).toEqual([{ field: 'events', message: 'Choose events from the list' }]);
  });

  it('keeps each horse’s events in order while one waits for its retry, and another horse’s go meanwhile', async () => {
    await p.register('Herd book', p.receiver.url(), ['horses.horse.created', 'horses.horse.updated']);
    // The first request of all is refused: Dusty's creation.
    let first = true;
    p.receiver.answer(() => (first ? ((first = false), { status: 500 }) : { status: 200 }));
    const dusty = await p.harness.send(HORSE_OPERATIONS.create, { name: 'Dusty', sex: 'gelding' }, p.boss);
    await eventually('the refused try', () => p.receiver.received.length === 1);
    await p.harness.send(HORSE_OPERATIONS.update, { id: dusty.id, horse: { name: 'Dusty Rose', sex: 'gelding' } }, p.boss);
    const bay = await p.harness.send(HORSE_OPERATIONS.create, { name: 'Bay', sex: 'mare' }, p.boss);
    await eventually('the other horse delivered', () => p.receiver.bodies().some((b) => b.aggregateId === bay.id));
    await p.tick();
    // Dusty's update waits behind its creation, which waits for its retry 5 seconds on.
    expect(p.receiver.bodies().filter((b) => b.aggregateId === dusty.id).map((b) => b.type)).toEqual(['horses.horse.created']);
    await p.tick(seconds(p.time.now, 5));
    await eventually('both of Dusty’s', () => p.receiver.bodies().filter((b) => b.aggregateId === dusty.id).length === 3);
    expect(p.receiver.bodies().filter((b) => b.aggregateId === dusty.id).map((b) => b.type)).toEqual(['horses.horse.created', 'horses.horse.created', 'horses.horse.updated']);
    // The repeat carries the same event id: a receiver drops it by that.
    const dustyIds = p.receiver.received.filter((r) => JSON.parse(r.body).aggregateId === dusty.id).map((r) => r.headers['webhook-id']);
    expect(dustyIds[0]).toBe(dustyIds[1]);
  });

  it('tries again with a doubling wait, keeps a delivery failed after a day with its last error, and sends it again by hand', async () => {
    const { receiver, secret } = await p.register('Down for a day', p.receiver.url(), ['horses.horse.created']);
    p.receiver.answer(() => ({ status: 503 }));
    const start = p.time.now;
    await p.harness.send(HORSE_OPERATIONS.create, { name: 'Storm', sex: 'stallion' }, p.boss);
    await eventually('the first try', () => p.receiver.received.length === 1);
    await p.tick();
    let [row] = await p.rows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: seconds(start, 5).toISOString(), lastError: 'HTTP 503: refused with 503' });
    // Not before its time; then 5, 10, 20 seconds apart.
    await p.tick(seconds(start, 4));
    expect(p.receiver.received).toHaveLength(1);
    await p.tick(seconds(start, 5));
    await p.tick(seconds(start, 15));
    await p.tick(seconds(start, 35));
    expect(p.receiver.received).toHaveLength(4);
    [row] = await p.rows();
    expect(row).toMatchObject({ attempts: 4, nextAttemptAt: seconds(start, 75).toISOString() });
    // Each hour through the day, then given up at the day's end.
    for (let s = 75; s <= 24 * 3600; s += 3600) await p.tick(seconds(start, s));
    await p.tick(seconds(start, 24 * 3600));
    [row] = await p.rows();
    expect(row).toMatchObject({ status: 'failed', lastError: 'HTTP 503: refused with 503' });
    const tries = p.receiver.received.length;
    await p.tick(seconds(start, 25 * 3600));
    expect(p.receiver.received).toHaveLength(tries);
    const listed = await p.harness.send(WEBHOOK_OPERATIONS.list, {}, p.boss);
    expect(listed).toEqual([expect.objectContaining({ id: receiver.id, pending: 0, failed: 1 })]);

    // Back: the administrator sends it again.
    p.receiver.answer(() => ({ status: 204 }));
    const resent = await p.harness.send(WEBHOOK_OPERATIONS.resend, { id: row!.id }, p.boss);
    expect(resent).toMatchObject({ status: 'pending', attempts: 0 });
    await p.tick();
    [row] = await p.rows();
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, lastError: null });
    const last = p.receiver.received.at(-1)!;
    expect(plainVerify(secret, last.headers, last.body)).toBe(true);
    expect((await p.harness.failure(WEBHOOK_OPERATIONS.resend, { id: row!.id }, p.boss)).code).toBe('CONFLICT');
  });

  it('holds a horse’s later event while its earlier one is tried all day, and sends it once that one has failed for good', async () => {
    await p.register('Picky', p.receiver.url(), ['horses.horse.created', 'horses.horse.updated']);
    p.receiver.answer((r) => ({ status: JSON.parse(r.body).type === 'horses.horse.created' ? 500 : 200 }));
    const start = p.time.now;
    const storm = await p.harness.send(HORSE_OPERATIONS.create, { name: 'Storm Cloud', sex: 'mare' }, p.boss);
    await eventually('the first try', () => p.receiver.received.length === 1);
    await p.harness.send(HORSE_OPERATIONS.update, { id: storm.id, horse: { name: 'Storm Cloud', sex: 'mare', breed: 'Mustang' } }, p.boss);
    await eventually('the update queued', async () => (await p.rows()).length === 2);
    // The first try settled at the start, before the clock moves.
    await eventually('the first try settled', async () => (await p.rows())[0]?.attempts === 1);
    for (const s of [5, 15, 3600, 12 * 3600]) await p.tick(seconds(start, s));
    expect(p.receiver.bodies().map((b) => b.type)).toEqual(Array(5).fill('horses.horse.created'));
    expect((await p.rows()).map((r) => [r.eventType, r.status])).toEqual([['horses.horse.created', 'pending'], ['horses.horse.updated', 'pending']]);
    await p.tick(seconds(start, 24 * 3600));
    expect(p.receiver.bodies().map((b) => b.type).slice(-2)).toEqual(['horses.horse.created', 'horses.horse.updated']);
    expect((await p.rows()).map((r) => [r.eventType, r.status, r.attempts])).toEqual([['horses.horse.created', 'failed', 6], ['horses.horse.updated', 'delivered', 1]]);
  });

  it('lets a slow receiver fill its own slots and time out, while another gets every event meanwhile', async () => {
    await p.register('Slow', p.other.url(), ['horses.horse.created']);
    p.other.answer(() => ({ status: 200, delayMs: 60_000 }));
    // The slow receiver holds every request it gets: its slots (4 per replica) fill up.
    const slots = mode === 'postgres' ? 8 : 4;
    for (let i = 0; i < slots; i++) await p.harness.send(HORSE_OPERATIONS.create, { name: `Colt ${i}`, sex: 'gelding' }, p.boss);
    await eventually('the slow receiver’s slots full', () => p.other.received.length === slots);
    await p.register('Quick', p.receiver.url(), ['horses.horse.created']);
    for (let i = 0; i < 4; i++) await p.harness.send(HORSE_OPERATIONS.create, { name: `Filly ${i}`, sex: 'mare' }, p.boss);
    await eventually('the quick receiver has all four', () => p.receiver.received.length === 4);
    // All while the slow one still held its requests: it got no more, and none has timed out yet.
    expect(p.other.received).toHaveLength(slots);
    expect((await p.rows()).filter((r) => r.lastError !== null)).toEqual([]);
    await eventually('the slow receiver timed out', async () => (await p.rows()).some((r) => r.lastError === 'No answer within 8000 ms'), 20_000);
  });

  it('signs with a replaced secret at once: the old one verifies nothing sent after', async () => {
    const { receiver, secret: old } = await p.register('Rotating', p.receiver.url(), ['horses.horse.created']);
    await p.harness.send(HORSE_OPERATIONS.create, { name: 'Before', sex: 'mare' }, p.boss);
    await eventually('the first', () => p.receiver.received.length === 1);
    const { secret } = await p.harness.send(WEBHOOK_OPERATIONS.replaceSecret, { id: receiver.id }, p.boss);
    expect(secret).not.toBe(old);
    await p.harness.send(HORSE_OPERATIONS.create, { name: 'After', sex: 'mare' }, p.boss);
    await eventually('the second', () => p.receiver.received.length === 2);
    const [before, after] = p.receiver.received;
    expect(plainVerify(old, before!.headers, before!.body)).toBe(true);
    expect(plainVerify(secret, after!.headers, after!.body)).toBe(true);
    expect(plainVerify(old, after!.headers, after!.body)).toBe(false);
    expect(() => new Webhook(old).verify(after!.body, after!.headers)).toThrow();
  });

  it('pauses a receiver: nothing is sent or kept for it until it is enabled again', async () => {
    const { receiver } = await p.register('Paused', p.receiver.url(), ['horses.horse.created']);
    await p.harness.send(WEBHOOK_OPERATIONS.update, { id: receiver.id, name: 'Paused', url: receiver.url, events: receiver.events, enabled: false }, p.boss);
    await p.harness.send(HORSE_OPERATIONS.create, { name: 'Quiet', sex: 'mare' }, p.boss);
    await new Promise((r) => setTimeout(r, 800));
    await p.tick();
    expect(p.receiver.received).toHaveLength(0);
    await p.harness.send(WEBHOOK_OPERATIONS.update, { id: receiver.id, name: 'Paused', url: receiver.url, events: receiver.events, enabled: true }, p.boss);
    await p.harness.send(HORSE_OPERATIONS.create, { name: 'Loud', sex: 'mare' }, p.boss);
    await eventually('the one after', () => p.receiver.received.length === 1);
    expect(p.receiver.bodies()[0]!.data).toMatchObject({ name: 'Loud' });
  });

  if (mode === 'postgres') {
    it('delivers each event once with two replicas taking deliveries from the same table', async () => {
      await p.register('Once', p.receiver.url(), ['horses.horse.created']);
      const made = [];
      for (let i = 0; i < 20; i++) made.push(await p.harness.send(HORSE_OPERATIONS.create, { name: `Foal ${i}`, sex: 'mare' }, p.boss));
      await eventually('all twenty', () => p.receiver.received.length >= 20);
      await new Promise((r) => setTimeout(r, 600));
      const ids = p.receiver.received.map((r) => r.headers['webhook-id']);
      expect(ids).toHaveLength(20);
      expect(new Set(ids).size).toBe(20);
      expect(new Set(p.receiver.bodies().map((b) => b.aggregateId))).toEqual(new Set(made.map((h) => h.id)));
    });
  }
});
