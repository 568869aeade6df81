import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { type Actor, DELETED_OPERATIONS, GALLERY_OPERATIONS, type GalleryPicture, IMAGE_WIDTHS } from '@remuda/contracts';
import { JsonLogger, OBJECT_STORE, type ObjectStore, OutboxEntity, RecentlyDeleted, type RunningTarget, startService } from '@remuda/service-kit';
import { describeOnEachDatabase, messageHarness, testConfig } from '@remuda/service-kit/testing';
import { startUsersWith } from '@remuda/users/testing';
import { horsesService } from '../src/index.js';

const silent = new JsonLogger({}, 'error');
const G = GALLERY_OPERATIONS;
const trainer: Actor = { id: 't1', email: 'trainer@remuda.test', role: 'TRAINER' };
const user: Actor = { id: 'u1', email: 'user@remuda.test', role: 'USER' };
const admin: Actor = { id: 'a1', email: 'admin@remuda.test', role: 'ADMIN' };
const keyOf = (url: string) => url.replace(/^\/media\//, '');

await describeOnEachDatabase('the gallery in the horses service', (database) => {
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

  /** A picture put where the gateway puts an upload, then adopted into the gallery. */
  async function add(title: string, category: 'ranch' | 'horses' | 'cattle' | 'events' = 'ranch', width = 1400): Promise<GalleryPicture> {
    const png = await sharp({ create: { width, height: 700, channels: 3, background: '#964' } }).png().toBuffer();
    const key = `uploads/${randomUUID()}`;
    await store.put(key, png, 'application/octet-stream');
    const picture = await harness.send(G.add, { title, category, upload: { key, kind: 'image', contentType: 'image/png', extension: 'png', size: png.length } }, trainer);
    expect(await store.stat(key)).toBeNull();
    return picture;
  }
  const titles = async () => (await harness.send(G.list, {})).map((p) => [p.title, p.position]);
  const eventsOf = async (type: string) =>
    (await service.app.get(DataSource).getRepository(OutboxEntity).findBy({ type })).map((row) => JSON.parse(row.envelope) as { data: unknown; actor?: { email: string } });

  it('adds pictures at the end, re-encoded to WebP under gallery/<id>/, and lists them in order', async () => {
    const first = await add('Barn', 'ranch');
    expect(first).toMatchObject({ title: 'Barn', description: '', category: 'ranch', position: 0, width: 1400, height: 700, version: 1 });
    const widths = IMAGE_WIDTHS.filter((w) => w <= 1400);
    expect(first.variants.map((v) => v.width)).toEqual(widths);
    for (const variant of first.variants) {
      expect(variant.url).toBe(`/media/gallery/${first.id}/${variant.width}.webp`);
      expect(await store.stat(keyOf(variant.url))).toMatchObject({ contentType: 'image/webp' });
    }
    expect(first.url).toBe(first.variants[first.variants.length - 1]!.url);
    await add('Herd', 'horses');
    await add('Steer', 'cattle');
    expect(await titles()).toEqual([['Barn', 0], ['Herd', 1], ['Steer', 2]]);
    const added = await eventsOf('horses.gallery.picture-added');
    expect(added.find((e) => (e.data as { picture: GalleryPicture }).picture.id === first.id)).toMatchObject({ data: { picture: first }, actor: { email: trainer.email } });
  });

  it('refuses a clip, and a role that may not change the gallery, keeping nothing', async () => {
    const key = `uploads/${randomUUID()}`;
    await store.put(key, Buffer.from('not really a clip'), 'application/octet-stream');
    const upload = { key, kind: 'video' as const, contentType: 'video/webm', extension: 'webm', size: 17 };
    const refused = await harness.failure(G.add, { title: 'Clip', category: 'events', upload }, trainer);
    expect(refused).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The gallery shows pictures only: upload a JPEG, PNG, WebP or GIF.' });
    expect(await store.stat(key)).toBeNull();
    expect((await harness.failure(G.add, { title: 'Sneaky', category: 'ranch', upload }, user)).code).toBe('FORBIDDEN');
    expect((await harness.failure(G.add, { title: 'Sneaky', category: 'ranch', upload }, null)).code).toBe('UNAUTHENTICATED');
    expect((await harness.failure(G.add, { title: '', category: 'rodeo', upload }, trainer)).errors).toEqual([
      { field: 'title', message: 'Title is required' },
      { field: 'category', message: 'Category must be Ranch, Horses, Cattle or Events' },
    ]);
  });

  it('changes a picture’s words, one version at a time; a change on an older version is refused with the picture as it is now', async () => {
    const picture = await add('Rodeo', 'events');
    const fields = { title: 'Ranch Rodeo', description: 'Under the lights.', category: 'events' as const };
    const mine = await harness.send(G.update, { id: picture.id, picture: { ...fields, version: 1 } }, trainer);
    expect(mine).toMatchObject({ ...fields, version: 2, position: picture.position, url: picture.url });
    const stale = await harness.failure(G.update, { id: picture.id, picture: { ...fields, title: 'Old', version: 1 } }, trainer);
    expect(stale).toMatchObject({ code: 'CONFLICT', message: 'This picture was changed by someone else since you opened it.', current: mine });
    const changed = await eventsOf('horses.gallery.picture-changed');
    expect(changed.map((e) => e.data)).toContainEqual({ picture: mine });
    expect((await harness.failure(G.update, { id: randomUUID(), picture: fields }, trainer)).code).toBe('NOT_FOUND');
    expect((await harness.failure(G.update, { id: picture.id, picture: fields }, user)).code).toBe('FORBIDDEN');
  });

  it('lets only one of two changes made on the same version through', async () => {
    const picture = await add('Contested', 'horses');
    const results = await Promise.allSettled(
      ['Mare', 'Foal'].map((title) => harness.send(G.update, { id: picture.id, picture: { title, category: 'horses', version: 1 } }, trainer)),
    );
    const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(won[0]!.version).toBe(2);
    expect(lost).toEqual([expect.objectContaining({ code: 'CONFLICT', current: won[0] })]);
  });

  it('moves a picture, numbering the gallery 0..n-1 again; a place past the end is the end', async () => {
    const before = await harness.send(G.list, {});
    const last = before[before.length - 1]!;
    const moved = await harness.send(G.move, { id: last.id, position: 0 }, trainer);
    expect(moved.map((p) => p.id)).toEqual([last.id, ...before.slice(0, -1).map((p) => p.id)]);
    expect(moved.map((p) => p.position)).toEqual(before.map((_, i) => i));
    expect(await harness.send(G.list, {})).toEqual(moved);
    const back = await harness.send(G.move, { id: last.id, position: 999 }, trainer);
    expect(back.map((p) => p.id)).toEqual(before.map((p) => p.id));
    const reordered = await eventsOf('horses.gallery.reordered');
    // The outbox is read in no particular order (PostgreSQL answers rows as it finds them).
    expect(reordered.map((e) => e.data)).toHaveLength(2);
    expect(reordered.map((e) => e.data)).toEqual(expect.arrayContaining([{ ids: moved.map((p) => p.id) }, { ids: back.map((p) => p.id) }]));
    expect((await harness.failure(G.move, { id: randomUUID(), position: 0 }, trainer)).code).toBe('NOT_FOUND');
    expect((await harness.failure(G.move, { id: last.id, position: -1 }, trainer)).errors).toEqual([{ field: 'position', message: 'Position cannot be negative' }]);
  });

  it('removes a picture, closing its gap, and keeps it with its files among the recently deleted', async () => {
    const before = await harness.send(G.list, {});
    const gone = before[1]!;
    expect(await harness.send(G.remove, { id: gone.id }, trainer)).toEqual({ ok: true });
    for (const variant of gone.variants) expect(await store.stat(keyOf(variant.url))).not.toBeNull();
    expect((await harness.send(DELETED_OPERATIONS.horses, {}, admin)).find((d) => d.id === gone.id)).toMatchObject({
      kind: 'horses.gallery', horseId: null, title: gone.title, date: null, deletedBy: trainer.email,
    });
    const after = await harness.send(G.list, {});
    expect(after.map((p) => p.id)).toEqual(before.filter((p) => p.id !== gone.id).map((p) => p.id));
    expect(after.map((p) => p.position)).toEqual(after.map((_, i) => i));
    expect((await eventsOf('horses.gallery.picture-removed')).map((e) => e.data)).toEqual([{ id: gone.id }]);
    expect((await harness.failure(G.remove, { id: gone.id }, trainer)).code).toBe('NOT_FOUND');
  });

  it('restores a removed picture last, with its id, files and one more version, for administrators only', async () => {
    const picture = await add('Sunset', 'events');
    await harness.send(G.update, { id: picture.id, picture: { title: 'Sunset ride', description: '', category: 'events', version: 1 } }, trainer);
    await harness.send(G.remove, { id: picture.id }, trainer);
    await add('Later');
    for (const actor of [trainer, user]) expect((await harness.failure(G.restore, { id: picture.id }, actor)).code).toBe('FORBIDDEN');
    expect((await harness.failure(G.restore, { id: picture.id }, null)).code).toBe('UNAUTHENTICATED');

    const restored = await harness.send(G.restore, { id: picture.id }, admin);
    const list = await harness.send(G.list, {});
    expect(restored).toMatchObject({ id: picture.id, title: 'Sunset ride', variants: picture.variants, version: 3, position: list.length - 1 });
    expect(list[list.length - 1]).toEqual(restored);
    expect(list.map((p) => p.position)).toEqual(list.map((_, i) => i));
    expect((await eventsOf('horses.gallery.picture-restored')).map((e) => e)).toEqual([expect.objectContaining({ data: { picture: restored }, actor: expect.objectContaining({ email: admin.email }) })]);
    expect((await harness.send(DELETED_OPERATIONS.horses, {}, admin)).map((d) => d.id)).not.toContain(picture.id);
    expect(await harness.failure(G.restore, { id: picture.id }, admin)).toMatchObject({ code: 'CONFLICT', message: 'This gallery picture is not deleted.' });
    expect(await harness.failure(G.restore, { id: randomUUID() }, admin)).toMatchObject({ code: 'NOT_FOUND', message: 'Gallery picture not found among the recently deleted.' });
  });

  it('removes a picture’s files for good once its period is over, and no longer restores it', async () => {
    const picture = await add('Old fence');
    await harness.send(G.remove, { id: picture.id }, trainer);
    const deleted = service.app.get(RecentlyDeleted);
    try {
      deleted.now = () => Date.now() + 31 * 86_400_000;
      expect(await harness.failure(G.restore, { id: picture.id }, admin)).toMatchObject({
        code: 'CONFLICT', message: 'This gallery picture was deleted more than 30 days ago and can no longer be restored.',
      });
      for (const variant of picture.variants) expect(await store.stat(keyOf(variant.url))).not.toBeNull();
      await Promise.all([deleted.purge(), deleted.purge()]);
      for (const variant of picture.variants) expect(await store.stat(keyOf(variant.url))).toBeNull();
      expect((await harness.failure(G.restore, { id: picture.id }, admin)).code).toBe('NOT_FOUND');
    } finally {
      deleted.now = () => Date.now();
    }
  });
});
