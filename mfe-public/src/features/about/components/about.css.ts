/** The About page's styles, shipped with the page (React hoists and dedupes the style element). */
export const ABOUT_CSS = `
.about__hero { background: #3b2414; color: #f7f0e3; padding: 56px 24px; text-align: center; }
.about__hero h1 { color: #fff; margin: 0 0 12px; font-size: clamp(30px, 5vw, 44px); }
.about__hero p { font-size: 18px; max-width: 720px; margin: 0 auto; }
.about__body { max-width: 1100px; margin: 0 auto; padding: 48px 24px 64px; }
.about__body h2 { font-size: 28px; margin: 0 0 16px; }
.about__section { margin-top: 56px; }
.about__story { display: grid; gap: 32px 48px; grid-template-columns: minmax(0, 1fr); align-items: center; }
.about__grid { display: grid; gap: 24px; grid-template-columns: minmax(0, 1fr); }
@media (min-width: 576px) { .about__grid--values { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 768px) { .about__story, .about__grid--founders { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 992px) { .about__grid--values { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.about__image { width: 100%; height: auto; border-radius: 8px; display: block; }
.about__card { height: 100%; background: #fff; border: 1px solid #eadfcd; border-radius: 8px; padding: 24px; }
.about__card h3 { margin: 0; font-size: 20px; }
.about__card p:last-child { margin-bottom: 0; }
.about__person { display: flex; gap: 16px; align-items: center; margin-bottom: 12px; }
.about__initials { display: inline-flex; width: 56px; height: 56px; border-radius: 50%; align-items: center; justify-content: center; background: #7a3e14; color: #fff; font-weight: 700; font-size: 20px; flex: none; }
.about__role { margin: 0; color: #6b5d50; }
.about__card h3.about__value { color: #7a3e14; margin-bottom: 8px; }
.about__visit { text-align: center; }
.about__actions { display: flex; gap: 12px; justify-content: center; flex-wrap: wrap; }
`;
