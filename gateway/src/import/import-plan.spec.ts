import { horseInputSchema } from '@remuda/contracts';
import { IMPORT_KIND_DEFINITIONS } from './import-kinds.js';
import { type ImportLookup, calendarDay, cellValue, matchColumns, planImport } from './import-plan.js';
import type { Table } from './read-table.js';

const HORSES = IMPORT_KIND_DEFINITIONS.horses;
const MEDICAL = IMPORT_KIND_DEFINITIONS['medical-records'];
const RIDING = IMPORT_KIND_DEFINITIONS['riding-logs'];

const DUSTY = '11111111-1111-4111-8111-111111111111';
const PEARL = '22222222-2222-4222-8222-222222222222';
const PEARL_TOO = '33333333-3333-4333-8333-333333333333';

/** A horse as the horses service lists it: the form's fields (their defaults, as a form left empty sends them). */
const horse = (id: string, name: string, brand: string, fields: Record<string, unknown> = {}) => ({
  id,
  version: 3,
  ...horseInputSchema.parse({ name, brand, sex: 'gelding' }),
  ...fields,
});

function lookup(records: Record<string, Array<Record<string, unknown> & { id: string; version: number }>> = {}): ImportLookup {
  return {
    horses: [horse(DUSTY, 'Dusty', 'D1', { breed: 'Mustang', foal_year: 2012 }), horse(PEARL, 'Pearl', 'P1'), horse(PEARL_TOO, 'Pearl', 'P2')],
    recordsOf: async (horseId) => records[horseId] ?? [],
  };
}

const table = (headers: string[], ...rows: string[][]): Table => ({ headers, rows: rows.map((cells, i) => ({ line: i + 2, cells })) });

describe('matchColumns', () => {
  it('matches headers to fields by name, label or usual spelling, ignoring case, spaces and punctuation', () => {
    const columns = matchColumns(HORSES, ['Horse Name', 'SEX', 'Foal year', 'DOB', 'Height (hands)', 'Colour', 'Favourite treat', '']);
    expect(columns).toEqual([
      { header: 'Horse Name', field: 'name' },
      { header: 'SEX', field: 'sex' },
      { header: 'Foal year', field: 'foal_year' },
      // Two columns for one field: the first fills it.
      { header: 'DOB', field: null },
      { header: 'Height (hands)', field: 'height' },
      { header: 'Colour', field: 'color' },
      { header: 'Favourite treat', field: null },
      { header: '', field: null },
    ]);
    expect(matchColumns(MEDICAL, ['Horse', 'Date', 'Dewormed', 'foal_year']).map((c) => c.field)).toEqual(['horseName', 'date', 'wormed', null]);
  });

  it('takes the person’s choice over its own, "" leaving a column out, and refuses a field the kind does not have', () => {
    expect(matchColumns(HORSES, ['Nickname', 'Breed'], { Nickname: 'name', Breed: '' })).toEqual([
      { header: 'Nickname', field: 'name' },
      { header: 'Breed', field: null },
    ]);
    expect(() => matchColumns(HORSES, ['Nickname'], { Nickname: 'wormed' })).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
  });
});

describe('cellValue', () => {
  it('reads yes and no as a spreadsheet writes them, and leaves anything else for the form to refuse', () => {
    expect(['Yes', 'y', 'TRUE', '1', 'x', '✓'].map((t) => cellValue('yes-no', t))).toEqual([true, true, true, true, true, true]);
    expect(['No', 'n', 'false', '0'].map((t) => cellValue('yes-no', t))).toEqual([false, false, false, false]);
    expect(cellValue('yes-no', '')).toBeUndefined();
    expect(cellValue('yes-no', 'maybe')).toBe('maybe');
  });

  it('reads days month first, years from a date of birth, thousands with commas and lists of care', () => {
    expect(calendarDay('3/5/2024')).toBe('2024-03-05');
    expect(calendarDay('2024/3/5')).toBe('2024-03-05');
    expect(calendarDay('2024-03-05T00:00:00.000Z')).toBe('2024-03-05');
    expect(calendarDay('March 5')).toBeNull();
    expect(cellValue('date', '')).toBeNull();
    expect(cellValue('date', '', true)).toBe('');
    expect(cellValue('year', '6/1/2015')).toBe('2015');
    expect(cellValue('number', '1,050')).toBe('1050');
    expect(cellValue('number', '15.2')).toBe('15.2');
    expect(cellValue('list', 'farrier; dentist,')).toEqual(['farrier', 'dentist']);
    expect(cellValue('list', '["farrier","dentist"]')).toEqual(['farrier', 'dentist']);
    expect(cellValue('list', '[]')).toEqual([]);
  });
});

describe('planImport', () => {
  it('adds a new horse, refuses a row with the form’s messages, and changes only what a row’s columns say', async () => {
    const file = table(
      ['Name', 'Sex', 'Breed', 'Foal year', 'Height'],
      ['Comet', 'Mare', 'Arabian', '2015', '15.2'],
      ['', 'Gelding', '', '', ''],
      ['', 'Mare', '', '', ''],
      ['Blaze', 'Gelding', '', '2012', '25'],
      ['dusty', 'gelding', 'Quarter Horse', '2012', ''],
    );
    const rows = await planImport(HORSES, file, matchColumns(HORSES, file.headers), lookup());
    expect(rows.map(({ line, action, title, errors, changes }) => ({ line, action, title, errors, changes }))).toEqual([
      { line: 2, action: 'add', title: 'Comet', errors: [], changes: [] },
      { line: 3, action: 'refuse', title: 'Row 3', errors: [{ field: 'name', message: 'Name is required' }], changes: [] },
      // Two rows naming no horse are each refused for that, not as the same horse twice.
      { line: 4, action: 'refuse', title: 'Row 4', errors: [{ field: 'name', message: 'Name is required' }], changes: [] },
      { line: 5, action: 'refuse', title: 'Blaze', errors: [{ field: 'height', message: 'Height must be between 5 and 20 hands' }], changes: [] },
      { line: 6, action: 'change', title: 'dusty', errors: [], changes: ['Name', 'Breed'] },
    ]);
    expect(rows[0]!.send).toEqual({ operation: 'create', data: expect.objectContaining({ name: 'Comet', sex: 'mare', foal_year: 2015, height: 15.2, on_property: true }) });
    // The change keeps the horse's other fields and names the version it read.
    expect(rows[4]!.send).toEqual({
      operation: 'update',
      data: { id: DUSTY, horse: expect.objectContaining({ name: 'dusty', breed: 'Quarter Horse', foal_year: 2012, brand: 'D1', version: 3 }) },
    });
  });

  it('finds a horse already there unchanged, tells same-named horses apart by brand, and refuses one it cannot tell', async () => {
    const file = table(['Name', 'Brand', 'Breed'], ['Dusty', 'D1', 'Mustang'], ['Pearl', 'P2', 'Appaloosa'], ['Pearl', '', 'Appaloosa'], ['Dusty', 'D1', 'Mustang']);
    const rows = await planImport(HORSES, file, matchColumns(HORSES, file.headers), lookup());
    expect(rows.map((r) => [r.action, r.errors[0]?.message ?? r.changes.join()])).toEqual([
      ['unchanged', ''],
      ['change', 'Breed'],
      ['refuse', 'More than one horse is named “Pearl”: add a Brand or an Id column to tell them apart'],
      ['refuse', 'Row 2 already imports this horse'],
    ]);
    expect(rows[1]!.send?.data.id).toBe(PEARL_TOO);
  });

  it('names a record’s horse by name, brand or id, and refuses an unknown or ambiguous one plainly', async () => {
    const file = table(
      ['Horse', 'Brand', 'Horse id', 'Date', 'Description', 'Dewormed'],
      ['Dusty', '', '', '3/5/2024', 'Spring check', 'yes'],
      ['', 'P1', '', '2024-03-06', 'Teeth floated', 'no'],
      ['', '', PEARL_TOO, '2024-03-07', 'Coggins drawn', ''],
      ['Nobody', '', '', '2024-03-08', 'Check', ''],
      ['Pearl', '', '', '2024-03-08', 'Check', ''],
      ['Dusty', '', '', '2024-03-09', '', ''],
      ['', '', '44444444-4444-4444-8444-444444444444', '2024-03-10', 'Check', ''],
    );
    const rows = await planImport(MEDICAL, file, matchColumns(MEDICAL, file.headers), lookup());
    expect(rows.map((r) => [r.action, r.title, r.errors[0]?.message])).toEqual([
      ['add', 'Dusty, 2024-03-05', undefined],
      ['add', 'Pearl, 2024-03-06', undefined],
      ['add', 'Pearl, 2024-03-07', undefined],
      ['refuse', 'Nobody, 2024-03-08', 'No horse is named “Nobody”'],
      ['refuse', 'Pearl, 2024-03-08', 'More than one horse is named “Pearl”: add a Brand or an Id column to tell them apart'],
      ['refuse', 'Dusty, 2024-03-09', 'Description is required'],
      ['refuse', '44444444-4444-4444-8444-444444444444, 2024-03-10', 'No horse has the id “44444444-4444-4444-8444-444444444444”'],
    ]);
    expect(rows[0]!.send).toEqual({ operation: 'create', data: expect.objectContaining({ horseId: DUSTY, date: '2024-03-05', description: 'Spring check', wormed: true }) });
    expect(rows[2]!.send?.data.horseId).toBe(PEARL_TOO);
  });

  it('recognises a record already there, so a file imported again adds nothing, and refuses a row twice in the file', async () => {
    const kept = { id: 'r1', version: 1, horseId: DUSTY, date: '2024-03-05', notes: 'Loped circles', durationMinutes: 45, rider: 'trainer@remuda.test', type: 'arena' };
    const file = table(
      ['Horse', 'Date', 'Notes', 'Duration', 'Rider', 'Type'],
      ['Dusty', '2024-03-05', 'Loped circles', '45', '', 'Arena'],
      ['Dusty', '2024-03-05', 'Loped circles', '50', '', 'Arena'],
      ['Dusty', '2024-03-06', 'Trail', '90', 'Ann', 'trail'],
      ['Dusty', '2024-03-06', 'Trail', '90', 'Ann', 'trail'],
    );
    const rows = await planImport(RIDING, file, matchColumns(RIDING, file.headers), lookup({ [DUSTY]: [kept] }));
    expect(rows.map((r) => [r.action, r.errors[0]?.message])).toEqual([
      // An empty rider contradicts nothing: the service made it the person who logged the ride.
      ['unchanged', undefined],
      ['add', undefined],
      ['add', undefined],
      ['refuse', 'Row 4 already imports this riding log'],
    ]);
  });

  it('changes a record named by its id, and finds it unchanged when the row agrees', async () => {
    const kept = { id: 'r1', version: 4, horseId: DUSTY, date: '2024-03-05', description: 'Spring check', vet: 'Dr. Ames', notes: '', weight: null, height: null, wormed: false, trimmed: false, coggins: false, yearly_vaccines: false, care: [] };
    const file = table(['Id', 'Horse', 'Date', 'Description', 'Vet'], ['r1', 'Dusty', '2024-03-05', 'Spring check', 'Dr. Ames'], ['r1', 'Dusty', '2024-03-05', 'Spring check', 'Dr. Bell']);
    const rows = await planImport(MEDICAL, file, matchColumns(MEDICAL, file.headers), lookup({ [DUSTY]: [kept] }));
    expect(rows.map((r) => r.action)).toEqual(['unchanged', 'refuse']);
    const changed = await planImport(MEDICAL, { ...file, rows: [file.rows[1]!] }, matchColumns(MEDICAL, file.headers), lookup({ [DUSTY]: [kept] }));
    expect(changed[0]).toMatchObject({ action: 'change', changes: ['Vet'], send: { operation: 'update', data: { id: 'r1', record: expect.objectContaining({ vet: 'Dr. Bell', version: 4 }) } } });
  });
});
