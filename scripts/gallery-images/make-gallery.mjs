// Draws the twelve pictures of the demo's public gallery (services/demo/src/gallery/demo-gallery.ts) and writes
// each as WebP, 1280 pixels wide, into services/demo/gallery/ (the horses service makes the smaller widths when
// demo mode uploads them). The ranch has no stock
// photos: like the demo herd's portraits, the pictures are drawn in code. They reuse the demo's drawings
// (services/demo/src/drawing: its landscapes, horses and geometry) and add the rest of the ranch here: cattle
// (cattle.mjs) and barns, hay, fences, riders, a campfire and an arena (props.mjs).
//
//   node scripts/gallery-images/make-gallery.mjs                        every picture
//   node scripts/gallery-images/make-gallery.mjs longhorn-steer         just these
//   node scripts/gallery-images/make-gallery.mjs --preview /tmp/gallery  also save each as PNG to look at
//
// Needs the repository's dev dependencies (@swc/core, sharp); nothing is fetched. The same drawings always give
// the same pictures.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { drawCow } from './cattle.mjs';
import * as props from './props.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'services/demo/package.json'));
const { transformSync } = require('@swc/core');
const sharp = require('sharp');

const DRAWING = path.join(root, 'services/demo/src/drawing');
const OUT = path.join(root, 'services/demo/gallery');
/** The width uploaded; the pictures are 3:2. */
const WIDTHS = [1280];
const W = 1280;
const H = 853;
/** Under 200 KB each. */
const MAX_BYTES = { 1280: 200 * 1024 };

const args = process.argv.slice(2);
const previewAt = args.indexOf('--preview');
const previewDir = previewAt >= 0 ? args[previewAt + 1] : null;
const only = args.filter((a, i) => !a.startsWith('--') && (previewAt < 0 || i !== previewAt + 1));

/** The demo's drawing modules, compiled from TypeScript into a temporary folder and imported. */
async function loadDrawing() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'remuda-gallery-'));
  try {
    for (const file of readdirSync(DRAWING)) {
      if (!file.endsWith('.ts') || file.endsWith('.spec.ts')) continue;
      const { code } = transformSync(readFileSync(path.join(DRAWING, file), 'utf8'), {
        filename: file,
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      });
      writeFileSync(path.join(dir, file.replace(/\.ts$/, '.js')), code);
    }
    const load = (name) => import(pathToFileURL(path.join(dir, name)).href);
    const [geometry, horse, scene] = await Promise.all([load('geometry.js'), load('horse.js'), load('scene.js')]);
    return { g: geometry, ...horse, ...scene };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// What the demo's landscapes do at each hour and in each place (scene.ts), as far as the props need to match.
const HOURS = {
  morning: { haze: '#e2e2e6', dim: 0, sunLeft: true, sky: '#c2d7ea' },
  midday: { haze: '#cddff0', dim: 0, sunLeft: false, sky: '#7fb1de' },
  'golden-hour': { haze: '#f0c89e', dim: 0.04, sunLeft: false, sky: '#e0b38e' },
  dusk: { haze: '#c48a90', dim: 0.3, sunLeft: true, sky: '#7a5a88' },
};
const HORIZONS = { 'sage-desert': 0.6, 'mountain-meadow': 0.6, 'snowy-pasture': 0.6, corral: 0.58, 'red-rock': 0.62, prairie: 0.6 };

/**
 * A picture under construction: the demo's landscape for `scene` and `time`, with things added behind the
 * animals (`back`), the animals themselves (drawn far to near), things in front (`front`) and over everything
 * (`over`: night, firelight).
 */
function picture(d, { scene, time, seed, groundY }) {
  const { g } = d;
  const hour = HOURS[time];
  const u = H / 1000;
  const horizon = H * HORIZONS[scene];
  const light = d.hourLight(time) ?? '#fff8ec';
  const shadow = '#2a2024';
  const tint = (c, haze = 0) => g.mix(g.mix(c, hour.haze, haze), '#1d1830', hour.dim);
  const back = [];
  const actors = [];
  const front = [];
  const over = [];
  const defs = [
    `<radialGradient id="cast"><stop offset="0" stop-color="${shadow}" stop-opacity="0.5"/><stop offset="0.7" stop-color="${shadow}" stop-opacity="0.22"/><stop offset="1" stop-color="${shadow}" stop-opacity="0"/></radialGradient>`,
  ];
  let count = 0;

  /** Places a drawing made in an animal's own units (feet on y = 0, facing right) at x, y with scale s. */
  const place = (drawing, { x, y, s, facing = 'right', extra = '' }) => {
    const f = facing === 'left' ? -1 : 1;
    const anchor = (drawing.box[0] + drawing.box[2]) / 2;
    const feet = drawing.feet.map((fx) => x + (fx - anchor) * s * f);
    const shadowX = (feet[0] + feet[1]) / 2 + (hour.sunLeft ? 1 : -1) * 20 * s;
    defs.push(drawing.defs);
    actors.push({
      y,
      svg:
        `<ellipse cx="${g.num(shadowX, 1)}" cy="${g.num(y + 1.5 * s, 1)}" rx="${g.num(Math.abs(feet[1] - feet[0]) / 2 + 26 * s, 1)}" ry="${g.num(7 * s, 1)}" fill="url(#cast)"/>` +
        `<g transform="translate(${g.num(x, 1)},${g.num(y, 1)}) scale(${g.num(f * s, 4)},${g.num(s, 4)}) translate(${g.num(-anchor, 2)},0)">${drawing.svg}${extra}</g>`,
    });
  };

  return {
    g,
    u,
    horizon,
    light,
    tint,
    sky: hour.sky,
    ground: (share) => horizon + (H - horizon) * share,
    back: (svg) => back.push(svg),
    front: (svg) => front.push(svg),
    over: (svg) => over.push(svg),
    defs: (svg) => defs.push(svg),
    /** A demo horse (a PortraitSpec), optionally ridden (props.rider's options). */
    horse(spec, o) {
      const id = `horse${++count}`;
      const drawing = d.drawHorse(spec, d.POSES[o.pose ?? spec.pose ?? 'standing'], id, o.seed ?? count * 7919, d.hourLight(time));
      const extra = o.rider ? props.rider(g, { light, ...o.rider }) : '';
      place(drawing, { ...o, extra });
    },
    cow(o) {
      const id = `cow${++count}`;
      const drawing = drawCow(g, { id, seed: o.seed ?? count * 104729, light: d.hourLight(time), ...o });
      place(drawing, o);
    },
    svg() {
      // The corral's fence stands among the animals: in front of those behind it, behind those in front.
      if (scene === 'corral') {
        const fenceY = groundY - 55 * u;
        actors.push({ y: fenceY + 8 * u, svg: props.corralFence(g, { y: fenceY, u, width: W, tint }) });
      }
      const land = d.drawScene(scene, time, { width: W, height: H, groundY, pan: 0, panExtent: 0, horseSpan: null, seed });
      const animals = actors.sort((a, b) => a.y - b.y).map((a) => a.svg);
      return (
        `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
        `<defs>${land.defs}${defs.join('')}</defs>${land.back}${back.join('')}${animals.join('')}${land.front}${front.join('')}${land.overlay}${over.join('')}</svg>`
      );
    },
  };
}

// ---------- the twelve pictures ----------

const COWBOY = { jacket: '#3f5a74', hat: '#8a6a48', pad: '#8e2f2a' };
const HAND = { jacket: '#7b4a2e', hat: '#3a2c22', pad: '#2f5874' };

/** Each picture by the name of its file; the demo gallery's list (demo-gallery.ts) says what each shows. */
const PICTURES = {
  'barn-at-sunrise'(d) {
    const p = picture(d, { scene: 'corral', time: 'morning', seed: 11, groundY: H * 0.93 });
    const y = p.ground(0.16);
    p.back(props.tree(p.g, { x: W * 0.3, y, s: 190 * p.u, tint: (c) => p.tint(c, 0.12), sunLeft: true, seed: 3 }));
    p.back(props.silo(p.g, { x: W * 0.86, y, u: p.u, w: 70 * p.u, h: 250 * p.u, tint: (c) => p.tint(c, 0.1), sunLeft: true, light: p.light }));
    p.back(props.barn(p.g, { x: W * 0.56, y, u: p.u, w: 360 * p.u, tint: (c) => p.tint(c, 0.08), sunLeft: true, light: p.light }));
    p.back(props.tree(p.g, { x: W * 0.97, y: y + 6 * p.u, s: 150 * p.u, tint: (c) => p.tint(c, 0.1), sunLeft: true, seed: 8 }));
    p.horse({ coat: 'sorrel', face: 'blaze', scene: 'corral' }, { x: W * 0.24, y: p.ground(0.52), s: 1.25, pose: 'grazing', facing: 'right' });
    p.horse({ coat: 'buckskin', scene: 'corral' }, { x: W * 0.38, y: p.ground(0.58), s: 1.35, pose: 'resting', facing: 'left' });
    return p.svg();
  },
  'pasture-fence-line'(d) {
    const p = picture(d, { scene: 'snowy-pasture', time: 'morning', seed: 4, groundY: H * 0.9 });
    p.front(props.railFence(p.g, { near: [W * 0.12, H * 1.02], far: [W * 0.74, p.ground(0.08)], nearH: 330 * p.u, count: 14, tint: p.tint, light: p.light }));
    p.horse({ coat: 'bay', face: 'star', build: 'compact', scene: 'snowy-pasture' }, { x: W * 0.62, y: p.ground(0.42), s: 1.3, pose: 'alert', facing: 'left' });
    p.horse({ coat: 'grullo', build: 'compact', scene: 'snowy-pasture' }, { x: W * 0.8, y: p.ground(0.36), s: 1.1, pose: 'grazing', facing: 'left' });
    return p.svg();
  },
  'hay-for-winter'(d) {
    const p = picture(d, { scene: 'prairie', time: 'golden-hour', seed: 9, groundY: H * 0.92 });
    const far = p.ground(0.03);
    p.back(props.tree(p.g, { x: W * 0.6, y: far, s: 80 * p.u, tint: (c) => p.tint(c, 0.3), sunLeft: false, seed: 5 }));
    p.back(props.barn(p.g, { x: W * 0.68, y: far, u: p.u, w: 90 * p.u, tint: (c) => p.tint(c, 0.3), sunLeft: false, light: p.light }));
    const rows = [
      [0.12, [0.3, 0.44, 0.58, 0.86]],
      [0.32, [0.12, 0.4, 0.7, 0.98]],
      [0.66, [0.2, 0.62]],
    ];
    for (const [depth, xs] of rows) {
      const y = p.ground(depth);
      const r = (14 + depth * 150) * p.u;
      for (const x of xs) p.front(props.bale(p.g, { x: W * x, y, r, u: p.u, tint: (c) => p.tint(c, 0.25 * (1 - depth)), sunLeft: false, light: p.light, shadow: '#5a3a22' }));
    }
    return p.svg();
  },
  'remuda-grazing'(d) {
    const p = picture(d, { scene: 'sage-desert', time: 'golden-hour', seed: 2, groundY: H * 0.9 });
    p.horse({ coat: 'palomino', build: 'compact', scene: 'sage-desert' }, { x: W * 0.18, y: p.ground(0.22), s: 0.9, pose: 'grazing', facing: 'right' });
    p.horse({ coat: 'blue-roan', build: 'compact', scene: 'sage-desert' }, { x: W * 0.82, y: p.ground(0.3), s: 1.05, pose: 'grazing', facing: 'left' });
    p.horse({ coat: 'bay', pattern: 'tobiano', face: 'blaze', scene: 'sage-desert' }, { x: W * 0.6, y: p.ground(0.5), s: 1.45, pose: 'standing', facing: 'left' });
    p.horse({ coat: 'dun', build: 'compact', scene: 'sage-desert' }, { x: W * 0.33, y: p.ground(0.75), s: 2, pose: 'grazing', facing: 'right' });
    return p.svg();
  },
  'mare-and-foal'(d) {
    const p = picture(d, { scene: 'prairie', time: 'morning', seed: 5, groundY: H * 0.9 });
    p.horse({ coat: 'chestnut', face: 'star-snip', mane: '#e9d3a0', scene: 'prairie' }, { x: W * 0.44, y: p.ground(0.7), s: 2.6, pose: 'grazing', facing: 'right' });
    p.horse({ coat: 'chestnut', face: 'blaze', build: 'young', legs: ['sock', 'none', 'sock', 'none'], scene: 'prairie' }, { x: W * 0.72, y: p.ground(0.8), s: 1.7, pose: 'alert', facing: 'left' });
    return p.svg();
  },
  'on-the-trail'(d) {
    const p = picture(d, { scene: 'red-rock', time: 'midday', seed: 6, groundY: H * 0.9 });
    p.horse({ coat: 'dark-bay', face: 'star', scene: 'red-rock' }, { x: W * 0.56, y: p.ground(0.72), s: 2.5, pose: 'standing', facing: 'right', rider: COWBOY });
    p.horse({ coat: 'gray', scene: 'red-rock' }, { x: W * 0.22, y: p.ground(0.42), s: 1.5, pose: 'alert', facing: 'right', rider: HAND });
    return p.svg();
  },
  'herd-on-summer-grass'(d) {
    const p = picture(d, { scene: 'mountain-meadow', time: 'golden-hour', seed: 7, groundY: H * 0.9 });
    const herd = [
      ['angus', 0.12, 0.16, 0.8, 'grazing', 'right'],
      ['red-angus', 0.34, 0.12, 0.7, 'grazing', 'left'],
      ['hereford', 0.86, 0.2, 0.9, 'standing', 'left'],
      ['angus', 0.58, 0.3, 1.1, 'grazing', 'right'],
      ['charolais', 0.24, 0.45, 1.45, 'standing', 'right'],
      ['red-angus', 0.74, 0.6, 1.9, 'grazing', 'left'],
      ['angus', 0.44, 0.8, 2.5, 'standing', 'right'],
    ];
    for (const [breed, x, depth, s, pose, facing] of herd) p.cow({ breed, pose, x: W * x, y: p.ground(depth), s: s * 1.1, facing });
    p.cow({ breed: 'angus', calf: true, pose: 'standing', x: W * 0.62, y: p.ground(0.84), s: 2.3, facing: 'left' });
    return p.svg();
  },
  'longhorn-steer'(d) {
    const p = picture(d, { scene: 'red-rock', time: 'golden-hour', seed: 12, groundY: H * 0.94 });
    p.cow({ breed: 'longhorn', headOn: true, pose: 'standing', x: W * 0.46, y: p.ground(0.88), s: 4.6, facing: 'right' });
    p.cow({ breed: 'longhorn', pose: 'grazing', x: W * 0.86, y: p.ground(0.3), s: 1.2, facing: 'left' });
    return p.svg();
  },
  'cows-at-the-windmill'(d) {
    const p = picture(d, { scene: 'sage-desert', time: 'morning', seed: 3, groundY: H * 0.9 });
    p.back(props.windmill(p.g, { x: W * 0.3, y: p.ground(0.3), u: p.u, h: 420 * p.u, tint: p.tint, sky: p.sky }));
    p.cow({ breed: 'hereford', pose: 'standing', x: W * 0.52, y: p.ground(0.42), s: 1.6, facing: 'left' });
    p.cow({ breed: 'red-angus', pose: 'grazing', x: W * 0.14, y: p.ground(0.5), s: 1.7, facing: 'right' });
    p.cow({ breed: 'hereford', pose: 'standing', x: W * 0.76, y: p.ground(0.78), s: 2.5, facing: 'left' });
    p.cow({ breed: 'hereford', calf: true, pose: 'standing', x: W * 0.52, y: p.ground(0.86), s: 2.4, facing: 'right' });
    return p.svg();
  },
  'spring-roundup'(d) {
    const p = picture(d, { scene: 'corral', time: 'midday', seed: 8, groundY: H * 0.93 });
    const dustColor = p.tint('#d8bf98');
    p.cow({ breed: 'angus', pose: 'standing', x: W * 0.2, y: p.ground(0.34), s: 1.3, facing: 'left' });
    p.cow({ breed: 'hereford', pose: 'standing', x: W * 0.36, y: p.ground(0.4), s: 1.4, facing: 'left' });
    p.cow({ breed: 'red-angus', calf: true, pose: 'standing', x: W * 0.3, y: p.ground(0.52), s: 1.5, facing: 'left' });
    p.cow({ breed: 'angus', calf: true, pose: 'standing', x: W * 0.12, y: p.ground(0.6), s: 1.6, facing: 'left' });
    p.horse({ coat: 'red-roan', scene: 'corral' }, { x: W * 0.66, y: p.ground(0.78), s: 2.3, pose: 'alert', facing: 'left', rider: { ...COWBOY, rope: true } });
    p.horse({ coat: 'black', face: 'snip', scene: 'corral' }, { x: W * 0.88, y: p.ground(0.44), s: 1.45, pose: 'standing', facing: 'left', rider: HAND });
    p.front(props.dust(p.g, { x: W * 0.5, y: p.ground(0.8), w: 520 * p.u, color: dustColor, seed: 4, opacity: 0.55 }));
    p.front(props.dust(p.g, { x: W * 0.24, y: p.ground(0.55), w: 420 * p.u, color: dustColor, seed: 5, opacity: 0.4 }));
    return p.svg();
  },
  'ranch-rodeo'(d) {
    const p = picture(d, { scene: 'corral', time: 'dusk', seed: 10, groundY: H * 0.93 });
    const standY = p.horizon + 8 * p.u;
    p.back(props.grandstand(p.g, { x0: W * 0.04, x1: W * 0.62, y: standY, h: 120 * p.u, u: p.u, tint: (c) => p.tint(c, 0.05), seed: 2 }));
    for (const x of [0.06, 0.66, 0.96]) p.back(props.lightPole(p.g, { x: W * x, y: standY, h: 300 * p.u, u: p.u, tint: p.tint }));
    p.back(props.bunting(p.g, { from: [W * 0.06, standY - 260 * p.u], to: [W * 0.66, standY - 260 * p.u], u: p.u, colors: ['#c8452f', '#f1ece0', '#2f5a8a'] }));
    p.back(props.bunting(p.g, { from: [W * 0.66, standY - 260 * p.u], to: [W * 0.96, standY - 260 * p.u], u: p.u, colors: ['#c8452f', '#f1ece0', '#2f5a8a'] }));
    p.back(props.barrel(p.g, { x: W * 0.22, y: p.ground(0.55), w: 34 * p.u, color: p.tint('#2f5a8a'), light: '#ffe8b8', sunLeft: true }));
    p.back(props.barrel(p.g, { x: W * 0.86, y: p.ground(0.5), w: 30 * p.u, color: p.tint('#c8452f'), light: '#ffe8b8', sunLeft: true }));
    p.horse({ coat: 'palomino', face: 'blaze', legs: ['sock', 'sock', 'none', 'none'], scene: 'corral' }, { x: W * 0.52, y: p.ground(0.82), s: 2.3, pose: 'alert', facing: 'right', rider: { jacket: '#b23a3a', hat: '#f1e8d8', pad: '#2f5a8a', lean: 10 } });
    p.front(props.dust(p.g, { x: W * 0.4, y: p.ground(0.84), w: 460 * p.u, color: p.tint('#e0c39a'), seed: 7, opacity: 0.5 }));
    p.over(`<rect width="${W}" height="${H}" fill="#ffb060" opacity="0.06"/>`);
    return p.svg();
  },
  'campfire-under-the-stars'(d) {
    const p = picture(d, { scene: 'sage-desert', time: 'dusk', seed: 1, groundY: H * 0.88 });
    const fire = [W * 0.5, p.ground(0.7)];
    p.horse({ coat: 'gray', scene: 'sage-desert' }, { x: W * 0.82, y: p.ground(0.35), s: 1.3, pose: 'resting', facing: 'left' });
    p.horse({ coat: 'bay', scene: 'sage-desert' }, { x: W * 0.93, y: p.ground(0.3), s: 1.2, pose: 'grazing', facing: 'left' });
    // Night falls over the land; the sky keeps its last light near the horizon, and a moon rises.
    p.defs(`<linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b0d24" stop-opacity="0.55"/><stop offset="0.55" stop-color="#0b0d24" stop-opacity="0.2"/><stop offset="0.62" stop-color="#0b0d24" stop-opacity="0.45"/><stop offset="1" stop-color="#0b0d24" stop-opacity="0.6"/></linearGradient>`);
    p.over(`<rect width="${W}" height="${H}" fill="url(#night)"/>`);
    p.over(`<circle cx="${W * 0.8}" cy="${H * 0.14}" r="${26 * p.u}" fill="#f6f0da"/><circle cx="${W * 0.8 + 10 * p.u}" cy="${H * 0.14 - 6 * p.u}" r="${24 * p.u}" fill="#2a2a4a" opacity="0.9"/>`);
    p.over(props.tent(p.g, { x: W * 0.2, y: p.ground(0.4), w: 190 * p.u, glow: '#d9a560' }));
    p.over(props.campfire(p.g, { x: fire[0], y: fire[1], s: 70 * p.u, seed: 2 }));
    p.over(props.sittingFigure(p.g, { x: W * 0.36, y: p.ground(0.78), s: 110 * p.u, facing: 'right', rim: '#ff9a50' }));
    p.over(props.sittingFigure(p.g, { x: W * 0.64, y: p.ground(0.8), s: 115 * p.u, facing: 'left', rim: '#ff9a50' }));
    return p.svg();
  },
};

// ---------- output ----------

const d = await loadDrawing();
const names = only.length ? only : Object.keys(PICTURES);
for (const name of names) if (!PICTURES[name]) throw new Error(`no picture named ${name}; known: ${Object.keys(PICTURES).join(', ')}`);
mkdirSync(OUT, { recursive: true });
if (previewDir) mkdirSync(previewDir, { recursive: true });
for (const name of names) {
  const svg = Buffer.from(PICTURES[name](d));
  for (const width of WIDTHS) {
    const file = path.join(OUT, `${name}.webp`);
    await sharp(svg).resize(width).webp({ quality: 78, effort: 6 }).toFile(file);
    const bytes = statSync(file).size;
    if (bytes > MAX_BYTES[width]) throw new Error(`${file} is ${bytes} bytes, more than ${MAX_BYTES[width]}`);
    const meta = await sharp(file).metadata();
    if (meta.format !== 'webp' || meta.width !== width || meta.height !== Math.round((width * H) / W)) {
      throw new Error(`${file} came out ${meta.format} ${meta.width}x${meta.height}`);
    }
    console.log(`${path.relative(root, file)}  ${meta.width}x${meta.height}  ${Math.round(bytes / 1024)} KB`);
  }
  if (previewDir) await sharp(svg).png().toFile(path.join(previewDir, `${name}.png`));
}
