export const HORSES_CSS = `
.horse-filters { display: grid; gap: 12px 16px; grid-template-columns: 1fr; margin-bottom: 16px; padding: 16px; background: #fff; border: 1px solid #eadfcd; border-radius: 8px; }
.horse-filters__field { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.horse-filters__field label { font-weight: 600; }
@media (min-width: 768px) { .horse-filters { grid-template-columns: 2fr 1fr 1fr; } }
.horse-count { margin: 0 0 12px; color: #6b5d50; }
.horse-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: 20px; grid-template-columns: repeat(auto-fill, minmax(min(100%, 270px), 1fr)); }
.horse-card { display: flex; flex-direction: column; height: 100%; background: #fff; border: 1px solid #eadfcd; border-radius: 8px; overflow: hidden; }
.horse-card__body { display: flex; flex-direction: column; gap: 10px; padding: 16px; flex: 1; }
.horse-card__heading { display: flex; flex-wrap: wrap; gap: 6px 10px; align-items: center; }
.horse-card__heading h2 { font-size: 20px; margin: 0; overflow-wrap: anywhere; }
.horse-card__facts { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 2px 14px; color: #5e4f42; }
.horse-card__description { margin: 0; }
.horse-card__actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: auto; padding-top: 6px; }
.horse-card__shortcuts { display: inline-flex; gap: 8px; margin-left: auto; }
.horse-empty { padding: 32px 16px; background: #fff; border: 1px solid #eadfcd; border-radius: 8px; }
`;
