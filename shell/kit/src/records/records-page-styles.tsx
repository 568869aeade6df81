/**
 * The look every record screen shares (the medical records' and the riding logs'): the page frame and header,
 * the filters above a list, tables' row actions, the record form's box and the delete page's details. A screen's root carries the class
 * `records-page`; React hoists the element and keeps one copy per page.
 */
const RECORDS_CSS = `
.records-page { max-width: 1200px; margin: 0 auto; }
.records-page .page-header { display: flex; flex-wrap: wrap; gap: 12px 16px; align-items: center; justify-content: space-between; margin-bottom: 20px; }
.records-page .page-header h1 { font-size: clamp(24px, 4vw, 30px); margin: 0; overflow-wrap: anywhere; }
.records-page .muted { color: #6b5d50; }
.records-page .nowrap { white-space: nowrap; }
.records-page .row-actions { display: flex; flex-wrap: wrap; gap: 8px; }
.records-page .records-filters { display: flex; flex-wrap: wrap; gap: 12px 16px; align-items: flex-end; margin-bottom: 16px; }
.records-page .records-filters label { display: block; font-weight: 600; margin-bottom: 4px; }
.records-page .records-filters__search { flex: 1 1 260px; max-width: 420px; }
.records-page .records-count { margin: 0 0 8px; color: #6b5d50; }
.records-page .tab-actions { display: flex; justify-content: flex-end; margin-bottom: 12px; }
/* A search box's clear button: a 24px target (WCAG 2.5.8) around antd's 14px icon. */
.records-page .ant-input-affix-wrapper .ant-input-clear-icon { padding: 5px; margin-block: -5px; }
.record-form { max-width: 900px; background: #fff; border: 1px solid #eadfcd; border-radius: 8px; padding: 16px; }
.record-form h2 { font-size: 20px; margin: 0 0 12px; }
.record-form .ant-form-item-extra { color: #6b5d50; }
.record-form__actions { display: flex; flex-wrap: wrap; gap: 12px; }
.record-details { max-width: 720px; background: #fff; border: 1px solid #eadfcd; border-radius: 8px; padding: 16px; margin-bottom: 16px; }
.record-details h2 { font-size: 20px; margin: 0 0 12px; }
.record-details dl { display: grid; grid-template-columns: minmax(90px, max-content) 1fr; gap: 8px 16px; margin: 0; }
.record-details dt { font-weight: 600; color: #4a3626; }
.record-details dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
.delete-actions { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 16px; }
/* antd's red (#ff4d4f) is under 4.5:1 on white: danger buttons here use a darker one (WCAG 1.4.3). */
.ant-btn.ant-btn-dangerous.strong-danger:not(:disabled) { color: #a8071a; border-color: #a8071a; }
.ant-btn.ant-btn-dangerous.ant-btn-variant-solid.strong-danger:not(:disabled) { color: #fff; background: #a8071a; }
.ant-btn.ant-btn-dangerous.ant-btn-variant-solid.strong-danger:not(:disabled):hover { color: #fff; background: #820014; }
.visually-hidden { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

export function RecordsPageStyles() {
  return (
    <style href="remuda-records-page" precedence="remuda">
      {RECORDS_CSS}
    </style>
  );
}
