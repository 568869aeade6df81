import { API_ROUTES, OPERATIONS } from './api.js';
import { idempotencyKeySchema } from './operation.js';

describe('idempotent operations', () => {
  it('are the staff writes a phone may queue offline: adding and replacing horses, changing a gallery picture, writing medical records (one or a care round of many, and their documents) and riding logs; and restoring what was deleted; and an import’s calls making many at once, which it sends again when their service is busy', () => {
    expect(OPERATIONS.filter((op) => op.idempotent).map((op) => op.pattern).sort()).toEqual([
      'horses.gallery.restore',
      'horses.gallery.update',
      'horses.horse.create',
      'horses.horse.create-many',
      'horses.horse.update',
      'horses.media.restore',
      'medical.care-round.record',
      'medical.record.add-document',
      'medical.record.create',
      'medical.record.create-many',
      'medical.record.delete',
      'medical.record.restore',
      'medical.record.update',
      'riding.log.create',
      'riding.log.create-many',
      'riding.log.delete',
      'riding.log.restore',
      'riding.log.update',
    ]);
  });

  it('are routes that read an Idempotency-Key and list 400 for a malformed one and 422 for one used before', () => {
    for (const route of API_ROUTES) {
      expect([route.path, route.method, route.idempotent]).toEqual([route.path, route.method, route.operation?.idempotent === true]);
      if (route.idempotent) expect([route.path, route.errors]).toEqual([route.path, expect.arrayContaining([400, 422])]);
      else expect([route.path, route.errors.includes(422)]).toEqual([route.path, false]);
    }
  });

  it('take keys of 1 to 200 letters, digits and _ . : -', () => {
    for (const key of ['a', '0f8fad5b-d9cb-469f-a165-70867728950e', 'phone-7:write.12_b', 'k'.repeat(200)]) {
      expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
    }
    for (const key of ['', 'k'.repeat(201), 'with space', 'slash/no', 'ümlaut']) {
      expect(idempotencyKeySchema.safeParse(key).success).toBe(false);
    }
  });
});
