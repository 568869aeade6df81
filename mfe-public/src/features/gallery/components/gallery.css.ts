/** The gallery's styles, shipped with the page (React hoists and dedupes the style element); the lightbox's too. */
export const GALLERY_CSS = `
.gallery__hero { background: #3b2414; color: #f7f0e3; padding: 56px 24px; text-align: center; }
.gallery__hero h1 { color: #fff; margin: 0 0 12px; font-size: clamp(30px, 5vw, 44px); }
.gallery__hero p { font-size: 18px; max-width: 720px; margin: 0 auto; }
.gallery__body { max-width: 1200px; margin: 0 auto; padding: 40px 16px 64px; }
.gallery__tabs { display: flex; gap: 4px; border-bottom: 2px solid #eadfcd; overflow-x: auto; }
.gallery__tab { font: inherit; font-size: 17px; font-weight: 600; color: #5e4f42; background: none; border: 0; border-bottom: 3px solid transparent; padding: 10px clamp(6px, 1.8vw, 18px); white-space: nowrap; cursor: pointer; }
@media (max-width: 479px) { .gallery__tab { font-size: 16px; } }
.gallery__tab:hover { color: #7a3e14; }
.gallery__tab[aria-selected="true"] { color: #7a3e14; border-bottom-color: #7a3e14; }
.gallery__tab:focus-visible, .gallery__thumb:focus-visible, .gallery__button:focus-visible, .gallery-lightbox__close:focus-visible { outline: 3px solid #2b4a6f; outline-offset: 2px; }
.gallery__count { color: #5e4f42; margin: 16px 0; min-height: 1.5em; }
.gallery__grid { list-style: none; margin: 0; padding: 0; display: grid; gap: 24px; grid-template-columns: 1fr; }
@media (min-width: 600px) { .gallery__grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 900px) { .gallery__grid { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.gallery__item { margin: 0; background: #fff; border: 1px solid #eadfcd; border-radius: 8px; overflow: hidden; height: 100%; }
.gallery__thumb { display: block; width: 100%; padding: 0; border: 0; background: #efe4d2; cursor: zoom-in; }
.gallery__thumb img { display: block; width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover; transition: transform .2s ease; }
.gallery__thumb:hover img { transform: scale(1.03); }
.gallery__item figcaption { padding: 12px 16px 14px; font-weight: 600; font-size: 17px; color: #2a211a; }
.gallery__empty { background: #fff; border: 1px solid #eadfcd; border-radius: 8px; padding: 40px 24px; text-align: center; font-size: 18px; }
.gallery__button { font: inherit; font-weight: 600; color: #7a3e14; background: #fff; border: 1px solid #7a3e14; border-radius: 6px; padding: 8px 18px; cursor: pointer; }
.gallery__button:hover:not(:disabled) { background: #f7f0e3; }
.gallery__button:disabled { color: #6b6058; border-color: #c9beb2; background: #f3efe9; cursor: not-allowed; }
.gallery__button--primary { color: #fff; background: #7a3e14; }
.gallery__button--primary:hover:not(:disabled) { background: #5f300f; }
.gallery-lightbox { position: fixed; inset: 0; z-index: 1000; background: rgba(20, 14, 10, .82); display: flex; align-items: center; justify-content: center; padding: 16px; }
.gallery-lightbox__box { background: #fff; border-radius: 8px; width: min(1032px, 100%); max-height: 100%; overflow: auto; padding: 16px; box-shadow: 0 12px 40px rgba(0, 0, 0, .4); }
.gallery-lightbox__box:focus { outline: none; }
.gallery-lightbox__head { display: flex; align-items: center; gap: 12px; margin-bottom: 12px; }
.gallery-lightbox__head h2 { margin: 0; font-size: 22px; flex: 1; overflow-wrap: anywhere; }
.gallery-lightbox__position { margin: 0; color: #5e4f42; white-space: nowrap; }
.gallery-lightbox__close { font-size: 28px; line-height: 1; width: 44px; height: 44px; border: 0; border-radius: 6px; background: none; color: #2a211a; cursor: pointer; }
.gallery-lightbox__close:hover { background: #f3efe9; }
.gallery-lightbox__image { display: block; width: 100%; height: auto; max-height: calc(100vh - 240px); object-fit: contain; background: #2a211a; border-radius: 4px; }
.gallery-lightbox__description { margin: 12px 0; font-size: 17px; }
.gallery-lightbox__nav { display: flex; justify-content: space-between; gap: 12px; }
`;
