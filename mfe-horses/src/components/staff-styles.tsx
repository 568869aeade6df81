/** Styles every screen of this remote uses; React hoists the element and keeps one copy per page. */
const STAFF_CSS = `
.staff-page { max-width: 1200px; margin: 0 auto; }
.page-header { display: flex; flex-wrap: wrap; gap: 12px 16px; align-items: center; justify-content: space-between; margin-bottom: 20px; }
.page-header h1 { font-size: clamp(24px, 4vw, 30px); margin: 0; overflow-wrap: anywhere; }
.page-header__title { display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: center; min-width: 0; }
.page-header__actions { display: flex; flex-wrap: wrap; gap: 8px; }
.back-link { display: inline-flex; align-items: center; gap: 4px; margin-bottom: 8px; }
.muted { color: #6b5d50; }
.horse-photo { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; background: #efe4d2; }
.horse-badges { display: inline-flex; flex-wrap: wrap; gap: 6px; }
.ant-tag.horse-badge { margin: 0; font-weight: 600; border: 0; }
.ant-tag.horse-badge--deceased { background: #3f3a36; color: #fff; }
.ant-tag.horse-badge--off { background: #fff0c7; color: #6b4200; }
.ant-tag.horse-badge--attention { background: #fde2e1; color: #8f1d1d; }
.need-chips { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; }
.need-chips__label { font-size: 14px; color: #6b5d50; }
.need-chips ul { display: contents; list-style: none; margin: 0; padding: 0; }
.need-chips li { display: inline-flex; }
.ant-tag.need-chip { margin: 0; background: #f3ece0; color: #4a3626; border-color: #e0d2bd; }
.health-due { display: flex; flex-wrap: wrap; gap: 6px; list-style: none; margin: 0; padding: 0; }
.health-due li { display: inline-flex; max-width: 100%; }
.ant-tag.health-due__tag { font-weight: 600; }
.load-failure { max-width: 640px; }
.load-failure h1 { font-size: 26px; }
/* antd's red (#ff4d4f) is under 4.5:1 on white: danger buttons here use a darker one (WCAG 1.4.3). */
.ant-btn.ant-btn-dangerous.strong-danger:not(:disabled) { color: #a8071a; border-color: #a8071a; }
.ant-btn.ant-btn-dangerous.strong-danger:not(:disabled):hover { color: #820014; border-color: #820014; background: #fff1f0; }
.ant-btn.ant-btn-dangerous.ant-btn-variant-solid.strong-danger:not(:disabled) { color: #fff; background: #a8071a; }
.ant-btn.ant-btn-dangerous.ant-btn-variant-solid.strong-danger:not(:disabled):hover { color: #fff; background: #820014; }
/* A search box's clear button: a 24px target (WCAG 2.5.8) around antd's 14px icon. */
.staff-page .ant-input-affix-wrapper .ant-input-clear-icon { padding: 5px; margin-block: -5px; }
.visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

export function StaffStyles() {
  return (
    <style href="remuda-horses-staff" precedence="remuda">
      {STAFF_CSS}
    </style>
  );
}
