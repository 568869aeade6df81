import { ButtonLink, paths, staffHome, useSession } from '@remuda/shell-kit';

/**
 * The themed 404, drawn inside whichever layout the lost visitor was in. Back to Home leads to that layout's
 * home: the public front page, or the staff area's home (the dashboard for staff).
 */
export function NotFoundPage({ layout }: { layout: 'public' | 'admin' }) {
  const { account } = useSession();
  return (
    <section aria-labelledby="not-found-title" style={{ textAlign: 'center', padding: '64px 16px' }}>
      <svg width="96" height="96" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path d="M20 8v26a12 12 0 0 0 24 0V8" fill="none" stroke="#7a3e14" strokeWidth="7" strokeLinecap="round" />
        <circle cx="20" cy="24" r="1.8" fill="#f7f0e3" />
        <circle cx="44" cy="24" r="1.8" fill="#f7f0e3" />
      </svg>
      <h1 id="not-found-title">404 · Trail gone cold</h1>
      <p style={{ fontSize: 18 }}>This page has gone missing like a lone ranger in the desert.</p>
      <ButtonLink to={layout === 'admin' ? staffHome(account?.role) : paths.home} type="primary" size="large">
        Back to Home
      </ButtonLink>
    </section>
  );
}
