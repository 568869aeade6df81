/** The public horse list's styles, shipped with the page (React hoists and dedupes the style element). */
/** The 'Off Property' chip, on the cards and on a horse's page. */
export const HORSE_CHIP_CSS = `
.horse-chip { display: inline-block; padding: 2px 10px; border-radius: 999px; background: #fff4e0; color: #7a3e14; border: 1px solid #7a3e14; font-size: 14px; font-weight: 600; white-space: nowrap; }
`;

export const HORSES_CSS = `
.horses__hero { background: #3b2414; color: #f7f0e3; padding: 48px 20px; text-align: center; }
.horses__hero h1 { color: #fff; margin: 0 0 12px; font-size: clamp(30px, 5vw, 44px); }
.horses__hero p { font-size: 18px; max-width: 720px; margin: 0 auto; }
.horses__body { max-width: 1200px; margin: 0 auto; padding: 32px 16px 64px; }
.horse-filters { display: grid; gap: 16px; grid-template-columns: 1fr; background: #fff; border: 1px solid #eadfcd; border-radius: 8px; padding: 16px; margin-bottom: 24px; }
.horse-filters__field { display: flex; flex-direction: column; gap: 6px; min-width: 0; }
.horse-filters__field label { font-weight: 600; }
.horse-filters__control { box-sizing: border-box; width: 100%; height: 40px; margin: 0; padding: 0 12px; border: 1px solid #8a7a68; border-radius: 6px; background-color: #fff; color: #2a211a; font: inherit; font-size: 16px; line-height: 1.5; }
.horse-filters__control::placeholder { color: #7d7064; opacity: 1; }
.horse-filters__control:hover { border-color: #87552b; }
.horse-filters__control:focus { outline: none; border-color: #7a3e14; box-shadow: 0 0 0 3px rgba(122, 62, 20, .25); }
.horse-filters__select { appearance: none; padding-right: 36px; cursor: pointer; background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%235e4f42' stroke-width='2'/%3E%3C/svg%3E"); background-repeat: no-repeat; background-position: right 12px center; }
@media (min-width: 768px) {
  .horse-filters { grid-template-columns: 2fr 1fr 1fr; align-items: end; }
}
.horses__count { margin: 0 0 16px; color: #5e4f42; font-size: 16px; }
.horses__grid { list-style: none; margin: 0; padding: 0; display: grid; gap: 24px; grid-template-columns: 1fr; }
@media (min-width: 600px) { .horses__grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 992px) { .horses__grid { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.horses__grid > li { display: flex; }
.horse-card { display: flex; flex-direction: column; width: 100%; background: #fff; border: 1px solid #eadfcd; border-radius: 8px; overflow: hidden; }
.horse-card__body { display: flex; flex-direction: column; flex: 1; padding: 16px 20px 20px; }
.horse-card__heading { display: flex; align-items: center; justify-content: space-between; gap: 8px; flex-wrap: wrap; }
.horse-card__heading h2 { margin: 0; font-size: 22px; overflow-wrap: anywhere; }
.horse-card__facts { margin: 4px 0 12px; color: #5e4f42; font-weight: 600; }
.horse-card__description { margin: 0 0 16px; flex: 1; overflow-wrap: anywhere; }
${HORSE_CHIP_CSS}`;
