import type * as Runtime from '@module-federation/enhanced/runtime';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, setConnection, testAccount } from '../testing';
import { RemoteSlot } from './remote-slot';

// antd under jsdom is slow, the more so with every jest worker busy: generous budgets, not timing assertions.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

// The federation runtime cannot run in jsdom (the browser journeys load real remotes); what is tested here is the
// slot around it: loading, the props it passes, and what a reader sees when the other remote fails.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const runtime = jest.requireMock<jest.Mocked<typeof Runtime>>('@module-federation/enhanced/runtime');

const REGISTRY = { remotes: { medical: 'https://ranch.test/remotes/medical/mf-manifest.json' } };
const UNAVAILABLE = "The medical records can't be shown just now.";

function Records({ horseId, canEdit }: { horseId: string; canEdit: boolean }) {
  return <p>{`Records of ${horseId}${canEdit ? ', editable' : ''}`}</p>;
}

const slot = <RemoteSlot slot="medical/horse-medical-records" props={{ horseId: 'h-7', canEdit: true }} what="medical records" />;
const open = () =>
  renderApp([{ path: '/', element: slot }], { path: '/', account: testAccount('TRAINER'), api: { 'GET /api/remotes': { body: REGISTRY } } });

beforeEach(() => {
  runtime.loadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => setConnection(true));

describe('RemoteSlot', () => {
  it("loads the other remote's component and gives it the props", async () => {
    runtime.loadRemote.mockResolvedValue({ default: Records });
    open();
    expect(await screen.findByText('Records of h-7, editable')).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('remuda_medical/horse-medical-records');
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'remuda_medical', entry: REGISTRY.remotes.medical }], { force: false });
  });

  it('shows a notice after the load and its one retry fail, and loads again on Try again', async () => {
    runtime.loadRemote
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockRejectedValueOnce(new Error('still failing'))
      .mockResolvedValue({ default: Records });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Records of h-7, editable')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the notice when the module has no component', async () => {
    runtime.loadRemote.mockResolvedValue({ default: 'not a component' });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
  });

  it('keeps the page when the component breaks while drawing, and draws it again on Try again', async () => {
    let broken = true;
    function Fragile(props: { horseId: string; canEdit: boolean }) {
      if (broken) throw new Error('drawing failed');
      return <Records {...props} />;
    }
    runtime.loadRemote.mockResolvedValue({ default: Fragile });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(console.error).toHaveBeenCalledWith('The medical records failed while drawing', expect.any(Error));
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Records of h-7, editable')).toBeInTheDocument());
  });

  it('offline, says the part is not kept on this device, and shows it by itself once the connection returns', async () => {
    setConnection(false);
    runtime.loadRemote.mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Records });
    open();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent("The medical records can't be shown offline yet.");
    expect(notice).toHaveTextContent('It will show by itself when you are back online.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    setConnection(true);
    expect(await screen.findByText('Records of h-7, editable')).toBeInTheDocument();
  });
});
