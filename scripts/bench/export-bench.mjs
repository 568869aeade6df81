// The ranch's export (GET /api/export): a herd with its medical records and pictures, downloaded as one ZIP while
// the resident memory of the process that writes it (the gateway; the one process embedded) is sampled.
import { performance } from 'node:perf_hooks';
import { photo, rssOf } from './horses-bench.mjs';

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

/**
 * Downloads the archive as an administrator, counting its bytes as they come, while sampling `pid`'s resident memory
 * every 50 ms; answers the time, the archive's size and the memory's peak above what it was before the download.
 */
export async function timeExport(baseUrl, token, pid) {
  const idle = rssOf(pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 50);
  const started = performance.now();
  try {
    const res = await fetch(`${baseUrl}/api/export`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`GET /api/export answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    let bytes = 0;
    for await (const chunk of res.body) bytes += chunk.length;
    return { seconds: (performance.now() - started) / 1000, bytes, idle, aboveIdle: peak - idle };
  } finally {
    clearInterval(sampler);
  }
}
