import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { type Actor, DELETED_OPERATIONS, HORSE_OPERATIONS, type Media } from '@remuda/contracts';
import { JsonLogger, OBJECT_STORE, type ObjectStore, OutboxEntity, RecentlyDeleted, type RunningTarget, startService } from '@remuda/service-kit';
import { describeOnEachDatabase, messageHarness, testConfig } from '@remuda/service-kit/testing';
import { startUsersWith } from '@remuda/users/testing';
import { horsesService } from '../src/index.js';

const silent = new JsonLogger({}, 'error');
const H = HORSE_OPERATIONS;
const trainer: Actor = { id: 't1', email: 'trainer@remuda.test', role: 'TRAINER' };
const user: Actor = { id: 'u1', email: 'user@remuda.test', role: 'USER' };
const admin: Actor = { id: 'a1', email: 'admin@remuda.test', role: 'ADMIN' };
const keyOf = (url: string) => url.replace(/^\/media\//, '');
const DAY = 86_400_000;

await describeOnEachDatabase('a horse’s deleted pictures and clips in the horses service', (database) => {
  let users: RunningTarget;
  let service: RunningTarget;
  let store: ObjectStore;
  let harness: ReturnType<typeof messageHarness>;

  beforeAll(async () => {
    const config = testConfig(database());
    users = await startUsersWith([trainer, user, admin], config, silent);
    service = await startService(horsesService, config, silent);
    store = service.app.get(OBJECT_STORE);
    harness = messageHarness(config);
    await harness.connect();
  });
  afterAll(async () => {
    await harness?.close();
    await service?.close();
    await users?.close();
  });
  afterEach(() => {
    service.app.get(RecentlyDeleted).now = () => Date.now();
  });

  /** A picture put where the gateway puts an upload, then adopted as the horse's. */
  async function picture(horseId: string): Promise<Media> {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a63' } }).png().toBuffer();
    const key = `uploads/${randomUUID()}`;
    await store.put(key, png, 'application/octet-stream');
    return harness.send(H.addMedia, { horseId, upload: { key, kind: 'image', contentType: 'image/png', extension: 'png', size: png.length } }, trainer);
  }
  const horse = (name: string) => harness.send(H.create, { name, sex: 'mare' }, trainer);
  const eventsOf = async (type: string) =>
    (await service.app.get(DataSource).getRepository(OutboxEntity).findBy({ type })).map((row) => JSON.parse(row.envelope) as { data: unknown; actor?: { email: string } });
  const stillStored = async (media: Media) => Promise.all(media.variants.map(async (v) => (await store.stat(keyOf(v.url))) !== null));

  it('deletes a picture from the horse, the next one its profile image, keeping it and its files for the period', async () => {
    const mare = await horse('Juniper');
    const first = await picture(mare.id);
    const second = await picture(mare.id);
    expect((await harness.send(H.get, { id: mare.id })).profileImage).toBe(first.url);

    expect(await harness.send(H.removeMedia, { id: first.id }, trainer)).toEqual({ ok: true });
    const after = await harness.send(H.get, { id: mare.id });
    expect(after.media.map((m) => m.id)).toEqual([second.id]);
    expect(after.profileImage).toBe(second.url);
    expect((await harness.failure(H.removeMedia, { id: first.id }, trainer)).code).toBe('NOT_FOUND');
    expect(await stillStored(first)).toEqual(first.variants.map(() => true));
    expect((await harness.send(DELETED_OPERATIONS.horses, {}, admin)).find((d) => d.id === first.id)).toMatchObject({
      kind: 'horses.media', horseId: mare.id, horseName: 'Juniper', date: null, title: 'Picture', deletedBy: trainer.email,
    });
    expect((await eventsOf('horses.horse.media-removed')).find((e) => (e.data as { mediaId: string }).mediaId === first.id)?.actor).toMatchObject({ email: trainer.email });
    for (const actor of [trainer, user]) expect((await harness.failure(DELETED_OPERATIONS.horses, {}, actor)).code).toBe('FORBIDDEN');
  });

  it('restores a deleted picture with its id and files, for administrators only, announced in full', async () => {
    const mare = await horse('Sage');
    const only = await picture(mare.id);
    await harness.send(H.removeMedia, { id: only.id }, trainer);
    expect((await harness.send(H.get, { id: mare.id })).profileImage).toBeNull();
    for (const actor of [trainer, user]) expect((await harness.failure(H.restoreMedia, { id: only.id }, actor)).code).toBe('FORBIDDEN');
    expect((await harness.failure(H.restoreMedia, { id: only.id }, null)).code).toBe('UNAUTHENTICATED');

    const restored = await harness.send(H.restoreMedia, { id: only.id }, admin);
    expect(restored).toEqual(only);
    const back = await harness.send(H.get, { id: mare.id });
    expect(back.media).toEqual([only]);
    // The horse had no picture left, so its picture is its profile image again.
    expect(back.profileImage).toBe(only.url);
    expect((await eventsOf('horses.horse.media-restored')).filter((e) => (e.data as { media: Media }).media.id === only.id)).toEqual([
      expect.objectContaining({ data: { horseId: mare.id, media: only }, actor: expect.objectContaining({ email: admin.email }) }),
    ]);
    expect((await harness.send(DELETED_OPERATIONS.horses, {}, admin)).map((d) => d.id)).not.toContain(only.id);
    expect(await harness.failure(H.restoreMedia, { id: only.id }, admin)).toMatchObject({ code: 'CONFLICT', message: 'This picture or clip is not deleted.' });
    expect(await harness.failure(H.restoreMedia, { id: randomUUID() }, admin)).toMatchObject({ code: 'NOT_FOUND', message: 'Picture or clip not found among the recently deleted.' });
  });

  it('no longer restores a picture past the period, and then removes its files for good, once however many purge', async () => {
    const mare = await horse('Clover');
    const old = await picture(mare.id);
    await harness.send(H.removeMedia, { id: old.id }, trainer);
    const deleted = service.app.get(RecentlyDeleted);
    deleted.now = () => Date.now() + 29 * DAY;
    await deleted.purge();
    expect(await stillStored(old)).toEqual(old.variants.map(() => true));

    deleted.now = () => Date.now() + 31 * DAY;
    expect(await harness.failure(H.restoreMedia, { id: old.id }, admin)).toMatchObject({
      code: 'CONFLICT', message: 'This picture or clip was deleted more than 30 days ago and can no longer be restored.',
    });
    expect((await harness.send(DELETED_OPERATIONS.horses, {}, admin)).map((d) => d.id)).not.toContain(old.id);
    await Promise.all([deleted.purge(), deleted.purge()]);
    expect(await stillStored(old)).toEqual(old.variants.map(() => false));
    expect((await harness.failure(H.restoreMedia, { id: old.id }, admin)).code).toBe('NOT_FOUND');
  });
});
