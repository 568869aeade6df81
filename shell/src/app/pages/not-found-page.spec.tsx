import { screen } from '@testing-library/react';
import { renderApp } from '@remuda/shell-kit/testing';
import { NotFoundPage } from './not-found-page';

it('says the page has gone missing and links back home', async () => {
  renderApp(<NotFoundPage />, { path: '/nowhere' });
  expect(await screen.findByText('This page has gone missing like a lone ranger in the desert.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});
