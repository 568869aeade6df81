import { ButtonLink, paths, SITE_NAME, useDocumentTitle } from '@remuda/shell-kit';
import { HorsePhotoStyles } from '../../../components/horse-photo';
import { OFFERS, PUBLIC_LINKS } from '../home-content';
import { FeaturedHorse } from './featured-horse';
import { HOME_CSS } from './home.css';

/**
 * The front porch of the site: who we are, what we offer, one horse from the property to meet, and the way in.
 * Plain HTML and CSS apart from the buttons, so a visitor's first page stays light.
 */
export function HomePage({ random }: { random?: () => number }) {
  useDocumentTitle(SITE_NAME);
  return (
    <article className="home" aria-labelledby="home-title">
      <style href="remuda-home" precedence="remuda">
        {HOME_CSS}
      </style>
      <HorsePhotoStyles />
      <header className="home__hero">
        <p className="home__eyebrow">Remuda Ranch · Horses &amp; Cattle</p>
        <h1 id="home-title">Good Horses, Raised on Open Country</h1>
        <p className="home__lead">
          We raise and start mustangs and ranch horses the slow, honest way: daily handling, long miles outside and
          a herd of cattle to give every ride a purpose.
        </p>
        <div className="home__actions">
          <ButtonLink to={paths.horses} type="primary" size="large">
            Meet Our Horses
          </ButtonLink>
          <ButtonLink to={paths.contact} size="large" ghost>
            Contact Us
          </ButtonLink>
        </div>
      </header>

      <div className="home__body">
        <section aria-labelledby="welcome-title" className="home__section home__welcome">
          <h2 id="welcome-title">Welcome to Remuda Ranch</h2>
          <p>
            Pull up a chair on the porch. Since 2009 our family has run horses and a small cow-calf herd on high-desert
            range, where mornings start with the feed truck and a pot of coffee and most evenings end checking water
            tanks under a very big sky.
          </p>
          <p>
            Many of our horses began life wild on public land. Each one is gentled at its own pace, ridden on the
            ranch&apos;s own country and known by name, quirks and all, before we ever talk about its future.
          </p>
          <div className="home__actions">
            <ButtonLink to={paths.about} type="primary" size="large">
              Read Our Story
            </ButtonLink>
            <ButtonLink to={paths.gallery} size="large">
              Browse the Gallery
            </ButtonLink>
          </div>
        </section>

        <section aria-labelledby="offer-title" className="home__section">
          <h2 id="offer-title">What We Offer</h2>
          <ul className="home__offers">
            {OFFERS.map((offer) => (
              <li key={offer.title} className="home__offer">
                <h3>{offer.title}</h3>
                <p>{offer.text}</p>
                <ButtonLink to={offer.link.to} type="link" className="home__offer-link">
                  {offer.link.label}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </section>

        <FeaturedHorse random={random} />
      </div>

      <section aria-labelledby="cta-title" className="home__cta">
        <h2 id="cta-title">Come See the Herd for Yourself</h2>
        <p>
          The best way to know a horse is to stand beside it. Tell us what you are looking for and we will put the
          coffee on and saddle up a time for your visit.
        </p>
        <div className="home__actions">
          <ButtonLink to={PUBLIC_LINKS.contact} type="primary" size="large">
            Plan a Visit
          </ButtonLink>
          <ButtonLink to={PUBLIC_LINKS.about} size="large" ghost>
            About the Ranch
          </ButtonLink>
        </div>
      </section>
    </article>
  );
}
