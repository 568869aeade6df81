// What mfe-activity exposes, as the sides that load it see it: published by its build.
export interface Exposes {
  './routes': typeof import('./src/routes');
  './horse-history': typeof import('./src/features/history/components/horse-history');
  './thing-history': typeof import('./src/features/history/components/thing-history');
}
