/** The gallery is four columns on a desktop (SPEC.md section 9), fewer on smaller screens. */
export const HORSE_MEDIA_CSS = `
.media-section { background: #fff; border: 1px solid #eadfcd; border-radius: 8px; padding: 16px; margin-bottom: 20px; }
.media-section h2 { font-size: 20px; margin: 0 0 8px; }
.file-picker { position: relative; display: inline-block; }
.file-picker__input { position: absolute; width: 1px; height: 1px; opacity: 0; overflow: hidden; }
.file-picker__button { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; padding: 8px 18px; border-radius: 6px; background: #7a3e14; color: #fff; font-weight: 600; cursor: pointer; }
.file-picker__button:hover { background: #5e2f0f; }
.file-picker__input:focus-visible + .file-picker__button { outline: 3px solid #d9822b; outline-offset: 2px; }
.upload-list { list-style: none; margin: 16px 0 12px; padding: 0; display: grid; gap: 10px; }
.upload-item { border: 1px solid #eadfcd; border-radius: 6px; padding: 10px 12px; }
.upload-item__head, .upload-item__foot { display: flex; flex-wrap: wrap; gap: 4px 12px; justify-content: space-between; align-items: center; }
.upload-item__name { font-weight: 600; overflow-wrap: anywhere; min-width: 0; }
.upload-item__status--error { color: #a8071a; }
.media-grid { list-style: none; margin: 12px 0 0; padding: 0; display: grid; gap: 16px; grid-template-columns: 1fr; }
@media (min-width: 480px) { .media-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: 768px) { .media-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@media (min-width: 992px) { .media-grid { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.media-card { margin: 0; height: 100%; display: flex; flex-direction: column; gap: 8px; border: 1px solid #eadfcd; border-radius: 8px; padding: 8px; }
.media-card--profile { border: 3px solid #7a3e14; padding: 6px; }
.media-card img, .media-card video { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; border-radius: 4px; background: #efe4d2; }
.media-card figcaption { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 10px; }
.media-card__name { font-weight: 600; }
.ant-tag.media-card__profile-tag { margin: 0; background: #7a3e14; color: #fff; border: 0; }
.media-card__actions { display: flex; flex-wrap: wrap; gap: 6px; margin-top: auto; }
`;
