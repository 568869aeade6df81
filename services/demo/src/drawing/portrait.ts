/**
 * Demo pictures of horses, drawn in code (the demo has no stock photos): a stylised landscape with a horse in
 * profile, coloured and marked as described. `portraitSvg` returns a self-contained SVG (no scripts, no text, no
 * external references) that librsvg (sharp) and browsers render alike; the same spec always gives the same SVG.
 */
import { hash } from './geometry.js';
import { type HorsePose, POSES, drawHorse } from './horse.js';
import { drawScene, hourLight } from './scene.js';

export type CoatColor =
  | 'bay'
  | 'dark-bay'
  | 'blood-bay'
  | 'chestnut'
  | 'sorrel'
  | 'liver-chestnut'
  | 'black'
  | 'brown'
  | 'buckskin'
  | 'palomino'
  | 'dun'
  | 'red-dun'
  | 'grullo'
  | 'gray'
  | 'dapple-gray'
  | 'flea-bitten-gray'
  | 'blue-roan'
  | 'red-roan'
  | 'bay-roan'
  | 'cremello'
  | 'white';

/** White patterns over the base coat: pinto (tobiano, overo) and appaloosa (blanket, snowcap, leopard). */
export type CoatPattern = 'solid' | 'tobiano' | 'overo' | 'blanket' | 'snowcap' | 'leopard';
export type FaceMarking = 'none' | 'star' | 'snip' | 'star-snip' | 'strip' | 'blaze' | 'bald';
export type LegMarking = 'none' | 'coronet' | 'sock' | 'stocking';
/** Proportions: stock horse, light (Arabian, Thoroughbred), heavy (draft cross), compact (mustang), young. */
export type Build = 'stock' | 'light' | 'heavy' | 'compact' | 'young';
export type Pose = 'standing' | 'alert' | 'grazing' | 'resting';
export type Scene = 'sage-desert' | 'mountain-meadow' | 'snowy-pasture' | 'corral' | 'red-rock' | 'prairie';
export type TimeOfDay = 'morning' | 'midday' | 'golden-hour' | 'dusk';

/** What a demo picture shows. */
export interface PortraitSpec {
  coat: CoatColor;
  pattern?: CoatPattern;
  face?: FaceMarking;
  /** Near fore, far fore, near hind, far hind ("near" is the side towards the viewer). */
  legs?: readonly [LegMarking, LegMarking, LegMarking, LegMarking];
  /** Mane and tail colour (#rrggbb) when not the usual one for the coat (e.g. a flaxen chestnut). */
  mane?: string;
  maneStyle?: 'flowing' | 'short' | 'roached';
  build?: Build;
  pose?: Pose;
  facing?: 'left' | 'right';
  scene: Scene;
  time?: TimeOfDay;
  /** Varies the details (clouds, hills, strands of mane, patches) between otherwise alike pictures. */
  seed?: number;
}

export interface PictureOptions {
  width: number;
  height: number;
  /** The horse's pose; the spec's named pose when left out. */
  pose?: HorsePose;
  /** Camera travel in pixels (clips). */
  pan?: number;
  /** The largest pan of the sequence, so every frame shows the same landscape. */
  panExtent?: number;
  /** Horizontal position of the horse, as a share of the width (0.5 = centred). */
  horseX?: number;
  /** Point of the horse (its own x units) placed at `horseX`; the middle of its outline when left out. */
  anchor?: number;
  /** Size of the horse relative to a portrait's. */
  horseScale?: number;
}

/** Stable JSON of a spec (keys sorted), for hashing. */
function canonical(spec: PortraitSpec): string {
  return JSON.stringify(spec, Object.keys(spec).sort());
}

/** The whole picture for a spec, with options for clips (pose, pan, position). */
export function pictureSvg(spec: PortraitSpec, o: PictureOptions): string {
  const W = Math.round(o.width);
  const H = Math.round(o.height);
  const seed = (hash(canonical(spec)) ^ Math.imul((spec.seed ?? 0) + 1, 0x85ebca6b)) >>> 0;
  const sceneSeed = (hash(`${spec.scene}|${spec.time ?? ''}`) ^ Math.imul((spec.seed ?? 0) + 7, 0xc2b2ae35)) >>> 0;
  const pose = o.pose ?? POSES[spec.pose ?? 'standing'];
  const time = spec.time ?? 'morning';
  const id = `h${(seed % 46656).toString(36)}`;

  const groundY = H * 0.87;
  const s = Math.min(H * 0.0042, W * 0.0042) * (o.horseScale ?? 1);
  const facingLeft = spec.facing === 'left';

  const horse = drawHorse(spec, pose, id, seed, hourLight(time));
  const anchor = o.anchor ?? (horse.box[0] + horse.box[2]) / 2;
  const cx = W * (o.horseX ?? 0.5);
  const toScreen = (x: number) => (facingLeft ? cx - (x - anchor) * s : cx + (x - anchor) * s);
  const span: [number, number] = [Math.min(toScreen(horse.box[0]), toScreen(horse.box[2])), Math.max(toScreen(horse.box[0]), toScreen(horse.box[2]))];
  const scene = drawScene(spec.scene, time, { width: W, height: H, groundY, pan: o.pan ?? 0, panExtent: o.panExtent ?? o.pan ?? 0, horseSpan: o.pose ? null : span, seed: sceneSeed });

  const feetL = toScreen(horse.feet[0]);
  const feetR = toScreen(horse.feet[1]);
  const shadowCx = (feetL + feetR) / 2 + (scene.sunX < W / 2 ? 1 : -1) * 18 * s;
  const shadowRx = Math.abs(feetR - feetL) / 2 + 26 * s;
  const transform = `translate(${cx.toFixed(1)},${groundY.toFixed(1)}) scale(${(facingLeft ? -s : s).toFixed(4)},${s.toFixed(4)}) translate(${(-anchor).toFixed(2)},0)`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${scene.defs}${horse.defs}` +
    `<radialGradient id="${id}-shadow"><stop offset="0" stop-color="${scene.shadow}" stop-opacity="0.55"/><stop offset="0.7" stop-color="${scene.shadow}" stop-opacity="0.25"/><stop offset="1" stop-color="${scene.shadow}" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    scene.back +
    `<ellipse cx="${shadowCx.toFixed(1)}" cy="${(groundY + 1.5 * s).toFixed(1)}" rx="${shadowRx.toFixed(1)}" ry="${(7 * s).toFixed(1)}" fill="url(#${id}-shadow)"/>` +
    `<g transform="${transform}">${horse.svg}</g>` +
    scene.front +
    scene.overlay +
    `</svg>`
  );
}

/** A portrait of the horse a spec describes, as a self-contained SVG `width` x `height` pixels. */
export function portraitSvg(spec: PortraitSpec, width = 1600, height = 1067): string {
  return pictureSvg(spec, { width, height });
}

export type { HorsePose, LegPose } from './horse.js';
export { POSES } from './horse.js';
