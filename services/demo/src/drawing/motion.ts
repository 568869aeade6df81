/**
 * The demo clips: the portrait horse set moving (trot, walk, or grazing) over its landscape, frame by frame.
 * `scripts/demo-media/make-clips.mjs` renders these frames in headless Chromium and records them as WebM.
 */
import { type HorsePose, type LegPose, POSES } from './horse.js';
import { type PortraitSpec, pictureSvg } from './portrait.js';

export type ClipAction = 'trot' | 'walk' | 'graze';

export interface DemoClip {
  /** File name in services/demo/clips/. */
  file: string;
  action: ClipAction;
  /** The horse and its landscape (the clip always faces right). */
  picture: PortraitSpec;
}

export const CLIP_SIZE = { width: 640, height: 360, seconds: 5, fps: 30 } as const;

const TAU = Math.PI * 2;
const ease = (s: number) => 0.5 - 0.5 * Math.cos(Math.PI * s);
const frac = (x: number) => x - Math.floor(x);

interface Gait {
  period: number;
  duty: number;
  /** Stance sweep of the upper bones, degrees: [fore from, fore to, hind from, hind to]. */
  sweep: [number, number, number, number];
  /** Flexion at the knee and hock in the swing. */
  flex: number;
  /** Phase of each leg in the cycle. */
  phase: { nearFore: number; farFore: number; nearHind: number; farHind: number };
}

const GAITS: Record<'trot' | 'walk', Gait> = {
  trot: { period: 0.66, duty: 0.46, sweep: [22, -18, 6, -30], flex: 1, phase: { nearFore: 0, farHind: 0.02, farFore: 0.5, nearHind: 0.52 } },
  walk: { period: 1.1, duty: 0.64, sweep: [15, -14, 2, -24], flex: 0.62, phase: { nearHind: 0, nearFore: 0.25, farHind: 0.5, farFore: 0.75 } },
};

function foreLeg(p: number, g: Gait): LegPose {
  const [from, to] = g.sweep;
  if (p < g.duty) {
    const s = p / g.duty;
    const upper = from + (to - from) * s;
    return { upper, lower: upper, pastern: upper + 36 + 8 * Math.sin(Math.PI * s) };
  }
  const s = (p - g.duty) / (1 - g.duty);
  const lift = Math.sin(Math.PI * s);
  const upper = to + (from - to) * ease(s) + 16 * g.flex * Math.sin(Math.PI * Math.min(1, s * 1.15));
  const lower = upper - 100 * g.flex * Math.pow(Math.sin(Math.PI * Math.min(1, s * 1.2)), 1.3);
  return { upper, lower, pastern: lower + 36 - 55 * g.flex * lift };
}

function hindLeg(p: number, g: Gait): LegPose {
  const [, , from, to] = g.sweep;
  if (p < g.duty) {
    const s = p / g.duty;
    const upper = from + (to - from) * s;
    return { upper, lower: upper + 14, pastern: upper + 14 + 36 + 6 * Math.sin(Math.PI * s) };
  }
  const s = (p - g.duty) / (1 - g.duty);
  const lift = Math.sin(Math.PI * s);
  const upper = to + (from - to) * ease(s) - 14 * g.flex * lift;
  const lower = upper + 14 + 62 * g.flex * Math.pow(lift, 1.2);
  return { upper, lower, pastern: lower + 36 - 45 * g.flex * lift };
}

/** How far the planted hooves travel per second, in the horse's own units. */
function groundSpeed(g: Gait): number {
  const legLength = 50;
  const fore = legLength * (Math.sin((g.sweep[0] * Math.PI) / 180) - Math.sin((g.sweep[1] * Math.PI) / 180));
  return fore / (g.duty * g.period);
}

/** The horse's pose `t` seconds into a clip. */
export function clipPose(action: ClipAction, t: number): HorsePose {
  if (action === 'graze') {
    const base = POSES.grazing;
    const nibble = Math.sin(TAU * t * 1.7) * Math.max(0, Math.sin(TAU * t * 0.31));
    const flick = t > 1.4 && t < 1.75 ? Math.sin(((t - 1.4) / 0.35) * Math.PI) : t > 3.6 && t < 3.9 ? Math.sin(((t - 3.6) / 0.3) * Math.PI) : 0;
    return {
      ...base,
      head: base.head + 4 * nibble,
      neck: base.neck + 1.5 * nibble + Math.sin(TAU * t * 0.2) * 1.5,
      ears: base.ears + 26 * flick,
      tail: 4 + 22 * Math.sin(TAU * t * 0.45) * Math.max(0, Math.sin(TAU * t * 0.22 + 0.6)),
    };
  }
  const g = GAITS[action];
  const p = (offset: number) => frac(t / g.period + offset);
  const cycle = TAU * (t / g.period);
  return {
    neck: (action === 'trot' ? -52 : -44) + (action === 'walk' ? 2.5 * Math.sin(cycle * 2) : 1.2 * Math.sin(cycle * 2)),
    neckLength: 1,
    head: (action === 'trot' ? 2 : 6) + (action === 'walk' ? 2 * Math.sin(cycle * 2 + 0.8) : 0),
    ears: action === 'trot' ? 10 : 4,
    tail: (action === 'trot' ? -10 : 0) + 5 * Math.sin(cycle + 1),
    nearFore: foreLeg(p(g.phase.nearFore), g),
    farFore: foreLeg(p(g.phase.farFore), g),
    nearHind: hindLeg(p(g.phase.nearHind), g),
    farHind: hindLeg(p(g.phase.farHind), g),
  };
}

const HORSE_SCALE: Record<ClipAction, number> = { trot: 0.95, walk: 0.85, graze: 1 };

/** Where the camera and the horse are at `t`: pan in pixels, horse position as a share of the width. */
function camera(clip: DemoClip, t: number, width: number, height: number): { pan: number; horseX: number; extent: number } {
  const scale = Math.min(height * 0.0042, width * 0.0042) * HORSE_SCALE[clip.action];
  const seconds = CLIP_SIZE.seconds;
  if (clip.action === 'trot') {
    // The camera follows the horse: the land slides by as fast as the planted hooves push it.
    const speed = groundSpeed(GAITS.trot) * scale;
    return { pan: speed * t, horseX: 0.47 + 0.03 * Math.sin((TAU * t) / seconds), extent: speed * seconds };
  }
  if (clip.action === 'walk') {
    const speed = groundSpeed(GAITS.walk) * scale;
    return { pan: 0, horseX: 0.5 - (speed * seconds) / width / 2 + (speed * t) / width, extent: 0 };
  }
  // Grazing: a slow drift of the camera.
  const drift = 10 * (height / 360);
  return { pan: drift * t, horseX: 0.5 - (drift * t) / width, extent: drift * seconds };
}

/** One frame of a clip as an SVG. */
export function clipFrameSvg(clip: DemoClip, t: number, width: number = CLIP_SIZE.width, height: number = CLIP_SIZE.height): string {
  const cam = camera(clip, t, width, height);
  return pictureSvg(
    { ...clip.picture, facing: 'right' },
    { width, height, pose: clipPose(clip.action, t), pan: cam.pan, panExtent: cam.extent, horseX: cam.horseX, anchor: 60, horseScale: HORSE_SCALE[clip.action] },
  );
}
