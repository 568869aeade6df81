/** The import page's own styles, beside the staff pages' (StaffStyles). */
export const IMPORT_CSS = `
.import-page { display: grid; gap: 16px; }
.import-page > * { min-width: 0; }
.import-kind { border: none; margin: 0; padding: 0; }
.import-kind legend, .import-file label { font-weight: 600; margin-bottom: 8px; }
.import-file { display: grid; gap: 4px; }
.import-file input { max-width: 100%; }
.import-file p { margin: 0; }
.import-section { border: 1px solid #e0d2bd; border-radius: 8px; padding: 16px; background: #fff; display: grid; gap: 12px; }
.import-section h2 { font-size: 22px; margin: 0; }
.import-section p { margin: 0; }
.import-section .ant-btn { justify-self: start; }
.import-progress { width: 100%; height: 12px; accent-color: #8a4b2a; }
.import-columns { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr)); gap: 8px 16px; }
.import-columns li { display: grid; gap: 4px; min-width: 0; }
.import-columns__header { font-weight: 600; overflow-wrap: anywhere; }
`;
