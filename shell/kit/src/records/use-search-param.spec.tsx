import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../testing';
import { useSearchParam } from './use-search-param';

function SearchBox() {
  const [typed, setTyped, search] = useSearchParam();
  return (
    <>
      <label htmlFor="q">Search</label>
      <input id="q" value={typed} onChange={(event) => setTyped(event.target.value)} />
      <output>{`searching "${search}"`}</output>
    </>
  );
}

describe('useSearchParam', () => {
  // The pause before a search is sent is counted on jest's clock, so a busy machine cannot outlast the wait.
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('starts from the address, and puts the typed search there once typing pauses, keeping the other parameters', async () => {
    const { router } = renderApp(<SearchBox />, { path: '/list?horseId=7&q=old' });
    expect(await screen.findByLabelText('Search')).toHaveValue('old');
    expect(screen.getByText('searching "old"')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '  creek ' } });
    expect(screen.getByText('searching "old"')).toBeInTheDocument();
    expect(await screen.findByText('searching "creek"')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?horseId=7&q=creek');
  });

  it('starts a paged list again at its first page when the search changes', async () => {
    const { router } = renderApp(<SearchBox />, { path: '/list?q=old&page=3' });
    fireEvent.change(await screen.findByLabelText('Search'), { target: { value: 'creek' } });
    expect(await screen.findByText('searching "creek"')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=creek');
  });

  it('drops the parameter when the box is emptied, replacing the history entry', async () => {
    const { router } = renderApp(<SearchBox />, { path: '/list?q=creek' });
    fireEvent.change(await screen.findByLabelText('Search'), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
