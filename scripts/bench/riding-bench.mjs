// The riding figures: a horse's riding logs through the gateway with many logs (default 500,000 over 10,000
// horses), as the horse's Riding Logs tab asks for them and as GET /api/horses/{id} carries them (the gateway
// adds the horse's rides from RIDING_OPERATIONS.listForHorse), at a fixed rate, signed in.
import { fillRecords } from './fill-records.mjs';
import { latencyAtRate } from './http-load.mjs';
import { totalCount } from './service-tables.mjs';

const TYPES = ['trail', 'arena', 'training', 'groundwork', 'other']; // RIDE_TYPES
const RIDERS = ['trainer@remuda.test', 'Maya Ortiz', 'Sam Whitehorse', 'Jo Lindgren', 'bench-admin@remuda.test'];
const NOTES = ['Quiet on the trail, crossed the creek without fuss.', 'Worked on transitions; soft at the lope.', 'Groundwork: yielding hindquarters, standing tied.', 'Arena ride, a little fresh at first, settled after ten minutes.'];
const DAYS = 1095; // rides spread over the three years before 2026-01-01

/** Puts `count` riding logs, spread evenly over `horseIds`, straight into the riding service's table (see fillRecords). */
export function fillRidingLogs(where, horseIds, count) {
  return fillRecords(where, horseIds, count, {
    service: 'riding',
    table: 'riding_logs',
    since: '2023-01-01',
    days: DAYS,
    columns: ['notes', 'duration_minutes', 'rider', 'type'],
    row: (i) => [`${NOTES[i % NOTES.length]} Ride ${i}.`, i % 5 === 0 ? null : 20 + (i % 100), RIDERS[i % RIDERS.length], TYPES[i % TYPES.length]],
    select: `($2::text[])[1 + g % $3] || ' Ride ' || g || '.', CASE WHEN g % 5 = 0 THEN NULL ELSE 20 + g % 100 END,
             ($4::text[])[1 + g % $5], ($6::text[])[1 + g % $7]`,
    params: [NOTES, NOTES.length, RIDERS, RIDERS.length, TYPES, TYPES.length],
  });
}

/**
 * p50 / p99 of each query at `rate` req/s for `seconds` (see latencyAtRate), each for a random horse: the horse's
 * Riding Logs tab (GET /api/riding-logs?horseId=, the whole list as the tab asks for it) and the horse's page
 * (GET /api/horses/{id}, with its rides).
 */
export async function ridingLatency(baseUrl, token, horseIds, { rate = 200, seconds = 10, meter } = {}) {
  const random = () => horseIds[Math.floor(Math.random() * horseIds.length)];
  const queries = {
    'horse tab': Array.from({ length: rate * seconds }, () => `/api/riding-logs?horseId=${random()}`),
    'horse page': Array.from({ length: rate * seconds }, () => `/api/horses/${random()}`),
  };
  return latencyAtRate(baseUrl, queries, { rate, seconds, meter, headers: { authorization: `Bearer ${token}` } });
}

/**
 * How many logs there are, how many one horse's tab lists (X-Total-Count), and how many rides its page carries,
 * to print beside the figures; a page without rides (the gateway shows the horse without them when the riding
 * service does not answer) would measure the wrong thing, so it stops the bench.
 */
export async function totals(baseUrl, token, horseId) {
  const res = await fetch(`${baseUrl}/api/horses/${horseId}`, { headers: { authorization: `Bearer ${token}` } });
  const horse = await res.json();
  if (res.status !== 200) throw new Error(`GET /api/horses/${horseId} answered ${res.status}`);
  if (!horse.ridingLogs?.length) throw new Error(`GET /api/horses/${horseId} carries no rides: is the riding service answering?`);
  return {
    all: await totalCount(baseUrl, token, '/api/riding-logs?limit=1'),
    horse: await totalCount(baseUrl, token, `/api/riding-logs?horseId=${horseId}&limit=1`),
    page: horse.ridingLogs.length,
  };
}
