import { ButtonLink, formatWeight, useDocumentTitle } from '@remuda/shell-kit';
import { ageLabel } from '../../../components/horse-labels';
import { CATTLE, CATTLE_CONTACT_LINK, type CattleItem, genderLabel, priceLabel } from '../cattle-content';
import { CATTLE_CSS } from './cattle.css';

/** How the herd is raised, the page's introduction in three short parts. */
const PRACTICES = [
  {
    title: 'Native Grass',
    text: 'The herd grazes high-desert bunchgrass and meadow hay, moved through the pastures so the range rests and regrows.',
  },
  {
    title: 'Worked Horseback',
    text: 'Gathering, sorting and doctoring are done on our own horses, quietly, so the cattle stay calm and the colts learn a job.',
  },
  {
    title: 'Known by Name',
    text: 'A small cow-calf herd, checked daily, with every animal’s health and history written down the way we keep the horses’.',
  },
] as const;

/**
 * The ranch's cattle: an introduction to the herd and a way to ask about it. The featured-cattle block shows
 * only when the list holds a featured animal, which it does not yet (SPEC.md section 2).
 */
export function CattlePage({ cattle = CATTLE }: { cattle?: readonly CattleItem[] }) {
  useDocumentTitle('Our Cattle');
  const featured = cattle.filter((animal) => animal.featured);
  return (
    <article className="cattle" aria-labelledby="cattle-title">
      <style href="remuda-cattle" precedence="remuda">
        {CATTLE_CSS}
      </style>
      <header className="cattle__hero">
        <h1 id="cattle-title">Our Cattle</h1>
        <p>A small cow-calf herd raised on open range beside our horses, on grass, on horseback and without hurry.</p>
      </header>

      <div className="cattle__body">
        <section aria-labelledby="cattle-intro-title" className="cattle__section cattle__intro">
          <h2 id="cattle-intro-title">Raised on Open Country</h2>
          <p>
            Cattle have been part of Remuda Ranch since the first spring. They give our horses honest work and our
            land the grazing it was made for, and they are raised with the same patience: born on the range, weaned
            quietly and handled from the saddle rather than chased.
          </p>
          <p>
            We keep the herd small on purpose, so each animal is seen every day. When we have cattle to offer, or
            if you would like to see how we work them, we are glad to talk.
          </p>
          <ul className="cattle__practices">
            {PRACTICES.map((practice) => (
              <li key={practice.title} className="cattle__card">
                <h3>{practice.title}</h3>
                <p>{practice.text}</p>
              </li>
            ))}
          </ul>
        </section>

        {featured.length > 0 && <FeaturedCattle cattle={featured} />}
      </div>

      <section aria-labelledby="cattle-contact-title" className="cattle__contact">
        <h2 id="cattle-contact-title">Interested in Our Cattle?</h2>
        <p>Ask us about the herd, what we have available this season, or a visit to see the cattle worked from horseback.</p>
        <ButtonLink to={CATTLE_CONTACT_LINK} type="primary" size="large">
          Contact Us
        </ButtonLink>
      </section>
    </article>
  );
}

function FeaturedCattle({ cattle }: { cattle: readonly CattleItem[] }) {
  return (
    <section aria-labelledby="featured-cattle-title" className="cattle__section">
      <h2 id="featured-cattle-title">Featured Cattle</h2>
      <ul className="cattle__featured">
        {cattle.map((animal) => (
          <li key={animal.registration_number || animal.name} className="cattle__animal">
            {animal.image && (
              <img
                src={animal.image}
                alt={`${animal.name}, a ${animal.breed ? `${animal.breed} ` : ''}${genderLabel(animal.gender).toLowerCase()}`}
                width={640}
                height={480}
                loading="lazy"
                decoding="async"
              />
            )}
            <div className="cattle__animal-text">
              <h3>{animal.name}</h3>
              <p className="cattle__facts">
                {[animal.breed || 'Breed unknown', genderLabel(animal.gender), ageLabel(animal.age), animal.weight !== null && formatWeight(animal.weight)]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {animal.for_sale && (
                <p>
                  <span className="cattle__chip">For Sale</span>
                  {animal.price !== null && <> {priceLabel(animal.price)}</>}
                </p>
              )}
              {animal.registration_number && <p>Registration: {animal.registration_number}</p>}
              <p className="cattle__description">{animal.description.trim() || 'No description available.'}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
