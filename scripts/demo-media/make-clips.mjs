// Records the demo clips named in DEMO_CLIPS (services/demo/src/herd/demo-herd.ts) into
// services/demo/clips/ as WebM: the portrait drawings set moving (services/demo/src/drawing/motion.ts),
// rendered frame by frame in headless Chromium onto a canvas and recorded with MediaRecorder.
//
//   node scripts/demo-media/make-clips.mjs                       every clip
//   node scripts/demo-media/make-clips.mjs trotting-paint.webm   just these
//   node scripts/demo-media/make-clips.mjs --preview /tmp/frames also save a middle frame of each as PNG
//
// Needs Chromium at /usr/bin/chromium (or CHROMIUM=/path/to/chrome) and the repository's dev dependencies
// (playwright-core, @swc/core). Nothing is fetched from the network.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'package.json'));
const { transformSync } = require('@swc/core');
const { chromium } = require('playwright-core');

const SOURCES = path.join(root, 'services/demo/src');
// The folders of SOURCES the clips need, as the page's module paths (`drawing/motion.js`).
const FOLDERS = ['drawing', 'herd'];
const OUT = path.join(root, 'services/demo/clips');
const MAX_BYTES = 600 * 1024;
const ORIGIN = 'http://demo-media.localhost';

const args = process.argv.slice(2);
const previewAt = args.indexOf('--preview');
const previewDir = previewAt >= 0 ? args[previewAt + 1] : null;
const only = args.filter((a, i) => !a.startsWith('--') && (previewAt < 0 || i !== previewAt + 1));

/** The demo's TypeScript as browser-ready ES modules (types stripped; `.js` imports resolve to the `.ts` files). */
function compile() {
  const modules = new Map();
  for (const folder of FOLDERS) {
    for (const file of readdirSync(path.join(SOURCES, folder))) {
      if (!file.endsWith('.ts') || file.endsWith('.spec.ts')) continue;
      const { code } = transformSync(readFileSync(path.join(SOURCES, folder, file), 'utf8'), {
        filename: file,
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      });
      modules.set(`${folder}/${file.replace(/\.ts$/, '.js')}`, code);
    }
  }
  return modules;
}

/** DEMO_CLIPS, read in Node (demo-herd.ts uses node:path, so it is not loaded in the page). */
async function demoClips(modules) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'remuda-demo-media-'));
  try {
    for (const [file, code] of modules) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), code);
    }
    const herd = await import(pathToFileURL(path.join(dir, 'herd/demo-herd.js')).href);
    const named = new Set(herd.DEMO_HERD.map((h) => h.clip).filter(Boolean));
    for (const file of named) {
      if (!herd.DEMO_CLIPS.some((c) => c.file === file)) throw new Error(`DEMO_HERD names ${file}, which DEMO_CLIPS does not describe`);
    }
    return herd.DEMO_CLIPS;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------- WebM ----------

const ID = { EBML: 0x1a45dfa3, DocType: 0x4282, Segment: 0x18538067, SeekHead: 0x114d9b74, Info: 0x1549a966, Duration: 0x4489, Cluster: 0x1f43b675, Timecode: 0xe7, SimpleBlock: 0xa3, BlockGroup: 0xa0, Block: 0xa1 };

function readId(buf, pos) {
  const first = buf[pos];
  let length = 1;
  while (length <= 4 && !(first & (0x80 >> (length - 1)))) length++;
  let id = 0;
  for (let i = 0; i < length; i++) id = id * 256 + buf[pos + i];
  return { id, length };
}

function readSize(buf, pos) {
  const first = buf[pos];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + buf[pos + i];
    if (buf[pos + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: allOnes };
}

/** Walks a WebM's elements in order, stepping into the header, segment, info, clusters and block groups. */
function* elements(buf) {
  let pos = 0;
  while (pos < buf.length) {
    const id = readId(buf, pos);
    const size = readSize(buf, pos + id.length);
    const dataStart = pos + id.length + size.length;
    yield { id: id.id, start: pos, sizeAt: pos + id.length, sizeLength: size.length, dataStart, size: size.unknown ? null : size.value };
    const container = [ID.EBML, ID.Segment, ID.Info, ID.Cluster, ID.BlockGroup].includes(id.id);
    pos = container || size.unknown ? dataStart : dataStart + size.value;
  }
}

/** Checks the EBML header and doctype; returns the last frame's time in ms. */
function inspect(buf) {
  if (buf.readUInt32BE(0) !== ID.EBML) throw new Error('not EBML: the file does not start with 1A 45 DF A3');
  let docType = null;
  let cluster = 0;
  let last = 0;
  let frames = 0;
  for (const el of elements(buf)) {
    if (el.id === ID.DocType) docType = buf.toString('ascii', el.dataStart, el.dataStart + el.size);
    else if (el.id === ID.Timecode) cluster = buf.readUIntBE(el.dataStart, el.size);
    else if (el.id === ID.SimpleBlock || el.id === ID.Block) {
      const track = readSize(buf, el.dataStart);
      last = Math.max(last, cluster + buf.readInt16BE(el.dataStart + track.length));
      frames++;
    }
  }
  if (docType !== 'webm') throw new Error(`doctype is ${docType}, not webm`);
  return { last, frames };
}

/**
 * Older Chromiums' MediaRecorder leaves the duration out (it streams), and players then show no timeline. Adds
 * Duration to the segment's Info, in the Info's time scale (the recorder's default: milliseconds). Newer ones
 * write it (with a SeekHead and Cues, whose offsets an insertion would break): their files are left as they are.
 */
function withDuration(buf, ms) {
  const all = [...elements(buf)];
  if (all.some((el) => el.id === ID.Duration)) return buf;
  if (all.some((el) => el.id === ID.SeekHead)) {
    console.warn('the recording has a SeekHead but no Duration; left as it is');
    return buf;
  }
  const info = all.find((el) => el.id === ID.Info);
  const segment = all.find((el) => el.id === ID.Segment);
  if (!info || info.size === null) throw new Error('no Info element to add the duration to');
  const duration = Buffer.alloc(11);
  duration.writeUIntBE(ID.Duration, 0, 2);
  duration[2] = 0x88; // 8 bytes
  duration.writeDoubleBE(ms, 3);
  const newSize = info.size + duration.length;
  const sizeField = Buffer.alloc(8);
  sizeField[0] = 0x01;
  sizeField.writeUIntBE(newSize, 2, 6);
  const parts = [
    buf.subarray(0, info.sizeAt),
    sizeField,
    buf.subarray(info.dataStart, info.dataStart + info.size),
    duration,
    buf.subarray(info.dataStart + info.size),
  ];
  let out = Buffer.concat(parts);
  if (segment && segment.size !== null) {
    // A sized segment grows by what was added.
    const grown = segment.size + (out.length - buf.length);
    const field = Buffer.alloc(8);
    field[0] = 0x01;
    field.writeUIntBE(grown, 2, 6);
    out = Buffer.concat([out.subarray(0, segment.sizeAt), field, out.subarray(segment.sizeAt + segment.sizeLength)]);
  }
  return out;
}

// ---------- the page ----------

const PAGE = `<!doctype html><meta charset="utf-8"><body style="margin:0;background:#000"><canvas id="c"></canvas>
<script type="module">
import { clipFrameSvg, CLIP_SIZE } from './drawing/motion.js';

async function bitmap(svg) {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return await createImageBitmap(img);
  } finally {
    URL.revokeObjectURL(url);
  }
}

const sleepUntil = (t) => new Promise((done) => setTimeout(done, Math.max(0, t - performance.now())));

window.record = async (clip, bitsPerSecond) => {
  const { width, height, seconds, fps } = CLIP_SIZE;
  const count = seconds * fps;
  // Draw every frame first, so the recording runs at an even pace however slow the drawing is.
  const frames = [];
  for (let i = 0; i < count; i++) frames.push(await bitmap(clipFrameSvg(clip, i / fps, width, height)));
  const canvas = document.getElementById('c');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  ctx.drawImage(frames[0], 0, 0);
  const stream = canvas.captureStream(0);
  const track = stream.getVideoTracks()[0];
  const type = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8'].find((t) => MediaRecorder.isTypeSupported(t));
  if (!type) throw new Error('this Chromium cannot record WebM');
  const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: bitsPerSecond });
  const chunks = [];
  recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
  const stopped = new Promise((done) => (recorder.onstop = done));
  recorder.start();
  const start = performance.now() + 100;
  for (let i = 0; i < count; i++) {
    await sleepUntil(start + (i * 1000) / fps);
    ctx.drawImage(frames[i], 0, 0);
    track.requestFrame();
  }
  await sleepUntil(start + (count * 1000) / fps);
  recorder.stop();
  await stopped;
  frames.forEach((f) => f.close());
  const bytes = new Uint8Array(await new Blob(chunks, { type }).arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { codec: type, base64: btoa(text) };
};

/** Plays a recorded clip back: its size, duration, and a frame from the middle as a PNG data URL. */
window.check = async (base64) => {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const video = document.createElement('video');
  video.muted = true;
  video.src = URL.createObjectURL(new Blob([bytes], { type: 'video/webm' }));
  await new Promise((done, fail) => { video.onloadedmetadata = done; video.onerror = () => fail(new Error('the clip does not play')); });
  const duration = video.duration;
  video.currentTime = Math.min(2.5, duration / 2);
  await new Promise((done) => (video.onseeked = done));
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d').drawImage(video, 0, 0);
  return { width: video.videoWidth, height: video.videoHeight, duration, frame: canvas.toDataURL('image/png') };
};
window.ready = true;
</script>`;

async function main() {
  const modules = compile();
  const clips = (await demoClips(modules)).filter((c) => only.length === 0 || only.includes(c.file));
  if (only.length && clips.length !== only.length) throw new Error(`unknown clip: ${only.filter((f) => !clips.some((c) => c.file === f)).join(', ')}`);
  mkdirSync(OUT, { recursive: true });
  if (previewDir) mkdirSync(previewDir, { recursive: true });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (err) => console.error('page error:', err.message));
    // The page and its modules are served from memory; nothing leaves the machine.
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== ORIGIN) return route.abort();
      const name = url.pathname.slice(1);
      if (name === '' || name === 'index.html') return route.fulfill({ contentType: 'text/html', body: PAGE });
      if (modules.has(name)) return route.fulfill({ contentType: 'text/javascript', body: modules.get(name) });
      return route.fulfill({ status: 404, body: '' });
    });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => window.ready === true);

    for (const clip of clips) {
      const started = Date.now();
      let bits = 720_000;
      let file = null;
      for (let attempt = 0; attempt < 3; attempt++) {
        const { codec, base64 } = await page.evaluate(([c, b]) => window.record(c, b), [clip, bits]);
        const raw = Buffer.from(base64, 'base64');
        const { last, frames } = inspect(raw);
        const data = withDuration(raw, last + 1000 / 30);
        inspect(data);
        if (data.length > MAX_BYTES) {
          bits = Math.round(bits * 0.7);
          console.log(`${clip.file}: ${Math.round(data.length / 1024)} KB is too big, again at ${bits} bit/s`);
          continue;
        }
        const played = await page.evaluate((b) => window.check(b), data.toString('base64'));
        if (played.width !== 640 || played.height !== 360) throw new Error(`${clip.file} is ${played.width}x${played.height}`);
        if (!(played.duration >= 4 && played.duration <= 6)) throw new Error(`${clip.file} lasts ${played.duration} s`);
        writeFileSync(path.join(OUT, clip.file), data);
        if (previewDir) writeFileSync(path.join(previewDir, clip.file.replace(/\.webm$/, '.png')), Buffer.from(played.frame.split(',')[1], 'base64'));
        file = { codec, frames, duration: played.duration, bytes: data.length };
        break;
      }
      if (!file) throw new Error(`${clip.file} stays over ${MAX_BYTES} bytes`);
      console.log(
        `${clip.file}: ${file.codec.split('=')[1]}, 640x360, ${file.duration.toFixed(2)} s, ${file.frames} frames, ${Math.round(file.bytes / 1024)} KB (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
  } finally {
    await browser.close();
  }
  for (const clip of clips) {
    const head = readFileSync(path.join(OUT, clip.file)).subarray(0, 4).toString('hex');
    if (head !== '1a45dfa3') throw new Error(`${clip.file} does not start with the EBML magic`);
    if (statSync(path.join(OUT, clip.file)).size > MAX_BYTES) throw new Error(`${clip.file} is too big`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
