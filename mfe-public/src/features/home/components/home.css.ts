/** The home page's styles, shipped with the page (React hoists and dedupes the style element). */
export const HOME_CSS = `
.home__hero { background: linear-gradient(180deg, #2b1a0e 0%, #3b2414 55%, #5a3418 100%); color: #f7f0e3; padding: 72px 20px 80px; text-align: center; }
.home__eyebrow { text-transform: uppercase; letter-spacing: .12em; font-size: 14px; font-weight: 600; color: #f3cf9c; margin: 0 0 12px; }
.home__hero h1 { color: #fff; margin: 0 auto 16px; max-width: 820px; font-size: clamp(32px, 6vw, 54px); }
.home__lead { font-size: clamp(17px, 2.4vw, 20px); max-width: 720px; margin: 0 auto 28px; }
.home__actions { display: flex; gap: 12px; justify-content: center; flex-wrap: wrap; }
.home__actions--start { justify-content: flex-start; }
.home__body { max-width: 1200px; margin: 0 auto; padding: 48px 16px 64px; }
.home__section + .home__section { margin-top: 64px; }
.home__section h2 { font-size: clamp(26px, 4vw, 32px); margin: 0 0 16px; }
.home__welcome { max-width: 820px; margin: 0 auto; text-align: center; }
.home__welcome p { font-size: 18px; }
.home__offers { list-style: none; margin: 0; padding: 0; display: grid; gap: 24px; grid-template-columns: 1fr; }
@media (min-width: 768px) { .home__offers { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.home__offer { display: flex; flex-direction: column; background: #fff; border: 1px solid #eadfcd; border-top: 4px solid #7a3e14; border-radius: 8px; padding: 24px; }
.home__offer h3 { margin: 0 0 8px; font-size: 21px; }
.home__offer p { flex: 1; }
.home .home__offer .ant-btn.home__offer-link { align-self: flex-start; padding-left: 0; padding-right: 0; font-weight: 600; text-decoration: underline; }
.home__featured-card { display: grid; grid-template-columns: 1fr; background: #fff; border: 1px solid #eadfcd; border-radius: 8px; overflow: hidden; }
@media (min-width: 900px) { .home__featured-card { grid-template-columns: 480px minmax(0, 1fr); } }
@media (min-width: 900px) { .home__featured-photo { height: 100%; } }
.home__featured-text { padding: 24px; }
.home__featured-text h3 { font-size: 28px; margin: 0 0 4px; overflow-wrap: anywhere; }
.home__featured-facts { color: #5e4f42; font-weight: 600; font-size: 17px; margin: 0 0 8px; }
.home__featured-hma { margin: 0 0 12px; }
.home__featured-hma abbr { text-decoration: none; font-weight: 600; }
.home__featured-description { white-space: pre-line; overflow-wrap: anywhere; margin-bottom: 20px; }
.home__no-horse, .home__loading { background: #fff; border: 1px solid #eadfcd; border-radius: 8px; padding: 32px 24px; text-align: center; font-size: 18px; }
.home__cta { background: #5b6b3a; color: #fff; padding: 56px 20px; text-align: center; }
.home__cta h2 { color: #fff; margin: 0 0 12px; font-size: clamp(26px, 4vw, 34px); }
.home .home__actions .ant-btn.ant-btn-background-ghost:not(:disabled):hover { color: #fff; border-color: #f3cf9c; background: rgba(255, 255, 255, .12); }
.home .home__hero .ant-btn:not(:disabled):focus-visible, .home .home__cta .ant-btn:not(:disabled):focus-visible { outline: 3px solid #fff; outline-offset: 3px; }
.home__cta p { max-width: 680px; margin: 0 auto 24px; font-size: 18px; }
`;
