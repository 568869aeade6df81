import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { GalleryPicture } from '@remuda/contracts';
import type { ApiClient } from './api-client.js';
import { mp4Clip } from './clip-files.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
let platform: Platform;
let trainer: ApiClient;
let user: ApiClient;
let visitor: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  platform = await startTestPlatform({}, ALL_SERVICES);
  trainer = platform.client();
  await trainer.login('trainer@remuda.test');
  user = platform.client();
  await user.login('user@remuda.test');
  visitor = platform.client();
  admin = platform.client();
  await admin.login('admin@remuda.test');
}, 30_000);
afterAll(() => platform.stop());

const png = (width = 900, height = 600) => sharp({ create: { width, height, channels: 3, background: '#8a5' } }).png().toBuffer();
const jpeg = () => sharp({ create: { width: 700, height: 500, channels: 3, background: '#964' } }).jpeg().toBuffer();
const fields = (overrides: Record<string, string> = {}) => ({ title: 'Barn at Sunrise', description: 'First light.', category: 'ranch', ...overrides });

/** Sends a picture (a PNG unless given) with the gallery's fields before it. */
async function upload(client: ApiClient, form: Record<string, string> = fields(), file?: { name: string; type: string; bytes: Buffer }) {
  return client.upload('/api/gallery', file ?? { name: 'barn.png', type: 'image/png', bytes: await png() }, 'media', form);
}

async function add(title: string, category = 'ranch'): Promise<GalleryPicture> {
  const res = await upload(trainer, fields({ title, category }));
  if (res.status !== 201) throw new Error(`add failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as GalleryPicture;
}

/** The uploads in progress left in the store: none once a request is answered. */
function uploadsLeft(): string[] {
  const dir = path.join((platform.config.storage as { dir: string }).dir, 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe('the public gallery over HTTP', () => {
  it('is read by anyone, kept in the public cache, and shows a picture staff add at once', async () => {
    const empty = await visitor.get('/api/gallery');
    expect(empty).toMatchObject({ status: 200, body: [] });
    expect(empty.headers.get('cache-control')).toBe('public, no-cache');

    const res = await upload(trainer, fields(), { name: 'barn.jpg', type: 'image/jpeg', bytes: await jpeg() });
    expect(res.status).toBe(201);
    const picture = res.body as GalleryPicture;
    expect(picture).toMatchObject({ title: 'Barn at Sunrise', description: 'First light.', category: 'ranch', position: 0, width: 700, height: 500, version: 1 });
    expect(picture.variants.map((v) => v.width)).toEqual([320, 640]);
    expect(uploadsLeft()).toEqual([]);

    // The kept empty list was dropped by the write: the picture is there on the next anonymous read.
    const read = await visitor.get('/api/gallery');
    expect(read).toMatchObject({ status: 200, body: [picture] });
    expect(read.headers.get('cache-control')).toBe('public, no-cache');

    const served = await fetch(platform.baseUrl + picture.url);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 640, undefined]);
  });

  it('lets only staff change it: users are refused with 403, visitors with 401', async () => {
    const picture = await add('Guarded');
    const id = picture.id;
    const calls = (client: ApiClient) => [
      () => upload(client),
      () => client.put(`/api/gallery/${id}`, fields()),
      () => client.put(`/api/gallery/${id}/position`, { position: 0 }),
      () => client.call('DELETE', `/api/gallery/${id}`),
    ];
    for (const call of calls(user)) expect((await call()).status).toBe(403);
    for (const call of calls(visitor)) expect((await call()).status).toBe(401);
    expect((await visitor.get('/api/gallery')).body.map((p: GalleryPicture) => p.id)).toContain(id);
  });

  it('checks the fields before storing anything, with a message for each', async () => {
    const untitled = await upload(trainer, { description: 'No title', category: 'ranch' });
    expect(untitled).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', errors: [{ field: 'title', message: 'Title is required' }] } });
    expect(untitled.headers.get('connection')).toBe('close');
    const badCategory = await upload(trainer, fields({ category: 'rodeo' }));
    expect(badCategory).toMatchObject({ status: 400, body: { errors: [{ field: 'category', message: 'Category must be Ranch, Horses, Cattle or Events' }] } });
    const noCategory = await upload(trainer, { title: 'Somewhere' });
    expect(noCategory.body.errors).toEqual([{ field: 'category', message: 'Category is required' }]);
    expect(uploadsLeft()).toEqual([]);
  });

  it('takes pictures only, judged by their bytes', async () => {
    const text = await upload(trainer, fields(), { name: 'notes.png', type: 'image/png', bytes: Buffer.from('just some words, not a picture at all, '.repeat(4)) });
    expect(text).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This kind of file is not accepted. Upload a JPEG, PNG, WebP or GIF picture.' } });
    const clip = await upload(trainer, fields(), { name: 'ride.mp4', type: 'video/mp4', bytes: mp4Clip().bytes });
    expect(clip).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Only pictures are accepted here, not clips. Upload a JPEG, PNG, WebP or GIF picture.' } });
    expect(uploadsLeft()).toEqual([]);
  });

  it('changes a picture’s words, refusing a change made on an older version', async () => {
    const picture = await add('Rodeo', 'events');
    const changed = await trainer.put(`/api/gallery/${picture.id}`, { title: 'Ranch Rodeo Night', description: 'Under the lights.', category: 'events', version: 1 });
    expect(changed).toMatchObject({ status: 200, body: { title: 'Ranch Rodeo Night', description: 'Under the lights.', version: 2 } });
    const stale = await trainer.put(`/api/gallery/${picture.id}`, { title: 'Old words', category: 'events', version: 1 });
    expect(stale).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
    const invalid = await trainer.put(`/api/gallery/${picture.id}`, { title: '', category: 'horses' });
    expect(invalid).toMatchObject({ status: 400, body: { errors: [{ field: 'title', message: 'Title is required' }] } });
    expect((await visitor.get('/api/gallery')).body.find((p: GalleryPicture) => p.id === picture.id)).toEqual(changed.body);
  });

  it('is described in the OpenAPI document: the form’s fields, then the picture', async () => {
    const doc = (await visitor.get('/api/docs/openapi.json')).body;
    const form = (path: string) => doc.paths[path].post.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(form('/api/gallery').properties)).toEqual(['title', 'description', 'category', 'media']);
    expect(form('/api/gallery').required).toEqual(['title', 'category', 'media']);
    expect(form('/api/horses/{horseId}/media')).toEqual({ type: 'object', required: ['media'], properties: { media: { type: 'string', format: 'binary' } } });
  });

  it('moves pictures and removes them with their files', async () => {
    const before = (await visitor.get('/api/gallery')).body as GalleryPicture[];
    const last = before[before.length - 1]!;
    const moved = await trainer.put(`/api/gallery/${last.id}/position`, { position: 0 });
    expect(moved.status).toBe(200);
    expect(moved.body.map((p: GalleryPicture) => [p.id, p.position])).toEqual([last, ...before.slice(0, -1)].map((p, i) => [p.id, i]));
    expect((await visitor.get('/api/gallery')).body).toEqual(moved.body);
    expect((await trainer.put(`/api/gallery/${last.id}/position`, { position: -2 })).body.errors).toEqual([{ field: 'position', message: 'Position cannot be negative' }]);

    expect(await trainer.call('DELETE', `/api/gallery/${last.id}`)).toMatchObject({ status: 200, body: { ok: true } });
    // Its files are kept, for an administrator to restore it within the period (ADR 024); no page shows it.
    const kept = await fetch(platform.baseUrl + last.url);
    expect(kept.status).toBe(200);
    await kept.arrayBuffer();
    const after = (await visitor.get('/api/gallery')).body as GalleryPicture[];
    expect(after.map((p) => [p.id, p.position])).toEqual(before.slice(0, -1).map((p, i) => [p.id, i]));
    expect((await trainer.call('DELETE', `/api/gallery/${last.id}`)).status).toBe(404);

    // An administrator restores it (ADR 024): last in the gallery, which visitors see again at once.
    expect((await visitor.post(`/api/gallery/${last.id}/restore`)).status).toBe(401);
    for (const client of [user, trainer]) expect((await client.post(`/api/gallery/${last.id}/restore`)).status).toBe(403);
    const restored = await admin.post(`/api/gallery/${last.id}/restore`);
    expect(restored).toMatchObject({ status: 200, body: { id: last.id, title: last.title, position: after.length } });
    expect(((await visitor.get('/api/gallery')).body as GalleryPicture[]).map((p) => p.id)).toEqual([...after.map((p) => p.id), last.id]);
    expect(await admin.post(`/api/gallery/${last.id}/restore`)).toMatchObject({ status: 409, body: { message: 'This gallery picture is not deleted.' } });
  });
});
