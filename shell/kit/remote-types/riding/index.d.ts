// What mfe-riding exposes, as the sides that load it see it: published by its build.
export interface Exposes {
  './routes': typeof import('./src/routes');
  './horse-riding-logs': typeof import('./src/features/horse-riding-logs/components/horse-riding-logs');
  './activity-report': typeof import('./src/features/activity-report/components/activity-report');
}
