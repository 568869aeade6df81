export const DASHBOARD_CSS = `
.dashboard__hero { background: #3b2414; color: #f7f0e3; border-radius: 8px; padding: clamp(24px, 5vw, 48px); }
.dashboard__hero h1 { color: #fff; margin: 0 0 8px; font-size: clamp(26px, 5vw, 38px); }
.dashboard__hero p { font-size: 18px; margin: 0 0 20px; max-width: 640px; }
.dashboard__section { margin-top: 32px; }
.dashboard__section h2 { font-size: 22px; margin: 0 0 16px; }
.count-cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); }
.count-card { display: flex; flex-direction: column; gap: 4px; height: 100%; padding: 20px 24px; background: #fff; border: 1px solid #eadfcd; border-radius: 8px; color: #2a211a; text-decoration: none; }
.count-card--link { border-left: 6px solid #7a3e14; }
.count-card--link:hover { border-color: #7a3e14; box-shadow: 0 2px 8px rgba(59, 36, 20, .12); color: #2a211a; }
.count-card--attention { border-left-color: #a8071a; }
.count-card__label { font-size: 16px; color: #5e4f42; font-weight: 600; }
.count-card__value { font-size: 40px; font-weight: 700; line-height: 1.1; }
.quick-actions { display: flex; flex-wrap: wrap; gap: 12px; }
@media (max-width: 575px) { .quick-actions > * { flex: 1 1 100%; } }
`;
