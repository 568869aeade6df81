export const HORSE_DETAIL_CSS = `
.card-title { font-size: 18px; margin: 0; }
.horse-detail__summary { display: grid; gap: 20px; grid-template-columns: 1fr; }
@media (min-width: 992px) { .horse-detail__summary { grid-template-columns: minmax(240px, 360px) 1fr; align-items: start; } }
.horse-detail__photo { border-radius: 8px; overflow: hidden; }
.horse-detail__description { white-space: pre-line; }
.horse-detail__records { margin-top: 24px; background: #fff; border: 1px solid #eadfcd; border-radius: 8px; padding: 8px 16px 16px; }
.records-panel__actions { display: flex; justify-content: flex-end; margin-bottom: 12px; }
.record-checks { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.row-actions { display: flex; flex-wrap: wrap; gap: 6px; }
.nowrap { white-space: nowrap; }
.riding-logs { border: 1px solid #eadfcd; border-radius: 6px; }
.riding-logs:focus-visible { outline: 3px solid #d9822b; outline-offset: 2px; }
.riding-logs__list { list-style: none; margin: 0; padding: 0; }
.riding-log { display: flex; flex-wrap: wrap; gap: 8px 16px; justify-content: space-between; padding: 12px 16px; border-bottom: 1px solid #f0e6d6; }
.riding-log:last-child { border-bottom: 0; }
.riding-log__text { min-width: 0; flex: 1 1 240px; }
.riding-log h3 { font-size: 16px; margin: 0 0 4px; }
.riding-log p { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
`;
