/** Styles every screen of this remote uses; React hoists the element and keeps one copy per page. */
const STAFF_CSS = `
.medical-page { max-width: 1200px; margin: 0 auto; }
.medical-page .page-header { display: flex; flex-wrap: wrap; gap: 12px 16px; align-items: center; justify-content: space-between; margin-bottom: 20px; }
.medical-page .page-header h1 { font-size: clamp(24px, 4vw, 30px); margin: 0; overflow-wrap: anywhere; }
.medical-page .muted { color: #6b5d50; }
.medical-page .nowrap { white-space: nowrap; }
.medical-page .row-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.medical-page .health-checks { display: flex; flex-wrap: wrap; gap: 4px; }
.medical-page .health-checks .ant-tag { margin: 0; background: #f3ece0; color: #4a3626; border-color: #e0d2bd; }
.medical-page input::placeholder, .medical-page textarea::placeholder, .medical-page .ant-select-placeholder { color: #7d7064; }
/* antd's red (#ff4d4f) is under 4.5:1 on white: danger buttons here use a darker one (WCAG 1.4.3). */
.ant-btn.ant-btn-dangerous.strong-danger:not(:disabled) { color: #a8071a; border-color: #a8071a; }
.ant-btn.ant-btn-dangerous.ant-btn-variant-solid.strong-danger:not(:disabled) { color: #fff; background: #a8071a; }
.ant-btn.ant-btn-dangerous.ant-btn-variant-solid.strong-danger:not(:disabled):hover { color: #fff; background: #820014; }
.visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

export function StaffStyles() {
  return (
    <style href="remuda-medical-staff" precedence="remuda">
      {STAFF_CSS}
    </style>
  );
}
