import { act, render, screen } from '@testing-library/react';
import { pageLoader } from './lazy-page';

function Page() {
  return <h1>Gallery</h1>;
}

describe('pageLoader', () => {
  it('draws a spinner until the page’s code has loaded, then the page', async () => {
    const { element } = pageLoader(async () => Page);
    render(element);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Gallery' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Gallery' })).toBeInTheDocument();
  });

  it('draws a preloaded page in its first render, with no spinner: what hydrating server markup needs', async () => {
    const load = jest.fn(async () => Page);
    const { element, preload } = pageLoader(load);
    await act(() => preload());
    render(element);
    expect(screen.getByRole('heading', { name: 'Gallery' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
