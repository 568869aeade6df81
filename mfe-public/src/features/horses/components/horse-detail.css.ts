import { HORSE_CHIP_CSS } from './horses.css';

/** The horse page's styles, shipped with the page (React hoists and dedupes the style element). */
export const HORSE_DETAIL_CSS = `
.horse-detail__body { max-width: 1200px; margin: 0 auto; padding: 24px 16px 64px; }
.horse-detail__crumbs ol { list-style: none; display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 20px; padding: 0; color: #5e4f42; }
.horse-detail__crumbs li + li::before { content: '/'; margin-right: 8px; color: #5e4f42; }
.horse-detail__header { display: grid; gap: 24px; grid-template-columns: 1fr; align-items: center; margin-bottom: 24px; }
.horse-detail__header h1 { margin: 0 0 8px; font-size: clamp(30px, 5vw, 44px); overflow-wrap: anywhere; }
.horse-detail__photo { border-radius: 8px; }
.horse-detail__facts { font-size: 18px; color: #5e4f42; font-weight: 600; margin: 0 0 12px; }
@media (min-width: 600px) { .horse-detail__header { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); } }
.horse-detail__layout { display: grid; gap: 24px; grid-template-columns: 1fr; align-items: start; }
@media (min-width: 992px) { .horse-detail__layout { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); } }
.horse-detail__main { background: #fff; border: 1px solid #eadfcd; border-radius: 8px; padding: 8px 20px 24px; min-width: 0; }
.horse-detail__main h2 { font-size: 24px; margin: 8px 0 12px; }
.horse-tabs { display: flex; gap: 4px; border-bottom: 2px solid #eadfcd; overflow-x: auto; margin: 0 0 8px; }
.horse-tabs__tab { font: inherit; font-size: 18px; font-weight: 600; color: #5e4f42; background: none; border: 0; border-bottom: 3px solid transparent; margin-bottom: -2px; padding: 12px clamp(8px, 2vw, 18px); white-space: nowrap; cursor: pointer; }
.horse-tabs--sub .horse-tabs__tab { font-size: 16px; padding: 8px clamp(6px, 1.6vw, 14px); }
.horse-tabs__tab:hover { color: #7a3e14; }
.horse-tabs__tab[aria-selected="true"] { color: #7a3e14; border-bottom-color: #7a3e14; }
.horse-tabs__tab:focus-visible, .horse-tabs__panel:focus-visible, .horse-dialog__close:focus-visible { outline: 3px solid #2b4a6f; outline-offset: 2px; }
.horse-dialog { position: fixed; inset: 0; z-index: 1000; background: rgba(20, 14, 10, .82); display: flex; align-items: center; justify-content: center; padding: 16px; }
.horse-dialog__box { background: #fff; border-radius: 8px; width: min(960px, 94vw); max-height: 100%; overflow: auto; padding: 16px 20px 20px; box-shadow: 0 12px 40px rgba(0, 0, 0, .4); }
.horse-dialog__box:focus { outline: none; }
.horse-dialog__head { display: flex; align-items: center; gap: 12px; margin-bottom: 12px; }
.horse-dialog__head h2 { margin: 0; font-size: 20px; flex: 1; overflow-wrap: anywhere; }
.horse-dialog__close { font-size: 28px; line-height: 1; width: 44px; height: 44px; flex: none; border: 0; border-radius: 6px; background: none; color: #2a211a; cursor: pointer; }
.horse-dialog__close:hover { background: #f3efe9; }
.horse-detail__side { background: #fff; border: 1px solid #eadfcd; border-radius: 8px; padding: 20px; }
.horse-detail__side h2 { font-size: 22px; margin: 0 0 8px; }
@media (min-width: 992px) { .horse-detail__side { position: sticky; top: 88px; } }
.horse-about__description { white-space: pre-line; overflow-wrap: anywhere; }
.horse-facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 12px 24px; margin: 0 0 32px; }
.horse-facts__item dt { color: #5e4f42; font-size: 14px; font-weight: 600; text-transform: uppercase; letter-spacing: .04em; }
.horse-facts__item dd { margin: 0; font-size: 17px; overflow-wrap: anywhere; }
.horse-table { width: 100%; border-collapse: collapse; }
.horse-table th, .horse-table td { text-align: left; padding: 10px 12px; border-bottom: 1px solid #eadfcd; }
.horse-table th { width: 40%; color: #5e4f42; font-weight: 600; }
.horse-thumbs { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(2, minmax(0, 1fr)); }
@media (min-width: 600px) { .horse-thumbs { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@media (min-width: 992px) { .horse-thumbs { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.horse-thumb { display: block; width: 100%; padding: 0; border: 0; border-radius: 6px; overflow: hidden; background: #efe4d2; cursor: zoom-in; }
.horse-thumb img { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; transition: transform .2s; }
.horse-thumb:hover img { transform: scale(1.04); }
.horse-thumb:focus-visible { outline: 3px solid #7a3e14; outline-offset: 3px; }
.horse-enlarged { display: block; width: 100%; height: auto; max-height: 80vh; object-fit: contain; }
.horse-videos { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; grid-template-columns: 1fr; }
@media (min-width: 768px) { .horse-videos { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.horse-videos video { display: block; width: 100%; height: auto; background: #000; border-radius: 6px; }
.ride-log { list-style: none; margin: 0; padding: 0; }
.ride-log__item { padding: 12px 0; border-bottom: 1px solid #eadfcd; }
.ride-log__item h3 { font-size: 17px; margin: 0 0 4px; color: #7a3e14; }
.ride-log__item p { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
.horse-empty { color: #5e4f42; margin: 8px 0; }
${HORSE_CHIP_CSS}.horse-notice { max-width: 640px; margin: 48px auto; padding: 24px 16px; text-align: center; }
.horse-notice h1 { font-size: 30px; }
.horse-notice__text { font-size: 18px; margin-bottom: 24px; }
`;
