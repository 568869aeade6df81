import { DataSource } from 'typeorm';
import { horsesService } from '@remuda/horses';
import { startUsersWith } from '@remuda/users/testing';
import { describeRecordKindService, reader, trainer } from '@remuda/horse-records/testing';
import { describeMigrations } from '@remuda/service-kit/testing';
import { MEDICAL_ENTITIES, MEDICAL_MIGRATIONS, MEDICAL_RECORD_KIND, medicalService } from '../src/index.js';

await describeRecordKindService({
  name: 'the medical service',
  service: medicalService,
  horses: horsesService,
  users: startUsersWith,
  kind: MEDICAL_RECORD_KIND,
  row: (description) => ({ description, vet: 'Dr. Vega', notes: '', weight: 1000, height: 15.2, wormed: false, trimmed: true, coggins: false, yearly_vaccines: false }),
  form: (description) => ({ description }),
  change: (n) => ({ vet: `Dr. Vega ${n}` }),
  required: [{ field: 'description', message: 'Description is required' }],
  more: (suite) => {
    it('searches the vet and the notes too', async () => {
      const { send, ops, horses } = suite();
      const made = await send(ops.create, { horseId: horses.willow, date: '2025-06-01', description: 'Float', vet: 'Dr. Okafor', notes: 'Sharp "points" filed' }, trainer);
      const found = async (q: string) => (await send(ops.list, { q }, reader)).items.map((r) => r.description);
      expect(await found('okafor')).toEqual(['Float']);
      expect(await found('"points"')).toEqual(['Float']);
      expect(await found('of the DOSE')).toEqual([]);
      await send(ops.remove, { id: made.id }, trainer);
    });

    it('rounds weight to pounds and height to tenths of a hand, and an empty measurement is not measured', async () => {
      const { send, ops, horses, replacing, service } = suite();
      const made = await send(ops.create, { horseId: horses.willow, date: '2025-06-01', description: ' First visit ', vet: 'Dr. Vega', weight: 1000.6, height: 15.24, wormed: true }, trainer);
      expect(made).toMatchObject({ description: 'First visit', notes: '', weight: 1001, height: 15.2, wormed: true, trimmed: false, coggins: false, yearly_vaccines: false });
      const [stored] = await service.app.get(DataSource).query(`SELECT weight, height_tenths FROM medical_records WHERE id = '${made.id}'`);
      expect({ weight: Number(stored.weight), height_tenths: Number(stored.height_tenths) }).toEqual({ weight: 1001, height_tenths: 152 });
      const replaced = await send(ops.update, replacing(made.id, { horseId: horses.willow, date: '2025-06-01', description: 'Again', weight: '', height: '14.3', coggins: true }), trainer);
      expect(replaced).toMatchObject({ vet: '', weight: null, height: 14.3, wormed: false, coggins: true });
      await send(ops.remove, { id: made.id }, trainer);
    });

    it('checks the measurements with clear messages', async () => {
      const { ops, horses, harness } = suite();
      const refused = await harness.failure(ops.create, { horseId: horses.dusty, date: '2025-01-01', description: 'visit', weight: -5, height: 'tall' }, trainer);
      expect(refused.errors).toEqual([
        { field: 'weight', message: 'Weight cannot be negative' },
        { field: 'height', message: 'Height must be a number' },
      ]);
    });
  },
});

await describeMigrations('medical', MEDICAL_ENTITIES, MEDICAL_MIGRATIONS);
