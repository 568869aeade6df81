import { defineHeads } from '../http-route.js';
import { recordDocumentRoutes, recordRoutes } from '../records/record-routes.js';

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

/** A medical record carries the vet's papers: Coggins certificates, vaccination cards, invoices. */
export const MEDICAL_DOCUMENT_ROUTES = recordDocumentRoutes(MEDICAL_RECORD_ROUTES, 'medical record');

/** A care round: one kind of care done for many horses, recorded in one go (one medical record per horse). */
export const CARE_ROUND_ROUTES = defineHeads({
  record: {
    pattern: 'medical.care-round.record',
    idempotent: true,
    access: MEDICAL_RECORD_ROUTES.create.access,
    http: {
      method: 'POST', path: '/api/medical-records/rounds', tag: 'medical', status: 201,
      summary: 'Record one kind of care (worming, trimming, yearly vaccines, Coggins) done for many living horses: one medical record each, all or none',
    },
  },
});
