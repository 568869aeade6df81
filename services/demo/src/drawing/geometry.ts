/**
 * Small, dependency-free helpers for the demo drawings: a seeded random generator, colours, points and SVG path
 * building. Everything here is deterministic.
 */

export type Pt = readonly [number, number];

/** A point that the smooth path should turn sharply at (an ear tip, the end of a strand of mane). */
export interface Corner {
  readonly corner: Pt;
}

export type PathPoint = Pt | Corner;

// ---------- random numbers ----------

/** mulberry32: small, fast and good enough for scattering grass. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over a string. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export type Random = () => number;

export const between = (r: Random, lo: number, hi: number): number => lo + (hi - lo) * r();

// ---------- colours ----------

function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('')}`;
}

/** `a` blended towards `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
}

export const darken = (c: string, t: number): string => mix(c, '#000000', t);
export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);

// ---------- points ----------

export const add = (a: Pt, b: Pt): Pt => [a[0] + b[0], a[1] + b[1]];
export const sub = (a: Pt, b: Pt): Pt => [a[0] - b[0], a[1] - b[1]];
export const scale = (a: Pt, k: number): Pt => [a[0] * k, a[1] * k];
export const len = (a: Pt): number => Math.hypot(a[0], a[1]);
export const norm = (a: Pt): Pt => {
  const l = len(a) || 1;
  return [a[0] / l, a[1] / l];
};
export const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
export const rad = (deg: number): number => (deg * Math.PI) / 180;

/** Rotates `p` by `deg` degrees about `about` (positive = clockwise on screen, as SVG's y points down). */
export function rotate(p: Pt, deg: number, about: Pt = [0, 0]): Pt {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  const x = p[0] - about[0];
  const y = p[1] - about[1];
  return [about[0] + x * c - y * s, about[1] + x * s + y * c];
}

/** A point on a cubic Bézier curve. */
export function cubic(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): Pt {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
}

// ---------- paths ----------

/** A number for an SVG attribute, to at most `digits` decimals, without trailing zeros. */
export function num(n: number, digits = 2): string {
  const k = 10 ** digits;
  const v = Math.round(n * k) / k;
  return Object.is(v, -0) ? '0' : String(v);
}

export const pt = (p: Pt, digits = 2): string => `${num(p[0], digits)},${num(p[1], digits)}`;

const isCorner = (p: PathPoint): p is Corner => !Array.isArray(p) && 'corner' in p;
const at = (p: PathPoint): Pt => (isCorner(p) ? p.corner : (p as Pt));

/**
 * A smooth path through the points (Catmull-Rom turned into cubic Béziers). A `{ corner }` point gets no
 * tangent, so the path turns sharply there.
 */
export function smooth(points: readonly PathPoint[], closed: boolean, digits = 2, tension = 1): string {
  const n = points.length;
  if (n < 2) return '';
  const p = (i: number): Pt => at(points[closed ? (i + n) % n : Math.max(0, Math.min(n - 1, i))]);
  const sharp = (i: number): boolean => isCorner(points[closed ? (i + n) % n : Math.max(0, Math.min(n - 1, i))]);
  let d = `M${pt(p(0), digits)}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = p(i - 1);
    const p1 = p(i);
    const p2 = p(i + 1);
    const p3 = p(i + 2);
    const k = tension / 6;
    const c1: Pt = sharp(i) ? p1 : [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2: Pt = sharp(i + 1) ? p2 : [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += `C${pt(c1, digits)} ${pt(c2, digits)} ${pt(p2, digits)}`;
  }
  return closed ? `${d}Z` : d;
}

/** A straight-edged polygon. */
export function polygon(points: readonly Pt[], digits = 2): string {
  return `M${points.map((p) => pt(p, digits)).join('L')}Z`;
}

/** An ellipse as a path (so it can be rotated by computing, not by transform). */
export function ellipse(c: Pt, rx: number, ry: number, deg = 0, digits = 2): string {
  const k = 0.5523;
  const local: Pt[] = [
    [rx, 0], [rx, ry * k], [rx * k, ry], [0, ry], [-rx * k, ry], [-rx, ry * k], [-rx, 0], [-rx, -ry * k],
    [-rx * k, -ry], [0, -ry], [rx * k, -ry], [rx, -ry * k],
  ];
  const q = local.map((p) => add(rotate(p, deg), c));
  let d = `M${pt(q[0], digits)}`;
  for (let i = 0; i < 4; i++) {
    d += `C${pt(q[i * 3 + 1], digits)} ${pt(q[i * 3 + 2], digits)} ${pt(q[(i * 3 + 3) % 12], digits)}`;
  }
  return `${d}Z`;
}

/** A circle as a sub-path; many of them can share one `<path>`. */
export function circle(c: Pt, r: number, digits = 2): string {
  return `M${num(c[0] - r, digits)},${num(c[1], digits)}a${num(r, digits)},${num(r, digits)} 0 1,0 ${num(2 * r, digits)},0a${num(r, digits)},${num(r, digits)} 0 1,0 ${num(-2 * r, digits)},0Z`;
}

/**
 * The outline of a tapering limb along a chain of points: `widths[i]` is [front, back], measured from the
 * centre line to each side ("front" is the left-hand side of the direction of travel on screen).
 */
export function limb(chain: readonly Pt[], widths: readonly (readonly [number, number])[]): Pt[] {
  const normals: Pt[] = chain.map((p, i) => {
    const prev = chain[Math.max(0, i - 1)];
    const next = chain[Math.min(chain.length - 1, i + 1)];
    const d = norm(sub(next, prev));
    return [-d[1], d[0]];
  });
  const front = chain.map((p, i) => add(p, scale(normals[i], -widths[i][0])));
  const back = chain.map((p, i) => add(p, scale(normals[i], widths[i][1])));
  return [...front, ...back.reverse()];
}
