import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../testing';
import { ButtonLink } from './button-link';

const routes = (onClick?: (e: React.MouseEvent<HTMLElement>) => void) => [
  {
    path: '/',
    element: (
      <ButtonLink to="/contact?interest=horses" type="primary" onClick={onClick}>
        Contact Us
      </ButtonLink>
    ),
  },
  { path: '/contact', element: <p>Contact page</p> },
];

// jsdom cannot follow a real link; a click the router leaves alone is stopped after the page has seen it.
const stopDocumentNavigation = (e: Event) => e.preventDefault();
beforeEach(() => window.addEventListener('click', stopDocumentNavigation));
afterEach(() => window.removeEventListener('click', stopDocumentNavigation));

describe('ButtonLink', () => {
  it('is a real link to its page, styled as a button', async () => {
    renderApp(routes());
    const link = await screen.findByRole('link', { name: 'Contact Us' });
    expect(link).toHaveAttribute('href', '/contact?interest=horses');
    expect(link).toHaveClass('ant-btn', 'ant-btn-primary');
  });

  it('moves within the router on a plain click', async () => {
    const onClick = jest.fn();
    const { router } = renderApp(routes(onClick));
    await userEvent.setup({ delay: null }).click(await screen.findByRole('link', { name: 'Contact Us' }));
    expect(await screen.findByText('Contact page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact');
    expect(router.state.location.search).toBe('?interest=horses');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])(
    'leaves a click with %o to the browser (new tab or window)',
    async (modifier) => {
      const { router } = renderApp(routes());
      const link = await screen.findByRole('link', { name: 'Contact Us' });
      fireEvent.click(link, modifier);
      expect(router.state.location.pathname).toBe('/');
      expect(screen.queryByText('Contact page')).not.toBeInTheDocument();
    },
  );

  it('draws plain HTML in the button look: sizes, block, danger, ghost and an icon before the words', async () => {
    renderApp([
      {
        path: '/',
        element: (
          <>
            <ButtonLink to="/a" size="large" block>
              Large
            </ButtonLink>
            <ButtonLink to="/b" size="small" danger>
              Small
            </ButtonLink>
            <ButtonLink to="/c" ghost icon={<svg data-testid="plus" />}>
              With icon
            </ButtonLink>
          </>
        ),
      },
    ]);
    expect(await screen.findByRole('link', { name: 'Large' })).toHaveClass('remuda-btn', 'ant-btn-default', 'ant-btn-lg', 'ant-btn-block');
    expect(screen.getByRole('link', { name: 'Small' })).toHaveClass('ant-btn-sm', 'ant-btn-dangerous');
    const withIcon = screen.getByRole('link', { name: 'With icon' });
    expect(withIcon).toHaveClass('ant-btn-background-ghost');
    expect(withIcon.firstElementChild).toHaveClass('ant-btn-icon');
    expect(screen.getByTestId('plus')).toBeInTheDocument();
    // The look's CSS is on the page once, however many buttons draw it.
    expect(document.querySelectorAll('style[data-href="remuda-buttons"]')).toHaveLength(1);
  });

  it('leads nowhere while disabled, as antd does: no href, out of the tab order, a click ignored', async () => {
    const onClick = jest.fn();
    const { router } = renderApp([
      {
        path: '/',
        element: (
          <ButtonLink to="/contact" disabled onClick={onClick}>
            Cancel
          </ButtonLink>
        ),
      },
      { path: '/contact', element: <p>Contact page</p> },
    ]);
    const link = await screen.findByText('Cancel');
    const anchor = link.closest('a')!;
    expect(anchor).not.toHaveAttribute('href');
    expect(anchor).toHaveAttribute('aria-disabled', 'true');
    expect(anchor).toHaveAttribute('tabindex', '-1');
    expect(anchor).toHaveClass('ant-btn-disabled');
    fireEvent.click(anchor);
    expect(onClick).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it("stays put when the caller's onClick prevents the default", async () => {
    const onClick = jest.fn((e: React.MouseEvent<HTMLElement>) => e.preventDefault());
    const { router } = renderApp(routes(onClick));
    await userEvent.setup({ delay: null }).click(await screen.findByRole('link', { name: 'Contact Us' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });
});
