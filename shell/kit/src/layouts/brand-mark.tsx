import { Link } from 'react-router-dom';

/**
 * The ranch's mark in a 64-unit box: a horseshoe, heels down, six nail holes, around an R. The app's icons and the
 * favicon draw the same shapes (scripts/app-icons/make-icons.mjs).
 */
export const RANCH_MARK = {
  shoe: 'M19 51.5A21 21 0 1 1 45 51.5',
  shoeWidth: 8.5,
  nails: [
    [12.3, 42.2],
    [11.7, 29.6],
    [18.5, 18.9],
    [51.7, 42.2],
    [52.3, 29.6],
    [45.5, 18.9],
  ],
  letter: 'M26 45V22h7.5a5.75 5.75 0 0 1 0 11.5H26M32.5 33.5 39 45',
  letterWidth: 4,
} as const;

/** The mark in the colour of the text around it, its nail holes in the headers' leather. */
export function RanchMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="brand__mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d={RANCH_MARK.shoe} fill="none" stroke="currentColor" strokeWidth={RANCH_MARK.shoeWidth} />
      {RANCH_MARK.nails.map(([cx, cy]) => (
        <circle key={`${cx},${cy}`} cx={cx} cy={cy} r="1.6" fill="var(--ranch-leather-dark, #3b2414)" />
      ))}
      <path d={RANCH_MARK.letter} fill="none" stroke="currentColor" strokeWidth={RANCH_MARK.letterWidth} strokeLinejoin="round" />
    </svg>
  );
}

/** The ranch's name and mark, linking home. */
export function BrandMark({ to }: { to: string }) {
  return (
    <Link to={to} className="brand" aria-label="Remuda Ranch, home">
      <RanchMark />
      <span>Remuda Ranch</span>
    </Link>
  );
}
