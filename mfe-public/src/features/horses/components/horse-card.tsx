import type { Horse } from '@remuda/contracts';
import { ButtonLink, excerpt, paths } from '@remuda/shell-kit';
import { HorsePhoto, type PhotoLoading } from '../../../components/horse-photo';
import { ageLabel, horsePhotoAlt, sexLabel } from '../../../components/horse-labels';

/** Public cards cut descriptions to 150 characters (SPEC.md section 9). */
export const CARD_EXCERPT_LENGTH = 150;

/** Three cards a row on desktop, two on tablets, one on phones. */
const CARD_SIZES = '(min-width: 1200px) 368px, (min-width: 992px) 31vw, (min-width: 600px) 46vw, 92vw';

/** One horse in the public list: photo, name, breed, sex, age, a short description and a link to its page. */
export function HorseCard({ horse, image }: { horse: Horse; image: PhotoLoading }) {
  const titleId = `horse-card-${horse.id}`;
  return (
    <article className="horse-card" aria-labelledby={titleId}>
      <HorsePhoto
        src={horse.profileImage}
        variants={horse.profileImageVariants}
        alt={horsePhotoAlt(horse)}
        sizes={CARD_SIZES}
        loading={image}
      />
      <div className="horse-card__body">
        <div className="horse-card__heading">
          <h2 id={titleId}>{horse.name}</h2>
          {!horse.on_property && <span className="horse-chip">Off Property</span>}
        </div>
        <p className="horse-card__facts">
          <span>{horse.breed || 'Breed unknown'}</span>
          <span aria-hidden="true"> · </span>
          <span>{sexLabel(horse.sex)}</span>
          <span aria-hidden="true"> · </span>
          <span>{ageLabel(horse.age)}</span>
        </p>
        <p className="horse-card__description">
          {horse.description.trim() ? excerpt(horse.description, CARD_EXCERPT_LENGTH) : 'No description available.'}
        </p>
        <ButtonLink to={paths.horse(horse.id)} type="primary" block className="horse-card__action">
          View Details<span className="visually-hidden"> about {horse.name}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
