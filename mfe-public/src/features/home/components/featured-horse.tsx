import { ButtonLink, ErrorAlert } from '@remuda/shell-kit';
import { HorsePhoto } from '../../../components/horse-photo';
import { ageLabel, horsePhotoAlt, sexLabel } from '../../../components/horse-labels';
import { useFeaturedHorse } from '../api/get-featured-horse';
import { PUBLIC_LINKS } from '../home-content';

export const NO_FEATURED_HORSE = 'No horses available';

/** One horse from the property, picked at random on each visit, with links to its page and to the whole herd. */
export function FeaturedHorse({ random }: { random?: () => number }) {
  const { horse, isPending, error, retry } = useFeaturedHorse(random);

  return (
    <section aria-labelledby="featured-title" className="home__section home__featured">
      <h2 id="featured-title">Featured Horse</h2>
      {isPending ? (
        <p role="status" className="home__loading">
          Saddling up today’s featured horse…
        </p>
      ) : error ? (
        <ErrorAlert message={error.message} onRetry={retry} />
      ) : !horse ? (
        <div className="home__no-horse">
          <p>{NO_FEATURED_HORSE}</p>
          <ButtonLink to={PUBLIC_LINKS.horses} type="primary" size="large">
            Browse Our Horses
          </ButtonLink>
        </div>
      ) : (
        <div className="home__featured-card">
          <HorsePhoto
            src={horse.profileImage}
            variants={horse.profileImageVariants}
            alt={horsePhotoAlt(horse)}
            sizes="(min-width: 900px) 480px, 92vw"
            loading="lazy"
            className="home__featured-photo"
          />
          <div className="home__featured-text">
            <h3>{horse.name}</h3>
            <p className="home__featured-facts">
              {horse.breed || 'Breed unknown'} · {sexLabel(horse.sex)} · {ageLabel(horse.age)}
            </p>
            {horse.HMA.trim() && (
              <p className="home__featured-hma">
                <abbr title="Herd Management Area">HMA</abbr>: {horse.HMA}
              </p>
            )}
            <p className="home__featured-description">{horse.description.trim() || 'No description available.'}</p>
            <div className="home__actions home__actions--start">
              <ButtonLink to={PUBLIC_LINKS.horse(horse.id)} type="primary" size="large">
                Meet {horse.name}
              </ButtonLink>
              <ButtonLink to={PUBLIC_LINKS.horses} size="large">
                See All Horses
              </ButtonLink>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
