/** The care settings page's own styles, beside the staff pages' (StaffStyles). */
export const CARE_SETTINGS_CSS = `
.care-settings { display: grid; gap: 24px; }
.care-settings__section { border: 1px solid #e0d2bd; border-radius: 8px; padding: 16px; background: #fff; min-width: 0; }
.care-settings__section h2 { font-size: 22px; margin: 0 0 8px; }
.care-settings__section h3 { font-size: 18px; margin: 24px 0 8px; }
.care-settings__fields { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr)); column-gap: 16px; }
.care-settings__actions { display: flex; flex-wrap: wrap; gap: 8px; }
/* A button of long words in a narrow table's cell wraps rather than spill out of it. */
.ant-btn.care-settings__wrapping-button { white-space: normal; height: auto; min-height: 24px; text-align: start; }
.care-settings__offline { margin: 0; padding: 8px 12px; border-radius: 8px; background: #fff0c7; color: #6b4200; }
`;
