import { Link } from 'react-router-dom';

/** The ranch's name and horseshoe, linking home. */
export function BrandMark({ to }: { to: string }) {
  return (
    <Link to={to} className="brand" aria-label="Remuda Ranch, home">
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <path d="M20 8v26a12 12 0 0 0 24 0V8" fill="none" stroke="currentColor" strokeWidth="7" strokeLinecap="round" />
      </svg>
      <span>Remuda Ranch</span>
    </Link>
  );
}
