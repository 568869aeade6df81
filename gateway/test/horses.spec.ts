import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { type EventEnvelope, HORSE_EVENTS, type Horse, type HorseDetail, type Media } from '@remuda/contracts';
import { RidingLogEntity } from '@remuda/riding';
import { OutboxEntity, processBus } from '@remuda/service-kit';
import { ApiClient } from './api-client.js';
import { mp4Clip } from './clip-files.js';
import { describeClipUploads } from './clip-uploads.js';
import { describePictureRefusals } from './picture-refusals.js';
import { describeRecordDocuments } from './record-documents.js';
import { ALL_SERVICES, startTestPlatform } from './test-platform.js';
import { within } from './within.js';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
let platform: Platform;
let trainer: ApiClient;
let user: ApiClient;
let admin: ApiClient;

beforeAll(async () => {
  platform = await startTestPlatform(
    { REMUDA_MAX_IMAGE_BYTES: String(300 * 1024), REMUDA_MAX_VIDEO_BYTES: String(400 * 1024), REMUDA_MAX_DOCUMENT_BYTES: String(200 * 1024) },
    ALL_SERVICES,
  );
  trainer = platform.client();
  await trainer.login('trainer@remuda.test');
  user = platform.client();
  await user.login('user@remuda.test');
  admin = platform.client();
  await admin.login('admin@remuda.test');
}, 30_000);
afterAll(() => platform.stop());

const horse = (overrides: Record<string, unknown> = {}) => ({ name: 'Dusty', sex: 'gelding', breed: 'Quarter Horse', ...overrides });

async function create(overrides: Record<string, unknown> = {}): Promise<HorseDetail> {
  const res = await trainer.post('/api/horses', horse(overrides));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as HorseDetail;
}

async function jpeg(width: number, height: number, options: { gps?: boolean; quality?: number; noise?: boolean } = {}): Promise<Buffer> {
  const source = options.noise
    ? sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    : sharp({ create: { width, height, channels: 3, background: { r: 150, g: 90, b: 40 } } });
  let image = source.jpeg({ quality: options.quality ?? 80 });
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'RanchCam', Model: 'Corral 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '108/1 15/1 0/1' },
    });
  }
  return image.toBuffer();
}

const mp4 = (bytes: number) => mp4Clip({ mediaBytes: bytes - mp4Clip({ mediaBytes: 0 }).bytes.length }).bytes;

describe('horses: create, read, replace', () => {
  it('lets trainers add a horse with the spec’s field names, and answers it with media and riding logs', async () => {
    const created = await create({
      name: 'Sage', sex: 'mare', breed: 'Mustang', age: 7, foal_year: 2019, height: 14.3, weight: 900, brand: '19345678', HMA: 'Sand Wash Basin',
      on_property: true, off_property_rides: true, needsTrimmed: true, description: 'A bay mare from the basin.',
    });
    expect(created).toMatchObject({
      name: 'Sage', sex: 'mare', age: 7, foal_year: 2019, height: 14.3, weight: 900, HMA: 'Sand Wash Basin', on_property: true,
      off_property_rides: true, deceased: false, deceased_date: null, needsTrimmed: true, profileImage: null,
      media: [], ridingLogs: [],
    });
    // No record of any kind of care yet: each is needed, and the answer says there is none.
    expect(created).toMatchObject({ needsWormed: true, needsYearly: true, needsCoggins: true, healthLast: { wormed: null, trimmed: null, yearly_vaccines: null, coggins: null } });
    const read = await platform.client().get(`/api/horses/${created.id}`);
    expect(read).toMatchObject({ status: 200, body: { id: created.id, name: 'Sage', media: [], ridingLogs: [] } });
  });

  it('checks horse fields with clear messages', async () => {
    const res = await trainer.post('/api/horses', { name: ' ', sex: 'unicorn', height: 40, foal_year: 1800, deceased_date: '2020-01-01', weight: 'heavy' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Name is required' },
        { field: 'sex', message: 'Sex must be stallion, mare, gelding or female' },
        { field: 'height', message: 'Height must be between 5 and 20 hands' },
        { field: 'foal_year', message: 'Birth Year must be 1960 or later' },
        { field: 'weight', message: 'Weight must be a number' },
      ]),
    );
  });

  it('refuses writes to visitors (401) and plain users (403), in the gateway and the service', async () => {
    expect((await platform.client().post('/api/horses', horse())).status).toBe(401);
    expect((await user.post('/api/horses', horse())).status).toBe(403);
    const existing = await create({ name: 'Guarded' });
    expect((await user.put(`/api/horses/${existing.id}`, horse())).status).toBe(403);
    expect((await user.call('DELETE', `/api/horses/media/${existing.id}`)).status).toBe(403);
    expect((await user.upload(`/api/horses/${existing.id}/media`, { name: 'a.jpg', type: 'image/jpeg', bytes: await jpeg(20, 20) })).status).toBe(403);
  });

  it('replaces a horse’s fields with PUT, and answers 404 for horses that do not exist', async () => {
    const dusty = await create({ name: 'Replace Me', color: 'dun', HMA: 'Onaqui' });
    const res = await trainer.put(`/api/horses/${dusty.id}`, { name: 'Replaced', sex: 'stallion', deceased: true, deceased_date: '2025-06-01' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Replaced', sex: 'stallion', color: '', HMA: '', deceased: true, deceased_date: '2025-06-01' });
    expect((await trainer.put('/api/horses/6f1f7a84-3a55-4a8f-9a43-2b8d0c5a4f11', horse())).status).toBe(404);
    expect((await platform.client().get('/api/horses/6f1f7a84-3a55-4a8f-9a43-2b8d0c5a4f11')).status).toBe(404);
    expect((await platform.client().get('/api/horses/not-an-id')).status).toBe(404);
  });

  it('finds a horse by name, whatever its capitals', async () => {
    await create({ name: 'Midnight Rambler' });
    const found = await platform.client().get('/api/horses/name/midnight%20RAMBLER');
    expect(found).toMatchObject({ status: 200, body: { name: 'Midnight Rambler', media: [], ridingLogs: [] } });
    expect((await platform.client().get('/api/horses/name/Nobody%20Here')).status).toBe(404);
  });

  it('carries the horse’s riding logs from the riding service, newest first, to anyone', async () => {
    const made = await create({ name: 'Trail Boss' });
    const riding = platform.services.find((s) => s.name === 'riding')!;
    const ride = (date: string, notes: string) => ({ id: randomUUID(), horseId: made.id, date, notes, createdAt: `${date}T10:00:00.000Z`, updatedAt: `${date}T10:00:00.000Z` });
    await riding.app.get(DataSource).getRepository(RidingLogEntity).insert([ride('2025-04-02', 'creek'), ride('2025-06-01', 'ridge'), ride('2025-01-15', 'snow')]);
    const logs = [
      { id: expect.any(String), date: '2025-06-01', notes: 'ridge' },
      { id: expect.any(String), date: '2025-04-02', notes: 'creek' },
      { id: expect.any(String), date: '2025-01-15', notes: 'snow' },
    ];
    expect((await platform.client().get(`/api/horses/${made.id}`)).body.ridingLogs).toEqual(logs);
    expect((await platform.client().get('/api/horses/name/trail%20boss')).body.ridingLogs).toEqual(logs);
    expect((await trainer.put(`/api/horses/${made.id}`, horse({ name: 'Trail Boss', color: 'bay' }))).body.ridingLogs).toEqual(logs);
  });

  it('publishes horses.horse.created and updated through the outbox, with the actor', async () => {
    const seen: EventEnvelope[] = [];
    const offs = ['created', 'updated'].map((e) => processBus.subscribe(`events.horses.horse.${e}`, (p) => seen.push(p.data as EventEnvelope)));
    const made = await create({ name: 'Eventful' });
    await trainer.put(`/api/horses/${made.id}`, horse({ name: 'Eventful', color: 'grey' }));
    for (let i = 0; i < 50 && seen.filter((e) => e.aggregateId === made.id).length < 2; i++) await new Promise((r) => setTimeout(r, 50));
    offs.forEach((off) => off());
    const mine = seen.filter((e) => e.aggregateId === made.id);
    expect(mine.map((e) => e.type)).toEqual(['horses.horse.created', 'horses.horse.updated']);
    expect(mine[0]!.actor).toMatchObject({ email: 'trainer@remuda.test', role: 'TRAINER' });
    expect(mine[1]!.data).toMatchObject({ id: made.id, color: 'grey' });
  });
});

describe('horses: the list', () => {
  beforeAll(async () => {
    const herd = [
      { name: 'Aa Mustang Mare', breed: 'Kiger Mustang', sex: 'mare', on_property: true },
      { name: 'Ab Filly', breed: 'Mustang', sex: 'female', on_property: true, needsCoggins: true },
      { name: 'Ac Away', breed: 'Appaloosa', sex: 'gelding', on_property: false },
      { name: 'Ad Gone', breed: 'Morgan', sex: 'stallion', deceased: true, deceased_date: '2025-03-01' },
      { name: 'Ae Needs Worming', breed: 'Paint', sex: 'gelding', needsWormed: true, description: 'Loves 100% of carrots_and apples' },
    ];
    for (const h of herd) {
      const made = await create(h);
      // A horse with no record of a kind needs it: the healthy ones have a vet visit covering everything.
      if (!h.needsCoggins && !h.needsWormed && !h.deceased) {
        const all = { wormed: true, trimmed: true, coggins: true, yearly_vaccines: true };
        const visit = await trainer.post('/api/medical-records', { horseId: made.id, date: new Date().toISOString().slice(0, 10), description: 'Checkup', ...all });
        if (visit.status !== 201) throw new Error(`visit failed: ${visit.status} ${JSON.stringify(visit.body)}`);
        const cared = await within(10_000, async () => !((await platform.client().get(`/api/horses/${made.id}`)).body as Horse).needsWormed);
        if (!cared) throw new Error(`${h.name}'s visit did not reach its health`);
      }
    }
  });

  const names = (body: Array<{ name: string }>) => body.map((h) => h.name).filter((n) => n.startsWith('A'));

  it('answers a plain array sorted by name, with the total', async () => {
    const res = await platform.client().get('/api/horses');
    expect(Array.isArray(res.body)).toBe(true);
    expect(names(res.body)).toEqual(['Aa Mustang Mare', 'Ab Filly', 'Ac Away', 'Ad Gone', 'Ae Needs Worming']);
    expect(Number(res.headers.get('x-total-count'))).toBe(res.body.length);
  });

  it('filters by status, health, breed group, sex and text', async () => {
    const get = async (query: string) => names((await platform.client().get(`/api/horses?${query}`)).body);
    expect(await get('status=on-property')).toEqual(['Aa Mustang Mare', 'Ab Filly', 'Ae Needs Worming']);
    expect(await get('status=off-property')).toEqual(['Ac Away']);
    expect(await get('status=deceased')).toEqual(['Ad Gone']);
    expect(await get('health=needs-attention')).toEqual(['Ab Filly', 'Ae Needs Worming']);
    expect(await get('health=healthy&status=on-property')).toEqual(['Aa Mustang Mare']);
    expect(await get('breed=mustang')).toEqual(['Aa Mustang Mare', 'Ab Filly']);
    expect(await get('breed=other')).toEqual(['Ac Away', 'Ad Gone', 'Ae Needs Worming']);
    expect(await get('breed=MORGAN')).toEqual(['Ad Gone']);
    expect(await get('sex=mare,female')).toEqual(['Aa Mustang Mare', 'Ab Filly']);
    expect(await get('sex=gelding&sex=stallion')).toEqual(['Ac Away', 'Ad Gone', 'Ae Needs Worming']);
    expect(await get('q=kiger')).toEqual(['Aa Mustang Mare']);
    expect(await get('q=100%25%20of')).toEqual(['Ae Needs Worming']);
    expect(await get('q=_and')).toEqual(['Ae Needs Worming']);
    expect(await get('q=%25')).toEqual(['Ae Needs Worming']);
  });

  it('pages with limit and offset, X-Total-Count and a Link to the next page', async () => {
    const first = await platform.client().get('/api/horses?status=on-property&limit=2');
    expect(names(first.body)).toEqual(['Aa Mustang Mare', 'Ab Filly']);
    expect(first.headers.get('x-total-count')).toBe(String((await platform.client().get('/api/horses?status=on-property')).body.length));
    const link = first.headers.get('link')!;
    expect(link).toMatch(/^<\/api\/horses\?status=on-property&limit=2&offset=2>; rel="next"$/);
    const next = await platform.client().get(link.slice(1, link.indexOf('>')));
    expect(next.body.length).toBeGreaterThan(0);
    const total = Number(first.headers.get('x-total-count'));
    const last = await platform.client().get(`/api/horses?status=on-property&limit=2&offset=${total - 1}`);
    expect(last.headers.get('link')).toBeNull();
  });

  it('answers bad parameters with 400 and what is wrong', async () => {
    const res = await platform.client().get('/api/horses?status=grazing&limit=0&sex=unicorn&offset=-1');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'status', message: 'Status must be on-property, off-property or deceased' },
        { field: 'limit', message: 'Limit must be between 1 and 500' },
        { field: 'offset', message: 'Offset cannot be negative' },
      ]),
    );
  });
});

describe('horses: pictures and clips', () => {
  let subject: HorseDetail;
  beforeAll(async () => {
    subject = await create({ name: 'Shutterbug' });
  });

  it('re-encodes a JPEG into WebP widths, drops its GPS position, and makes it the profile image', async () => {
    const original = await jpeg(1500, 1000, { gps: true });
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('RanchCam');
    const res = await trainer.upload(`/api/horses/${subject.id}/media`, { name: 'IMG_0001.JPG', type: 'image/jpeg', bytes: original });
    expect(res.status).toBe(201);
    const media = res.body as Media;
    expect(media).toMatchObject({ type: 'image', contentType: 'image/webp', width: 1500, height: 1000, size: original.length });
    expect(media.variants.map((v) => v.width)).toEqual([320, 640, 960, 1280]);
    for (const variant of media.variants) {
      expect(variant.url).toMatch(new RegExp(`^/media/horses/${subject.id}/${media.id}/\\d+\\.webp$`));
      const file = await fetch(platform.baseUrl + variant.url);
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width });
      expect(meta.exif).toBeUndefined();
    }
    const detail = (await platform.client().get(`/api/horses/${subject.id}`)).body as HorseDetail;
    expect(detail.profileImage).toBe(media.url);
    expect(detail.profileImageVariants).toEqual(media.variants);
    expect(detail.media).toEqual([media]);
  });

  it('judges files by their bytes: a renamed text file and an SVG are refused with 415', async () => {
    const text = await trainer.upload(`/api/horses/${subject.id}/media`, { name: 'horse.jpg', type: 'image/jpeg', bytes: Buffer.from('just some words, not a picture at all, honest') });
    expect(text).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><circle r="4"/></svg>');
    expect((await trainer.upload(`/api/horses/${subject.id}/media`, { name: 'horse.svg', type: 'image/svg+xml', bytes: svg })).status).toBe(415);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
    expect((await trainer.upload(`/api/horses/${subject.id}/media`, { name: 'x.jpg', type: 'image/jpeg', bytes: broken })).status).toBe(415);
  });

  it('refuses files over the limit of their kind with 413, keeping nothing', async () => {
    const big = await jpeg(600, 600, { quality: 100, noise: true });
    expect(big.length).toBeGreaterThan(300 * 1024);
    const res = await trainer.upload(`/api/horses/${subject.id}/media`, { name: 'big.jpg', type: 'image/jpeg', bytes: big });
    expect(res).toMatchObject({ status: 413, body: { message: 'This picture is too large. The limit is 300 KB.' } });
    const video = await trainer.upload(`/api/horses/${subject.id}/media`, { name: 'long.mp4', type: 'video/mp4', bytes: mp4(500 * 1024) });
    expect(video.status).toBe(413);
    expect(((await platform.client().get(`/api/horses/${subject.id}`)).body as HorseDetail).media).toHaveLength(1);
  });

  it('refuses an upload without the media field, for an unknown horse, and one that is not multipart', async () => {
    const wrongField = await trainer.upload(`/api/horses/${subject.id}/media`, { name: 'a.jpg', type: 'image/jpeg', bytes: await jpeg(10, 10) }, 'file');
    expect(wrongField).toMatchObject({ status: 400, body: { errors: [{ field: 'media', message: 'Choose a file to upload' }] } });
    expect((await trainer.upload('/api/horses/6f1f7a84-3a55-4a8f-9a43-2b8d0c5a4f11/media', { name: 'a.jpg', type: 'image/jpeg', bytes: await jpeg(10, 10) })).status).toBe(404);
    expect((await trainer.post(`/api/horses/${subject.id}/media`, { media: 'not a file' })).status).toBe(415);
  });

  it('stores a clip as sent and serves it with Range requests', async () => {
    const clip = mp4(100 * 1024);
    const res = await trainer.upload(`/api/horses/${subject.id}/media`, { name: 'trot.mp4', type: 'video/mp4', bytes: clip });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'video', contentType: 'video/mp4', variants: [], size: clip.length });
    const whole = await fetch(platform.baseUrl + res.body.url);
    expect(Buffer.from(await whole.arrayBuffer()).equals(clip)).toBe(true);
    const part = await fetch(platform.baseUrl + res.body.url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${clip.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(clip.subarray(100, 200))).toBe(true);
    const end = await fetch(platform.baseUrl + res.body.url, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await end.arrayBuffer()).equals(clip.subarray(clip.length - 10))).toBe(true);
    const beyond = await fetch(platform.baseUrl + res.body.url, { headers: { range: `bytes=${clip.length + 5}-` } });
    expect(beyond.status).toBe(416);
    await beyond.arrayBuffer();
  });

  it('chooses the profile image among the horse’s pictures only', async () => {
    const second = (await trainer.upload(`/api/horses/${subject.id}/media`, { name: 'b.png', type: 'image/png', bytes: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#345' } }).png().toBuffer() })).body as Media;
    const chosen = await trainer.put(`/api/horses/${subject.id}/profile-image`, { mediaId: second.id });
    expect(chosen.body.profileImage).toBe(second.url);
    const listed = (await platform.client().get('/api/horses?q=shutterbug')).body as Horse[];
    expect(listed).toEqual([expect.objectContaining({ id: subject.id, profileImage: second.url, profileImageVariants: second.variants })]);
    expect(second.variants.map((v) => v.width)).toEqual([320]);
    const detail = (await platform.client().get(`/api/horses/${subject.id}`)).body as HorseDetail;
    const video = detail.media.find((m) => m.type === 'video')!;
    expect((await trainer.put(`/api/horses/${subject.id}/profile-image`, { mediaId: video.id })).status).toBe(400);
    const other = await create({ name: 'Camera Shy' });
    expect((await trainer.put(`/api/horses/${other.id}/profile-image`, { mediaId: second.id })).status).toBe(404);
    expect((await trainer.put(`/api/horses/${subject.id}/profile-image`, { mediaId: 'nope' })).status).toBe(400);
  });

  it('deletes a picture, keeping its files for a restore (ADR 024), and the next picture becomes the profile image', async () => {
    const before = (await platform.client().get(`/api/horses/${subject.id}`)).body as HorseDetail;
    const profile = before.media.find((m) => m.url === before.profileImage)!;
    const remaining = before.media.find((m) => m.type === 'image' && m.id !== profile.id)!;
    expect((await trainer.call('DELETE', `/api/horses/media/${profile.id}`)).status).toBe(200);
    const after = (await platform.client().get(`/api/horses/${subject.id}`)).body as HorseDetail;
    expect(after.media.map((m) => m.id)).not.toContain(profile.id);
    expect(after.profileImage).toBe(remaining.url);
    const kept = await fetch(platform.baseUrl + profile.url);
    expect(kept.status).toBe(200);
    await kept.arrayBuffer();
    expect((await trainer.call('DELETE', `/api/horses/media/${profile.id}`)).status).toBe(404);
  });

  it('records media-added for every picture and clip kept, and media-removed for the one deleted', async () => {
    const horses = platform.services.find((s) => s.name === 'horses')!;
    const rows = await horses.app.get(DataSource).getRepository(OutboxEntity).find({ where: { aggregateId: subject.id }, order: { occurredAt: 'ASC' } });
    const events = rows.map((r) => JSON.parse(r.envelope) as EventEnvelope<{ horseId: string; media?: Media; mediaId?: string }>);
    const kept = ((await platform.client().get(`/api/horses/${subject.id}`)).body as HorseDetail).media.map((m) => m.id);
    const added = events.filter((e) => e.type === HORSE_EVENTS.mediaAdded.type).map((e) => e.data.media!.id);
    const removed = events.filter((e) => e.type === HORSE_EVENTS.mediaRemoved.type).map((e) => e.data.mediaId!);
    expect(added).toEqual(expect.arrayContaining(kept));
    expect(removed).toHaveLength(1);
    expect(added).toContain(removed[0]);
    expect(kept).not.toContain(removed[0]);
    const mediaEvents = events.filter((e) => e.type.startsWith('horses.horse.media-'));
    expect(mediaEvents.every((e) => e.data.horseId === subject.id && e.actor?.role === 'TRAINER')).toBe(true);
  });

  it('never serves uploads in progress or keys outside the store', async () => {
    for (const path of ['/media/uploads/6f1f7a84-3a55-4a8f-9a43-2b8d0c5a4f11', '/media/..%2F..%2Fetc%2Fpasswd', '/media/horses/x/y/NOPE.webp']) {
      const res = await fetch(platform.baseUrl + path);
      expect([path, res.status]).toEqual([path, 404]);
      await res.arrayBuffer();
    }
  });
});

// In the embedded default the disk store keeps every object under one folder.
describePictureRefusals(() => ({ trainer, mediaRoot: (platform.config.storage as { dir: string }).dir }));
describeClipUploads(() => ({ trainer, mediaRoot: (platform.config.storage as { dir: string }).dir }));
describeRecordDocuments(() => ({ admin, trainer, user, visitor: platform.client(), mediaRoot: (platform.config.storage as { dir: string }).dir }));

describe('medical records and riding logs', () => {
  it('answer real, empty lists to signed-in users, and 401 to visitors', async () => {
    const subject = await create({ name: 'Quiet Record' });
    expect(await user.get(`/api/medical-records?horseId=${subject.id}`)).toMatchObject({ status: 200, body: [] });
    expect(await user.get(`/api/riding-logs?horseId=${subject.id}`)).toMatchObject({ status: 200, body: [] });
    expect((await platform.client().get('/api/medical-records')).status).toBe(401);
    expect((await user.get('/api/medical-records?horseId=zebra')).status).toBe(400);
  });
});
