export const HORSE_DETAIL_CSS = `
.card-title { font-size: 18px; margin: 0; }
.horse-detail__summary { display: grid; gap: 20px; grid-template-columns: 1fr; }
@media (min-width: 992px) { .horse-detail__summary { grid-template-columns: minmax(240px, 360px) 1fr; align-items: start; } }
.horse-detail__photo { border-radius: 8px; overflow: hidden; }
.horse-detail__description { white-space: pre-line; }
.horse-detail__records { margin-top: 24px; background: #fff; border: 1px solid #eadfcd; border-radius: 8px; padding: 8px 16px 16px; }
`;
