// Importing spreadsheets (POST /api/imports/{kind}): a CSV of horses, then one of medical records naming them, each
// previewed and then imported (the import's job followed until it has finished), while the resident memory of the process that reads them (the gateway; the one
// process embedded) is sampled.
import { performance } from 'node:perf_hooks';
import { rssOf } from './horses-bench.mjs';

const SEXES = ['mare', 'gelding', 'stallion', 'female'];

/** A ranch's herd as a spreadsheet has it: `count` horses with a name, sex, foal year, height and brand. */
export function horsesCsv(count, run = Date.now().toString(36)) {
  const names = Array.from({ length: count }, (_, i) => `Import ${run} ${i}`);
  const lines = names.map((name, i) => `${name},${SEXES[i % 4]},${2000 + (i % 25)},${(14 + (i % 30) / 10).toFixed(1)},IB${i}`);
  return { names, text: `Name,Sex,Foal year,Height (hands),Brand\n${lines.join('\n')}\n` };
}

/** `count` vet visits spread over the horses `names`, a day apart, as a ranch's records sheet has them. */
export function recordsCsv(names, count) {
  const day = (i) => new Date(Date.UTC(2020, 0, 1) + (i % 2000) * 86_400_000).toISOString().slice(0, 10);
  const lines = Array.from({ length: count }, (_, i) => `${names[i % names.length]},${day(Math.floor(i / names.length))},Visit ${i},Dr. Ames,${i % 3 === 0 ? 'yes' : 'no'}`);
  return `Horse,Date,Description,Vet,Dewormed\n${lines.join('\n')}\n`;
}

/** Posts the CSV `text` as an import's file to `path`; answers the answer's body, or fails with its status. */
async function post(baseUrl, token, path, text, status = 200) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'bench.csv');
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = await res.text();
  if (res.status !== status) throw new Error(`POST ${path} answered ${res.status}: ${body.slice(0, 200)}`);
  return JSON.parse(body);
}

/** Asks where the import `id` (a file's or an archive's) stands every 100 ms until it has finished; answers the job. */
export async function finished(baseUrl, token, id) {
  for (;;) {
    const res = await fetch(`${baseUrl}/api/imports/jobs/${id}`, { headers: { authorization: `Bearer ${token}` } });
    const job = await res.json();
    if (res.status !== 200) throw new Error(`GET /api/imports/jobs/${id} answered ${res.status}`);
    if (job.state !== 'running') {
      if (job.state !== 'done') throw new Error(`the import ended ${job.state}: ${job.error ?? ''}`);
      return job;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Previews and then imports the CSV `text` of `kind` as an administrator, sampling `pid`'s resident memory every 50 ms;
 * answers the time of each, what the import did, and the memory's peak above what it was before.
 */
export async function timeImport(baseUrl, token, pid, kind, text) {
  const idle = rssOf(pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
  try {
    let started = performance.now();
    await post(baseUrl, token, `/api/imports/${kind}/preview`, text);
    const previewSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const result = await finished(baseUrl, token, (await post(baseUrl, token, `/api/imports/${kind}`, text, 201)).id);
    return { previewSeconds, importSeconds: (performance.now() - started) / 1000, counts: result.counts, aboveIdle: peak - idle };
  } finally {
    clearInterval(sampler);
  }
}
