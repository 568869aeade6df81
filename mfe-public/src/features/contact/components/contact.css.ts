/** The contact page's styles, shipped with the page (React hoists and dedupes the style element). */
export const CONTACT_CSS = `
.contact__hero { background: #3b2414; color: #f7f0e3; padding: 56px 24px; text-align: center; }
.contact__hero h1 { color: #fff; margin: 0 0 12px; font-size: clamp(30px, 5vw, 44px); }
.contact__hero p { font-size: 18px; max-width: 720px; margin: 0 auto; }
.contact__body { max-width: 1100px; margin: 0 auto; padding: 48px 16px 64px; display: grid; gap: 32px; grid-template-columns: 1fr; align-items: start; }
@media (min-width: 900px) { .contact__body { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); } }
.contact-form, .contact__aside { background: #fff; border: 1px solid #eadfcd; border-radius: 8px; padding: 24px; }
.contact-form h2, .contact__aside h2 { font-size: 26px; margin: 0 0 8px; }
.contact-form__note { color: #5e4f42; margin: 0 0 20px; }
.contact-form__row { display: grid; gap: 0 20px; grid-template-columns: 1fr; }
@media (min-width: 600px) { .contact-form__row { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.contact-form__field { display: flex; flex-direction: column; margin-bottom: 18px; }
.contact-form__label { font-weight: 600; margin-bottom: 6px; color: #2a211a; }
.contact-form__required { color: #a32b13; }
.contact-form__optional { font-weight: 400; color: #5e4f42; }
.contact-form input, .contact-form select, .contact-form textarea { font: inherit; font-size: 16px; color: #2a211a; background: #fff; border: 1px solid #8a7a6b; border-radius: 6px; padding: 10px 12px; width: 100%; box-sizing: border-box; }
.contact-form textarea { resize: vertical; min-height: 9em; }
.contact-form input:focus-visible, .contact-form select:focus-visible, .contact-form textarea:focus-visible, .contact-form__submit:focus-visible, .contact-toast__close:focus-visible { outline: 3px solid #2b4a6f; outline-offset: 2px; }
.contact-form [aria-invalid="true"] { border-color: #a32b13; box-shadow: 0 0 0 1px #a32b13; }
.contact-form__error { color: #a32b13; margin: 6px 0 0; font-size: 15px; }
.contact-form__submit { font: inherit; font-size: 17px; font-weight: 600; color: #fff; background: #7a3e14; border: 0; border-radius: 6px; padding: 12px 28px; cursor: pointer; }
.contact-form__submit:hover:not(:disabled) { background: #5f300f; }
.contact-form__submit:disabled { background: #8c7a6b; cursor: progress; }
.contact__notes { list-style: none; margin: 16px 0 0; padding: 0; }
.contact__notes li + li { margin-top: 18px; }
.contact__notes h3 { margin: 0 0 4px; font-size: 19px; color: #7a3e14; }
.contact__notes p { margin: 0; }
.contact-toasts { position: fixed; left: 50%; bottom: 24px; transform: translateX(-50%); z-index: 1000; width: min(560px, calc(100% - 32px)); }
.contact-toast { display: flex; align-items: flex-start; gap: 12px; border-radius: 8px; padding: 14px 16px; box-shadow: 0 8px 24px rgba(0, 0, 0, .25); color: #fff; }
.contact-toast--success { background: #2f5a1f; }
.contact-toast--error { background: #a32b13; }
.contact-toast__message { margin: 0; flex: 1; font-size: 16px; font-weight: 600; }
.contact-toast__detail { display: block; font-weight: 400; margin-top: 4px; }
.contact-toast__close { font: inherit; font-size: 22px; line-height: 1; color: #fff; background: none; border: 0; cursor: pointer; padding: 0 4px; }
`;
