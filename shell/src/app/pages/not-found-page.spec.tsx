import { screen } from '@testing-library/react';
import { renderApp, sessionKnown, testAccount } from '@remuda/shell-kit/testing';
import { NotFoundPage } from './not-found-page';

const backToHome = async (layout: 'public' | 'admin', role: 'USER' | 'TRAINER') => {
  const { queryClient } = renderApp(<NotFoundPage layout={layout} />, { path: '/nowhere', account: testAccount(role) });
  expect(await screen.findByText('This page has gone missing like a lone ranger in the desert.')).toBeInTheDocument();
  await sessionKnown(queryClient);
  return screen.getByRole('link', { name: 'Back to Home' });
};

it('says the page has gone missing and links back to the public home', async () => {
  expect(await backToHome('public', 'TRAINER')).toHaveAttribute('href', '/');
});

it("links back to the staff area's home, the dashboard, inside the staff area", async () => {
  expect(await backToHome('admin', 'TRAINER')).toHaveAttribute('href', '/admin');
});

it('links a plain user back to the staff page they may open, not to a dashboard they may not', async () => {
  expect(await backToHome('admin', 'USER')).toHaveAttribute('href', '/admin/medical-records');
});
