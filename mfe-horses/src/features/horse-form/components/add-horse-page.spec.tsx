import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HorseInput } from '@remuda/contracts';
import { chooseOption, holdRequest, person, type RecordedRequest, renderApp, testAccount } from '@remuda/shell-kit/testing';
import { makeHorseDetail } from '../../../testing/fixtures';
import { AddHorsePage } from './add-horse-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const saved = makeHorseDetail({ name: 'Juniper', sex: 'mare' });

const routes = [
  { path: '/admin/horses/add', element: <AddHorsePage /> },
  { path: '/admin/horses/:id', element: <p>Horse page</p> },
  { path: '/admin/horses', element: <p>Horse list</p> },
];

type Answer = { status?: number; body?: unknown } | ((r: RecordedRequest) => { status?: number; body?: unknown });

function renderAdd(create: Answer = { status: 201, body: saved }) {
  return renderApp(routes, {
    path: '/admin/horses/add',
    account: testAccount('TRAINER'),
    api: { 'POST /api/horses': create, 'GET /api/horses': { body: [saved] } },
  });
}

const posts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST' && r.url === '/api/horses');
const submit = () => screen.getByText('Create Horse').closest('button') as HTMLButtonElement;
const fieldError = (label: string) => {
  const item = screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement;
  return item.querySelector('.ant-form-item-explain')?.textContent ?? '';
};

async function fillRequired(user = person()) {
  await user.type(await screen.findByLabelText('Name'), 'Juniper');
  await chooseOption('Sex', 'Mare');
  return user;
}

describe('AddHorsePage', () => {
  it('asks for every field of a horse', async () => {
    renderAdd();
    expect(await screen.findByText('Add Horse', { selector: 'h1' })).toBeInTheDocument();
    for (const label of ['Name', 'Breed', 'Color', 'Brand', 'HMA']) expect(screen.getByLabelText(label)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Sex')).toBeInTheDocument();
    expect(screen.getByLabelText('Age (years)')).toHaveAttribute('step', '1');
    expect(screen.getByLabelText('Birth Year')).toBeInTheDocument();
    expect(screen.getByLabelText('Height (hands)')).toHaveAttribute('step', '0.1');
    expect(screen.getByLabelText('Weight (lbs)')).toHaveAttribute('step', '1');
    expect(screen.getByLabelText('Description')).toHaveAttribute('rows', '3');
    for (const label of ['On property', 'Off-property rides allowed', 'Deceased', 'Needs wormer', 'Needs yearly vaccines', 'Needs trim', 'Needs Coggins']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    // A new horse starts on the property, alive, with nothing due.
    expect(screen.getByLabelText('On property')).toBeChecked();
    expect(screen.getByLabelText('Deceased')).not.toBeChecked();
    expect(screen.getByLabelText('Needs wormer')).not.toBeChecked();
    expect(screen.getByText('Cancel').closest('a')).toHaveAttribute('href', '/admin/horses');
  });

  it('offers the four sexes', async () => {
    renderAdd();
    const user = person();
    const select = await screen.findByLabelText('Sex');
    await user.click(select);
    const listbox = document.getElementById(select.getAttribute('aria-controls')!)!;
    const dropdown = listbox.closest('.ant-select-dropdown') as HTMLElement;
    for (const sex of ['Stallion', 'Mare', 'Gelding', 'Female']) expect(within(dropdown).getByTitle(sex)).toBeInTheDocument();
  });

  it('asks for the date of death only when Deceased is ticked', async () => {
    renderAdd();
    const user = person();
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
    expect(screen.queryByLabelText('Date of death')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Deceased'));
    expect(await screen.findByLabelText('Date of death')).toHaveAttribute('type', 'date');
    await user.click(screen.getByLabelText('Deceased'));
    await waitFor(() => expect(screen.queryByLabelText('Date of death')).not.toBeInTheDocument());
  });

  it("checks the required fields with the API's messages and sends nothing", async () => {
    const { requests } = renderAdd();
    await screen.findByText('Create Horse');
    await person().click(submit());
    await waitFor(() => expect(fieldError('Name')).toBe('Name is required'));
    expect(fieldError('Sex')).toBe('Sex is required');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(requests)).toHaveLength(0);
  });

  it.each([
    ['Height (hands)', '25', 'Height must be between 5 and 20 hands'],
    ['Height (hands)', '4', 'Height must be between 5 and 20 hands'],
    ['Weight (lbs)', '20', 'Weight must be between 50 and 3000 lbs'],
    ['Weight (lbs)', '950.5', 'Weight must be whole pounds'],
    ['Age (years)', '61', 'Age must be at most 60 years'],
    ['Birth Year', '1950', 'Birth Year must be 1960 or later'],
  ])('checks %s = %s: "%s"', async (label, value, message) => {
    const { requests } = renderAdd();
    const user = await fillRequired();
    await user.type(screen.getByLabelText(label), value);
    await user.click(submit());
    await waitFor(() => expect(fieldError(label)).toBe(message));
    expect(posts(requests)).toHaveLength(0);
  });

  it('refuses a name that shows nothing and text with control characters, with the API\'s messages', async () => {
    const { requests } = renderAdd();
    const user = await fillRequired();
    // A Hangul filler draws as blank; ESC is a control character.
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '\u3164\u3164' } });
    fireEvent.change(screen.getByLabelText('Breed'), { target: { value: 'Mus\u001btang' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Calm\u0007 mare' } });
    await user.click(submit());
    await waitFor(() => expect(fieldError('Name')).toBe('Name is required'));
    expect(fieldError('Breed')).toBe('Breed must be a single line without control characters');
    expect(fieldError('Description')).toBe('Description cannot contain control characters');
    expect(posts(requests)).toHaveLength(0);
  });

  it('refuses a date of death in the future', async () => {
    const { requests } = renderAdd();
    const user = await fillRequired();
    await user.click(screen.getByLabelText('Deceased'));
    fireEvent.change(await screen.findByLabelText('Date of death'), { target: { value: '2999-01-01' } });
    await user.click(submit());
    await waitFor(() => expect(fieldError('Date of death')).toBe('Date of death cannot be in the future'));
    expect(posts(requests)).toHaveLength(0);
  });

  it('sends every field, disables the submit button while saving, then opens the new horse', async () => {
    const { requests, router } = renderAdd();
    const release = holdRequest('POST /api/horses');
    const user = await fillRequired();
    await user.type(screen.getByLabelText('Breed'), 'Mustang');
    await user.type(screen.getByLabelText('Color'), 'Grulla');
    await user.type(screen.getByLabelText('Age (years)'), '6');
    await user.type(screen.getByLabelText('Birth Year'), '2020');
    await user.type(screen.getByLabelText('Height (hands)'), '14.2');
    await user.type(screen.getByLabelText('Weight (lbs)'), '900');
    await user.type(screen.getByLabelText('Brand'), 'BLM freeze mark');
    await user.type(screen.getByLabelText('HMA'), 'Onaqui Mountain');
    await user.type(screen.getByLabelText('Description'), 'Quiet and curious.');
    await user.click(screen.getByLabelText('Off-property rides allowed'));
    await user.click(screen.getByLabelText('Needs wormer'));
    await user.click(screen.getByLabelText('Needs Coggins'));
    await user.click(submit());

    // The answer is held back: while it is awaited, the form cannot be sent twice.
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(screen.getByLabelText('Name')).toBeDisabled();
    release();
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    const body = posts(requests)[0]!.body as HorseInput;
    expect(body).toEqual({
      name: 'Juniper',
      breed: 'Mustang',
      sex: 'mare',
      age: 6,
      color: 'Grulla',
      description: 'Quiet and curious.',
      foal_year: 2020,
      height: 14.2,
      weight: 900,
      brand: 'BLM freeze mark',
      HMA: 'Onaqui Mountain',
      on_property: true,
      off_property_rides: true,
      deceased: false,
      deceased_date: null,
      needsWormed: true,
      needsYearly: false,
      needsTrimmed: false,
      needsCoggins: true,
    });
    expect(posts(requests)[0]!.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(await screen.findByText('Horse page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/horses/${saved.id}`);
  });

  it('sends the date of death of a deceased horse', async () => {
    const { requests } = renderAdd();
    const user = await fillRequired();
    await user.click(screen.getByLabelText('Deceased'));
    fireEvent.change(await screen.findByLabelText('Date of death'), { target: { value: '2025-12-24' } });
    await user.click(submit());
    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]!.body).toMatchObject({ deceased: true, deceased_date: '2025-12-24' });
  });

  it("puts the server's field errors on their fields", async () => {
    const { router } = renderAdd({
      status: 400,
      body: {
        message: 'Validation failed',
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'name', message: 'A horse named Juniper already exists' }],
      },
    });
    const user = await fillRequired();
    await user.click(submit());
    await waitFor(() => expect(fieldError('Name')).toBe('A horse named Juniper already exists'));
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Validation failed')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/horses/add');
    expect(submit()).toBeEnabled();
  });

  it("shows the server's message in an alert, or 'Failed to create horse'", async () => {
    renderAdd({ status: 500 });
    const user = await fillRequired();
    await user.click(submit());
    expect((await screen.findByText('Failed to create horse')).closest('[role=alert]')).toBeInTheDocument();
  });

  it('shows a message the server gives', async () => {
    renderAdd({ status: 403, body: { message: 'Only trainers and administrators can add horses' } });
    const user = await fillRequired();
    await user.click(submit());
    expect((await screen.findByText('Only trainers and administrators can add horses')).closest('[role=alert]')).toBeInTheDocument();
  });
});
