import { recordRoutes } from '../records/record-routes.js';

/** Any signed-in user reads medical records; trainers and administrators write them (SPEC.md section 6). */
export const MEDICAL_RECORD_ROUTES = recordRoutes({
  domain: 'medical',
  aggregate: 'record',
  path: '/api/medical-records',
  read: 'signed-in',
  write: 'staff',
  noun: 'medical record',
  searchedText: 'the horse’s name, the description, the vet and the notes',
  createSummary: 'Record a vet visit or health check of a living horse',
  bodyField: 'record',
});
