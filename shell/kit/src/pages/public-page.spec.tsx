import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { apiFetch } from '../api/api-client';
import { renderApp } from '../testing';
import { PageHeadOf, type PublicPage, publicPageOf } from './public-page';

const horseRead = (id: string) => ({ queryKey: ['horses', 'detail', id], path: `/api/horses/${id}` });

/** A horse page as a remote declares it: its read and a head made from what it read. */
const horsePage: PublicPage<{ name: string }> = {
  preload: async () => undefined,
  read: ({ params }) => horseRead(params['id']!),
  head: ({ data }) => (data ? { title: data.name, description: `${data.name}, at the ranch.`, path: '/horses/h-1' } : null),
};

function HorsePage() {
  const { data } = useQuery({ queryKey: horseRead('h-1').queryKey, queryFn: () => apiFetch<{ name: string }>('/api/horses/h-1', { fallbackMessage: 'No' }) });
  return <h1>{data?.name ?? 'Loading'}</h1>;
}

const routes: RouteObject[] = [
  {
    path: '/horses/:id',
    handle: { page: horsePage },
    element: (
      <PageHeadOf page={horsePage as PublicPage}>
        <HorsePage />
      </PageHeadOf>
    ),
  },
];

describe('a public page’s head in the browser', () => {
  beforeEach(() => {
    document.title = 'Remuda Ranch';
    document.head.innerHTML = '<meta name="description" content="The ranch." />';
  });

  it('names the tab and describes the page from what the page read, once it has', async () => {
    renderApp(routes, { path: '/horses/h-1', api: { 'GET /api/horses/h-1': { body: { name: 'Dusty' } } } });
    expect(await screen.findByRole('heading', { name: 'Dusty' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Dusty | Remuda Ranch'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Dusty, at the ranch.');
  });

  it('is found on the route that declares it, and nowhere else', () => {
    expect(publicPageOf(routes[0]!.handle)).toBe(horsePage);
    expect(publicPageOf(undefined)).toBeNull();
    expect(publicPageOf({ crumb: 'Horses' })).toBeNull();
  });
});
