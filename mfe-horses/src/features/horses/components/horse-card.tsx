import type { Horse } from '@remuda/contracts';
import { ButtonLink, excerpt, paths } from '@remuda/shell-kit';
import { HorseBadges, NeedChips } from '../../../components/horse-badges';
import { HealthAlerts } from '../../../components/health-due-tags';
import { HorsePhoto } from '../../../components/horse-photo';
import { EditIcon, MedicalIcon, RideIcon } from '../../../components/icons';
import { ageLabel, sexLabel } from '../../../lib/horse-labels';

/** Dashboard cards cut descriptions at 100 characters (SPEC.md section 9). */
export const CARD_EXCERPT_LENGTH = 100;

/** The card grid is one column on a phone, up to four on a wide screen. */
const PHOTO_SIZES = '(min-width: 1200px) 300px, (min-width: 768px) 45vw, 100vw';

interface HorseCardProps {
  horse: Horse;
  /** Staff see Edit and the record and ride shortcuts. */
  canEdit: boolean;
  /** Pictures below the first screenful load when scrolled to. */
  lazy: boolean;
}

/**
 * One horse in the staff list: picture, name, badges, the facts at a glance, needs with the care overdue or due
 * soon, and what can be done.
 */
export function HorseCard({ horse, canEdit, lazy }: HorseCardProps) {
  const titleId = `horse-${horse.id}-name`;
  const age = ageLabel(horse.age);
  const description = excerpt(horse.description, CARD_EXCERPT_LENGTH);
  return (
    <article className="horse-card" aria-labelledby={titleId}>
      <HorsePhoto horse={horse} sizes={PHOTO_SIZES} loading={lazy ? 'lazy' : 'eager'} />
      <div className="horse-card__body">
        <div className="horse-card__heading">
          <h2 id={titleId}>{horse.name}</h2>
          <HorseBadges horse={horse} />
        </div>
        <ul className="horse-card__facts">
          {horse.breed && <li>{horse.breed}</li>}
          <li>{age ? `${sexLabel(horse.sex)} · ${age}` : sexLabel(horse.sex)}</li>
          {horse.color && <li>{horse.color}</li>}
        </ul>
        <p className={description ? 'horse-card__description' : 'horse-card__description muted'}>
          {description || 'No description available.'}
        </p>
        <NeedChips horse={horse} id={`horse-${horse.id}-needs`} />
        <HealthAlerts horse={horse} />
        <div className="horse-card__actions">
          <ButtonLink to={paths.adminHorse(horse.id)} type="primary" aria-label={`View ${horse.name}`}>
            View
          </ButtonLink>
          {canEdit && (
            <>
              <ButtonLink to={paths.adminHorseEdit(horse.id)} icon={<EditIcon />} aria-label={`Edit ${horse.name}`}>
                Edit
              </ButtonLink>
              <span className="horse-card__shortcuts">
                <ButtonLink
                  to={paths.medicalRecordAdd(horse.id)}
                  icon={<MedicalIcon />}
                  aria-label={`Record medical visit for ${horse.name}`}
                  title={`Record medical visit for ${horse.name}`}
                />
                <ButtonLink
                  to={paths.ridingLogAdd(horse.id)}
                  icon={<RideIcon />}
                  aria-label={`Log a ride on ${horse.name}`}
                  title={`Log a ride on ${horse.name}`}
                />
              </span>
            </>
          )}
        </div>
      </div>
    </article>
  );
}
