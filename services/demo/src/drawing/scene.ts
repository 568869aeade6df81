/**
 * The landscapes behind the demo horses: sky for the hour, distant ranges, hills, ground and the odd prop
 * (sagebrush, pines, a corral fence, a windmill), in screen pixels. Layers move at different speeds when
 * `pan` is set, for the clips.
 */
import { type Pt, type Random, between, circle, darken, lighten, mix, num, polygon, rng, smooth } from './geometry.js';
import type { Scene, TimeOfDay } from './portrait.js';

interface Hour {
  sky: [string, string, string];
  sun: Pt;
  sunColor: string;
  glow: string;
  /** Light on the horse. */
  light: string;
  cloud: string;
  cloudShade: string;
  haze: string;
  /** How much the land is darkened. */
  dim: number;
}

const HOURS: Record<TimeOfDay, Hour> = {
  morning: {
    sky: ['#7fa9d6', '#c2d7ea', '#f4dcc2'], sun: [0.16, 0.3], sunColor: '#fff6e0', glow: '#ffe7c0', light: '#fff1dc',
    cloud: '#ffffff', cloudShade: '#c6cfe0', haze: '#e2e2e6', dim: 0,
  },
  midday: {
    sky: ['#3d7fc7', '#7fb1de', '#d4e6f3'], sun: [0.84, 0.1], sunColor: '#ffffff', glow: '#fff8e0', light: '#ffffff',
    cloud: '#ffffff', cloudShade: '#bccde2', haze: '#cddff0', dim: 0,
  },
  'golden-hour': {
    sky: ['#5a7bb2', '#e0b38e', '#f9c77a'], sun: [0.8, 0.42], sunColor: '#fff2c8', glow: '#ffbf66', light: '#ffbd6e',
    cloud: '#ffe2c0', cloudShade: '#d5988a', haze: '#f0c89e', dim: 0.04,
  },
  dusk: {
    sky: ['#232c55', '#7a5a88', '#f29e6c'], sun: [0.22, 0.56], sunColor: '#ffd6a6', glow: '#ff9868', light: '#8a74b4',
    cloud: '#d7a0a8', cloudShade: '#5f4a72', haze: '#c48a90', dim: 0.3,
  },
};

interface Land {
  far: string;
  mid: string;
  ground: [string, string];
  horizon: number;
  snowcaps: boolean;
}

const LANDS: Record<Scene, Land> = {
  'sage-desert': { far: '#8c8cb2', mid: '#b09c7a', ground: ['#cfb98f', '#a48b63'], horizon: 0.6, snowcaps: false },
  'mountain-meadow': { far: '#7e91ab', mid: '#3e5c44', ground: ['#9ab468', '#5b873c'], horizon: 0.6, snowcaps: true },
  'snowy-pasture': { far: '#aebfd2', mid: '#dbe4ee', ground: ['#eef3f8', '#d3dfea'], horizon: 0.6, snowcaps: true },
  corral: { far: '#8c8fab', mid: '#8d8a66', ground: ['#c29d72', '#957050'], horizon: 0.58, snowcaps: false },
  'red-rock': { far: '#b7735a', mid: '#c0673d', ground: ['#d69d6d', '#b0714a'], horizon: 0.62, snowcaps: false },
  prairie: { far: '#9aa3b8', mid: '#b8a96a', ground: ['#dcc27c', '#b59752'], horizon: 0.6, snowcaps: false },
};

export interface SceneOptions {
  width: number;
  height: number;
  /** Where the horse stands, y in pixels. */
  groundY: number;
  /** Horizontal camera travel in pixels; layers move by a share of it. */
  pan: number;
  /** The largest `pan` the picture will be drawn with, so every layer is wide enough. */
  panExtent: number;
  /** Screen x range the horse covers, kept clear of large foreground props. */
  horseSpan: [number, number] | null;
  seed: number;
}

export interface SceneDrawing {
  defs: string;
  back: string;
  front: string;
  overlay: string;
  shadow: string;
  dim: number;
  sunX: number;
}

/** The colour of the light the hour casts on the horse (null: plain daylight). */
export function hourLight(time: TimeOfDay): string | null {
  return HOURS[time].light === '#ffffff' ? null : HOURS[time].light;
}

/** Draws the scene around a horse standing at `groundY`. */
export function drawScene(scene: Scene, time: TimeOfDay, o: SceneOptions): SceneDrawing {
  const hour = HOURS[time];
  const land = LANDS[scene];
  const W = o.width;
  const H = o.height;
  const u = H / 1000;
  const horizon = H * land.horizon;
  const dimmed = (c: string, extra = 0) => mix(c, '#1d1830', hour.dim + extra);
  const hazy = (c: string, t: number) => dimmed(mix(c, hour.haze, t));
  const layer = (factor: number, body: string) =>
    o.pan === 0 || factor === 0 ? `<g>${body}</g>` : `<g transform="translate(${num(-o.pan * factor, 1)},0)">${body}</g>`;
  const span = (factor: number): [number, number] => [-W * 0.1, W * 1.1 + o.panExtent * factor];
  const seeded = (k: number): Random => rng((o.seed ^ Math.imul(k + 1, 0x9e3779b1)) >>> 0);

  const defs: string[] = [];
  const back: string[] = [];
  const front: string[] = [];

  // Sky.
  defs.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hour.sky[0]}"/><stop offset="0.62" stop-color="${hour.sky[1]}"/><stop offset="1" stop-color="${hour.sky[2]}"/></linearGradient>`,
  );
  back.push(`<rect width="${W}" height="${num(horizon + 4 * u, 1)}" fill="url(#sky)"/>`);
  if (time === 'dusk') {
    const r = seeded(1);
    const stars: string[] = [];
    for (let i = 0; i < 70; i++) stars.push(circle([r() * W, Math.pow(r(), 1.6) * horizon * 0.55], between(r, 0.5, 1.4) * u, 1));
    back.push(`<path d="${stars.join('')}" fill="#fff6e8" opacity="0.75"/>`);
  }

  // Sun and its glow.
  const sun: Pt = [hour.sun[0] * W, Math.min(hour.sun[1] * H, horizon - 10 * u)];
  defs.push(
    `<radialGradient id="glow"><stop offset="0" stop-color="${hour.glow}" stop-opacity="0.85"/><stop offset="0.25" stop-color="${hour.glow}" stop-opacity="0.35"/><stop offset="1" stop-color="${hour.glow}" stop-opacity="0"/></radialGradient>`,
  );
  back.push(
    layer(0.02, `<circle cx="${num(sun[0], 1)}" cy="${num(sun[1], 1)}" r="${num(420 * u, 1)}" fill="url(#glow)"/><circle cx="${num(sun[0], 1)}" cy="${num(sun[1], 1)}" r="${num((time === 'midday' ? 26 : 38) * u, 1)}" fill="${hour.sunColor}"/>`),
  );

  // Clouds.
  {
    const r = seeded(2);
    const [x0, x1] = span(0.05);
    const parts: string[] = [];
    const count = Math.round(((x1 - x0) / W) * (scene === 'snowy-pasture' ? 6 : 4));
    for (let i = 0; i < count; i++) {
      const cx = x0 + ((i + between(r, 0.1, 0.9)) / count) * (x1 - x0);
      const cy = between(r, 0.1, 0.42) * horizon;
      const w = between(r, 110, 260) * u;
      parts.push(cloud(r, cx, cy, w, hour.cloud, hour.cloudShade));
    }
    back.push(layer(0.05, `<g opacity="${time === 'midday' ? 0.95 : 0.85}">${parts.join('')}</g>`));
  }

  // Far range.
  {
    const r = seeded(3);
    const [x0, x1] = span(0.1);
    const parts: string[] = [];
    if (scene === 'red-rock') {
      parts.push(mesas(r, x0, x1, horizon + 4 * u, 190 * u, hazy(land.far, 0.35), hour, u, 5));
    } else {
      const amp = (scene === 'prairie' ? 90 : scene === 'sage-desert' || scene === 'corral' ? 170 : 290) * u;
      const base = horizon + 10 * u;
      const color = hazy(land.far, scene === 'snowy-pasture' ? 0.15 : 0.25);
      // A paler range behind, then the main one with shadowed faces.
      const behind = range(r, x0, x1, base, amp * 0.8, u, scene === 'prairie' ? 420 : 260);
      parts.push(`<path d="M${num(x0, 1)},${num(base, 1)}L${behind.top.map((p) => `${num(p[0], 1)},${num(p[1] - amp * 0.15, 1)}`).join('L')}L${num(x1, 1)},${num(base, 1)}Z" fill="${mix(color, hour.haze, 0.45)}"/>`);
      const main = range(r, x0, x1, base, amp, u, scene === 'prairie' ? 360 : 200);
      const shape = `M${num(x0, 1)},${num(base, 1)}L${main.top.map((p) => `${num(p[0], 1)},${num(p[1], 1)}`).join('L')}L${num(x1, 1)},${num(base, 1)}Z`;
      parts.push(`<path d="${shape}" fill="${color}"/>`);
      defs.push(`<clipPath id="range"><path d="${shape}"/></clipPath>`);
      const shade = shadows(main.top, main.peaks, base, hour.sun[0] < 0.5, r);
      parts.push(`<path d="${shade}" fill="${darken(color, 0.16)}" clip-path="url(#range)"/>`);
      if (land.snowcaps) {
        const line: Pt[] = [];
        const snowY = base - amp * 0.62;
        for (let x = x0; x <= x1; x += 12 * u) line.push([x, snowY + between(r, -14, 18) * u]);
        const snow = dimmed(mix('#ffffff', hour.haze, 0.12));
        parts.push(
          `<path d="M${num(x0, 1)},${num(base - amp * 2, 1)}L${line.map((p) => `${num(p[0], 1)},${num(p[1], 1)}`).join('L')}L${num(x1, 1)},${num(base - amp * 2, 1)}Z" fill="${snow}" clip-path="url(#range)"/>`,
          `<path d="${shade}" fill="${mix(darken(color, 0.1), snow, 0.35)}" opacity="0.6" clip-path="url(#snowline)"/>`,
        );
        defs.push(`<clipPath id="snowline"><path d="M${num(x0, 1)},${num(base - amp * 2, 1)}L${line.map((p) => `${num(p[0], 1)},${num(p[1], 1)}`).join('L')}L${num(x1, 1)},${num(base - amp * 2, 1)}Z"/></clipPath>`);
      }
    }
    back.push(layer(0.1, parts.join('')));
  }

  // Hills in the middle distance, with what grows or stands on them.
  {
    const r = seeded(4);
    const [x0, x1] = span(0.25);
    const parts: string[] = [];
    const hillBase = horizon + 12 * u;
    if (scene === 'red-rock') {
      parts.push(mesas(r, x0, x1, hillBase, 120 * u, hazy(land.mid, 0.12), hour, u, 3));
    } else {
      const amp = (scene === 'mountain-meadow' ? 80 : scene === 'snowy-pasture' ? 55 : 45) * u;
      const top = smoothRidge(r, x0, x1, horizon - amp * 0.4, amp, 5);
      const color = hazy(land.mid, 0.12);
      parts.push(`<path d="M${num(x0, 1)},${num(hillBase, 1)}L${smooth(top, false, 1).slice(1)}L${num(x1, 1)},${num(hillBase, 1)}Z" fill="${color}"/>`);
      if (scene === 'mountain-meadow' || scene === 'snowy-pasture') {
        const trees: string[] = [];
        const snow: string[] = [];
        for (let x = x0; x < x1; x += between(r, 6, 16) * u) {
          const y = heightAt(top, x) + between(r, 4, 40) * u;
          const h = between(r, 30, 62) * u;
          trees.push(conifer(x, y, h));
          if (scene === 'snowy-pasture') snow.push(conifer(x, y - h * 0.05, h * 0.82, 0.22));
        }
        parts.push(`<path d="${trees.join('')}" fill="${hazy(scene === 'snowy-pasture' ? '#3b5247' : '#2f4a35', 0.1)}"/>`);
        if (snow.length) parts.push(`<path d="${snow.join('')}" fill="${dimmed('#f4f8fb')}" opacity="0.7"/>`);
      }
      if (scene === 'corral') parts.push(barn(W * 0.78, hillBase - 2 * u, u, hour, dimmed));
      if (scene === 'prairie') parts.push(windmill(W * 0.16, hillBase + 8 * u, u, dimmed('#4d4438')));
    }
    back.push(layer(0.25, parts.join('')));
  }

  // Ground.
  const ground = land.ground.map((c) => dimmed(c)) as [string, string];
  defs.push(
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(ground[0], hour.haze, 0.25)}"/><stop offset="0.35" stop-color="${ground[0]}"/><stop offset="1" stop-color="${ground[1]}"/></linearGradient>`,
  );
  back.push(`<rect y="${num(horizon, 1)}" width="${W}" height="${num(H - horizon, 1)}" fill="url(#ground)"/>`);

  // Ground texture: streaks and props, smaller towards the horizon.
  const depth = (y: number) => (y - horizon) / (o.groundY - horizon);
  // Land nearer the camera slides by faster: each band of ground moves with its own depth.
  const groundT = (o.groundY - horizon) / (H - horizon);
  const factorAt = (share: number) => share / groundT;
  {
    const parts: string[] = [];
    for (let b = 0; b < 6; b++) {
      const f0 = b / 6;
      const f1 = (b + 1) / 6;
      const factor = factorAt((f0 + f1) / 2);
      const r = seeded(50 + b);
      const [x0, x1] = span(factor);
      const streaks: string[] = [];
      for (let i = 0; i < ((x1 - x0) / W) * 10; i++) {
        const y = horizon + between(r, f0, f1) * (H - horizon);
        const x = between(r, x0, x1);
        const w = between(r, 40, 200) * u * (0.3 + depth(y));
        streaks.push(`M${num(x, 1)},${num(y, 1)}h${num(w, 1)}`);
      }
      parts.push(layer(factor, `<path d="${streaks.join('')}"/>`));
    }
    back.push(`<g stroke="${darken(ground[1], 0.15)}" stroke-opacity="0.22" stroke-width="${num(2.2 * u, 2)}" stroke-linecap="round">${parts.join('')}</g>`);
  }

  const scatter = (k: number, count: number, factor: number, from: number, to: number) => {
    const r = seeded(k);
    const [x0, x1] = span(factor);
    const items: { x: number; y: number; s: number; r: Random }[] = [];
    const n = Math.round(((x1 - x0) / W) * count);
    for (let i = 0; i < n; i++) {
      const y = horizon + (from + Math.pow(r(), 1.4) * (to - from)) * (H - horizon);
      items.push({ x: between(r, x0, x1), y, s: 0.25 + depth(y) * 0.85, r });
    }
    return items.sort((a, b) => a.y - b.y);
  };

  const props = (factor: number, items: ReturnType<typeof scatter>, isFront: boolean) => {
    const dark: string[] = [];
    const lite: string[] = [];
    const blades: string[] = [];
    const flowers: Record<string, string[]> = {};
    const rocks: string[] = [];
    for (const it of items) {
      const s = it.s * u;
      const inHorse = isFront && o.horseSpan !== null && it.x - o.pan * factor > o.horseSpan[0] - 40 * u && it.x - o.pan * factor < o.horseSpan[1] + 40 * u;
      if (scene === 'sage-desert' || scene === 'red-rock' || (scene === 'corral' && it.r() < 0.3)) {
        if (inHorse && s > 0.6 * u) continue;
        if (it.r() < 0.12) rocks.push(rock(it.r, it.x, it.y, 22 * s));
        else sage(it.r, it.x, it.y, 34 * s, dark, lite);
      } else if (scene === 'mountain-meadow') {
        grass(it.r, it.x, it.y, 26 * s, blades);
        if (it.r() < 0.5) {
          const c = ['#f2d34f', '#b48be0', '#ffffff', '#e8834f'][Math.floor(it.r() * 4)];
          (flowers[c] ??= []).push(circle([it.x + between(it.r, -10, 10) * s, it.y - between(it.r, 4, 18) * s], 2.2 * s, 1));
        }
      } else if (scene === 'snowy-pasture') {
        if (it.r() < 0.5) grass(it.r, it.x, it.y, 16 * s, blades);
        else rocks.push(drift(it.r, it.x, it.y, 60 * s));
      } else {
        grass(it.r, it.x, it.y, (scene === 'prairie' ? 34 : 22) * s, blades);
      }
    }
    const sageBase = dimmed(scene === 'red-rock' ? '#5f7a52' : '#7f8f72');
    const grassColor = dimmed(scene === 'mountain-meadow' ? '#4f7a32' : scene === 'snowy-pasture' ? '#8a7a5a' : scene === 'prairie' ? '#a78a44' : '#8a7a4e');
    const rockColor = scene === 'snowy-pasture' ? dimmed('#dfe8f1') : dimmed(scene === 'red-rock' ? '#9a5a3c' : '#9c9282');
    return layer(
      factor,
      (rocks.length ? `<path d="${rocks.join('')}" fill="${rockColor}"/>` : '') +
        (dark.length ? `<path d="${dark.join('')}" fill="${sageBase}"/><path d="${lite.join('')}" fill="${lighten(sageBase, 0.25)}"/>` : '') +
        (blades.length ? `<path d="${blades.join('')}" fill="none" stroke="${grassColor}" stroke-width="${num(1.6 * u * (isFront ? 1.6 : 1), 2)}" stroke-linecap="round"/>` : '') +
        Object.entries(flowers).map(([c, d]) => `<path d="${d.join('')}" fill="${dimmed(c)}"/>`).join(''),
    );
  };

  const banded = (k: number, count: number, from: number, to: number, n: number, isFront: boolean): string => {
    const parts: string[] = [];
    for (let b = 0; b < n; b++) {
      const f0 = from + ((to - from) * b) / n;
      const f1 = from + ((to - from) * (b + 1)) / n;
      const factor = factorAt((f0 + f1) / 2);
      parts.push(props(factor, scatter(k * 16 + b, count / n, factor, f0, f1), isFront));
    }
    return parts.join('');
  };
  const lush = scene === 'mountain-meadow' || scene === 'prairie';
  back.push(banded(6, lush ? 90 : 40, 0.02, groundT * 0.75, 5, false));

  if (scene === 'corral') {
    const fenceY = o.groundY - 55 * u;
    const factor = factorAt((fenceY - horizon) / (H - horizon));
    back.push(layer(factor, fence(W, fenceY, u, span(factor), dimmed)));
  }
  if (scene === 'snowy-pasture') back.push(layer(factorAt(groundT * 0.45), wireFence(horizon, o.groundY, u, span(factorAt(groundT * 0.45)), dimmed)));

  back.push(banded(7, lush ? 40 : 16, groundT * 0.75, groundT * 0.97, 2, false));

  // In front of the horse: a few props near the bottom edge.
  front.push(banded(8, lush ? 26 : 10, groundT * 1.02, 1.05, 2, true));

  if (scene === 'snowy-pasture' && time !== 'dusk') {
    const r = seeded(9);
    const flakes: string[] = [];
    for (let i = 0; i < 90; i++) flakes.push(circle([r() * W, r() * H], between(r, 1, 3) * u, 1));
    front.push(`<path d="${flakes.join('')}" fill="#ffffff" opacity="0.7"/>`);
  }

  // Overlays: haze at the horizon, a soft vignette, the colour of the hour.
  defs.push(
    `<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hour.haze}" stop-opacity="0"/><stop offset="0.5" stop-color="${hour.haze}" stop-opacity="0.35"/><stop offset="1" stop-color="${hour.haze}" stop-opacity="0"/></linearGradient>`,
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.28"/></radialGradient>`,
  );
  back.push(`<rect y="${num(horizon - 40 * u, 1)}" width="${W}" height="${num(80 * u, 1)}" fill="url(#haze)"/>`);
  const overlay = `<rect width="${W}" height="${H}" fill="url(#vignette)"/>` + (time === 'golden-hour' ? `<rect width="${W}" height="${H}" fill="#ff9a3c" opacity="0.06"/>` : '');

  return {
    defs: defs.join(''),
    back: back.join(''),
    front: front.join(''),
    overlay,
    shadow: mix(ground[1], '#1a1428', 0.7),
    dim: hour.dim,
    sunX: sun[0],
  };
}

// ---------- shapes ----------

function cloud(r: Random, cx: number, cy: number, w: number, color: string, shade: string): string {
  // Soft, flat-bottomed puffs: overlapping translucent ellipses, a shaded underside.
  const puffs: string[] = [];
  const under: string[] = [];
  const n = 6 + Math.floor(r() * 5);
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const x = cx - w / 2 + t * w + between(r, -0.05, 0.05) * w;
    const rx = w * between(r, 0.12, 0.24);
    const ry = rx * between(r, 0.45, 0.75) * (0.6 + Math.sin(t * Math.PI) * 0.6);
    puffs.push(ellipsePath(x, cy - ry * 0.55, rx, ry));
    under.push(ellipsePath(x + rx * 0.1, cy + ry * 0.05, rx * 1.1, ry * 0.35));
  }
  return `<path d="${under.join('')}" fill="${shade}" opacity="0.5"/><path d="${puffs.join('')}" fill="${color}" opacity="0.55"/><path d="${puffs.slice(1, -1).join('')}" fill="${color}" opacity="0.5"/>`;
}

const ellipsePath = (x: number, y: number, rx: number, ry: number): string =>
  `M${num(x - rx, 1)},${num(y, 1)}a${num(rx, 1)},${num(ry, 1)} 0 1,0 ${num(2 * rx, 1)},0a${num(rx, 1)},${num(ry, 1)} 0 1,0 ${num(-2 * rx, 1)},0Z`;

/** A mountain range: peaks and saddles, roughened; returns the ridge and the peaks' positions. */
function range(r: Random, x0: number, x1: number, base: number, amp: number, u: number, spacing: number): { top: Pt[]; peaks: Pt[] } {
  const control: Pt[] = [];
  let x = x0;
  let peak = r() < 0.5;
  while (x < x1 + spacing * u) {
    control.push([x, base - amp * (peak ? between(r, 0.55, 1) : between(r, 0.12, 0.42))]);
    x += between(r, 0.5, 1.1) * spacing * u;
    peak = !peak;
  }
  const peaks = control.filter((p, i) => (i === 0 || p[1] < control[i - 1][1]) && (i === control.length - 1 || p[1] < control[i + 1][1]));
  let pts: Pt[] = control;
  let a = amp * 0.16;
  for (let d = 0; d < 4; d++) {
    const next: Pt[] = [pts[0]];
    for (let i = 1; i < pts.length; i++) {
      const p = pts[i - 1];
      const q = pts[i];
      next.push([(p[0] + q[0]) / 2, (p[1] + q[1]) / 2 + between(r, -0.5, 0.5) * a], q);
    }
    pts = next;
    a *= 0.5;
  }
  return { top: pts, peaks };
}

/** Shadowed faces: from each peak down to the base on the side away from the sun. */
function shadows(top: readonly Pt[], peaks: readonly Pt[], base: number, sunLeft: boolean, r: Random): string {
  const side = sunLeft ? 1 : -1;
  const parts: string[] = [];
  for (const p of peaks) {
    const h = base - p[1];
    const ridgeSide = top.filter((q) => (q[0] - p[0]) * side > 0 && Math.abs(q[0] - p[0]) < h * 1.4);
    const far = ridgeSide.length ? ridgeSide[side > 0 ? ridgeSide.length - 1 : 0] : p;
    const ordered = side > 0 ? ridgeSide : [...ridgeSide].reverse();
    const spine: Pt[] = [
      [p[0] + side * h * between(r, 0.05, 0.15), p[1] + h * 0.35],
      [p[0] + side * h * between(r, 0.15, 0.3), p[1] + h * 0.7],
      [p[0] + side * h * 0.35, base],
    ];
    parts.push(polygon([p, ...ordered, [far[0], base], ...spine.reverse()], 1));
  }
  return parts.join('');
}

function smoothRidge(r: Random, x0: number, x1: number, y: number, amp: number, count: number): Pt[] {
  const pts: Pt[] = [];
  const n = Math.max(4, Math.round(count * ((x1 - x0) / 1000)));
  for (let i = 0; i <= n; i++) pts.push([x0 + ((x1 - x0) * i) / n, y + between(r, -0.5, 0.5) * amp]);
  return pts;
}

function heightAt(pts: readonly Pt[], x: number): number {
  for (let i = 1; i < pts.length; i++) {
    if (pts[i][0] >= x) {
      const t = (x - pts[i - 1][0]) / (pts[i][0] - pts[i - 1][0] || 1);
      return pts[i - 1][1] + (pts[i][1] - pts[i - 1][1]) * t;
    }
  }
  return pts[pts.length - 1][1];
}

function mesas(r: Random, x0: number, x1: number, base: number, height: number, color: string, hour: Hour, u: number, perWidth: number): string {
  const parts: string[] = [];
  const shadow: string[] = [];
  const bands: string[] = [];
  let x = x0 + between(r, 0, 200) * u;
  const step = (x1 - x0) / perWidth;
  while (x < x1) {
    const w = between(r, 0.5, 1.2) * step;
    const h = between(r, 0.45, 1) * height;
    const talus = h * 0.35;
    const cliff = w * 0.08;
    const top = base - h;
    const pts: Pt[] = [
      [x - talus * 0.9, base], [x, base - talus], [x + cliff, top], [x + w - cliff, top + between(r, -4, 4) * u], [x + w, base - talus], [x + w + talus, base],
    ];
    parts.push(polygon(pts, 1));
    const sunLeft = hour.sun[0] < 0.5;
    shadow.push(sunLeft ? polygon([[x + w - cliff, top], [x + w, base - talus], [x + w + talus, base], [x + w - cliff * 3, base]], 1) : polygon([[x - talus * 0.9, base], [x, base - talus], [x + cliff, top], [x + cliff * 3, base]], 1));
    for (let k = 1; k <= 3; k++) {
      const y = top + (h - talus) * (k / 4);
      bands.push(`M${num(x + cliff * (1 - k / 4), 1)},${num(y, 1)}H${num(x + w - cliff * (1 - k / 4), 1)}`);
    }
    x += w + between(r, 0.3, 1.2) * step;
  }
  return (
    `<path d="${parts.join('')}" fill="${color}"/>` +
    `<path d="${bands.join('')}" stroke="${darken(color, 0.18)}" stroke-width="${num(3 * u, 2)}" opacity="0.5"/>` +
    `<path d="${shadow.join('')}" fill="${darken(color, 0.22)}" opacity="0.7"/>`
  );
}

/** A fir: tiers of boughs; `snow` draws only the snowy tops of the tiers. */
function conifer(x: number, y: number, h: number, snow = 0): string {
  const w = h * 0.34;
  const tiers = 4;
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let k = 1; k <= tiers; k++) {
    const ty = y - h + (h * 0.9 * k) / tiers;
    const tw = (w * k) / tiers;
    left.push([x - tw, ty], [x - tw * 0.45, ty - h * 0.04]);
    right.push([x + tw, ty], [x + tw * 0.45, ty - h * 0.04]);
  }
  if (snow > 0) {
    const parts: string[] = [];
    for (let k = 1; k <= tiers; k++) {
      const ty = y - h + (h * 0.9 * k) / tiers;
      const tw = (w * k) / tiers;
      parts.push(polygon([[x, ty - h * 0.2], [x + tw * 0.8, ty - h * 0.02], [x, ty - h * 0.08], [x - tw * 0.8, ty - h * 0.02]], 1));
    }
    return parts.join('');
  }
  const pts: Pt[] = [[x, y - h], ...right, [x + w * 0.08, y], [x - w * 0.08, y], ...left.reverse()];
  return polygon(pts, 1);
}

function sage(r: Random, x: number, y: number, size: number, dark: string[], lite: string[]): void {
  const n = 4 + Math.floor(r() * 3);
  for (let i = 0; i < n; i++) {
    const cx = x + between(r, -0.6, 0.6) * size;
    const cy = y - between(r, 0.1, 0.55) * size;
    const rr = between(r, 0.3, 0.5) * size;
    dark.push(circle([cx, cy], rr, 1));
    lite.push(circle([cx - rr * 0.2, cy - rr * 0.25], rr * 0.6, 1));
  }
}

function rock(r: Random, x: number, y: number, size: number): string {
  const w = size * between(r, 0.7, 1.3);
  return smooth([[x - w, y], [x - w * 0.7, y - size * 0.5], [x - w * 0.1, y - size * 0.75], [x + w * 0.6, y - size * 0.45], [x + w, y]], true, 1);
}

function drift(r: Random, x: number, y: number, size: number): string {
  const w = size * between(r, 0.8, 1.6);
  return smooth([[x - w, y], [x - w * 0.3, y - size * 0.12], [x + w * 0.4, y - size * 0.08], [x + w, y]], true, 1);
}

function grass(r: Random, x: number, y: number, size: number, out: string[]): void {
  const n = 4 + Math.floor(r() * 4);
  for (let i = 0; i < n; i++) {
    const dx = between(r, -0.6, 0.6) * size;
    const h = between(r, 0.5, 1) * size;
    const bx = x + between(r, -0.15, 0.15) * size;
    out.push(`M${num(bx, 1)},${num(y, 1)}q${num(dx * 0.2, 1)},${num(-h * 0.6, 1)} ${num(dx, 1)},${num(-h, 1)}`);
  }
}

function fence(W: number, y: number, u: number, [x0, x1]: [number, number], dimmed: (c: string) => string): string {
  const wood = dimmed('#7a5638');
  const posts: string[] = [];
  const rails: string[] = [];
  const h = 120 * u;
  const gap = 190 * u;
  for (let x = x0; x <= x1 + gap; x += gap) posts.push(`M${num(x - 6 * u, 1)},${num(y + 8 * u, 1)}h${num(12 * u, 1)}v${num(-h - 10 * u, 1)}h${num(-12 * u, 1)}Z`);
  for (const k of [0.12, 0.45, 0.78]) {
    const ry = y - h * (1 - k);
    let d = `M${num(x0, 1)},${num(ry, 1)}`;
    for (let x = x0; x < x1 + gap; x += gap) d += `Q${num(x + gap / 2, 1)},${num(ry + 5 * u, 1)} ${num(x + gap, 1)},${num(ry, 1)}`;
    rails.push(d);
  }
  void W;
  return (
    `<path d="${rails.join('')}" fill="none" stroke="${wood}" stroke-width="${num(9 * u, 1)}"/>` +
    `<path d="${rails.join('')}" fill="none" stroke="${lighten(wood, 0.25)}" stroke-width="${num(2.5 * u, 1)}" transform="translate(0,${num(-3 * u, 1)})"/>` +
    `<path d="${posts.join('')}" fill="${darken(wood, 0.15)}"/>`
  );
}

function wireFence(horizon: number, groundY: number, u: number, [x0, x1]: [number, number], dimmed: (c: string) => string): string {
  const y = horizon + (groundY - horizon) * 0.45;
  const posts: string[] = [];
  const h = 55 * u;
  for (let x = x0; x <= x1; x += 110 * u) posts.push(`M${num(x, 1)},${num(y + 4 * u, 1)}v${num(-h, 1)}`);
  const wires = [0.3, 0.6, 0.9].map((k) => `M${num(x0, 1)},${num(y - h * k, 1)}H${num(x1, 1)}`);
  const color = dimmed('#4b3a2c');
  return `<path d="${wires.join('')}" stroke="${color}" stroke-width="${num(1.2 * u, 2)}" opacity="0.6"/><path d="${posts.join('')}" stroke="${color}" stroke-width="${num(5 * u, 1)}" stroke-linecap="round"/>`;
}

function barn(x: number, y: number, u: number, hour: Hour, dimmed: (c: string) => string): string {
  const w = 110 * u;
  const h = 55 * u;
  const roof = polygon([[x - w / 2 - 4 * u, y - h], [x - w * 0.36, y - h - 28 * u], [x, y - h - 42 * u], [x + w * 0.36, y - h - 28 * u], [x + w / 2 + 4 * u, y - h]], 1);
  const walls = polygon([[x - w / 2, y], [x - w / 2, y - h], [x + w / 2, y - h], [x + w / 2, y]], 1);
  const red = dimmed(mix('#8e3a2a', hour.haze, 0.25));
  const trees = [circle([x - w * 0.85, y - 38 * u], 34 * u, 1), circle([x - w * 1.2, y - 28 * u], 26 * u, 1), circle([x + w * 0.85, y - 30 * u], 28 * u, 1)];
  return (
    `<path d="${trees.join('')}" fill="${dimmed(mix('#4a5a38', hour.haze, 0.3))}"/>` +
    `<path d="${walls}" fill="${red}"/><path d="${roof}" fill="${darken(red, 0.35)}"/>` +
    `<path d="M${num(x - 14 * u, 1)},${num(y, 1)}v${num(-32 * u, 1)}h${num(28 * u, 1)}v${num(32 * u, 1)}M${num(x - 14 * u, 1)},${num(y - 32 * u, 1)}l${num(28 * u, 1)},${num(32 * u, 1)}M${num(x + 14 * u, 1)},${num(y - 32 * u, 1)}l${num(-28 * u, 1)},${num(32 * u, 1)}" fill="none" stroke="${dimmed('#efe6da')}" stroke-width="${num(2.4 * u, 1)}" opacity="0.85"/>`
  );
}

function windmill(x: number, y: number, u: number, color: string): string {
  const h = 150 * u;
  const top: Pt = [x, y - h];
  const legs = `M${num(x - 22 * u, 1)},${num(y, 1)}L${num(x - 3 * u, 1)},${num(top[1], 1)}M${num(x + 22 * u, 1)},${num(y, 1)}L${num(x + 3 * u, 1)},${num(top[1], 1)}`;
  const braces: string[] = [];
  for (let k = 1; k <= 4; k++) {
    const y1 = y - (h * k) / 5;
    const w1 = 22 * u * (1 - k / 5) + 3 * u * (k / 5);
    const y0 = y - (h * (k - 1)) / 5;
    const w0 = 22 * u * (1 - (k - 1) / 5) + 3 * u * ((k - 1) / 5);
    braces.push(`M${num(x - w0, 1)},${num(y0, 1)}L${num(x + w1, 1)},${num(y1, 1)}M${num(x + w0, 1)},${num(y0, 1)}L${num(x - w1, 1)},${num(y1, 1)}`);
  }
  const blades: string[] = [];
  const R = 34 * u;
  for (let i = 0; i < 18; i++) {
    const a = (i / 18) * Math.PI * 2;
    const b = a + 0.22;
    blades.push(polygon([[top[0] + Math.cos(a) * R * 0.3, top[1] + Math.sin(a) * R * 0.3], [top[0] + Math.cos(a) * R, top[1] + Math.sin(a) * R], [top[0] + Math.cos(b) * R, top[1] + Math.sin(b) * R], [top[0] + Math.cos(b) * R * 0.3, top[1] + Math.sin(b) * R * 0.3]], 1));
  }
  const vane = polygon([[x + 4 * u, top[1] - 2 * u], [x + 52 * u, top[1] - 12 * u], [x + 56 * u, top[1] + 8 * u], [x + 4 * u, top[1] + 2 * u]], 1);
  return (
    `<path d="${legs}${braces.join('')}" stroke="${color}" stroke-width="${num(2.6 * u, 1)}" fill="none"/>` +
    `<path d="${vane}" fill="${color}"/><path d="${blades.join('')}" fill="${color}"/><path d="${circle(top, 5 * u, 1)}" fill="${color}"/>`
  );
}
