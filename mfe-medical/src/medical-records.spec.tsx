import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MedicalRecord } from '@remuda/contracts';
import { type MockResponse, careSettingsAnswer, chooseOption, describeRecordKindScreens, holdRequest, makeCareSettings, makeHorse, pageAnswer, person, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { recordRoutes } from '@remuda/shell-kit';
import { medicalRecords } from './medical-records';
import { makeMedicalRecord } from './testing/fixtures';

describeRecordKindScreens<MedicalRecord>({
  kind: medicalRecords,
  makeRecord: (horse, description, overrides) => makeMedicalRecord(horse, { description, ...overrides }),
  textField: 'description',
  columns: ['Description', 'Vet', 'Health Checks'],
  fill: async (user, text) => user.type(screen.getByLabelText('Description'), text),
  sent: (description) => ({ description, vet: '', notes: '', weight: null, height: null, wormed: false, trimmed: false, coggins: false, yearly_vaccines: false, care: [] }),
  required: [['Description', 'Description is required']],
  refusable: { field: 'vet', label: 'Vet', message: 'Vet must be at most 120 characters' },
  listFor: 'signed-in',
  reads: careSettingsAnswer(makeCareSettings([['Dental float', 365]])),
});

describe('a medical record’s own fields', () => {
  const bella = makeHorse({ name: 'Bella' });
  const app = [{ path: '/admin', children: recordRoutes(medicalRecords.pages, async () => medicalRecords) }, { path: '/admin/horses/:id', element: <p>Horse page</p> }];
  const settings = makeCareSettings([['Dental float', 365], ['Sheath cleaning', 180]]);
  const renderAdd = (reads: Record<string, MockResponse> = careSettingsAnswer(settings)) =>
    renderApp(app, {
      path: '/admin/medical-records/add',
      account: testAccount('TRAINER'),
      api: {
        'GET /api/horses': { body: [bella] },
        'POST /api/medical-records': (r) => ({ status: 201, body: makeMedicalRecord(bella, r.body as object) }),
        'GET /api/medical-records?limit=25&offset=0': pageAnswer([]),
        ...reads,
      },
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
      wormed: true, trimmed: false, coggins: true, yearly_vaccines: false, care: [],
    });
  });

  it('offers a check box for each kind of care an administrator added, beside the four, and sends those ticked', async () => {
    const { requests } = renderAdd();
    await screen.findByText('New Medical Record', { selector: 'h2' });
    const checks = screen.getByRole('group', { name: 'Health Checks' });
    await within(checks).findByLabelText('Dental float');
    expect(within(checks).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual([
      'Wormed', 'Trimmed', 'Coggins', 'Yearly Vaccines', 'Dental float', 'Sheath cleaning',
    ]);
    const user = await chooseOption('Horse', 'Bella');
    await user.type(screen.getByLabelText('Description'), 'Dentist visit');
    await user.click(screen.getByLabelText('Dental float'));
    await user.click(screen.getByLabelText('Trimmed'));
    await user.click(screen.getByText('Create Record'));
    await waitFor(() => expect(posted(requests)).toHaveLength(1));
    expect(posted(requests)[0]).toMatchObject({ description: 'Dentist visit', trimmed: true, wormed: false, care: ['dental_float'] });
  });

  it('still offers the four checks, and saves, when the care settings cannot be read (offline, never kept)', async () => {
    const { requests } = renderAdd({ 'GET /api/care/settings': { network: true } });
    await screen.findByText('New Medical Record', { selector: 'h2' });
    await waitFor(() => expect(requests.some((r) => r.url === '/api/care/settings')).toBe(true));
    const checks = screen.getByRole('group', { name: 'Health Checks' });
    expect(within(checks).getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const user = await chooseOption('Horse', 'Bella');
    await user.type(screen.getByLabelText('Description'), 'Worming');
    await user.click(screen.getByLabelText('Wormed'));
    await user.click(screen.getByText('Create Record'));
    await waitFor(() => expect(posted(requests)).toHaveLength(1));
    expect(posted(requests)[0]).toMatchObject({ wormed: true, care: [] });
  });

  it('fills the added kinds a record ticked, and keeps on saving a kind no longer followed', async () => {
    const record = makeMedicalRecord(bella, { description: 'Dentist visit', care: ['dental_float', 'old_kind'], version: 4 });
    const { requests } = renderApp(app, {
      path: `/admin/medical-records/edit/${record.id}`,
      account: testAccount('ADMIN'),
      api: {
        'GET /api/horses': { body: [bella] },
        [`GET /api/medical-records/${record.id}`]: { body: record },
        [`PUT /api/medical-records/${record.id}`]: (r) => ({ body: { ...record, ...(r.body as object), version: 5 } }),
        ...careSettingsAnswer(settings),
      },
    });
    await screen.findByText(`Bella, March 10, 2026`, { selector: 'h2' });
    expect(await screen.findByLabelText('Dental float')).toBeChecked();
    expect(screen.getByLabelText('Sheath cleaning')).not.toBeChecked();
    const user = person();
    await user.click(screen.getByLabelText('Sheath cleaning'));
    await user.click(screen.getByText('Save Changes'));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'PUT')!.body).toMatchObject({ version: 4, care: ['dental_float', 'old_kind', 'sheath_cleaning'] });
  });

  it('tags the added kinds a record ticked by name in the list, and asks a plain user nothing of the care settings', async () => {
    const record = makeMedicalRecord(bella, { description: 'Dentist visit', wormed: true, care: ['dental_float', 'old_kind'] });
    // Renamed since it was added: staff read the name now given, a plain user the key in words.
    const renamed = { ...settings, kinds: settings.kinds.map((kind) => (kind.kind === 'dental_float' ? { ...kind, name: 'Teeth floated' } : kind)) };
    const list = (role: 'TRAINER' | 'USER') =>
      renderApp(app, { path: '/admin/medical-records', account: testAccount(role), api: { 'GET /api/horses': { body: [bella] }, 'GET /api/medical-records?limit=25&offset=0': pageAnswer([record]), ...careSettingsAnswer(renamed) } });
    const tags = () => within(screen.getByText('Dentist visit').closest('tr')!).getAllByRole('listitem').map((item) => item.textContent);
    list('TRAINER');
    await screen.findByText('Dentist visit');
    await waitFor(() => expect(tags()).toEqual(['Wormed', 'Teeth floated', 'Old kind']));
    cleanup();
    const { requests } = list('USER');
    await screen.findByText('Dentist visit');
    expect(tags()).toEqual(['Wormed', 'Dental float', 'Old kind']);
    expect(requests.filter((r) => r.url === '/api/care/settings')).toEqual([]);
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
