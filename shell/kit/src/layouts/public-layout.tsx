import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../routes/paths';
import { staffHome } from '../routes/require-access';
import { useSession } from '../session/session';
import { ButtonLink } from '../ui/button-link';
import { buttonClassName } from '../ui/button-look';
import { BrandMark } from './brand-mark';

const NAV: ReadonlyArray<{ to: string; label: string; end?: boolean }> = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.about, label: 'About' },
  { to: paths.horses, label: 'Our Horses' },
  { to: paths.cattle, label: 'Our Cattle' },
  { to: paths.contact, label: 'Contact' },
];

const QUICK_LINKS = [...NAV.slice(0, 4), { to: paths.gallery, label: 'Gallery' }, NAV[4]!];

/** The one main navigation of a public page: a fixed id, the same in the server's HTML and in the browser. */
const MENU_ID = 'site-nav';

/**
 * The public site's frame: navigation, the Login or Dashboard button, and the footer. Plain HTML and CSS
 * (the layout changes below the md breakpoint by media query), so a visitor's first page stays light. The server
 * draws it around the public pages too (mfe-public's server entry), and the browser's first render must draw exactly
 * the same: neither knows the session yet, so the Login button shows until the session query answers.
 */
export function PublicLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const menuId = MENU_ID;
  const session = useSession();
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <BrandMark to={paths.home} />
        <button
          type="button"
          className={buttonClassName({ type: 'text' }, 'site-header__toggle')}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? 'Close menu' : 'Menu'}
        </button>
        <nav id={menuId} aria-label="Main" className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}>
          {NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className="site-nav__link">
              {item.label}
            </NavLink>
          ))}
          <span className="site-nav__account">
            {session.status === 'signed-in' ? (
              <ButtonLink to={staffHome(session.account?.role)} type="primary">
                Dashboard
              </ButtonLink>
            ) : (
              <ButtonLink to={paths.login} type="primary">
                Login
              </ButtonLink>
            )}
          </span>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <div className="site-footer__grid">
          <section aria-labelledby="footer-links">
            <h2 id="footer-links">Quick Links</h2>
            <ul>
              {QUICK_LINKS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="footer-social">
            <h2 id="footer-social">Follow the Herd</h2>
            <p>
              Follow us on social media for new foals, trail rides, cattle drives and the everyday life of the ranch.
              Find us as @remudaranch wherever you share photos.
            </p>
          </section>
          <section aria-labelledby="footer-visit">
            <h2 id="footer-visit">Visit</h2>
            <p>Remuda Ranch welcomes visitors by appointment. Get in touch and we will saddle up a time.</p>
          </section>
        </div>
        <p className="site-footer__copyright">© {new Date().getFullYear()} Remuda Ranch. All rights reserved.</p>
      </footer>
    </div>
  );
}
