import { ButtonLink, paths } from '@remuda/shell-kit';
import ranchImage from '../assets/ranch.svg';
import { FOUNDERS, VALUES } from '../about-content';
import { ABOUT_CSS } from './about.css';

/** The ranch's story, its two co-founders, a picture of the place and the four values it works by. */
export function AboutPage() {
  return (
    <article className="about" aria-labelledby="about-title">
      <style href="remuda-about" precedence="remuda">
        {ABOUT_CSS}
      </style>
      <header className="about__hero">
        <h1 id="about-title">About Remuda Ranch</h1>
        <p>A family ranch in the high desert, where horses and cattle are raised with patience, good grass and honest work.</p>
      </header>

      <div className="about__body">
        <div className="about__story">
          <section aria-labelledby="story-title">
            <h2 id="story-title">Our Story</h2>
            <p>
              Remuda Ranch began in 2009 with twelve mustangs, a borrowed stock trailer and more fence to mend than
              either of us could count. A remuda is the herd a ranch crew picks its mounts from each morning, and
              that is what we set out to build: a string of sound, willing horses that people can trust.
            </p>
            <p>
              Today the ranch runs a working herd of horses beside a small cow-calf operation. Many of our mustangs
              came to us through public adoptions from the open range; every one of them is started slowly, ridden
              on open country and matched with the rider who suits them best.
            </p>
            <p>
              We still saddle up before sunrise, still fix our own fence, and still believe a good horse is made one
              quiet day at a time.
            </p>
          </section>
          <img
            className="about__image"
            src={ranchImage}
            alt="The red barn and corral of Remuda Ranch at sundown, with horses grazing below the hills"
            width={1200}
            height={600}
          />
        </div>

        <section aria-labelledby="team-title" className="about__section">
          <h2 id="team-title">Meet the Founders</h2>
          <div className="about__grid about__grid--founders">
            {FOUNDERS.map((person) => (
              <div className="about__card" key={person.name}>
                <div className="about__person">
                  <span className="about__initials" aria-hidden="true">
                    {person.name
                      .split(' ')
                      .map((part) => part[0])
                      .join('')}
                  </span>
                  <div>
                    <h3>{person.name}</h3>
                    <p className="about__role">{person.role}</p>
                  </div>
                </div>
                <p>{person.bio}</p>
              </div>
            ))}
          </div>
        </section>

        <section aria-labelledby="values-title" className="about__section">
          <h2 id="values-title">What We Stand For</h2>
          <div className="about__grid about__grid--values">
            {VALUES.map((value) => (
              <div className="about__card" key={value.name}>
                <h3 className="about__value">{value.name}</h3>
                <p>{value.text}</p>
              </div>
            ))}
          </div>
        </section>

        <section aria-labelledby="visit-title" className="about__section about__visit">
          <h2 id="visit-title">Come Meet the Herd</h2>
          <p>Every horse has a story. We would be glad to tell you theirs.</p>
          <div className="about__actions">
            <ButtonLink to={paths.horses} type="primary" size="large">
              See Our Horses
            </ButtonLink>
            <ButtonLink to={paths.contact} size="large">
              Contact Us
            </ButtonLink>
          </div>
        </section>
      </div>
    </article>
  );
}
