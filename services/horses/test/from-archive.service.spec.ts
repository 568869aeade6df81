import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import {
  type Actor,
  CARE_OPERATIONS,
  type CareSettings,
  GALLERY_OPERATIONS,
  type GalleryPicture,
  HORSE_OPERATIONS,
  type HorseWithMedia,
  MEDICAL_EVENTS,
  type MedicalRecord,
} from '@remuda/contracts';
import { JsonLogger, OBJECT_STORE, type ObjectStore, OutboxEntity, type RunningTarget, Writes, startService } from '@remuda/service-kit';
import { describeOnEachDatabase, messageHarness, testConfig } from '@remuda/service-kit/testing';
import { startUsersWith } from '@remuda/users/testing';
import { addDays, dayOf } from '../src/health/health-policy.js';
import { KeepHealthWhenMedicalRecordChanged } from '../src/health/keep-health-when-medical-record-changed.handler.js';
import { HorseEntity } from '../src/horses/horse.entity.js';
import { MediaEntity } from '../src/horses/media.entity.js';
import { HealthClock, HealthSweep, horsesService } from '../src/index.js';

const silent = new JsonLogger({}, 'error');
const H = HORSE_OPERATIONS;
const G = GALLERY_OPERATIONS;
const C = CARE_OPERATIONS;
const trainer: Actor = { id: 't1', email: 'trainer@remuda.test', role: 'TRAINER' };
const admin: Actor = { id: 'a1', email: 'admin@remuda.test', role: 'ADMIN' };
/** Today, as the service's health clock is set for these tests. */
const T = dayOf(new Date());
const at = (days: number) => addDays(T, days);

/**
 * A horse as `get` answers it and an export keeps it: a picture (its profile image) and a clip, a need raised by
 * hand (wormed: recorded lately, not due), one due by its date (trimmed) and one never recorded (coggins).
 */
function archivedHorse(name: string): HorseWithMedia {
  const id = randomUUID();
  const [picture, clip] = [randomUUID(), randomUUID()];
  const variants = [320, 640, 960].map((width) => ({ width, url: `/media/horses/${id}/${picture}/${width}.webp` }));
  return {
    id, name, breed: 'Kiger Mustang', sex: 'gelding', age: 9, color: 'Dun', description: 'Found on the range.\nGentle.',
    profileImage: variants[1]!.url, profileImageVariants: variants, foal_year: 2016, height: 14.3, weight: 950, brand: '=R', HMA: 'Kiger',
    on_property: true, off_property_rides: true, deceased: false, deceased_date: null,
    needsWormed: true, needsYearly: false, needsTrimmed: true, needsCoggins: true,
    healthDue: { wormed: at(80), trimmed: at(-51), yearly_vaccines: at(335), coggins: '2024-04-01' },
    healthLast: { wormed: at(-10), trimmed: at(-100), yearly_vaccines: at(-30), coggins: null },
    createdAt: '2024-04-01T08:00:00.000Z', updatedAt: '2025-06-01T09:30:00.000Z', version: 17,
    media: [
      { id: picture, horseId: id, type: 'image', url: variants[1]!.url, contentType: 'image/webp', variants, width: 1000, height: 750, size: 123456, createdAt: '2024-05-01T10:00:00.000Z' },
      { id: clip, horseId: id, type: 'video', url: `/media/horses/${id}/${clip}/clip.mp4`, contentType: 'video/mp4', variants: [], width: null, height: null, size: 9876543, createdAt: '2024-05-02T10:00:00.000Z' },
    ],
  };
}

/** The medical records behind `archivedHorse`'s health: wormed 10 days ago, yearly vaccines 30, trimmed 100, no Coggins test. */
function recordsOf(horse: HorseWithMedia): MedicalRecord[] {
  return [
    medicalRecord(horse.id, at(-10), { wormed: true }),
    medicalRecord(horse.id, at(-30), { yearly_vaccines: true }),
    medicalRecord(horse.id, at(-100), { trimmed: true }),
  ];
}

function archivedPicture(title: string, position: number): GalleryPicture {
  const id = randomUUID();
  const variants = [320, 640].map((width) => ({ width, url: `/media/gallery/${id}/${width}.webp` }));
  return { id, title, description: `About ${title}`, category: 'ranch', position, url: variants[1]!.url, variants, width: 800, height: 600, createdAt: `2024-0${position + 1}-01T10:00:00.000Z`, version: position + 2 };
}

function medicalRecord(horseId: string, date: string, fields: Partial<MedicalRecord>): MedicalRecord {
  return {
    id: randomUUID(), horseId, horseName: null, date, description: 'check', vet: '', notes: '', weight: null, height: null,
    wormed: false, trimmed: false, coggins: false, yearly_vaccines: false, care: [], documents: [],
    createdAt: `${date}T09:00:00.000Z`, updatedAt: `${date}T09:00:00.000Z`, version: 1, ...fields,
  };
}

await describeOnEachDatabase('putting back an archive in the horses service', (database) => {
  let users: RunningTarget;
  let service: RunningTarget;
  let store: ObjectStore;
  let harness: ReturnType<typeof messageHarness>;
  let db: DataSource;

  beforeAll(async () => {
    const config = testConfig(database());
    users = await startUsersWith([trainer, admin], config, silent);
    service = await startService(horsesService, config, silent);
    store = service.app.get(OBJECT_STORE);
    db = service.app.get(DataSource);
    service.app.get(HealthClock).now = () => new Date(`${T}T12:00:00.000Z`);
    harness = messageHarness(config);
    await harness.connect();
  });
  afterAll(async () => {
    await harness?.close();
    await service?.close();
    await users?.close();
  });

  const eventsOf = async (type: string, aggregateId: string) =>
    (await db.getRepository(OutboxEntity).findBy({ type, aggregateId })).map((row) => (JSON.parse(row.envelope) as { data: unknown }).data);
  /** A medical record's event, taken by the horses service's consumer as if the broker delivered it. */
  const recordWritten = (r: MedicalRecord) =>
    service.app.get(Writes).run(({ em, record }) =>
      service.app.get(KeepHealthWhenMedicalRecordChanged).written(
        { id: randomUUID(), type: MEDICAL_EVENTS.created.type, version: MEDICAL_EVENTS.created.version, occurredAt: new Date().toISOString(), aggregateId: r.id, actor: null, correlationId: randomUUID(), data: r },
        em,
        record,
      ),
    );

  it('puts a horse back as get answered it: id, fields, dates, version, health, media and profile image; again, it is present', async () => {
    const horse = archivedHorse('Archived Ace');
    const records = recordsOf(horse);
    // Its records first, as this service keeps them for health; then the horse, assessed on them as it comes back.
    expect(await harness.send(H.recordsFromArchive, { items: records }, admin)).toEqual({ added: 3, present: 0 });
    expect(await harness.send(H.fromArchive, { items: [horse] }, admin)).toEqual({ added: 1, present: 0 });
    expect(await harness.send(H.get, { id: horse.id })).toEqual(horse);
    expect(await db.getRepository(MediaEntity).findOneByOrFail({ id: horse.media[0]!.id })).toMatchObject({
      files: JSON.stringify([320, 640, 960].map((width) => ({ width, key: `horses/${horse.id}/${horse.media[0]!.id}/${width}.webp` }))),
    });

    const { media, ...fields } = horse;
    expect(await eventsOf('horses.horse.created', horse.id)).toEqual([fields]);
    // The horse list answers it field for field as `get` does, profile picture and care dates too.
    expect((await harness.send(H.list, { q: horse.name, limit: 50 })).items).toEqual([fields]);
    expect(await eventsOf('horses.care.due-changed', horse.id)).toEqual([
      expect.objectContaining({ horseId: horse.id, care: expect.arrayContaining([{ kind: 'wormed', due: at(80), last: at(-10) }]) }),
    ]);
    expect(await eventsOf('horses.horse.media-added', horse.id)).toEqual(expect.arrayContaining(media.map((m) => ({ horseId: horse.id, media: m }))));
    expect(await eventsOf('horses.horse.media-added', horse.id)).toHaveLength(2);

    // Sent again (a restore that stopped goes on): left as it is, its events not sent twice.
    const other = archivedHorse('Archived Second');
    expect(await harness.send(H.recordsFromArchive, { items: [...records, ...recordsOf(other)] }, admin)).toEqual({ added: 3, present: 3 });
    expect(await harness.send(H.fromArchive, { items: [{ ...horse, name: 'Changed' }, other] }, admin)).toEqual({ added: 1, present: 1 });
    expect(await harness.send(H.get, { id: horse.id })).toEqual(horse);
    expect(await harness.send(H.get, { id: other.id })).toEqual(other);
    expect(await eventsOf('horses.horse.created', horse.id)).toHaveLength(1);
  });

  it('puts back what a horse made here answers, after its rows are gone, exactly', async () => {
    const made = await harness.send(H.create, { name: 'Round Tripper', sex: 'mare', height: 15.2, needsYearly: true }, trainer);
    const png = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#964' } }).png().toBuffer();
    const key = `uploads/${randomUUID()}`;
    await store.put(key, png, 'application/octet-stream');
    await harness.send(H.addMedia, { horseId: made.id, upload: { key, kind: 'image', contentType: 'image/png', extension: 'png', size: png.length } }, trainer);
    const exported = await harness.send(H.get, { id: made.id });
    expect(exported.profileImage).not.toBeNull();
    await db.getRepository(MediaEntity).delete({ horseId: made.id });
    await db.getRepository(HorseEntity).delete({ id: made.id });

    expect(await harness.send(H.fromArchive, { items: [exported] }, admin)).toEqual({ added: 1, present: 0 });
    expect(await harness.send(H.get, { id: made.id })).toEqual(exported);
  });

  it('keeps a horse put back on its records as it was: the daily check and the records’ own events change neither its health nor its version', async () => {
    const horse = archivedHorse('Steady Health');
    const records = recordsOf(horse);
    await harness.send(H.recordsFromArchive, { items: records }, admin);
    await harness.send(H.fromArchive, { items: [horse] }, admin);
    // The need raised by hand (wormed, not due) stands through an assessment of every horse.
    await service.app.get(HealthSweep).refresh();
    expect(await harness.send(H.get, { id: horse.id })).toEqual(horse);
    // The records' events, when the medical service puts them back, one at a time: each finds the health as it is.
    for (const record of records) await recordWritten(record);
    expect(await harness.send(H.get, { id: horse.id })).toEqual(horse);

    // A horse put back before its records (not how a restore goes) is assessed on what it has: none yet.
    const early = archivedHorse('Early Health');
    await harness.send(H.fromArchive, { items: [early] }, admin);
    expect(await harness.send(H.get, { id: early.id })).toMatchObject({ healthLast: { wormed: null, trimmed: null, yearly_vaccines: null, coggins: null }, version: early.version });
  });

  it('refuses, naming the field, a profile image that is none of the horse’s pictures, a file elsewhere, a field that disagrees, a horse twice; adds none of the batch', async () => {
    const refused = async (horse: HorseWithMedia, ...more: HorseWithMedia[]) => {
      const good = archivedHorse('Good One');
      const failure = await harness.failure(H.fromArchive, { items: [good, horse, ...more] }, admin);
      expect((await harness.failure(H.get, { id: good.id })).code).toBe('NOT_FOUND');
      expect(failure.code).toBe('VALIDATION_FAILED');
      return failure.errors;
    };
    const horse = archivedHorse('Faulty');
    expect(await refused({ ...horse, profileImage: horse.media[1]!.url })).toEqual([{ field: 'items.1.profileImage', message: 'Must be the url of one of the horse’s pictures' }]);
    const elsewhere = { ...horse.media[1]!, url: '/media/gallery/x/clip.mp4' };
    expect(await refused({ ...horse, media: [horse.media[0]!, elsewhere] })).toEqual([{ field: 'items.1.media.1.url', message: `Must be a file under /media/horses/${horse.id}/${horse.media[1]!.id}/` }]);
    expect(await refused({ ...horse, profileImageVariants: [] })).toEqual([{ field: 'items.1.profileImageVariants', message: 'Does not match the rest of the item as this service keeps it' }]);
    expect(await refused({ ...horse, deceased_date: '2025-01-01' })).toEqual([{ field: 'items.1.deceased_date', message: 'Does not match the rest of the item as this service keeps it' }]);
    expect(await refused(horse, horse)).toEqual([{ field: 'items.2.id', message: 'This horse is in the archive twice' }]);
  });

  it('is for administrators only', async () => {
    const items = [archivedHorse('Not Yours')];
    expect((await harness.failure(H.fromArchive, { items }, trainer)).code).toBe('FORBIDDEN');
    expect((await harness.failure(H.fromArchive, { items }, null)).code).toBe('UNAUTHENTICATED');
    expect((await harness.failure(H.recordsFromArchive, { items: recordsOf(items[0]!) }, trainer)).code).toBe('FORBIDDEN');
    expect((await harness.failure(G.fromArchive, { items: [archivedPicture('Nope', 0)] }, trainer)).code).toBe('FORBIDDEN');
    expect((await harness.failure(C.settingsFromArchive, await harness.send(C.settings, {}, admin), trainer)).code).toBe('FORBIDDEN');
    expect((await harness.failure(H.get, { id: items[0]!.id })).code).toBe('NOT_FOUND');
  });

  it('puts the gallery back in its order, over several calls, with ids, files, words, dates and versions', async () => {
    const pictures = ['Barn', 'Herd', 'Steer'].map((title, position) => archivedPicture(title, position));
    expect(await harness.send(G.fromArchive, { items: pictures.slice(0, 2) }, admin)).toEqual({ added: 2, present: 0 });
    expect(await harness.send(G.fromArchive, { items: pictures.slice(1) }, admin)).toEqual({ added: 1, present: 1 });
    expect(await harness.send(G.list, {})).toEqual(pictures);
    for (const picture of pictures) expect(await eventsOf('horses.gallery.picture-added', picture.id)).toEqual([{ picture }]);

    const stray = archivedPicture('Stray', 3);
    const failure = await harness.failure(G.fromArchive, { items: [{ ...stray, variants: [{ width: 320, url: '/media/horses/x/320.webp' }] }] }, admin);
    expect(failure).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'items.0.variants.0.url', message: `Must be a file under /media/gallery/${stray.id}/` }] });
    expect(await harness.send(G.list, {})).toEqual(pictures);
  });

  // Last: it changes the ranch's plan for the tests after it.
  it('puts the care settings back whole, version and horses’ own intervals too, refusing an interval of a horse not here', async () => {
    // Exported under the settings below: its trimming due 42 days after the last, the added kind due from its first
    // day on its own interval (no record of it).
    const exported = archivedHorse('Own Interval');
    const horse = { ...exported, healthDue: { ...exported.healthDue, trimmed: at(-58) } };
    const first = await harness.send(C.settings, {}, admin);
    const settings: CareSettings = {
      timeZone: 'America/Denver',
      leadDays: 10,
      digestHour: 7,
      kinds: [
        ...first.kinds.map((k) => (k.kind === 'trimmed' ? { ...k, name: 'Farrier', intervalDays: 42 } : k)),
        { kind: 'dental_float', name: 'Dental float', intervalDays: 365, builtIn: false },
      ],
      horseIntervals: [{ horseId: horse.id, horseName: horse.name, kind: 'dental_float', days: 200 }],
      version: 9,
    };
    const twice = await harness.failure(C.settingsFromArchive, { ...settings, horseIntervals: [], kinds: [...settings.kinds, { ...settings.kinds[0]!, builtIn: false }] }, admin);
    expect(twice.errors).toEqual([
      { field: 'kinds.5.builtIn', message: 'Only the four kinds of the health policy are built in' },
      { field: 'kinds.5.name', message: 'A kind of care with this name already exists' },
    ]);
    const early = await harness.failure(C.settingsFromArchive, settings, admin);
    expect(early).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'horseIntervals.0.horseId', message: `Own Interval (${horse.id}) is not here: put the horses back first` }] });
    expect(await harness.send(C.settings, {}, admin)).toEqual(first);

    // As a restore goes: the plan without the horses' own intervals, the records, the horse, the plan whole.
    expect(await harness.send(C.settingsFromArchive, { ...settings, horseIntervals: [] }, admin)).toEqual({ ...settings, horseIntervals: [] });
    await harness.send(H.recordsFromArchive, { items: recordsOf(horse) }, admin);
    await harness.send(H.fromArchive, { items: [horse] }, admin);
    expect(await harness.send(C.settingsFromArchive, settings, admin)).toEqual(settings);
    expect(await harness.send(C.settings, {}, admin)).toEqual(settings);
    expect(await eventsOf('horses.care.settings-changed', 'care-settings')).toContainEqual(settings);
    // The horse is as it was, and stays so as every horse's due dates follow the plan after its change.
    await service.app.get(HealthSweep).refresh();
    expect(await harness.send(H.get, { id: horse.id })).toEqual(horse);
    const { horses } = await harness.send(H.careDates, {}, admin);
    expect(horses.find((h) => h.id === horse.id)?.care).toContainEqual({ kind: 'dental_float', name: 'Dental float', due: '2024-04-01', last: null });
  });
});
