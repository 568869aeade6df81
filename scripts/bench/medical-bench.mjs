// The medical figures: the medical records list through the gateway with many records (default 200,000 over
// 10,000 horses), by horse, searched, and its first page, at a fixed rate, signed in.
import { fillRecords } from './fill-records.mjs';
import { latencyAtRate } from './http-load.mjs';
import { totalCount } from './service-tables.mjs';

/** The vet that only every SEARCH_EVERY-th record names: a search that matches few records. */
export const SEARCH_TEXT = 'quillfeather';
const SEARCH_EVERY = 5000;
const DESCRIPTIONS = ['Annual vaccines', 'Hoof trim', 'Coggins test', 'Deworming', 'Dental float', 'Lameness check', 'Wellness exam'];
const VETS = ['Dr. Alvarez', 'Dr. Brooks', 'Dr. Chen', 'Dr. Okafor', 'Dr. Lindqvist'];
const DAYS = 3650; // records spread over the ten years before 2026-01-01

/**
 * Puts `count` medical records, spread evenly over `horseIds`, straight into the medical service's table (see
 * fillRecords), over `days` days from `since` (by default the ten years before 2026-01-01). The kinds of care a
 * record ticks follow its number (`ticks: 'by-record'`: a quarter of the records are wormings, and so on), or, with
 * `ticks: 'by-visit'`, its place in its horse's own history (record i is visit i / horses of horse i % horses):
 * every horse is wormed every 4th visit, trimmed every 3rd, vaccinated on its 1st and 11th and tested for Coggins
 * on its 6th and 16th, as a herd kept in care is.
 */
export function fillMedicalRecords(where, horseIds, count, { since = '2016-01-01', days = DAYS, ticks = 'by-record' } = {}) {
  const herd = horseIds.length;
  const byVisit = ticks === 'by-visit';
  const visit = (i) => Math.floor(i / herd);
  return fillRecords(where, horseIds, count, {
    service: 'medical',
    table: 'medical_records',
    since,
    days,
    columns: ['description', 'vet', 'notes', 'weight', 'height_tenths', 'wormed', 'trimmed', 'coggins', 'yearly_vaccines'],
    row: (i) => [
      DESCRIPTIONS[i % DESCRIPTIONS.length],
      i % SEARCH_EVERY === 0 ? 'Dr. Quillfeather' : VETS[i % VETS.length],
      `Routine visit ${i}, no concerns noted; recheck at the next farrier visit.`,
      i % 3 === 0 ? null : 900 + (i % 300),
      i % 3 === 0 ? null : 140 + (i % 30),
      ...(byVisit
        ? [visit(i) % 4 === 0, visit(i) % 3 === 0, visit(i) % 10 === 5, visit(i) % 10 === 0]
        : [i % 4 === 0, i % 5 === 0, i % 6 === 0, i % 7 === 0]
      ).map((tick) => (tick ? 1 : 0)),
    ],
    // h.n is the number of horses (fillRecords's FROM), so g / h.n is the record's visit of its horse.
    select: `($2::text[])[1 + g % $3],
             CASE WHEN g % $4 = 0 THEN 'Dr. Quillfeather' ELSE ($5::text[])[1 + g % $6] END,
             'Routine visit ' || g || ', no concerns noted; recheck at the next farrier visit.',
             CASE WHEN g % 3 = 0 THEN NULL ELSE 900 + g % 300 END, CASE WHEN g % 3 = 0 THEN NULL ELSE 140 + g % 30 END,
             ${byVisit ? '(g / h.n) % 4 = 0, (g / h.n) % 3 = 0, (g / h.n) % 10 = 5, (g / h.n) % 10 = 0' : 'g % 4 = 0, g % 5 = 0, g % 6 = 0, g % 7 = 0'}`,
    params: [DESCRIPTIONS, DESCRIPTIONS.length, SEARCH_EVERY, VETS, VETS.length],
  });
}

/**
 * p50 / p99 of each query at `rate` req/s for `seconds` (see latencyAtRate): by a random horse, a search that
 * matches few records, and the first page.
 */
export async function medicalLatency(baseUrl, token, horseIds, { rate = 200, seconds = 10, meter } = {}) {
  const random = () => horseIds[Math.floor(Math.random() * horseIds.length)];
  const queries = {
    'by horse': Array.from({ length: rate * seconds }, () => `/api/medical-records?horseId=${random()}`),
    search: [`/api/medical-records?q=${SEARCH_TEXT}&limit=50`],
    'first page': ['/api/medical-records?limit=50'],
  };
  return latencyAtRate(baseUrl, queries, { rate, seconds, meter, headers: { authorization: `Bearer ${token}` } });
}

/** How many records the search and a horse's list answer (X-Total-Count), to print beside the figures. */
export async function totals(baseUrl, token, horseId) {
  const count = (p) => totalCount(baseUrl, token, p);
  return { search: await count(`/api/medical-records?q=${SEARCH_TEXT}&limit=1`), horse: await count(`/api/medical-records?horseId=${horseId}&limit=1`), all: await count('/api/medical-records?limit=1') };
}
