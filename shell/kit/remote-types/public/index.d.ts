// What mfe-public exposes, as the sides that load it see it: published by its build.
export interface Exposes {
  './routes': typeof import('./src/routes');
}
