import { RANCH_COLORS } from '../theme';

/** A turning ring in the theme's leather, drawn by CSS alone: a page that only waits loads no component library. */
const SPINNER_CSS = `
.page-spinner { display: flex; justify-content: center; padding: 64px 16px; }
.page-spinner__ring { width: 40px; height: 40px; border-radius: 50%; border: 4px solid rgba(122,62,20,.18); border-top-color: ${RANCH_COLORS.leather}; animation: page-spinner-turn .9s linear infinite; }
@keyframes page-spinner-turn { to { transform: rotate(360deg); } }
`;

/** A page-sized loading indicator that screen readers announce. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="page-spinner">
      <style href="remuda-page-spinner" precedence="remuda">
        {SPINNER_CSS}
      </style>
      <span className="page-spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
