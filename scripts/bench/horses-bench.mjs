// The horses figures: list latency with 10,000 horses, a 12-megapixel picture to ready variants, and the
// memory of the process a 500 MB clip streams through.
import { closeSync, createReadStream, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { closedLoop, fixedRate, latencyAtRate, percentile } from './http-load.mjs';

export const ADMIN = { email: 'bench-admin@remuda.test', password: 'bench-password' };
export const BENCH_ADMIN_ENV = { REMUDA_ADMIN_EMAIL: ADMIN.email, REMUDA_ADMIN_PASSWORD: ADMIN.password, REMUDA_DEMO: '0' };

export async function signIn(baseUrl) {
  const res = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`bench sign-in failed: ${JSON.stringify(body)}`);
  return body.token;
}

const BREEDS = ['Mustang', 'Kiger Mustang', 'Quarter Horse', 'Appaloosa', 'Paint', 'Morgan', 'Arabian', 'Draft Cross'];
const SEXES = ['stallion', 'mare', 'gelding', 'female'];

/** Adds `count` horses through the API, `concurrency` at a time. */
export async function fillHerd(baseUrl, token, count, concurrency = 8) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const res = await fetch(`${baseUrl}/api/horses`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            name: `Bench Horse ${String(i).padStart(5, '0')}`,
            breed: BREEDS[i % BREEDS.length],
            sex: SEXES[i % SEXES.length],
            age: 3 + (i % 20),
            description: `Horse number ${i}, steady and willing, raised on open range and started slowly under saddle.`,
            on_property: i % 7 !== 0,
            needsWormed: i % 11 === 0,
          }),
        });
        await res.arrayBuffer();
        if (res.status !== 201) throw new Error(`creating a horse answered ${res.status}`);
      }
    }),
  );
}

export async function listLatency(baseUrl) {
  const paths = Array.from({ length: 40 }, (_, i) => `/api/horses?limit=50&offset=${i * 250}`);
  await closedLoop(baseUrl, paths, { concurrency: 4, seconds: 2 }); // warm-up
  // Three rounds of ten seconds: on a small shared machine one pause can move a p99, so every round is reported.
  const rounds = [];
  for (let i = 0; i < 3; i++) rounds.push(await fixedRate(baseUrl, paths, { rate: 200, seconds: 10 }));
  const ceiling = await closedLoop(baseUrl, paths, { concurrency: 16, seconds: 8 });
  const all = rounds.flatMap((r) => r.latencies);
  return {
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    roundP99s: rounds.map((r) => percentile(r.latencies, 99)),
    achievedRate: rounds.reduce((a, r) => a + r.achievedRate, 0) / rounds.length,
    errors: rounds.reduce((a, r) => a + r.errors, 0) + ceiling.errors,
    maxRps: ceiling.rps,
  };
}

async function someHorse(baseUrl) {
  const [horse] = await (await fetch(`${baseUrl}/api/horses?limit=1`)).json();
  return horse.id;
}

/** A photograph-like JPEG: a sky-to-grass gradient with grain, about as compressible as a real one. */
export async function photo(width, height) {
  const raw = Buffer.alloc(width * height * 3);
  const grain = randomBytes(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const n = grain[y * width + x] % 24;
      raw[i] = 90 + (y / height) * 80 + n;
      raw[i + 1] = 120 + (x / width) * 60 + n;
      raw[i + 2] = 200 - (y / height) * 150 + n;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

/** Seconds from sending a 12-megapixel JPEG to the answer with its WebP variants stored. */
export async function pictureToVariants(baseUrl, token) {
  const jpeg = await photo(4000, 3000);
  const horseId = await someHorse(baseUrl);
  const form = new FormData();
  form.append('media', new Blob([jpeg], { type: 'image/jpeg' }), 'big.jpg');
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/horses/${horseId}/media`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`picture upload answered ${res.status}: ${JSON.stringify(body)}`);
  return { seconds: (performance.now() - started) / 1000, bytes: jpeg.length, variants: body.variants.length };
}

export function rssOf(pid) {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
  } catch {
    return 0;
  }
}

/** Writes a clip of `bytes` to a temporary file, as the gateway reads one: file type, a movie with a video track, then the frames in one 64-bit box. */
function writeClip(bytes) {
  const file = path.join(os.tmpdir(), `remuda-bench-clip-${process.pid}-${randomBytes(4).toString('hex')}.mp4`);
  const fd = openSync(file, 'w');
  const box = (type, ...parts) => {
    const body = Buffer.concat(parts);
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const handler = box('hdlr', Buffer.alloc(8), Buffer.from('vide'), Buffer.alloc(13));
  const movie = Buffer.concat([box('ftyp', Buffer.from('isom'), Buffer.alloc(4), Buffer.from('isomiso2')), box('moov', box('trak', box('mdia', handler)))]);
  const mdat = Buffer.alloc(16);
  mdat.writeUInt32BE(1);
  mdat.write('mdat', 4, 'latin1');
  mdat.writeBigUInt64BE(BigInt(bytes - movie.length), 8);
  writeSync(fd, Buffer.concat([movie, mdat]));
  const block = randomBytes(1 << 20);
  for (let written = movie.length + mdat.length; written < bytes; written += block.length) writeSync(fd, block.subarray(0, Math.min(block.length, bytes - written)));
  closeSync(fd);
  return file;
}

/** Streams a clip of `bytes` to a horse's media as multipart, never holding it in memory; fails unless it is added. */
export async function uploadClip(baseUrl, token, horseId, bytes) {
  const file = writeClip(bytes);
  try {
    const boundary = `----remuda${randomBytes(8).toString('hex')}`;
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="media"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const size = statSync(file).size;
    const { hostname, port } = new URL(baseUrl);
    const status = await new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: hostname,
          port,
          method: 'POST',
          path: `/api/horses/${horseId}/media`,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': head.length + size + tail.length,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        },
      );
      req.on('error', reject);
      req.write(head);
      const stream = createReadStream(file);
      stream.pipe(req, { end: false });
      stream.on('end', () => req.end(tail));
    });
    if (status !== 201) throw new Error(`clip upload answered ${status}`);
    return size;
  } finally {
    rmSync(file, { force: true });
  }
}

/** Streams a clip of `bytes` as multipart while sampling the resident memory of `pids`; answers the peaks above idle. */
export async function clipMemory(baseUrl, token, pids, bytes = 500_000_000) {
  const horseId = await someHorse(baseUrl);
  const idle = Object.fromEntries(pids.map(({ name, pid }) => [name, rssOf(pid)]));
  const peak = { ...idle };
  const sampler = setInterval(() => {
    for (const { name, pid } of pids) peak[name] = Math.max(peak[name], rssOf(pid));
  }, 50);
  const started = performance.now();
  let size;
  try {
    size = await uploadClip(baseUrl, token, horseId, bytes);
  } finally {
    clearInterval(sampler);
  }
  return {
    seconds: (performance.now() - started) / 1000,
    megabytes: size / 1e6,
    aboveIdle: Object.fromEntries(Object.keys(idle).map((name) => [name, (peak[name] - idle[name]) / 1024 / 1024])),
  };
}

/**
 * The staff's herd reads, signed in, at `rate` req/s for `seconds` (see latencyAtRate): the horse list's pages of
 * 50 (a random page each time; signed in, so never the visitors' kept answer) and a random horse's page.
 */
export function herdLatency(baseUrl, token, horseIds, { rate = 200, seconds = 10, meter } = {}) {
  const random = (n) => Math.floor(Math.random() * n);
  const pages = Math.max(1, Math.floor(horseIds.length / 50));
  const queries = {
    'horse list': Array.from({ length: rate * seconds }, () => `/api/horses?limit=50&offset=${50 * random(pages)}`),
    'a horse': Array.from({ length: rate * seconds }, () => `/api/horses/${horseIds[random(horseIds.length)]}`),
  };
  return latencyAtRate(baseUrl, queries, { rate, seconds, meter, headers: { authorization: `Bearer ${token}` } });
}
