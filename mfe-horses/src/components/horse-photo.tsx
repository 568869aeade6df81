import type { Horse } from '@remuda/contracts';
import { horsePhotoAlt, isFemale, srcSetOf, variantSrc } from '@remuda/shell-kit';

interface HorsePhotoProps {
  horse: Pick<Horse, 'name' | 'color' | 'sex' | 'profileImage' | 'profileImageVariants'>;
  /** How wide the picture is drawn at each viewport width, so the browser picks the right variant. */
  sizes: string;
  /** 'lazy' for pictures below the first screenful. */
  loading?: 'eager' | 'lazy';
}

/**
 * A horse's profile picture in a 4:3 frame at the width the screen needs. Without one, a drawn placeholder:
 * one for mares and females, another for stallions and geldings.
 */
export function HorsePhoto({ horse, sizes, loading = 'eager' }: HorsePhotoProps) {
  const variants = horse.profileImageVariants ?? [];
  if (!horse.profileImage && variants.length === 0) return <HorsePlaceholder name={horse.name} female={isFemale(horse.sex)} />;
  return (
    <img
      className="horse-photo"
      src={variantSrc(horse.profileImage ?? '', variants)}
      srcSet={srcSetOf(variants)}
      sizes={variants.length ? sizes : undefined}
      alt={horsePhotoAlt(horse)}
      loading={loading}
      decoding="async"
      width={640}
      height={480}
    />
  );
}

function HorsePlaceholder({ name, female }: { name: string; female: boolean }) {
  const kind = female ? 'mare' : 'stallion';
  return (
    <svg
      className={`horse-photo horse-photo--placeholder horse-photo--${kind}`}
      data-placeholder={kind}
      viewBox="0 0 160 120"
      role="img"
      aria-label={`${name}: no photo yet`}
      focusable="false"
    >
      <rect width="160" height="120" fill={female ? '#f4e3dc' : '#e4e6d6'} />
      {/* A horse's head in profile; the mare's wears a flower in her forelock, the stallion's a blaze. */}
      <path
        d="M58 104c-2-16 2-30 10-42-8-4-14-12-15-20l10 2c4-10 12-18 24-20l2-10 8 10c14 4 22 16 24 30 1 8-2 14-8 16l-6-6c-4 6-10 8-16 6-2 12 0 24 4 34z"
        fill={female ? '#8a4b3a' : '#4f5a34'}
      />
      <circle cx="94" cy="40" r="3" fill="#fff" />
      {female ? (
        <g fill="#d9822b">
          <circle cx="84" cy="22" r="4" />
          <circle cx="90" cy="26" r="4" />
          <circle cx="84" cy="30" r="4" />
          <circle cx="78" cy="26" r="4" />
          <circle cx="84" cy="26" r="2.5" fill="#fff3d6" />
        </g>
      ) : (
        <path d="M104 44l8 14-4 2-7-13z" fill="#f7f0e3" />
      )}
    </svg>
  );
}
