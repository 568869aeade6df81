/**
 * The horse of the demo pictures: a side view built from a small skeleton (body outline, neck, head, four
 * jointed legs, mane and tail), so the same drawing can stand for a portrait or move in a clip.
 *
 * Coordinates are the horse's own: facing right, the withers about 100 units above the ground, the ground at
 * y = 0 and y growing downwards as in SVG. The caller places and scales the result.
 */
import {
  type PathPoint,
  type Pt,
  type Random,
  add,
  between,
  circle,
  cubic,
  darken,
  ellipse,
  lerp,
  lighten,
  limb,
  mix,
  norm,
  num,
  polygon,
  rad,
  rng,
  rotate,
  scale,
  smooth,
  sub,
} from './geometry.js';
import type { Build, CoatColor, CoatPattern, FaceMarking, LegMarking, PortraitSpec } from './portrait.js';

// ---------- pose ----------

/** Angles in degrees from straight down; positive swings the lower end towards the head. */
export interface LegPose {
  upper: number;
  lower: number;
  pastern: number;
}

export interface HorsePose {
  /** Direction of the neck from its root to the poll, degrees below horizontal (negative = raised). */
  neck: number;
  neckLength: number;
  /** Rotation of the head from its standing carriage, degrees (positive = nose down and in). */
  head: number;
  /** Rotation of the ears, degrees (positive = pricked forward, negative = relaxed back). */
  ears: number;
  /** Swing of the tail, degrees (positive = towards the hocks). */
  tail: number;
  nearFore: LegPose;
  farFore: LegPose;
  nearHind: LegPose;
  farHind: LegPose;
}

const leg = (upper: number, lower: number, pastern: number): LegPose => ({ upper, lower, pastern });

export const POSES: Record<NonNullable<PortraitSpec['pose']>, HorsePose> = {
  standing: {
    neck: -47, neckLength: 1, head: 0, ears: 0, tail: 0,
    nearFore: leg(1, 1, 36), farFore: leg(-7, -7, 32), nearHind: leg(-13, 1, 37), farHind: leg(-6, 6, 38),
  },
  alert: {
    neck: -60, neckLength: 1.05, head: -8, ears: 14, tail: -6,
    nearFore: leg(6, 6, 38), farFore: leg(-4, -4, 33), nearHind: leg(-14, 0, 35), farHind: leg(-20, -6, 32),
  },
  grazing: {
    neck: 52, neckLength: 1.12, head: 44, ears: -12, tail: 4,
    nearFore: leg(12, 12, 40), farFore: leg(-8, -8, 30), nearHind: leg(-10, 4, 38), farHind: leg(-18, -4, 33),
  },
  resting: {
    neck: -22, neckLength: 1.02, head: 16, ears: -18, tail: 6,
    nearFore: leg(2, 2, 36), farFore: leg(-5, -5, 33), nearHind: leg(-4, 14, 78), farHind: leg(-14, 0, 36),
  },
};

// ---------- coat ----------

export interface CoatPalette {
  body: string;
  /** Head colour where it differs from the body (roans, some grays). */
  head?: string;
  /** Lower legs ("points") where darker than the body. */
  points?: string;
  mane: string;
  hoof?: string;
  dorsal?: boolean;
  texture?: 'roan' | 'dapple' | 'flea';
}

export const COATS: Record<CoatColor, CoatPalette> = {
  bay: { body: '#8d4a24', points: '#1f1713', mane: '#1b1411' },
  'dark-bay': { body: '#5c2e19', points: '#17110e', mane: '#140f0d' },
  'blood-bay': { body: '#9e3d1d', points: '#1f1512', mane: '#1a1210' },
  chestnut: { body: '#a5562b', mane: '#8f4622' },
  sorrel: { body: '#bd6a31', mane: '#d9a064' },
  'liver-chestnut': { body: '#5f3322', mane: '#4e2919' },
  black: { body: '#2a2629', mane: '#141214', hoof: '#252222' },
  brown: { body: '#4d3123', points: '#1c1512', mane: '#1a1411' },
  buckskin: { body: '#d4aa68', points: '#241b15', mane: '#1f1813' },
  palomino: { body: '#deab50', mane: '#f5ebcf', hoof: '#6b5a48' },
  dun: { body: '#bda06d', points: '#3a2e24', mane: '#30261d', dorsal: true },
  'red-dun': { body: '#cb8e5e', points: '#8f4c2a', mane: '#7c3d1f', dorsal: true },
  grullo: { body: '#8e857a', head: '#5f5851', points: '#2c2724', mane: '#26221f', dorsal: true },
  gray: { body: '#c3c0ba', head: '#b2afa9', points: '#85817c', mane: '#6a6663' },
  'dapple-gray': { body: '#a19f9a', head: '#8d8b87', points: '#4f4c4a', mane: '#4a4745', texture: 'dapple' },
  'flea-bitten-gray': { body: '#e3dfd6', points: '#cdc6bb', mane: '#cfc8bd', texture: 'flea', hoof: '#5f5850' },
  'blue-roan': { body: '#7d7f83', head: '#323033', points: '#242224', mane: '#1c1a1c', texture: 'roan' },
  'red-roan': { body: '#bb8672', head: '#8e4a28', points: '#7a3c20', mane: '#7a3a1c', texture: 'roan' },
  'bay-roan': { body: '#a67b69', head: '#60321b', points: '#1f1713', mane: '#1a1411', texture: 'roan' },
  cremello: { body: '#efe3c7', mane: '#f8f1e2', hoof: '#b9a88c' },
  white: { body: '#f0ede6', mane: '#f4f1ea', hoof: '#b5a893' },
};

const WHITE = '#f7f4ee';
const LIGHT_HOOF = '#b8a78c';
const DARK_HOOF = '#36302b';

// ---------- build ----------

interface Shape {
  neck: number;
  depth: number;
  leg: number;
  legWidth: number;
  neckWidth: number;
  head: number;
  tailLift: number;
  mane: number;
  feather: boolean;
}

const BUILDS: Record<Build, Shape> = {
  stock: { neck: 1, depth: 1, leg: 1, legWidth: 1, neckWidth: 1, head: 1, tailLift: 0, mane: 1, feather: false },
  light: { neck: 0.94, depth: 0.94, leg: 1.06, legWidth: 0.84, neckWidth: 0.88, head: 0.9, tailLift: 1, mane: 1.1, feather: false },
  heavy: { neck: 0.94, depth: 1.1, leg: 0.97, legWidth: 1.32, neckWidth: 1.3, head: 1.1, tailLift: 0, mane: 1.15, feather: true },
  compact: { neck: 0.95, depth: 1.03, leg: 0.95, legWidth: 1.08, neckWidth: 1.12, head: 1.04, tailLift: 0, mane: 1.2, feather: false },
  young: { neck: 0.86, depth: 0.86, leg: 1.1, legWidth: 0.8, neckWidth: 0.82, head: 0.9, tailLift: 0.3, mane: 0.55, feather: false },
};

// ---------- the skeleton ----------

/** Body outline, clockwise from the root of the tail. */
const BODY: Pt[] = [
  [4, -95], [12, -99.5], [22, -101], [36, -98.6], [50, -95.6], [60, -96], [68, -98.5], [76, -102], [84, -101],
  [94, -90], [100.5, -77], [100, -66], [95, -58], [86, -52], [72, -49.5], [58, -49], [44, -51], [32, -55.5],
  [24, -60], [14, -58], [4, -61], [-1.5, -70], [-3, -81], [-0.5, -90],
];
const WITHERS: Pt = [76, -102];
const CHEST: Pt = [100, -74];
const NECK_ROOT: Pt = [89, -93];
const TAIL_ROOT: Pt = [3, -93];
const NECK_LENGTH = 46;

/** Head outline relative to the poll, as carried standing. */
const HEAD: Pt[] = [
  [-2.5, 0.5], [1, -1.2], [6, 1.5], [10.5, 7.5], [15.5, 15.5], [20, 23.5], [23.5, 29.5], [25.8, 33.3],
  [25.4, 36], [22.8, 37.2], [19.6, 38.6], [16.6, 36.9], [12, 31], [6, 25.8], [-0.5, 20.5], [-3.6, 14.5],
  [-4.6, 9], [-3.9, 4],
];
const EAR: Pt[] = [[-1.6, 0.4], [-2.6, -5], [0.6, -11.8], [3, -6], [2.8, 0]];
const FORELOCK: PathPoint[] = [
  [-1.5, -0.5], [3, -1.5], [6.5, 2], { corner: [9.4, 7.6] }, [7.2, 6.2], { corner: [7.6, 10.2] }, [5.2, 6.8],
  { corner: [4.2, 8.8] }, [2.6, 4.6],
];

interface LegBuild {
  root: Pt;
  /** Extra length of the upper bone, for a leg whose root sits higher inside the body. */
  reach?: number;
  lengths: readonly [number, number, number];
  /** [param, front, back]: param 0..1 upper bone, 1..2 lower bone, 2..3 pastern. */
  widths: readonly (readonly [number, number, number])[];
}

const FORE: Omit<LegBuild, 'root'> = {
  lengths: [25, 19, 6.5],
  widths: [
    [0, 7.2, 6.6], [0.45, 4.7, 4.2], [0.85, 3.4, 3.2], [1, 3.8, 3.3], [1.15, 2.7, 2.6], [1.6, 2.4, 2.4],
    [1.9, 2.6, 3], [2, 2.7, 3.7], [2.5, 2.2, 2.4], [3, 2.9, 3],
  ],
};
const HIND: Omit<LegBuild, 'root'> = {
  lengths: [31, 20, 6.5],
  widths: [
    [0, 10.5, 10], [0.35, 7, 6.6], [0.75, 4.2, 4.6], [1, 3.1, 5.2], [1.12, 2.8, 3.4], [1.5, 2.6, 2.6], [1.9, 2.7, 3],
    [2, 2.8, 3.7], [2.5, 2.2, 2.4], [3, 2.9, 3],
  ],
};

/** The hoof as it stands (pastern at 35 degrees), relative to the coronet. */
const HOOF: Pt[] = [[-0.2, -2.5], [2.6, -1.2], [6.7, 4.6], [-2.2, 4.6], [-3.4, 3.2], [-3.1, 0.9]];
const HOOF_ANGLE = 35;

const dir = (deg: number): Pt => [Math.sin(rad(deg)), Math.cos(rad(deg))];

interface BuiltLeg {
  outline: Pt[];
  chain: Pt[];
  widths: (readonly [number, number])[];
  params: number[];
  hoof: Pt[];
  coronet: Pt;
}

function buildLeg(b: LegBuild, pose: LegPose, shape: Shape): BuiltLeg {
  const lengths = b.lengths.map((l, i) => l * shape.leg + (i === 0 ? b.reach ?? 0 : 0));
  const j0 = b.root;
  const j1 = add(j0, scale(dir(pose.upper), lengths[0]));
  const j2 = add(j1, scale(dir(pose.lower), lengths[1]));
  const j3 = add(j2, scale(dir(pose.pastern), lengths[2]));
  const joints = [j0, j1, j2, j3];
  const chain: Pt[] = [];
  const widths: (readonly [number, number])[] = [];
  const params: number[] = [];
  for (const [param, front, back] of b.widths) {
    const i = Math.min(2, Math.floor(param));
    chain.push(lerp(joints[i], joints[i + 1], param - i));
    // Thicker-boned horses are thicker above all in the upper leg.
    const k = param < 1 ? shape.legWidth * 1.05 : shape.legWidth;
    widths.push([front * k, back * k]);
    params.push(param);
  }
  const hoofScale = Math.sqrt(shape.legWidth) * 0.88;
  const hoof = HOOF.map((p) => add(rotate(scale(p, hoofScale), HOOF_ANGLE - pose.pastern), j3));
  return { outline: limb(chain, widths), chain, widths, params, hoof, coronet: j3 };
}

/** The part of a leg below `from` (a chain parameter), for socks and dark points. */
function legBelow(l: BuiltLeg, from: number): Pt[] {
  const chain: Pt[] = [];
  const widths: (readonly [number, number])[] = [];
  for (let i = 0; i < l.params.length; i++) {
    if (l.params[i] < from && l.params[i + 1] !== undefined && l.params[i + 1] > from) {
      const t = (from - l.params[i]) / (l.params[i + 1] - l.params[i]);
      chain.push(lerp(l.chain[i], l.chain[i + 1], t));
      widths.push([
        (l.widths[i][0] + (l.widths[i + 1][0] - l.widths[i][0]) * t) * 1.02,
        (l.widths[i][1] + (l.widths[i + 1][1] - l.widths[i][1]) * t) * 1.02,
      ]);
    }
    if (l.params[i] >= from) {
      chain.push(l.chain[i]);
      widths.push([l.widths[i][0] * 1.02, l.widths[i][1] * 1.02]);
    }
  }
  return limb(chain, widths);
}

const pointAt = (l: BuiltLeg, param: number): Pt => {
  for (let i = 0; i < l.params.length - 1; i++) {
    if (param <= l.params[i + 1]) return lerp(l.chain[i], l.chain[i + 1], (param - l.params[i]) / (l.params[i + 1] - l.params[i]));
  }
  return l.chain[l.chain.length - 1];
};

// ---------- drawing ----------

export interface HorseDrawing {
  /** SVG elements in the horse's own coordinates. */
  svg: string;
  /** Definitions (gradients, clip paths) the elements refer to. */
  defs: string;
  /** Bounding box of the drawing: [minX, minY, maxX, maxY]. */
  box: [number, number, number, number];
  /** Where the hooves meet the ground, x: [min, max]. */
  feet: [number, number];
}

const MARKING_FROM: Record<Exclude<LegMarking, 'none'>, number> = { coronet: 2.62, sock: 1.72, stocking: 0.96 };

/**
 * Draws the horse of a portrait in the given pose. `id` prefixes the ids of its definitions; `seed` varies the
 * details (mane strands, patches, spots). The lowest hoof stands on y = 0.
 */
export function drawHorse(spec: PortraitSpec, pose: HorsePose, id: string, seed: number, light: string | null): HorseDrawing {
  const shape = BUILDS[spec.build ?? 'stock'];
  const coat = COATS[spec.coat];
  const pattern: CoatPattern = spec.pattern ?? 'solid';
  const face: FaceMarking = spec.face ?? (pattern === 'overo' ? 'bald' : 'none');
  const legMarks = spec.legs ?? (pattern === 'tobiano' ? (['stocking', 'sock', 'stocking', 'stocking'] as const) : (['none', 'none', 'none', 'none'] as const));
  const leopard = pattern === 'leopard';
  const bodyColor = leopard ? '#f1ece1' : coat.body;
  const headColor = leopard ? '#e9e2d4' : coat.head ?? coat.body;
  const maneColor = spec.mane ?? coat.mane;
  const farShade = 0.3;

  const deepen = (p: Pt): Pt => [p[0], -100 + (p[1] + 100) * shape.depth];

  // Legs first, so the whole horse can be lifted onto the ground.
  const foreRootY = -54 * 1;
  const hindRootY = -58;
  const legs = {
    farHind: buildLeg({ ...HIND, root: deepen([19, hindRootY - 12]), reach: 12 }, pose.farHind, shape),
    farFore: buildLeg({ ...FORE, root: deepen([84, foreRootY - 8]), reach: 8 }, pose.farFore, shape),
    nearHind: buildLeg({ ...HIND, root: deepen([13, hindRootY]) }, pose.nearHind, shape),
    nearFore: buildLeg({ ...FORE, root: deepen([90, foreRootY]) }, pose.nearFore, shape),
  };
  const lowest = Math.max(...Object.values(legs).flatMap((l) => l.hoof.map((p) => p[1])));
  const lift = -lowest;
  const up = (p: Pt): Pt => [p[0], p[1] + lift];
  const upAll = (ps: Pt[]): Pt[] => ps.map(up);
  for (const l of Object.values(legs)) {
    l.outline = upAll(l.outline);
    l.chain = upAll(l.chain);
    l.hoof = upAll(l.hoof);
    l.coronet = up(l.coronet);
  }

  const body = BODY.map((p) => up(deepen(p)));
  const withers = up(WITHERS);
  const chest = up(deepen(CHEST));
  const neckRoot = up(NECK_ROOT);
  const tailRoot = up(TAIL_ROOT);

  // Neck and head.
  const poll = add(neckRoot, scale([Math.cos(rad(pose.neck)), Math.sin(rad(pose.neck))], NECK_LENGTH * pose.neckLength * shape.neck));
  const headPt = (p: Pt): Pt => add(rotate(scale(p, shape.head), pose.head), poll);
  const head = HEAD.map(headPt);
  const pollBack = headPt([-2.8, 1.2]);
  const throat = headPt([-4.6, 12.5]);
  const crestSpan = sub(pollBack, withers);
  const crestLen = Math.hypot(...crestSpan);
  const u = norm(crestSpan);
  const up1: Pt = [u[1], -u[0]];
  const bulge = crestLen * 0.12 * shape.neckWidth;
  const crest: [Pt, Pt, Pt, Pt] = [
    withers,
    add(add(withers, scale(u, crestLen * 0.3)), scale(up1, bulge)),
    add(add(withers, scale(u, crestLen * 0.78)), scale(up1, bulge * 0.55)),
    pollBack,
  ];
  const underSpan = sub(chest, throat);
  const under = norm(underSpan);
  const out: Pt = [under[1], -under[0]];
  const underLen = Math.hypot(...underSpan);
  const neckWidthPush = (shape.neckWidth - 1) * 6;
  const neckUnder: [Pt, Pt, Pt, Pt] = [
    throat,
    add(add(throat, scale(under, underLen * 0.35)), scale(out, underLen * 0.02 - neckWidthPush)),
    add(add(throat, scale(under, underLen * 0.72)), scale(out, underLen * 0.06 - neckWidthPush)),
    chest,
  ];
  const neck =
    `M${pt(crest[0])}C${pt(crest[1])} ${pt(crest[2])} ${pt(crest[3])}` +
    `L${pt(headPt([4, 6]))}L${pt(headPt([3, 14]))}L${pt(throat)}` +
    `C${pt(neckUnder[1])} ${pt(neckUnder[2])} ${pt(neckUnder[3])}L${pt(up([84, -80]))}Z`;

  // Tail: a spine that swings, with an outline around it.
  const r = rng(seed ^ 0x7a11);
  const lift01 = shape.tailLift;
  const spineBase: Pt[] = [[0, 0], [-6, 0.5 - lift01 * 3], [-11, 7 - lift01 * 4], [-13.5, 18 - lift01 * 3], [-14, 32], [-13, 47], [-11.5, 61]];
  const spine: Pt[] = spineBase.map((p, i) =>
    rotate(p, pose.tail * (i / 6) * 0.6 + (i > 3 ? pose.tail * 0.4 * ((i - 3) / 3) : 0), [0, 0]),
  );
  const tailLength = spec.build === 'young' ? 0.75 : 1;
  const spineAbs = spine.map((p) => add(scale(p, tailLength), tailRoot));
  const tailWidths: [number, number][] = [[2.6, 2.6], [3.6, 3.4], [4.8, 4.2], [5.6, 5], [6.2, 5.6], [6.8, 6], [6.4, 5.6]];
  const tailSides = limb(spineAbs, tailWidths);
  const n = spineAbs.length;
  const tailFront = tailSides.slice(0, n);
  const tailBack = tailSides.slice(n);
  const end = spineAbs[n - 1];
  const endDir = norm(sub(spineAbs[n - 1], spineAbs[n - 2]));
  const endSide: Pt = [-endDir[1], endDir[0]];
  const fringe: PathPoint[] = [];
  for (let i = 0; i <= 6; i++) {
    const t = i / 6;
    const base = add(end, scale(endSide, -6.4 + 12.8 * t));
    const reach = (i % 2 === 0 ? between(r, 3, 6) : between(r, -0.5, 1.5)) * tailLength;
    fringe.push(i % 2 === 0 ? { corner: add(base, scale(endDir, reach)) } : add(base, scale(endDir, reach)));
  }
  const tail = smooth([...tailFront.slice(0, n - 1), ...fringe, ...tailBack.slice(1)], true);
  const tailStrands = [0.25, 0.5, 0.75]
    .map((t) => {
      const ps = spineAbs.map((p, i) => add(p, scale(norm([-(spineAbs[Math.min(n - 1, i + 1)][1] - spineAbs[Math.max(0, i - 1)][1]), spineAbs[Math.min(n - 1, i + 1)][0] - spineAbs[Math.max(0, i - 1)][0]]), (t - 0.5) * 2 * tailWidths[i][0] * 0.7)));
      return smooth(ps.slice(1), false);
    })
    .join('');

  // Mane along the crest.
  const maneStyle = spec.maneStyle ?? (spec.build === 'young' ? 'short' : 'flowing');
  const maneLen = (maneStyle === 'flowing' ? 10 : maneStyle === 'short' ? 5.5 : 2.2) * shape.mane;
  const maneTop: Pt[] = [];
  const maneBottom: PathPoint[] = [];
  const samples = 12;
  const mr = rng(seed ^ 0x3a4e);
  for (let i = 0; i <= samples; i++) {
    const t = 0.02 + (0.98 * i) / samples;
    const c = cubic(crest[0], crest[1], crest[2], crest[3], t);
    const c2 = cubic(crest[0], crest[1], crest[2], crest[3], Math.min(1, t + 0.01));
    const tangent = norm(sub(c2, c));
    const normal: Pt = [tangent[1], -tangent[0]];
    maneTop.push(add(c, scale(normal, 1.4 - t * 0.5)));
    const taper = Math.min(1, (1 - t) * 7) * Math.min(1, 0.5 + t * 1.5);
    const length = maneLen * taper * (maneStyle === 'roached' ? 1 : between(mr, 0.8, 1.15));
    // Strands fall down the near side of the neck, a little towards the withers.
    const fall = norm(add(scale(normal, -1), [0, maneStyle === 'flowing' ? 0.9 : 0.3]));
    const tip = add(add(c, scale(fall, length)), scale(tangent, -length * 0.2));
    if (maneStyle === 'roached') maneBottom.push(tip);
    else {
      maneBottom.push(i % 4 === 1 ? { corner: tip } : tip);
      if (i < samples) {
        const c3 = cubic(crest[0], crest[1], crest[2], crest[3], t + 0.5 / samples);
        maneBottom.push(add(add(c3, scale(fall, length * 0.84)), scale(tangent, -length * 0.2)));
      }
    }
  }
  const mane = smooth([...maneTop, ...maneBottom.reverse()], true);

  // Ears.
  const earPts = (offset: Pt, extra: number): Pt[] =>
    EAR.map((p) => headPt(add(rotate(p, pose.ears + extra, [0.6, 0]), offset)));
  const farEar = earPts([-2.4, 0.6], -10);
  const nearEar = earPts([0, 0], 0);

  // Clip paths and the shapes they are made of.
  const bodyPath = smooth(body, true);
  const headPath = smooth(head, true);
  const nearLegPaths = [legs.nearHind, legs.nearFore].map((l) => smooth(l.outline, true));
  const farLegPaths = [legs.farHind, legs.farFore].map((l) => smooth(l.outline, true));
  const defs: string[] = [];
  defs.push(
    `<clipPath id="${id}-near"><path d="${bodyPath}"/><path d="${neck}"/><path d="${nearLegPaths[0]}"/><path d="${nearLegPaths[1]}"/></clipPath>`,
    `<clipPath id="${id}-head"><path d="${headPath}"/></clipPath>`,
    `<clipPath id="${id}-all"><path d="${bodyPath}"/><path d="${neck}"/><path d="${headPath}"/>${[...nearLegPaths, ...farLegPaths].map((d) => `<path d="${d}"/>`).join('')}</clipPath>`,
  );

  const out2: string[] = [];
  const halo = (d: string, w = 1.1) => `<path d="${d}" fill="none" stroke="#1b130e" stroke-opacity="0.32" stroke-width="${w}" stroke-linejoin="round"/>`;

  // Far legs.
  const drawLeg = (l: BuiltLeg, mark: LegMarking, far: boolean, name: string): string => {
    const shade = (c: string) => (far ? darken(c, farShade) : c);
    const parts: string[] = [];
    const d = smooth(l.outline, true);
    if (far) parts.push(halo(d));
    parts.push(`<path d="${d}" fill="${shade(bodyColor)}"/>`);
    if (coat.points && !leopard) {
      const from = pointAt(l, name.endsWith('Hind') ? 0.78 : 0.72);
      const to = pointAt(l, 1.08);
      defs.push(
        `<linearGradient id="${id}-pt-${name}" gradientUnits="userSpaceOnUse" x1="${num(from[0])}" y1="${num(from[1])}" x2="${num(to[0])}" y2="${num(to[1])}"><stop offset="0" stop-color="${shade(coat.points)}" stop-opacity="0"/><stop offset="1" stop-color="${shade(coat.points)}"/></linearGradient>`,
      );
      parts.push(`<path d="${d}" fill="url(#${id}-pt-${name})"/>`);
    }
    if (mark !== 'none') parts.push(`<path d="${smooth(legBelow(l, MARKING_FROM[mark]), true)}" fill="${shade(WHITE)}"/>`);
    if (shape.feather) {
      const fetlock = pointAt(l, 2);
      const below = pointAt(l, 2.9);
      const back = norm(sub(below, fetlock));
      const side: Pt = [back[1], -back[0]];
      const tufts: PathPoint[] = [add(fetlock, scale(side, -3.6)), add(pointAt(l, 1.7), scale(side, -2.9))];
      for (let i = 0; i <= 4; i++) {
        const base = lerp(add(fetlock, scale(side, -3.8)), add(below, scale(side, -3.4)), i / 4);
        tufts.push({ corner: add(add(base, scale(side, -2.2 - (i % 2) * 1.4)), scale(back, 1.6)) });
        tufts.push(add(base, scale(side, -2.9)));
      }
      tufts.push(add(below, scale(side, 2)));
      const featherColor = mark === 'stocking' || mark === 'sock' ? shade(WHITE) : shade(coat.points ?? bodyColor);
      parts.push(`<path d="${smooth(tufts, true)}" fill="${featherColor}" opacity="0.95"/>`);
    }
    const whiteHoof = mark !== 'none';
    const hoofColor = shade(whiteHoof ? LIGHT_HOOF : coat.hoof ?? DARK_HOOF);
    parts.push(`<path d="${polygon(l.hoof)}" fill="${hoofColor}" stroke="${darken(hoofColor, 0.35)}" stroke-width="0.35" stroke-linejoin="round"/>`);
    if (pattern === 'blanket' || pattern === 'leopard' || pattern === 'snowcap') {
      // Appaloosa hooves are striped.
      const a = l.hoof[1];
      const b = l.hoof[2];
      const c = l.hoof[3];
      const e = l.hoof[0];
      parts.push(
        `<path d="${[0.35, 0.65].map((t) => `M${pt(lerp(e, a, t))}L${pt(lerp(c, b, t))}`).join('')}" stroke="${shade(LIGHT_HOOF)}" stroke-width="0.9" stroke-opacity="0.8"/>`,
      );
    }
    return parts.join('');
  };

  out2.push(drawLeg(legs.farHind, legMarks[3], true, 'farHind'));
  out2.push(drawLeg(legs.farFore, legMarks[1], true, 'farFore'));

  // Tail behind the quarters.
  const tailColor = spec.mane ?? coat.mane;
  out2.push(halo(tail), `<path d="${tail}" fill="${tailColor}"/>`);
  out2.push(`<path d="${tailStrands}" fill="none" stroke="${lighten(tailColor, 0.25)}" stroke-opacity="0.35" stroke-width="0.6"/>`);

  // Far ear peeks out behind the head.
  out2.push(`<path d="${smooth(farEar, true)}" fill="${darken(headColor, 0.3)}"/>`);

  // Near side: halo, then fills.
  out2.push(halo(bodyPath), halo(neck), ...nearLegPaths.map((d) => halo(d)), halo(headPath), halo(smooth(nearEar, true), 0.8));
  out2.push(`<path d="${bodyPath}" fill="${bodyColor}"/>`, `<path d="${neck}" fill="${bodyColor}"/>`);
  out2.push(drawLeg(legs.nearHind, legMarks[2], false, 'nearHind'));
  out2.push(drawLeg(legs.nearFore, legMarks[0], false, 'nearFore'));

  // Coat patterns over body, neck and near legs.
  const patternParts: string[] = [];
  const pr = rng(seed ^ 0x9e37);
  if (pattern === 'tobiano') {
    // Tobiano white crosses the back and runs down into the legs, with smooth edges.
    const blobs: [Pt, number, number][] = [
      [[58, -82], 17, 31],
      [[20, -86], 13, 22],
      [[98, -70], 7, 10],
      [[10, -62], 9, 12],
      [[88, -58], 6, 9],
    ];
    for (const [c, rx, ry] of blobs) patternParts.push(`<path d="${blob(up(deepen(c)), rx * between(pr, 0.85, 1.2), ry, pr, 0.14)}" fill="${WHITE}"/>`);
  } else if (pattern === 'overo') {
    const blobs: [Pt, number, number][] = [
      [[60, -56], 20, 11],
      [[34, -60], 9, 7],
      [[96, -62], 8, 11],
    ];
    for (const [c, rx, ry] of blobs) patternParts.push(`<path d="${blob(up(deepen(c)), rx, ry, pr, 0.34)}" fill="${WHITE}"/>`);
  } else if (pattern === 'blanket' || pattern === 'snowcap') {
    const blanket = blob(up(deepen([18, -86])), 30, 17, pr, 0.16);
    patternParts.push(`<path d="${blanket}" fill="${WHITE}"/>`);
    if (pattern === 'blanket') {
      const spots: string[] = [];
      for (let i = 0; i < 46; i++) {
        const c = up(deepen([between(pr, -6, 44), between(pr, -101, -66)]));
        spots.push(ellipse(c, between(pr, 0.9, 2.2), between(pr, 0.7, 1.6), between(pr, 0, 180)));
      }
      defs.push(`<clipPath id="${id}-blanket"><path d="${blanket}"/></clipPath>`);
      patternParts.push(`<path d="${spots.join('')}" fill="${coat.points && coat.body !== '#d4aa68' ? darken(coat.body, 0.2) : darken(coat.body, 0.1)}" clip-path="url(#${id}-blanket)"/>`);
    }
  } else if (leopard) {
    const spots: string[] = [];
    for (let i = 0; i < 120; i++) {
      const c: Pt = [between(pr, -10, 110), between(pr, -108, -30)];
      spots.push(ellipse(up(c), between(pr, 1, 2.6), between(pr, 0.8, 2), between(pr, 0, 180)));
    }
    patternParts.push(`<path d="${spots.join('')}" fill="${coat.points ? darken(coat.body, 0.25) : coat.body}"/>`);
  }
  if (coat.texture === 'roan' || pattern === 'snowcap') {
    const dots: string[] = [];
    const count = coat.texture === 'roan' ? 1500 : 0;
    for (let i = 0; i < count; i++) dots.push(circle(up([between(pr, -5, 106), between(pr, -104, -40)]), between(pr, 0.16, 0.3), 1));
    if (dots.length) patternParts.push(`<path d="${dots.join('')}" fill="#ffffff" fill-opacity="0.3"/>`);
  }
  if (coat.texture === 'flea') {
    const dots: string[] = [];
    for (let i = 0; i < 260; i++) dots.push(circle(up([between(pr, -5, 106), between(pr, -104, -40)]), between(pr, 0.22, 0.45)));
    patternParts.push(`<path d="${dots.join('')}" fill="#8b5a42" fill-opacity="0.55"/>`);
  }
  if (coat.texture === 'dapple') {
    defs.push(
      `<radialGradient id="${id}-dapple"><stop offset="0" stop-color="#ffffff" stop-opacity="0.38"/><stop offset="0.7" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    );
    for (let i = 0; i < 60; i++) {
      const c = up(deepen([between(pr, 0, 92), between(pr, -98, -58)]));
      patternParts.push(`<circle cx="${num(c[0])}" cy="${num(c[1])}" r="${num(between(pr, 2.2, 3.6))}" fill="url(#${id}-dapple)"/>`);
    }
  }
  if (coat.dorsal) {
    const topline: Pt[] = [[6, -96], [22, -99.8], [40, -97.5], [56, -95], [70, -98.5], [78, -100.5]];
    const line = topline.map(up);
    patternParts.push(`<path d="${smooth(line, false)}" fill="none" stroke="${coat.points ?? coat.mane}" stroke-opacity="0.55" stroke-width="1.8" stroke-linecap="round"/>`);
    // Faint zebra bars above the knees.
    for (const l of [legs.nearFore]) {
      const bars = [0.55, 0.7, 0.85].map((t) => {
        const c = pointAt(l, t);
        return `M${pt(add(c, [-3, -0.4]))}L${pt(add(c, [3, 0.6]))}`;
      });
      patternParts.push(`<path d="${bars.join('')}" stroke="${coat.points ?? coat.mane}" stroke-opacity="0.35" stroke-width="0.9"/>`);
    }
  }
  if (patternParts.length) out2.push(`<g clip-path="url(#${id}-near)">${patternParts.join('')}</g>`);

  // Shading over the near side: light from above, a darker belly, round muscles.
  const lit = light ?? '#ffffff';
  defs.push(
    `<linearGradient id="${id}-shade" gradientUnits="userSpaceOnUse" x1="0" y1="${num(-106 + lift)}" x2="0" y2="${num(lift)}">` +
      `<stop offset="0" stop-color="${lit}" stop-opacity="0.22"/><stop offset="0.3" stop-color="${lit}" stop-opacity="0"/>` +
      `<stop offset="0.5" stop-color="#000000" stop-opacity="0.08"/><stop offset="0.58" stop-color="#000000" stop-opacity="0.26"/>` +
      `<stop offset="1" stop-color="#000000" stop-opacity="0.12"/></linearGradient>`,
    `<radialGradient id="${id}-glow"><stop offset="0" stop-color="${lit}" stop-opacity="0.22"/><stop offset="1" stop-color="${lit}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="${id}-dark"><stop offset="0" stop-color="#000000" stop-opacity="0.2"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>`,
  );
  const muscles = [
    ellipse(up(deepen([20, -84])), 17, 14, 20),
    ellipse(up(deepen([91, -80])), 9, 14, -25),
    ellipse(up(deepen([56, -84])), 20, 9, 0),
  ];
  const lines = [
    smooth([up(deepen([78, -99])), up(deepen([86, -86])), up(deepen([95, -72])), up(deepen([99, -66]))], false),
    smooth([up(deepen([30, -60])), up(deepen([27, -68])), up(deepen([22, -76]))], false),
    smooth([up(deepen([86, -64])), up(deepen([88, -58])), up(deepen([91, -54]))], false),
  ];
  out2.push(
    `<g clip-path="url(#${id}-near)">` +
      `<rect x="-40" y="${num(-170 + lift)}" width="200" height="${num(175)}" fill="url(#${id}-shade)"/>` +
      muscles.map((d, i) => `<path d="${d}" fill="url(#${id}-glow)" opacity="${i === 2 ? 0.6 : 1}"/>`).join('') +
      `<path d="${ellipse(up(deepen([58, -52])), 34, 7)}" fill="url(#${id}-dark)"/>` +
      `<path d="${lines.join('')}" fill="none" stroke="#000000" stroke-opacity="0.13" stroke-width="0.7" stroke-linecap="round"/>` +
      `</g>`,
  );

  // Mane over the neck.
  out2.push(`<path d="${mane}" fill="${maneColor}"/>`);
  out2.push(
    `<path d="${smooth(maneTop.filter((_, i) => i % 2 === 0), false)}" fill="none" stroke="${lighten(maneColor, 0.3)}" stroke-opacity="0.3" stroke-width="0.6"/>`,
  );

  // Head and its details.
  out2.push(`<path d="${headPath}" fill="${headColor}"/>`);
  const headParts: string[] = [];
  defs.push(
    `<linearGradient id="${id}-face" gradientUnits="userSpaceOnUse" x1="${num(headPt([0, 0])[0])}" y1="${num(headPt([0, 0])[1])}" x2="${num(headPt([22, 36])[0])}" y2="${num(headPt([22, 36])[1])}">` +
      `<stop offset="0" stop-color="${lit}" stop-opacity="0.16"/><stop offset="0.55" stop-color="${lit}" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.16"/></linearGradient>`,
  );
  headParts.push(`<path d="${headPath}" fill="url(#${id}-face)"/>`);
  if (leopard) {
    const spots: string[] = [];
    for (let i = 0; i < 10; i++) spots.push(ellipse(headPt([between(pr, 0, 18), between(pr, 6, 30)]), between(pr, 0.8, 1.6), between(pr, 0.6, 1.2), between(pr, 0, 180)));
    headParts.push(`<path d="${spots.join('')}" fill="${coat.points ? darken(coat.body, 0.25) : coat.body}"/>`);
  }
  if (coat.texture === 'roan') headParts.push(`<path d="${headPath}" fill="${coat.head ?? coat.body}" opacity="0.2"/>`);
  const faceMark = FACE[face];
  if (faceMark) headParts.push(`<path d="${smooth(faceMark.map(headPt), true)}" fill="${WHITE}"/>`);
  // Cheek line, nostril, mouth.
  headParts.push(
    `<path d="${smooth([headPt([1, 12]), headPt([6, 20]), headPt([12, 27]), headPt([16, 33])], false)}" fill="none" stroke="#000000" stroke-opacity="0.16" stroke-width="0.8" stroke-linecap="round"/>`,
    `<path d="${smooth([headPt([20.2, 28.6]), headPt([22, 29.3]), headPt([23, 31]), headPt([22.2, 31.6])], false)}" fill="none" stroke="#140e0b" stroke-opacity="0.7" stroke-width="0.9" stroke-linecap="round"/>`,
    `<path d="${smooth([headPt([25, 35.2]), headPt([22.5, 35.6]), headPt([20.5, 35.2])], false)}" fill="none" stroke="#140e0b" stroke-opacity="0.45" stroke-width="0.6" stroke-linecap="round"/>`,
  );
  const eye = headPt([6.6, 9.8]);
  const eyeAngle = 35 + pose.head;
  headParts.push(
    `<path d="${ellipse(eye, 2.3, 1.6, eyeAngle)}" fill="#000000" opacity="0.18"/>`,
    `<path d="${ellipse(eye, 1.55, 1.1, eyeAngle)}" fill="#120c0a"/>`,
    `<path d="${circle(add(eye, rotate([0.45, -0.45], pose.head)), 0.35)}" fill="#ffffff" opacity="0.8"/>`,
  );
  out2.push(`<g clip-path="url(#${id}-head)">${headParts.join('')}</g>`);

  // Near ear and forelock on top.
  out2.push(`<path d="${smooth(nearEar, true)}" fill="${headColor}"/>`);
  const earInner = [lerp(nearEar[0], nearEar[4], 0.3), lerp(nearEar[1], nearEar[3], 0.35), nearEar[2]];
  out2.push(`<path d="${smooth([...earInner, lerp(nearEar[3], nearEar[4], 0.3)], true)}" fill="#000000" opacity="0.22"/>`);
  if (maneStyle !== 'roached') {
    const forelock = FORELOCK.map((p): PathPoint => ('corner' in p ? { corner: headPt(p.corner) } : headPt(p as Pt)));
    out2.push(`<path d="${smooth(forelock, true)}" fill="${maneColor}"/>`);
  }

  if (light && light !== '#ffffff') {
    // Warm or cool light of the hour over everything.
    out2.push(`<rect x="-40" y="${num(-180)}" width="200" height="200" fill="${light}" opacity="0.1" clip-path="url(#${id}-all)"/>`);
  }

  const allPoints: Pt[] = [...body, ...head, ...spineAbs, ...nearEar, ...Object.values(legs).flatMap((l) => [...l.outline, ...l.hoof])];
  const xs = allPoints.map((p) => p[0]);
  const ys = allPoints.map((p) => p[1]);
  const hoofXs = Object.values(legs).flatMap((l) => l.hoof.map((p) => p[0]));
  return {
    svg: out2.join(''),
    defs: defs.join(''),
    box: [Math.min(...xs) - 4, Math.min(...ys), Math.max(...xs), Math.max(...ys)],
    feet: [Math.min(...hoofXs), Math.max(...hoofXs)],
  };
}

/** Face markings in the head's standing coordinates (relative to the poll). */
const FACE: Record<FaceMarking, Pt[] | null> = {
  none: null,
  star: [[7.8, 5.2], [10.2, 4.6], [11.2, 7], [9.8, 9.2], [7.6, 8.2]],
  snip: [[21, 27.5], [24.6, 27], [27, 31], [25.2, 33], [22.4, 31.2]],
  'star-snip': [[7.8, 5.2], [10.2, 4.6], [11.4, 7.2], [14, 12], [15.6, 16], [14.4, 16.8], [12.2, 13], [9.4, 9.4], [7.6, 8.2]],
  strip: [[8.2, 4.6], [11.6, 5.4], [15, 11], [20, 19.5], [24, 27], [22.8, 28.4], [18.4, 21.4], [13.4, 14], [10, 9.5]],
  blaze: [[6, 2], [9.5, 2], [16, 11], [22.6, 21.5], [28, 31], [27.2, 37.6], [22.4, 35.6], [20.6, 28.6], [16.4, 20.4], [11.2, 12.4], [7.6, 7.4]],
  bald: [[3.5, 0.5], [9.5, 1.6], [16, 11], [22.6, 21.5], [28, 31], [27.2, 38], [19.6, 37.2], [15, 29], [9.2, 20], [4.6, 13], [3, 6]],
};

/** A soft, irregular patch. */
function blob(c: Pt, rx: number, ry: number, r: Random, rough: number): string {
  const count = 11;
  const pts: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const k = 1 + between(r, -rough, rough);
    pts.push([c[0] + Math.cos(a) * rx * k, c[1] + Math.sin(a) * ry * k]);
  }
  return smooth(pts, true);
}

const pt = (p: Pt): string => `${num(p[0])},${num(p[1])}`;

/** Colour of the horse's shadow on a ground of the given colour. */
export const shadowOn = (ground: string): string => mix(ground, '#1a1420', 0.75);
