/** The cattle page's styles, shipped with the page (React hoists and dedupes the style element). */
export const CATTLE_CSS = `
.cattle__hero { background: #3b2414; color: #f7f0e3; padding: 56px 24px; text-align: center; }
.cattle__hero h1 { color: #fff; margin: 0 0 12px; font-size: clamp(30px, 5vw, 44px); }
.cattle__hero p { font-size: 18px; max-width: 720px; margin: 0 auto; }
.cattle__body { max-width: 1100px; margin: 0 auto; padding: 48px 24px 64px; }
.cattle__body h2 { font-size: 28px; margin: 0 0 16px; }
.cattle__section + .cattle__section { margin-top: 56px; }
.cattle__intro { max-width: 820px; margin: 0 auto; }
.cattle__intro p { font-size: 18px; }
.cattle__practices { list-style: none; margin: 24px 0 0; padding: 0; display: grid; gap: 24px; grid-template-columns: 1fr; }
@media (min-width: 768px) { .cattle__practices { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.cattle__card { background: #fff; border: 1px solid #eadfcd; border-top: 4px solid #5b6b3a; border-radius: 8px; padding: 24px; }
.cattle__card h3 { margin: 0 0 8px; font-size: 21px; overflow-wrap: anywhere; }
.cattle__card p:last-child { margin-bottom: 0; }
.cattle__featured { list-style: none; margin: 0; padding: 0; display: grid; gap: 24px; grid-template-columns: 1fr; }
@media (min-width: 768px) { .cattle__featured { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.cattle__animal { background: #fff; border: 1px solid #eadfcd; border-radius: 8px; overflow: hidden; }
.cattle__animal img { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; background: #efe4d2; }
.cattle__animal-text { padding: 20px 24px 24px; }
.cattle__animal-text h3 { margin: 0 0 4px; font-size: 22px; overflow-wrap: anywhere; }
.cattle__facts { color: #5e4f42; font-weight: 600; margin: 0 0 8px; }
.cattle__chip { display: inline-block; padding: 2px 10px; border-radius: 999px; background: #eef2e4; color: #3f4a27; border: 1px solid #5b6b3a; font-size: 14px; font-weight: 600; }
.cattle__description { white-space: pre-line; overflow-wrap: anywhere; }
.cattle__contact { background: #5b6b3a; color: #fff; padding: 56px 20px; text-align: center; }
.cattle__contact h2 { color: #fff; margin: 0 0 12px; font-size: clamp(26px, 4vw, 34px); }
.cattle__contact p { max-width: 680px; margin: 0 auto 24px; font-size: 18px; }
.cattle .cattle__contact .ant-btn:not(:disabled):focus-visible { outline: 3px solid #fff; outline-offset: 3px; }
`;
