// Cattle for the gallery pictures, drawn like the demo horses (services/demo/src/drawing/horse.ts): a side view
// in the animal's own units, facing right, the ground at y = 0 and the back about 86 units up; the caller places
// and scales it. Smooth outlines from the demo's geometry helpers, a light-to-shade gradient over the body, far
// legs in shadow, and the light of the hour along the back.

/** Coats of the ranch's cattle: body colour, markings and horns. */
export const BREEDS = {
  angus: { body: '#2b2523', belly: '#1c1816', muzzle: '#3a3330', horns: null },
  'red-angus': { body: '#7a3420', belly: '#5a2515', muzzle: '#4d2a22', horns: null },
  hereford: { body: '#8c3d1f', belly: '#6a2c15', muzzle: '#e9d9c4', horns: 'short', whiteFace: true },
  charolais: { body: '#e6dac3', belly: '#cbbd9f', muzzle: '#d9b9a8', horns: null },
  longhorn: { body: '#e2cfae', belly: '#c9b08c', muzzle: '#5a4638', horns: 'long', spots: '#8a4a24' },
};

/**
 * @param {object} g  the demo's geometry helpers (geometry.js)
 * @param {{ breed: keyof typeof BREEDS, pose?: 'standing'|'grazing', calf?: boolean, headOn?: boolean,
 *   id: string, seed: number, light: string | null }} o
 * @returns {{ svg: string, defs: string, box: [number, number, number, number], feet: [number, number] }}
 */
export function drawCow(g, o) {
  const { smooth, polygon, ellipse, mix, darken, rng, between } = g;
  const breed = BREEDS[o.breed];
  const r = rng(o.seed);
  const grazing = o.pose === 'grazing';
  // A calf is shorter in the leg and rounder in the body; a longhorn rangier.
  const k = o.calf ? { legs: 0.82, depth: 0.8, len: 0.78 } : o.breed === 'longhorn' ? { legs: 1.08, depth: 0.92, len: 1.04 } : { legs: 1, depth: 1, len: 1 };
  const X = (x) => x * k.len;
  const legTop = -40 * k.legs;
  const Y = (y) => legTop + (y + 40) * k.depth; // body points, measured as if the belly sat at -40
  const id = o.id;
  const light = o.light ?? '#fff6e8';

  const body = [
    [X(4), Y(-80)], [X(22), Y(-86)], [X(52), Y(-84)], [X(80), Y(-90)], [X(96), Y(-84)], [X(106), Y(-66)], [X(104), Y(-46)],
    [X(94), Y(-38)], [X(70), Y(-36)], [X(44), Y(-37)], [X(22), Y(-42)], [X(6), Y(-50)], [X(-2), Y(-66)],
  ];
  // Neck and head: raised (standing) or down to the grass.
  const neckTop = [X(90), Y(-84)];
  const neckLow = [X(104), Y(-50)];
  // A cow carries her head low: the poll about level with the back, the face sloping steeply to the muzzle.
  const poll = grazing ? [X(124), Y(-40)] : [X(116), Y(-76)];
  const muzzle = grazing ? [X(134), -3] : [X(132), Y(-42)];
  const dir = g.norm(g.sub(muzzle, poll));
  const side = [dir[1], -dir[0]]; // towards the front of the face
  const at = (along, across) => g.add(g.add(poll, g.scale(dir, along)), g.scale(side, across));
  const headLen = Math.hypot(muzzle[0] - poll[0], muzzle[1] - poll[1]);
  const head = [at(-3, 7), at(headLen * 0.45, 9), at(headLen * 0.9, 8), at(headLen + 2, 2), at(headLen * 0.97, -8), at(headLen * 0.6, -10), at(6, -14), at(-4, -8)];
  // Turned to face us, the head sits in front of the neck; the neck then only fills out the shoulder.
  const faceCentre = [X(112), Y(-66)];
  const neck = o.headOn
    ? [neckTop, [X(106), Y(-80)], [X(116), Y(-60)], neckLow, [X(100), Y(-40)], [X(88), Y(-60)]]
    : [neckTop, at(-3, 7), at(6, -14), neckLow, [X(100), Y(-40)], [X(88), Y(-60)]];
  const dewlap = [neckLow, [X(108), Y(-36)], [X(100), Y(-30)], [X(94), Y(-40)]];

  const leg = (x, far, hind) => {
    const top = Y(-52);
    const w = hind ? 9 : 7;
    const knee = hind ? [x - 5, -20 * k.legs] : [x + 1, -18 * k.legs];
    const foot = [x + (hind ? -1 : 1), 0];
    return {
      outline: smooth([[x - w, top], [x + w, top], { corner: [knee[0] + 4, knee[1]] }, { corner: [foot[0] + 3.2, -3] }, { corner: [foot[0] + 3.6, 0] }, { corner: [foot[0] - 3.6, 0] }, { corner: [foot[0] - 3.2, -3] }, [knee[0] - 4, knee[1]], [x - w * 0.9, top + 14]], true, 1),
      hoof: polygon([[foot[0] - 3.6, 0], [foot[0] - 3.3, -3.6], [foot[0] + 3.3, -3.6], [foot[0] + 3.6, 0]], 1),
      far,
    };
  };
  const legs = [leg(X(28), true, true), leg(X(86), true, false), leg(X(18), false, true), leg(X(94), false, false)];

  const tail = [[X(0), Y(-76)], [X(-5), Y(-54)], [X(-4), -26], [X(-2), -16]];
  const tuft = ellipse([X(-3), -14], 3.4, 7, 8, 1);

  const base = breed.body;
  const shade = darken(base, 0.28);
  const defs =
    `<linearGradient id="${id}-coat" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(base, light, 0.22)}"/><stop offset="0.55" stop-color="${base}"/><stop offset="1" stop-color="${breed.belly}"/></linearGradient>` +
    `<radialGradient id="${id}-sheen" cx="0.45" cy="0.25" r="0.6"><stop offset="0" stop-color="${light}" stop-opacity="0.28"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>` +
    `<clipPath id="${id}-body"><path d="${smooth(body, true, 1)}"/><path d="${smooth(neck, true, 1)}"/></clipPath>`;

  const parts = [];
  // Far side first, in shadow.
  for (const l of legs.filter((x) => x.far)) parts.push(`<path d="${l.outline}" fill="${darken(breed.belly, 0.25)}"/><path d="${l.hoof}" fill="#1d1714"/>`);
  parts.push(`<path d="${smooth(tail, false, 1)}" fill="none" stroke="${darken(base, 0.15)}" stroke-width="3.2" stroke-linecap="round"/><path d="${tuft}" fill="${darken(base, 0.35)}"/>`);
  if (breed.horns === 'short') parts.push(`<path d="${smooth([at(0, 2), at(-6, 10), { corner: at(-4, 15) }, at(2, 6)], true, 1)}" fill="#d9ceb6"/>`);
  parts.push(`<path d="${smooth(neck, true, 1)}" fill="url(#${id}-coat)"/><path d="${smooth(body, true, 1)}" fill="url(#${id}-coat)"/>`);
  if (!o.calf && o.breed !== 'charolais') parts.push(`<path d="${smooth(dewlap, true, 1)}" fill="${mix(base, breed.belly, 0.5)}"/>`);
  if (breed.spots) {
    const spots = [];
    for (let i = 0; i < 7; i++) spots.push(ellipse([X(between(r, 8, 100)), Y(between(r, -86, -44))], between(r, 7, 16), between(r, 5, 11), between(r, -30, 30), 1));
    parts.push(`<path d="${spots.join('')}" fill="${breed.spots}" clip-path="url(#${id}-body)"/>`);
  }
  if (breed.whiteFace) {
    parts.push(`<path d="${smooth([[X(100), Y(-40)], [X(72), Y(-37)], [X(60), Y(-34)], [X(84), Y(-44)]], true, 1)}" fill="#efe4d2" clip-path="url(#${id}-body)"/>`);
    parts.push(`<path d="${smooth([neckTop, [X(97), Y(-82)], at(0, 4)], true, 1)}" fill="#efe4d2" opacity="0.9"/>`);
  }
  // Ribs, hip and shoulder: soft shading that gives the barrel its roundness.
  parts.push(
    `<path d="${smooth([[X(6), Y(-78)], [X(20), Y(-70)], [X(24), Y(-52)], [X(12), Y(-48)], [X(2), Y(-62)]], true, 1)}" fill="${shade}" opacity="0.22"/>`,
    `<path d="${smooth([[X(84), Y(-84)], [X(100), Y(-70)], [X(98), Y(-50)], [X(86), Y(-56)], [X(80), Y(-72)]], true, 1)}" fill="${shade}" opacity="0.2"/>`,
    `<path d="${smooth([[X(26), Y(-46)], [X(60), Y(-40)], [X(92), Y(-44)], [X(96), Y(-38)], [X(60), Y(-35)], [X(26), Y(-40)]], true, 1)}" fill="${darken(breed.belly, 0.2)}" opacity="0.45"/>`,
    `<path d="${smooth(body, true, 1)}" fill="url(#${id}-sheen)"/>`,
  );
  for (const l of legs.filter((x) => !x.far)) parts.push(`<path d="${l.outline}" fill="${mix(base, breed.belly, 0.6)}"/><path d="${l.hoof}" fill="#2a211c"/>`);

  if (o.headOn) parts.push(headOnFace(g, o, breed, faceCentre, light));
  else {
    const face = breed.whiteFace ? '#efe4d2' : base;
    parts.push(`<path d="${smooth(head, true, 1)}" fill="${mix(face, light, 0.08)}"/>`);
    parts.push(`<path d="${smooth([at(headLen * 0.72, 6.4), at(headLen + 2, 1), at(headLen * 0.96, -7), at(headLen * 0.74, -8)], true, 1)}" fill="${breed.muzzle}"/>`);
    parts.push(`<path d="${g.circle(at(headLen * 0.3, 1), 1.8, 1)}" fill="#120e0c"/><path d="${g.circle(at(headLen * 0.3 - 0.4, 1.6), 0.6, 1)}" fill="#ffffff" opacity="0.7"/>`);
    // Ear, out to the side and a little back.
    parts.push(`<path d="${smooth([at(1, -3), at(0, -12), { corner: at(4, -24) }, at(9, -12), at(8, -6)], true, 1)}" fill="${darken(base, 0.12)}"/>`);
    parts.push(`<path d="${smooth([at(3, -8), { corner: at(4.5, -21) }, at(7, -10)], true, 1)}" fill="${mix(base, '#d9a08a', 0.4)}" opacity="0.7"/>`);
    if (breed.horns === 'short') parts.push(`<path d="${smooth([at(2, 4), at(-3, 12), { corner: at(2, 18) }, at(5, 6)], true, 1)}" fill="#ece3cf"/>`);
    if (breed.horns === 'long') parts.push(longHornsSide(g, at, between(r, 0.9, 1.1)));
  }

  return { svg: parts.join(''), defs, box: [X(-8), Y(-92), Math.max(X(108), muzzle[0] + 3), 0], feet: [X(18) - 4, X(94) + 4] };
}

/** The long sweep of a longhorn's horns seen from the side: out towards us and back, tips turned up. */
function longHornsSide(g, at, tip) {
  const { smooth } = g;
  const base = at(1, 4);
  const near = smooth([[base[0] - 2, base[1]], [base[0] + 30 * tip, base[1] - 6], { corner: [base[0] + 58 * tip, base[1] - 26] }, [base[0] + 30 * tip, base[1] - 3], [base[0] + 2, base[1] + 3]], true, 1);
  const far = smooth([[base[0] + 2, base[1] - 1], [base[0] - 26 * tip, base[1] - 8], { corner: [base[0] - 46 * tip, base[1] - 26] }, [base[0] - 26 * tip, base[1] - 4], [base[0] - 1, base[1] + 2]], true, 1);
  return `<path d="${far}" fill="#bfae8c"/><path d="${near}" fill="#efe4cc"/><path d="${near}" fill="none" stroke="#8d7a5c" stroke-width="0.6" opacity="0.6"/>`;
}

/**
 * A head turned to look at us (for a close portrait): long face, eyes at the sides, ears out flat and, on a
 * longhorn, horns spreading wide to each side with tips turned up. Centred on `c`.
 */
function headOnFace(g, o, breed, c, light) {
  const { smooth, mix, darken, circle } = g;
  const [x, y] = c;
  const face = breed.whiteFace ? '#efe4d2' : breed.body;
  const outline = smooth(
    [[x - 11, y - 14], [x, y - 17], [x + 11, y - 14], [x + 12, y], [x + 8, y + 18], [x + 8, y + 26], [x, y + 29], [x - 8, y + 26], [x - 8, y + 18], [x - 12, y]],
    true,
    1,
  );
  const parts = [];
  if (breed.horns === 'long') {
    const horn = (s) =>
      smooth(
        [[x + s * 8, y - 16], [x + s * 36, y - 20], [x + s * 62, y - 22], { corner: [x + s * 78, y - 40] }, [x + s * 64, y - 17], [x + s * 36, y - 13], [x + s * 9, y - 10]],
        true,
        1,
      );
    parts.push(`<path d="${horn(-1)}${horn(1)}" fill="#eee2c8"/><path d="${horn(-1)}${horn(1)}" fill="none" stroke="#7e6a4e" stroke-width="0.7" opacity="0.7"/>`);
    parts.push(`<path d="${smooth([[x - 70, y - 30], { corner: [x - 78, y - 40] }, [x - 72, y - 26]], true, 1)}${smooth([[x + 70, y - 30], { corner: [x + 78, y - 40] }, [x + 72, y - 26]], true, 1)}" fill="#4b3b2a"/>`);
  }
  const ear = (s) => smooth([[x + s * 10, y - 9], [x + s * 24, y - 12], { corner: [x + s * 29, y - 6] }, [x + s * 20, y - 3], [x + s * 10, y - 4]], true, 1);
  parts.push(`<path d="${ear(-1)}${ear(1)}" fill="${darken(face, 0.12)}"/>`);
  parts.push(`<path d="${outline}" fill="${mix(face, light, 0.1)}"/>`);
  if (breed.spots) parts.push(`<path d="${smooth([[x - 4, y - 16], [x + 10, y - 13], [x + 11, y - 2], [x + 3, y - 6]], true, 1)}" fill="${breed.spots}" opacity="0.9"/>`);
  parts.push(`<path d="${smooth([[x - 8, y + 18], [x + 8, y + 18], [x + 9, y + 26], [x, y + 30], [x - 9, y + 26]], true, 1)}" fill="${breed.muzzle}"/>`);
  parts.push(`<path d="${circle([x - 4, y + 24], 1.6, 1)}${circle([x + 4, y + 24], 1.6, 1)}" fill="#1a1411"/>`);
  parts.push(`<path d="${circle([x - 9, y - 3], 2, 1)}${circle([x + 9, y - 3], 2, 1)}" fill="#120e0c"/><path d="${circle([x - 9.5, y - 3.6], 0.7, 1)}${circle([x + 8.5, y - 3.6], 0.7, 1)}" fill="#fff" opacity="0.75"/>`);
  parts.push(`<path d="${smooth([[x - 10, y - 12], [x, y - 16], [x + 10, y - 12], [x, y - 8]], true, 1)}" fill="${light}" opacity="0.18"/>`);
  return parts.join('');
}
