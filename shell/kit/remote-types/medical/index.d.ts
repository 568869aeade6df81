// What mfe-medical exposes, as the sides that load it see it: published by its build.
export interface Exposes {
  './routes': typeof import('./src/routes');
  './horse-medical-records': typeof import('./src/features/horse-medical-records/components/horse-medical-records');
  './horse-documents': typeof import('./src/features/horse-documents/components/horse-documents');
}
