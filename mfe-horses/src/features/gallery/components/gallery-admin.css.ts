/** The staff gallery: the add form, then the pictures as cards, one to a row on a phone and up to three on a laptop. */
export const GALLERY_ADMIN_CSS = `
.gallery-admin__add { background: #fff; border: 1px solid #eadfcd; border-radius: 8px; padding: 16px; margin-bottom: 20px; max-width: 720px; }
.gallery-admin__add h2, .gallery-admin__pictures > h2 { font-size: 20px; margin: 0 0 12px; }
.gallery-admin__file { display: block; max-width: 100%; min-height: 44px; padding: 8px 0; }
.gallery-admin__file:focus-visible { outline: 3px solid #d9822b; outline-offset: 2px; }
.gallery-admin__added { margin: 0 0 12px; color: #2f6b2f; }
.gallery-admin__added:empty { display: none; }
.gallery-admin__grid { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; grid-template-columns: 1fr; }
@media (min-width: 600px) { .gallery-admin__grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 1000px) { .gallery-admin__grid { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.gallery-admin__card { display: flex; flex-direction: column; gap: 10px; min-width: 0; background: #fff; border: 1px solid #eadfcd; border-radius: 8px; padding: 10px; }
.gallery-admin__card img { display: block; width: 100%; height: auto; aspect-ratio: 3 / 2; object-fit: cover; border-radius: 4px; background: #efe4d2; }
.gallery-admin__words h3 { font-size: 17px; margin: 0 0 6px; overflow-wrap: anywhere; }
.gallery-admin__words p { margin: 8px 0 0; overflow-wrap: anywhere; }
.ant-tag.gallery-admin__category { margin: 0; background: #f3ece0; color: #4a3626; border-color: #e0d2bd; }
.gallery-admin__actions { display: flex; flex-wrap: wrap; gap: 6px; margin-top: auto; }
.gallery-admin__actions .ant-btn { min-height: 32px; }
`;
