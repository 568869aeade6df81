// The ranch's export (GET /api/export): a herd with its medical records and pictures, downloaded as one ZIP while
// the resident memory of the process that writes it (the gateway; the one process embedded) is sampled.
import { createWriteStream, openAsBlob } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { photo, rssOf } from './horses-bench.mjs';
import { finished } from './import-bench.mjs';

/** Uploads `count` pictures, spread over the first horses, through the API (each kept with its widths). */
export async function addPictures(baseUrl, token, horseIds, count, concurrency = 2) {
  const picture = await photo(2400, 1600);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const form = new FormData();
        form.append('media', new Blob([picture], { type: 'image/jpeg' }), `export-${i}.jpg`);
        const res = await fetch(`${baseUrl}/api/horses/${horseIds[i % horseIds.length]}/media`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
        await res.arrayBuffer();
        if (res.status !== 201) throw new Error(`picture upload answered ${res.status}`);
      }
    }),
  );
}

/** Runs `work` while sampling `pid`'s resident memory every 50 ms: its answer, the seconds and the peak above before. */
async function measured(pid, work) {
  const idle = rssOf(pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
  const started = performance.now();
  try {
    const answer = await work();
    return { ...answer, seconds: (performance.now() - started) / 1000, idle, aboveIdle: peak - idle };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Downloads the archive as an administrator into `file`, as it comes, while the memory of `pid` (the process writing
 * it) is sampled; answers the time, the archive's size and the memory's peak above what it was before the download.
 */
export function timeExport(baseUrl, token, pid, file) {
  return measured(pid, async () => {
    const res = await fetch(`${baseUrl}/api/export`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`GET /api/export answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    let bytes = 0;
    const counted = Readable.fromWeb(res.body).on('data', (chunk) => (bytes += chunk.length));
    await pipeline(counted, createWriteStream(file));
    return { bytes };
  });
}

/**
 * Restores the archive in `file` into the install at `baseUrl` (POST /api/imports/archive, the file streamed from
 * disk, then its job followed until it has finished) while the memory of `pid` (the process restoring it) is sampled; answers what it put back, the time and the
 * memory's peak above before.
 */
export function timeRestore(baseUrl, token, pid, file) {
  return measured(pid, async () => {
    const form = new FormData();
    form.append('file', await openAsBlob(file, { type: 'application/zip' }), 'remuda-export.zip');
    const res = await fetch(`${baseUrl}/api/imports/archive`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const body = await res.json();
    if (res.status !== 201) throw new Error(`POST /api/imports/archive answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    return { restored: (await finished(baseUrl, token, body.id)).restored };
  });
}
