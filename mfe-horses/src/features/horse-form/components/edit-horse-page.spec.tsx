import { configure, screen, waitFor } from '@testing-library/react';
import type { HorseDetail } from '@remuda/contracts';
import { removeWaitingWrite, waitingWrites } from '@remuda/shell-kit';
import { holdRequest, type MockResponse, person, type RecordedRequest, renderApp, selectedOption, testAccount } from '@remuda/shell-kit/testing';
import { makeHorseDetail } from '../../../testing/fixtures';
import { EditHorsePage } from './edit-horse-page';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

// Queries by label and text: role queries weigh every style of a large antd form under jsdom.
const dove = makeHorseDetail({
  name: 'Dove',
  breed: 'Arabian',
  sex: 'female',
  age: 22,
  color: 'Gray',
  description: 'Retired lesson horse.',
  foal_year: 2004,
  height: 14.1,
  weight: 880,
  brand: 'None',
  HMA: '',
  on_property: false,
  off_property_rides: true,
  deceased: true,
  deceased_date: '2025-12-24',
  needsWormed: false,
  needsYearly: true,
  needsTrimmed: true,
  needsCoggins: false,
});

const routes = [
  { path: '/admin/horses/edit/:id', element: <EditHorsePage /> },
  { path: '/admin/horses/:id', element: <p>Horse page</p> },
];

function renderEdit({ horse = { body: dove }, update }: { horse?: MockResponse; update?: MockResponse | ((r: RecordedRequest) => MockResponse) } = {}) {
  return renderApp(routes, {
    path: `/admin/horses/edit/${dove.id}`,
    account: testAccount('ADMIN'),
    api: {
      [`GET /api/horses/${dove.id}`]: horse,
      [`PUT /api/horses/${dove.id}`]: update ?? ((r) => ({ body: { ...dove, ...(r.body as object) } as HorseDetail })),
      'GET /api/horses': { body: [dove] },
    },
  });
}

const puts = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'PUT');
const submit = () => screen.getByText('Save Changes').closest('button') as HTMLButtonElement;
const fieldError = (label: string) =>
  (screen.getByLabelText(label).closest('.ant-form-item') as HTMLElement).querySelector('.ant-form-item-explain')?.textContent ?? '';
const loaded = () => screen.findByText('Edit Dove', { selector: 'h1' });

describe('EditHorsePage', () => {
  it('shows a spinner while the horse loads, then the form filled in with every field', async () => {
    renderEdit();
    const release = holdRequest(`GET /api/horses/${dove.id}`);
    expect(await screen.findByText('Loading the horse…')).toBeInTheDocument();
    expect(screen.queryByText('Save Changes')).not.toBeInTheDocument();
    release();
    await loaded();

    expect(screen.getByLabelText('Name')).toHaveValue('Dove');
    expect(screen.getByLabelText('Breed')).toHaveValue('Arabian');
    expect(selectedOption('Sex')).toBe('Female');
    expect(screen.getByLabelText('Age (years)')).toHaveValue('22');
    expect(screen.getByLabelText('Color')).toHaveValue('Gray');
    expect(screen.getByLabelText('Description')).toHaveValue('Retired lesson horse.');
    expect(screen.getByLabelText('Birth Year')).toHaveValue('2004');
    expect(screen.getByLabelText('Height (hands)')).toHaveValue('14.1');
    expect(screen.getByLabelText('Weight (lbs)')).toHaveValue('880');
    expect(screen.getByLabelText('Brand')).toHaveValue('None');
    expect(screen.getByLabelText('HMA')).toHaveValue('');
    expect(screen.getByLabelText('On property')).not.toBeChecked();
    expect(screen.getByLabelText('Off-property rides allowed')).toBeChecked();
    expect(screen.getByLabelText('Deceased')).toBeChecked();
    expect(screen.getByLabelText('Date of death')).toHaveValue('2025-12-24');
    expect(screen.getByLabelText('Needs wormer')).not.toBeChecked();
    expect(screen.getByLabelText('Needs yearly vaccines')).toBeChecked();
    expect(screen.getByLabelText('Needs trim')).toBeChecked();
    expect(screen.getByLabelText('Needs Coggins')).not.toBeChecked();
    expect(screen.getByText('Cancel').closest('a')).toHaveAttribute('href', `/admin/horses/${dove.id}`);
  });

  it('replaces the whole horse with PUT and opens its page', async () => {
    const { requests, router } = renderEdit();
    await loaded();
    const user = person();
    await user.clear(screen.getByLabelText('Color'));
    await user.type(screen.getByLabelText('Color'), 'Flea-bitten gray');
    await user.click(screen.getByLabelText('Needs Coggins'));
    await user.click(submit());

    expect(await screen.findByText('Horse page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/horses/${dove.id}`);
    expect(puts(requests)).toHaveLength(1);
    expect(puts(requests)[0]!.body).toEqual({
      name: 'Dove',
      breed: 'Arabian',
      sex: 'female',
      age: 22,
      color: 'Flea-bitten gray',
      description: 'Retired lesson horse.',
      foal_year: 2004,
      height: 14.1,
      weight: 880,
      brand: 'None',
      HMA: '',
      on_property: false,
      off_property_rides: true,
      deceased: true,
      deceased_date: '2025-12-24',
      needsWormed: false,
      needsYearly: true,
      needsTrimmed: true,
      needsCoggins: true,
      // The version the form was read at: a horse changed since is refused rather than overwritten.
      version: 1,
    });
  });

  it('keeps a change made offline on the device, with the version it was read at, sends nothing, and opens the horse', async () => {
    const { requests, router } = renderEdit();
    await loaded();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      const user = person();
      await user.clear(screen.getByLabelText('Color'));
      await user.type(screen.getByLabelText('Color'), 'Dapple gray');
      await user.click(submit());
      expect(await screen.findByText('Horse page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/admin/horses/${dove.id}`);
      expect(puts(requests)).toEqual([]);
      expect(waitingWrites()).toEqual([
        expect.objectContaining({
          accountId: testAccount('ADMIN').id,
          method: 'PUT',
          path: `/api/horses/${dove.id}`,
          body: expect.objectContaining({ color: 'Dapple gray', version: 1 }),
        }),
      ]);
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      for (const write of waitingWrites()) await removeWaitingWrite(write);
    }
  });

  it('clears the date of death when the horse is no longer marked deceased', async () => {
    const { requests } = renderEdit();
    await loaded();
    const user = person();
    await user.click(screen.getByLabelText('Deceased'));
    await waitFor(() => expect(screen.queryByLabelText('Date of death')).not.toBeInTheDocument());
    await user.click(submit());
    await waitFor(() => expect(puts(requests)).toHaveLength(1));
    expect(puts(requests)[0]!.body).toMatchObject({ deceased: false, deceased_date: null });
  });

  it('checks the fields on the page before saving', async () => {
    const { requests } = renderEdit();
    await loaded();
    const user = person();
    await user.clear(screen.getByLabelText('Name'));
    await user.click(submit());
    await waitFor(() => expect(fieldError('Name')).toBe('Name is required'));
    expect(puts(requests)).toHaveLength(0);
  });

  it('disables Save Changes while saving', async () => {
    renderEdit();
    const release = holdRequest(`PUT /api/horses/${dove.id}`);
    await loaded();
    await person().click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    release();
    expect(await screen.findByText('Horse page')).toBeInTheDocument();
  });

  it("puts the server's field errors on their fields", async () => {
    renderEdit({
      update: { status: 400, body: { message: 'Validation failed', errors: [{ field: 'height', message: 'Height must be between 5 and 20 hands' }] } },
    });
    await loaded();
    await person().click(submit());
    await waitFor(() => expect(fieldError('Height (hands)')).toBe('Height must be between 5 and 20 hands'));
    expect(screen.queryByText('Validation failed')).not.toBeInTheDocument();
  });

  it("shows 'Failed to update horse' when the server gives no message", async () => {
    renderEdit({ update: { status: 502 } });
    await loaded();
    await person().click(submit());
    expect((await screen.findByText('Failed to update horse')).closest('[role=alert]')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('says when the horse is not found', async () => {
    renderEdit({ horse: { status: 404, body: { message: 'Horse not found' } } });
    expect(await screen.findByText('Horse not found', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByText('Horse not found', { selector: '[role=alert] *, [role=alert]' })).toBeInTheDocument();
    expect(screen.getByText('Back to Horses').closest('a')).toHaveAttribute('href', '/admin/horses');
    expect(screen.queryByText('Save Changes')).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch horse' when the horse cannot be loaded", async () => {
    renderEdit({ horse: { status: 500 } });
    expect((await screen.findByText('Failed to fetch horse')).closest('[role=alert]')).toBeInTheDocument();
  });
});
