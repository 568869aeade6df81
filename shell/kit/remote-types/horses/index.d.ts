// What mfe-horses exposes, as the sides that load it see it: published by its build.
export interface Exposes {
  './routes': typeof import('./src/routes');
  './health-report': typeof import('./src/features/reports/components/health-report');
}
