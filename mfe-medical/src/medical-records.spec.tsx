import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MedicalRecord } from '@remuda/contracts';
import { chooseOption, describeRecordKindScreens, holdRequest, makeHorse, pageAnswer, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { recordRoutes } from '@remuda/shell-kit';
import { medicalRecords } from './medical-records';
import { makeMedicalRecord } from './testing/fixtures';

describeRecordKindScreens<MedicalRecord>({
  kind: medicalRecords,
  makeRecord: (horse, description, overrides) => makeMedicalRecord(horse, { description, ...overrides }),
  textField: 'description',
  columns: ['Description', 'Vet', 'Health Checks'],
  fill: async (user, text) => user.type(screen.getByLabelText('Description'), text),
  sent: (description) => ({ description, vet: '', notes: '', weight: null, height: null, wormed: false, trimmed: false, coggins: false, yearly_vaccines: false }),
  required: [['Description', 'Description is required']],
  refusable: { field: 'vet', label: 'Vet', message: 'Vet must be at most 120 characters' },
  listFor: 'signed-in',
});

describe('a medical record’s own fields', () => {
  const bella = makeHorse({ name: 'Bella' });
  const app = [{ path: '/admin', children: recordRoutes(medicalRecords.pages, async () => medicalRecords) }, { path: '/admin/horses/:id', element: <p>Horse page</p> }];
  const renderAdd = () =>
    renderApp(app, {
      path: '/admin/medical-records/add',
      account: testAccount('TRAINER'),
      api: { 'GET /api/horses': { body: [bella] }, 'POST /api/medical-records': (r) => ({ status: 201, body: makeMedicalRecord(bella, r.body as object) }), 'GET /api/medical-records?limit=25&offset=0': pageAnswer([]) },
    });
  const posted = (requests: ReturnType<typeof renderAdd>['requests']) => requests.filter((r) => r.method === 'POST').map((r) => r.body);

  it('weighs in pounds by 1 and measures in hands by 0.1, ticks the checks, and sends every field', async () => {
    const { requests } = renderAdd();
    await screen.findByText('New Medical Record', { selector: 'h2' });
    expect(screen.getByLabelText('Weight (lbs)')).toHaveAttribute('step', '1');
    expect(screen.getByLabelText('Height (hands)')).toHaveAttribute('step', '0.1');
    expect(screen.getByLabelText('Description')).toHaveAttribute('rows', '3');
    const release = holdRequest('POST /api/medical-records');
    const user = await chooseOption('Horse', 'Bella');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-03-10' } });
    await user.type(screen.getByLabelText('Description'), 'Spring check-up');
    await user.type(screen.getByLabelText('Vet'), 'Dr. Alvarez');
    await user.type(screen.getByLabelText('Weight (lbs)'), '950');
    await user.type(screen.getByLabelText('Height (hands)'), '14.2');
    await user.click(screen.getByLabelText('Wormed'));
    await user.click(screen.getByLabelText('Coggins'));
    await user.click(screen.getByText('Create Record'));
    release();
    await waitFor(() => expect(posted(requests)).toHaveLength(1));
    expect(posted(requests)[0]).toEqual({
      horseId: bella.id, date: '2026-03-10', description: 'Spring check-up', vet: 'Dr. Alvarez', notes: '', weight: 950, height: 14.2,
      wormed: true, trimmed: false, coggins: true, yearly_vaccines: false,
    });
  });

  it('turns a weight or height that is not a number into 0 (SPEC.md section 5)', async () => {
    const { requests } = renderAdd();
    await screen.findByText('New Medical Record', { selector: 'h2' });
    const user = await chooseOption('Horse', 'Bella');
    await user.type(screen.getByLabelText('Description'), 'Weigh-in');
    await user.type(screen.getByLabelText('Weight (lbs)'), 'heavy');
    await user.type(screen.getByLabelText('Height (hands)'), 'tall');
    await user.click(screen.getByText('Create Record'));
    await waitFor(() => expect(posted(requests)).toHaveLength(1));
    expect(posted(requests)[0]).toMatchObject({ weight: 0, height: 0 });
  });
});
