import { DataSource } from 'typeorm';
import { type Actor, GALLERY_OPERATIONS, HORSE_OPERATIONS, MEDICAL_OPERATIONS, RIDING_OPERATIONS } from '@remuda/contracts';
import { horsesService } from '@remuda/horses';
import { medicalService } from '@remuda/medical';
import { ridingService } from '@remuda/riding';
import { OutboxEntity, type RunningTarget, startService } from '@remuda/service-kit';
import { memoryLogger, messageHarness, testConfig } from '@remuda/service-kit/testing';
import { usersService } from '@remuda/users';
import { DEMO_GALLERY, DEMO_HERD, DEMO_STAFF, demoService } from '../src/index.js';

const staff: Actor = { id: 'reader', email: 'trainer@remuda.test', role: 'TRAINER' };

describe('the demo herd', () => {
  const config = testConfig({ REMUDA_DEMO: '1' });
  const logger = memoryLogger('info');
  let users: RunningTarget;
  let horses: RunningTarget;
  let medical: RunningTarget;
  let riding: RunningTarget;
  const harness = messageHarness(config);

  beforeAll(async () => {
    // The demo accounts, one of which the herd is recorded as.
    users = await startService(usersService, config, logger);
    horses = await startService(horsesService, config, logger);
    medical = await startService(medicalService, config, logger);
    riding = await startService(ridingService, config, logger);
    await harness.connect();
  }, 30_000);
  afterAll(async () => {
    await harness.close();
    await riding.close();
    await medical.close();
    await horses.close();
    await users.close();
  });

  it('is made on an empty platform through the horses operations, as a staff member, once', async () => {
    await (await startService(demoService, config, logger)).close();
    const { items, total } = await harness.send(HORSE_OPERATIONS.list, {});
    expect(total).toBe(DEMO_HERD.length);
    expect(items.map((h) => h.name).sort()).toEqual(DEMO_HERD.map((h) => h.fields.name).sort());
    expect(items.every((h) => h.profileImage !== null)).toBe(true);

    const withClip = DEMO_HERD.find((h) => h.clip)!;
    const detail = await harness.send(HORSE_OPERATIONS.getByName, { name: withClip.fields.name });
    expect(detail.media.filter((m) => m.type === 'image')).toHaveLength(1 + withClip.gallery.length);
    expect(detail.media.filter((m) => m.type === 'video')).toEqual([expect.objectContaining({ contentType: 'video/webm' })]);

    // Through the operations: every horse and picture was announced, by the demo administrator.
    const outbox = await horses.app.get(DataSource).getRepository(OutboxEntity).find();
    const created = outbox.filter((row) => row.type === 'horses.horse.created').map((row) => JSON.parse(row.envelope));
    expect(created).toHaveLength(DEMO_HERD.length);
    expect(created.every((e) => e.actor?.email === DEMO_STAFF.email && e.actor?.role === 'ADMIN')).toBe(true);

    // Each living horse has its history of care, and the health derived from it is the one the herd describes.
    const living = DEMO_HERD.filter((h) => !h.fields.deceased);
    const records = await harness.send(MEDICAL_OPERATIONS.list, {}, staff);
    expect(records.total).toBe(living.length * 4);
    for (const demo of living) {
      const horse = items.find((h) => h.name === demo.fields.name)!;
      const { needsWormed, needsTrimmed, needsCoggins, needsYearly, weight, height } = (await harness.send(HORSE_OPERATIONS.list, { q: demo.fields.name })).items.find((h) => h.id === horse.id)!;
      expect([demo.fields.name, { needsWormed, needsTrimmed, needsCoggins, needsYearly, weight, height }]).toEqual([
        demo.fields.name,
        { needsWormed: demo.fields.needsWormed, needsTrimmed: demo.fields.needsTrimmed, needsCoggins: demo.fields.needsCoggins, needsYearly: demo.fields.needsYearly, weight: demo.fields.weight, height: demo.fields.height },
      ]);
    }

    // Each horse that may be ridden has a few months of rides, none in the future; the others have none.
    const rides = await harness.send(RIDING_OPERATIONS.list, {}, staff);
    const today = new Date().toISOString().slice(0, 10);
    expect(rides.total).toBeGreaterThan(200);
    expect(rides.items.every((r) => r.date < today && r.horseName !== null)).toBe(true);
    const rideable = DEMO_HERD.filter((h) => !h.fields.deceased && (h.fields.on_property || h.fields.off_property_rides)).map((h) => h.fields.name);
    expect(new Set(rides.items.map((r) => r.horseName))).toEqual(new Set(rideable));

    // The public gallery's twelve pictures, in their order, uploaded through the gallery's own pipeline.
    const gallery = await harness.send(GALLERY_OPERATIONS.list, {});
    expect(gallery.map((p) => ({ title: p.title, description: p.description, category: p.category }))).toEqual(DEMO_GALLERY.map((p) => p.fields));
    expect(gallery.map((p) => p.position)).toEqual(DEMO_GALLERY.map((_, i) => i));
    expect(gallery.every((p) => p.width === 1280 && p.variants.map((v) => v.width).join() === '320,640,960,1280')).toBe(true);
    expect(outbox.filter((row) => row.type === 'horses.gallery.picture-added')).toHaveLength(DEMO_GALLERY.length);

    // A second start finds the herd and the gallery there and adds nothing.
    await (await startService(demoService, config, logger)).close();
    expect((await harness.send(HORSE_OPERATIONS.list, { limit: 1 })).total).toBe(DEMO_HERD.length);
    expect(await harness.send(GALLERY_OPERATIONS.list, {})).toHaveLength(DEMO_GALLERY.length);
    expect(logger.lines.filter((l) => l.msg === 'demo herd created')).toHaveLength(1);
    expect(logger.lines.filter((l) => l.msg === 'demo gallery created')).toHaveLength(1);
  }, 120_000);
});
