import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { RIDING_OPERATIONS } from '@remuda/contracts';
import { horsesService } from '@remuda/horses';
import { startUsersWith } from '@remuda/users/testing';
import { admin, describeRecordKindService, trainer } from '@remuda/horse-records/testing';
import { KnownHorseEntity } from '@remuda/known-horses';
import { describeMigrations } from '@remuda/service-kit/testing';
import { RIDING_ENTITIES, RIDING_LOG_KIND, RIDING_MIGRATIONS, ridingService } from '../src/index.js';

await describeRecordKindService({
  name: 'the riding service',
  service: ridingService,
  horses: horsesService,
  users: startUsersWith,
  kind: RIDING_LOG_KIND,
  row: (notes) => ({ notes, durationMinutes: 60, rider: 'Sam Ortiz', type: 'trail' as const }),
  form: (notes) => ({ notes }),
  change: (n) => ({ durationMinutes: 10 * n }),
  required: [],
  more: (suite) => {
    it('searches the rider too', async () => {
      const { send, ops } = suite();
      expect((await send(ops.list, { q: 'sam ORTIZ' }, admin)).total).toBe(6);
      expect((await send(ops.list, { q: 'nobody rode' }, admin)).total).toBe(0);
    });

    it('takes the one logging a ride as its rider unless the form names someone, and the form’s defaults', async () => {
      const { send, ops, horses, replacing } = suite();
      const made = await send(ops.create, { horseId: horses.willow, date: '2025-06-01', notes: ' First ride ', durationMinutes: '45', type: 'arena' }, trainer);
      expect(made).toMatchObject({ notes: 'First ride', durationMinutes: 45, rider: 'trainer@remuda.test', type: 'arena' });
      const named = await send(ops.update, replacing(made.id, { horseId: horses.willow, date: '2025-06-02', durationMinutes: '', rider: ' Sam Ortiz ' }), admin);
      expect(named).toMatchObject({ notes: '', durationMinutes: null, rider: 'Sam Ortiz', type: 'other' });
      expect((await send(ops.update, replacing(made.id, { horseId: horses.willow, date: '2025-06-02' }), admin)).rider).toBe('admin@remuda.test');
      await send(ops.remove, { id: made.id }, trainer);
    });

    it('refuses a ride on a horse off property that may not be ridden there, saying why, and corrects one already logged', async () => {
      const { send, ops, horses, replacing, harness, service } = suite();
      const known = service.app.get(DataSource).getRepository(KnownHorseEntity);
      const roamer = randomUUID();
      const rambler = randomUUID();
      const away = { deceased: false, onProperty: false, asOf: '2025-01-01T00:00:00.000Z' };
      await known.insert([{ id: roamer, name: 'Roamer', ...away, offPropertyRides: true }, { id: rambler, name: 'Rambler', ...away, offPropertyRides: false }]);
      const fields = { date: '2025-06-01', notes: 'out on the range' };
      const refusal = [{ field: 'horseId', message: 'Rambler is off property and not available for rides.' }];
      expect((await harness.failure(ops.create, { ...fields, horseId: rambler }, trainer)).errors).toEqual(refusal);
      expect(await send(ops.create, { ...fields, horseId: roamer }, trainer)).toMatchObject({ horseName: 'Roamer' });
      const onDusty = await send(ops.create, { ...fields, horseId: horses.dusty }, trainer);
      expect((await harness.failure(ops.update, replacing(onDusty.id, { ...fields, horseId: rambler }), trainer)).errors).toEqual(refusal);

      // A log of a horse that has left since is still corrected; it cannot move to it.
      await known.update({ id: horses.dusty }, { onProperty: false });
      try {
        expect(await send(ops.update, replacing(onDusty.id, { ...fields, horseId: horses.dusty, notes: 'corrected' }), trainer)).toMatchObject({ notes: 'corrected' });
        expect((await harness.failure(ops.create, { ...fields, horseId: horses.dusty }, trainer)).errors).toEqual([
          { field: 'horseId', message: 'Dusty is off property and not available for rides.' },
        ]);
      } finally {
        await known.update({ id: horses.dusty }, { onProperty: true });
        await send(ops.remove, { id: onDusty.id }, trainer);
      }
    });

    it('checks a ride’s own fields with clear messages', async () => {
      const { ops, horses, harness } = suite();
      const dated = { horseId: horses.dusty, date: '2025-01-01' };
      expect((await harness.failure(ops.create, { ...dated, durationMinutes: 'long', type: 'rodeo', notes: 'x'.repeat(4001), rider: 7 }, trainer)).errors).toEqual([
        { field: 'notes', message: 'Notes must be at most 4000 characters' },
        { field: 'durationMinutes', message: 'Duration must be a number of minutes' },
        { field: 'rider', message: 'Rider must be text' },
        { field: 'type', message: 'Type must be trail, arena, training, groundwork or other' },
      ]);
      for (const durationMinutes of [0, 1441, 12.5]) {
        expect((await harness.failure(ops.create, { ...dated, durationMinutes }, trainer)).errors?.[0]?.message).toMatch(/^Duration must be (between 1 and 1440 minutes|whole minutes)$/);
      }
    });

    it('gives a horse page its rides, date and notes, newest first, to anyone', async () => {
      const { harness, horses } = suite();
      expect(await harness.send(RIDING_OPERATIONS.listForHorse, { horseId: horses.pepper }, null)).toEqual([{ id: expect.any(String), date: '2025-04-10', notes: 'pepper arena' }]);
      const dustys = await harness.send(RIDING_OPERATIONS.listForHorse, { horseId: horses.dusty }, null);
      expect(dustys.map((r) => r.notes)).toEqual(['late check', 'early check', 'creek crossing', 'snow walk']);
      expect(await harness.send(RIDING_OPERATIONS.listForHorse, { horseId: randomUUID() }, null)).toEqual([]);
    });
  },
});

await describeMigrations('riding', RIDING_ENTITIES, RIDING_MIGRATIONS);
