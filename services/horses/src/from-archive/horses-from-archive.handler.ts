import { Controller } from '@nestjs/common';
import { type ArchiveLoaded, HORSE_EVENTS, HORSE_OPERATIONS, type HorseWithMedia, type Media, type OperationInput } from '@remuda/contracts';
import { Handles, Writes, archiveRefused, idsHere, insertRows, itemsToAdd } from '@remuda/service-kit';
import { restoreHealth } from '../health/horse-health-fields.js';
import { HorseHealth } from '../health/horse-health.js';
import { MedicalRecordHealthEntity, healthRowOf } from '../health/medical-record-health.entity.js';
import { HorseEntity } from '../horses/horse.entity.js';
import { applyFields, toHorse, toMedia } from '../horses/horse-view.js';
import { MediaEntity } from '../horses/media.entity.js';
import { archivedFile, archivedPicture, expectAsGiven } from './archive-items.js';

/** Media rows inserted in one statement: a batch's media stay under either database's limit of parameters. */
const MEDIA_AT_ONCE = 500;

/** A picture's or clip's row as its archive gives it, its files where the service keeps them (`horses/<horse>/<media>/`). */
function restoredMedia(given: Media, horseId: string, field: string): MediaEntity {
  if (given.horseId !== horseId) throw archiveRefused(`${field}.horseId`, 'Must be the id of the horse it is given with');
  const folder = `horses/${horseId}/${given.id}`;
  const files = given.type === 'image' ? archivedPicture(given.variants, folder, field) : [archivedFile({ width: 0, url: given.url }, folder, `${field}.url`)];
  const media = Object.assign(new MediaEntity(), {
    id: given.id, horseId, type: given.type, contentType: given.contentType, files: JSON.stringify(files),
    width: given.width, height: given.height, size: given.size, createdAt: given.createdAt,
  });
  expectAsGiven(toMedia(media), given, field);
  return media;
}

/** A horse's rows as its archive gives it: its fields, dates, version and health as they are, its media, its profile picture. */
function restoredHorse(given: HorseWithMedia, field: string, today: string): { horse: HorseEntity; media: MediaEntity[]; profile: MediaEntity | null } {
  const media = given.media.map((m, i) => restoredMedia(m, given.id, `${field}.media.${i}`));
  const profile = given.profileImage === null ? null : media.find((m) => m.type === 'image' && toMedia(m).url === given.profileImage);
  if (profile === undefined) throw archiveRefused(`${field}.profileImage`, 'Must be the url of one of the horse’s pictures');
  const { id, createdAt, updatedAt, version } = given;
  const horse = applyFields(Object.assign(new HorseEntity(), { id, createdAt, version, profileMediaId: profile?.id ?? null }), given, updatedAt, today);
  restoreHealth(horse, given, today);
  expectAsGiven({ ...toHorse(horse, profile), media: given.media }, given, field);
  return { horse, media, profile };
}

/**
 * An administrator's restore of a ranch into a new install puts its horses back (`horses.horse.from-archive`), each
 * as `get` answered it: its id, fields, dates, version, health and media rows (their files are in the media store
 * already), in one transaction, assessed on its medical records put back before it (`recordsFromArchive`). A horse already here is left as it is and counted as present. Each one added goes
 * out as a horse made by hand does (`created` and its first `due-changed`), then `media-added` for each of its media.
 */
@Controller()
export class HorsesFromArchiveHandler {
  constructor(
    private readonly writes: Writes,
    private readonly health: HorseHealth,
  ) {}

  @Handles(HORSE_OPERATIONS.fromArchive)
  fromArchive({ items }: OperationInput<typeof HORSE_OPERATIONS.fromArchive>): Promise<ArchiveLoaded> {
    return this.writes.run(async ({ em, record }) => {
      const plan = await this.health.plans.current(em);
      const today = this.health.clock.today(plan.timeZone);
      const added = itemsToAdd(items, await idsHere(em, HorseEntity, items), 'horse', (item, field) => restoredHorse(item, field, today));
      // Assessed for today on all its records (put back before it, `recordsFromArchive`) under the ranch's plan, as
      // a settled horse is: the added kinds' dates, which the archive does not carry, with it; the records' own
      // events then change nothing.
      for (const { horse } of added) {
        await this.health.readRecords(em, horse);
        this.health.assess(horse, plan);
      }
      const media = added.flatMap((a) => a.media);
      await insertRows(em, HorseEntity, added.map((a) => a.horse));
      for (let i = 0; i < media.length; i += MEDIA_AT_ONCE) await insertRows(em, MediaEntity, media.slice(i, i + MEDIA_AT_ONCE));
      for (const { horse, media: its, profile } of added) {
        await record(HORSE_EVENTS.created, horse.id, toHorse(horse, profile));
        await this.health.recordCareChange(horse, null, plan, record);
        for (const m of its) await record(HORSE_EVENTS.mediaAdded, horse.id, { horseId: horse.id, media: toMedia(m) });
      }
      return { added: added.length, present: items.length - added.length };
    });
  }

  /**
   * An archive's medical records as this service keeps them for health (`horses.medical-record.from-archive`), put
   * back before the horses. Known as of the record's last change, so its `created` event, when the medical service
   * puts the record back, is newer and finds it already here. A record already here is left as it is.
   */
  @Handles(HORSE_OPERATIONS.recordsFromArchive)
  recordsFromArchive({ items }: OperationInput<typeof HORSE_OPERATIONS.recordsFromArchive>): Promise<ArchiveLoaded> {
    return this.writes.run(async ({ em }) => {
      const rows = itemsToAdd(items, await idsHere(em, MedicalRecordHealthEntity, items), 'medical record', (r) => ({ id: r.id, ...healthRowOf(r, r.updatedAt) }));
      await insertRows(em, MedicalRecordHealthEntity, rows);
      return { added: rows.length, present: items.length - rows.length };
    });
  }
}
