import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CARE_ROUND_OPERATIONS, type CareRoundAnswer, type EventEnvelope, MEDICAL_RECORDS, type RecordDocument, documentKey } from '@remuda/contracts';
import { OBJECT_STORE, type ObjectStore, OutboxEntity, RecentlyDeleted, runInRequestContext } from '@remuda/service-kit';
import { horsesService } from '@remuda/horses';
import { startUsersWith } from '@remuda/users/testing';
import { describeRecordKindService, reader, trainer } from '@remuda/horse-records/testing';
import { describeMigrations } from '@remuda/service-kit/testing';
import { MEDICAL_ENTITIES, MEDICAL_MIGRATIONS, MEDICAL_RECORD_KIND, MedicalRecordEntity, medicalService } from '../src/index.js';

const ROUND = CARE_ROUND_OPERATIONS.record;

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
    it('keeps a deleted record’s documents while it can be restored, and removes their files once it is purged for good', async () => {
      const { send, ops, horses, service } = suite();
      const files = service.app.get<ObjectStore>(OBJECT_STORE);
      const made = await send(ops.create, { horseId: horses.willow, date: '2025-06-02', description: 'Coggins drawn' }, trainer);
      const upload = `uploads/${randomUUID()}`;
      await files.put(upload, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/octet-stream');
      const attached = await send(MEDICAL_RECORDS.operations.addDocument, { id: made.id, name: 'coggins.pdf', upload: { key: upload, contentType: 'application/pdf', size: 15 } }, trainer);
      const [document] = (attached as unknown as { documents: RecordDocument[] }).documents;
      expect(await files.stat(upload)).toBeNull();
      await send(ops.remove, { id: made.id }, trainer);
      expect(await files.stat(documentKey(document!))).not.toBeNull();

      const deleted = service.app.get(RecentlyDeleted);
      deleted.now = () => Date.now() + 31 * 86_400_000;
      try {
        await deleted.purge();
      } finally {
        deleted.now = () => Date.now();
      }
      expect(await files.stat(documentKey(document!))).toBeNull();
    });

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

    it('records a care round: one record per horse with the kind ticked, each with its event, applied once per key', async () => {
      const { harness, horses, service } = suite();
      const records = service.app.get(DataSource).getRepository(MedicalRecordEntity);
      const round = { date: '2024-02-29', kind: 'trimmed' as const, horseIds: [horses.dusty, horses.pepper, horses.willow.toUpperCase()], vet: 'Farrier Joe', notes: 'Spring trims' };
      const keyed = () => runInRequestContext({ correlationId: 'round-1', actor: trainer, idempotencyKey: 'phone-1:round-1' }, () => harness.client.request(ROUND, round));
      const answer: CareRoundAnswer = await keyed();
      expect(ROUND.answer.parse(answer)).toEqual(answer);
      expect(answer.records.map((r) => [r.horseName, r.date, r.description, r.vet, r.notes, r.trimmed, r.wormed, r.coggins, r.yearly_vaccines])).toEqual([
        ['Dusty', '2024-02-29', 'Trimming', 'Farrier Joe', 'Spring trims', true, false, false, false],
        ['Pepper Jack', '2024-02-29', 'Trimming', 'Farrier Joe', 'Spring trims', true, false, false, false],
        ['Willow', '2024-02-29', 'Trimming', 'Farrier Joe', 'Spring trims', true, false, false, false],
      ]);
      expect(answer.records[2]!.horseId).toBe(horses.willow);
      const events = await service.app.get(DataSource).getRepository(OutboxEntity).findBy(answer.records.map((r) => ({ aggregateId: r.id })));
      expect(events.map((e) => JSON.parse(e.envelope) as EventEnvelope).map((e) => [e.type, (e.data as { id: string }).id]).sort()).toEqual(
        answer.records.map((r) => [MEDICAL_RECORD_KIND.contract.events.created.type, r.id]).sort(),
      );

      // Sent again with its key (its answer lost on the way): the first answer, nothing written twice.
      expect(await keyed()).toEqual(answer);
      expect(await records.countBy({ date: '2024-02-29' })).toBe(3);
      await records.delete(answer.records.map((r) => r.id));
    });

    it('refuses a whole round for a deceased or unknown horse, writing nothing, and a round of no horses', async () => {
      const { harness, horses, service } = suite();
      const records = service.app.get(DataSource).getRepository(MedicalRecordEntity);
      const round = { date: '2024-02-28', kind: 'wormed', horseIds: [horses.dusty, horses.ghost] };
      expect((await harness.failure(ROUND, round, trainer)).errors).toEqual([{ field: 'horseIds', message: 'Ghost: This horse is deceased; its records can no longer change' }]);
      expect((await harness.failure(ROUND, { ...round, horseIds: [horses.pepper, horses.stranger] }, trainer)).errors).toEqual([
        { field: 'horseIds', message: `Horse ${horses.stranger}: Unknown horse` },
      ]);
      expect(await records.countBy({ date: '2024-02-28' })).toBe(0);
      expect((await harness.failure(ROUND, { ...round, horseIds: [] }, trainer)).errors).toEqual([{ field: 'horseIds', message: 'Choose at least one horse' }]);
      expect((await harness.failure(ROUND, { ...round, horseIds: Array.from({ length: 501 }, () => horses.dusty) }, trainer)).errors).toEqual([
        { field: 'horseIds', message: 'A round is at most 500 horses' },
      ]);
      expect((await harness.failure(ROUND, round, reader)).code).toBe('FORBIDDEN');
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
