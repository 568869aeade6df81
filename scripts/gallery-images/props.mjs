// The ranch around the animals in the gallery pictures: barn and silo, windmill and stock tank, hay, fences,
// riders, dust, a campfire and an arena, in screen pixels (`u` is a thousandth of the picture's height), in the
// manner of the demo's landscapes (services/demo/src/drawing/scene.ts): flat shapes with a lit and a shaded
// side, softened by the haze of the hour. `g` is the demo's geometry module; `tint(c)` dims a colour for the hour.

/** A gambrel-roofed barn with a hayloft, big sliding doors, a lean-to and a cupola; lit from `sunLeft`. */
export function barn(g, { x, y, u, w, tint, sunLeft, light }) {
  const { polygon, darken, lighten, mix, num } = g;
  const h = w * 0.42;
  const red = tint('#9a3426');
  const lit = mix(red, light, 0.18);
  const shade = darken(red, 0.3);
  const trim = tint('#f1e9dc');
  const roof = tint('#4a3a36');
  const top = y - h;
  const eave = w * 0.04;
  const front = polygon([[x - w / 2, y], [x - w / 2, top], [x - w * 0.34, top - w * 0.2], [x, top - w * 0.3], [x + w * 0.34, top - w * 0.2], [x + w / 2, top], [x + w / 2, y]], 1);
  const roofLine = polygon([[x - w / 2 - eave, top + eave * 0.4], [x - w * 0.35, top - w * 0.21], [x, top - w * 0.32], [x + w * 0.35, top - w * 0.21], [x + w / 2 + eave, top + eave * 0.4], [x + w / 2 + eave, top + eave * 1.2], [x + w * 0.34, top - w * 0.17], [x, top - w * 0.27], [x - w * 0.34, top - w * 0.17], [x - w / 2 - eave, top + eave * 1.2]], 1);
  // The side wall running back, in shade (or lit when the sun is on that side).
  const sideW = w * 0.55;
  const dx = sunLeft ? sideW : -sideW;
  const sx = sunLeft ? x + w / 2 : x - w / 2;
  const side = polygon([[sx, y], [sx, top], [sx + dx, top - w * 0.06], [sx + dx, y - w * 0.05]], 1);
  const sideRoof = polygon([[sunLeft ? x + w * 0.34 : x - w * 0.34, top - w * 0.2], [sx + eave * Math.sign(dx), top + eave], [sx + dx + eave * Math.sign(dx), top - w * 0.05], [sunLeft ? x + w * 0.34 + dx : x - w * 0.34 + dx, top - w * 0.26]], 1);
  const doorW = w * 0.34;
  const doorH = h * 0.62;
  const door = `M${num(x - doorW / 2, 1)},${num(y, 1)}v${num(-doorH, 1)}h${num(doorW, 1)}v${num(doorH, 1)}`;
  const braces = `M${num(x - doorW / 2, 1)},${num(y - doorH, 1)}l${num(doorW / 2, 1)},${num(doorH, 1)}m0,${num(-doorH, 1)}l${num(-doorW / 2, 1)},${num(doorH, 1)}M${num(x, 1)},${num(y - doorH, 1)}l${num(doorW / 2, 1)},${num(doorH, 1)}m0,${num(-doorH, 1)}l${num(-doorW / 2, 1)},${num(doorH, 1)}M${num(x, 1)},${num(y, 1)}v${num(-doorH, 1)}`;
  const loftW = w * 0.14;
  const loft = polygon([[x - loftW / 2, top - w * 0.02], [x - loftW / 2, top - w * 0.15], [x, top - w * 0.2], [x + loftW / 2, top - w * 0.15], [x + loftW / 2, top - w * 0.02]], 1);
  const cup = w * 0.07;
  const cupola = polygon([[x - cup / 2, top - w * 0.3], [x - cup / 2, top - w * 0.38], [x + cup / 2, top - w * 0.38], [x + cup / 2, top - w * 0.3]], 1);
  const cupRoof = polygon([[x - cup * 0.75, top - w * 0.38], [x, top - w * 0.44], [x + cup * 0.75, top - w * 0.38]], 1);
  const vane = `M${num(x, 1)},${num(top - w * 0.44, 1)}v${num(-w * 0.06, 1)}M${num(x - w * 0.03, 1)},${num(top - w * 0.48, 1)}h${num(w * 0.06, 1)}`;
  const boards = [];
  for (let bx = x - w / 2 + w * 0.05; bx < x + w / 2; bx += w * 0.05) boards.push(`M${num(bx, 1)},${num(y, 1)}V${num(top - (1 - Math.abs(bx - x) / (w / 2)) * w * 0.25, 1)}`);
  return (
    `<path d="${side}" fill="${sunLeft ? shade : lit}"/><path d="${sideRoof}" fill="${darken(roof, sunLeft ? 0.15 : 0)}"/>` +
    `<path d="${front}" fill="${sunLeft ? lit : shade}"/>` +
    `<path d="${boards.join('')}" stroke="${darken(red, 0.4)}" stroke-width="${num(1.2 * u, 2)}" opacity="0.35"/>` +
    `<path d="${roofLine}" fill="${roof}"/>` +
    `<path d="${door}" fill="${darken(red, 0.2)}"/><path d="${door}${braces}" fill="none" stroke="${trim}" stroke-width="${num(w * 0.012, 2)}"/>` +
    `<path d="${loft}" fill="${darken(red, 0.55)}" stroke="${trim}" stroke-width="${num(w * 0.01, 2)}"/>` +
    `<path d="${cupola}" fill="${lit}" stroke="${trim}" stroke-width="${num(w * 0.006, 2)}"/><path d="${cupRoof}" fill="${roof}"/>` +
    `<path d="${vane}" stroke="${darken(roof, 0.3)}" stroke-width="${num(w * 0.006, 2)}"/>` +
    `<path d="${front}" fill="none" stroke="${lighten(lit, 0.2)}" stroke-width="${num(w * 0.008, 2)}" opacity="0.5"/>`
  );
}

/** A grain silo: a steel cylinder with a domed cap, banded, lit on one side. */
export function silo(g, { x, y, u, w, h, tint, sunLeft, light }) {
  const { num, mix, darken } = g;
  const steel = tint('#b9b7b0');
  const id = `silo${Math.round(x)}`;
  const bands = [];
  for (let k = 1; k < 7; k++) bands.push(`M${num(x - w / 2, 1)},${num(y - (h * k) / 7, 1)}h${num(w, 1)}`);
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${sunLeft ? mix(steel, light, 0.35) : darken(steel, 0.35)}"/><stop offset="0.45" stop-color="${steel}"/><stop offset="1" stop-color="${sunLeft ? darken(steel, 0.4) : mix(steel, light, 0.35)}"/></linearGradient></defs>` +
    `<path d="M${num(x - w / 2, 1)},${num(y, 1)}V${num(y - h, 1)}Q${num(x, 1)},${num(y - h - w * 0.7, 1)} ${num(x + w / 2, 1)},${num(y - h, 1)}V${num(y, 1)}Z" fill="url(#${id})"/>` +
    `<path d="${bands.join('')}" stroke="${darken(steel, 0.45)}" stroke-width="${num(1.1 * u, 2)}" opacity="0.45"/>`
  );
}

/** A leafy cottonwood: overlapping crowns, a lit and a shaded side. */
export function tree(g, { x, y, s, tint, sunLeft, seed }) {
  const { circle, rng, between, num, lighten } = g;
  const r = rng(seed);
  const leaf = tint('#4d6b3a');
  const crowns = [];
  const lit = [];
  for (let i = 0; i < 9; i++) {
    const cx = x + between(r, -0.5, 0.5) * s;
    const cy = y - s * 0.9 - between(r, 0, 0.6) * s;
    const rr = between(r, 0.22, 0.36) * s;
    crowns.push(circle([cx, cy], rr, 1));
    lit.push(circle([cx + (sunLeft ? -1 : 1) * rr * 0.25, cy - rr * 0.25], rr * 0.65, 1));
  }
  return (
    `<path d="M${num(x - s * 0.05, 1)},${num(y, 1)}l${num(s * 0.03, 1)},${num(-s * 0.8, 1)}h${num(s * 0.04, 1)}l${num(s * 0.03, 1)},${num(s * 0.8, 1)}Z" fill="${tint('#4a3a2c')}"/>` +
    `<path d="${crowns.join('')}" fill="${leaf}"/><path d="${lit.join('')}" fill="${lighten(leaf, 0.16)}" opacity="0.8"/>`
  );
}

/** A steel windmill over its stock tank, water catching the sky. */
export function windmill(g, { x, y, u, h, tint, sky }) {
  const { num, polygon, circle, mix, darken } = g;
  const color = tint('#4d4438');
  const top = [x, y - h];
  const spread = h * 0.15;
  const legs = `M${num(x - spread, 1)},${num(y, 1)}L${num(x - h * 0.02, 1)},${num(top[1], 1)}M${num(x + spread, 1)},${num(y, 1)}L${num(x + h * 0.02, 1)},${num(top[1], 1)}`;
  const braces = [];
  for (let k = 0; k < 5; k++) {
    const y0 = y - (h * k) / 5;
    const y1 = y - (h * (k + 1)) / 5;
    const w0 = spread * (1 - k / 5) + h * 0.02 * (k / 5);
    const w1 = spread * (1 - (k + 1) / 5) + h * 0.02 * ((k + 1) / 5);
    braces.push(`M${num(x - w0, 1)},${num(y0, 1)}L${num(x + w1, 1)},${num(y1, 1)}M${num(x + w0, 1)},${num(y0, 1)}L${num(x - w1, 1)},${num(y1, 1)}M${num(x - w1, 1)},${num(y1, 1)}H${num(x + w1, 1)}`);
  }
  const R = h * 0.22;
  const blades = [];
  for (let i = 0; i < 18; i++) {
    const a = (i / 18) * Math.PI * 2;
    const b = a + 0.22;
    blades.push(polygon([[top[0] + Math.cos(a) * R * 0.3, top[1] + Math.sin(a) * R * 0.3], [top[0] + Math.cos(a) * R, top[1] + Math.sin(a) * R], [top[0] + Math.cos(b) * R, top[1] + Math.sin(b) * R], [top[0] + Math.cos(b) * R * 0.3, top[1] + Math.sin(b) * R * 0.3]], 1));
  }
  const vane = polygon([[x + h * 0.02, top[1] - h * 0.01], [x + h * 0.34, top[1] - h * 0.07], [x + h * 0.36, top[1] + h * 0.05], [x + h * 0.02, top[1] + h * 0.015]], 1);
  // The round tank beside it.
  const tx = x + h * 0.32;
  const tw = h * 0.42;
  const th = h * 0.09;
  const steel = tint('#8f918e');
  return (
    `<path d="${legs}${braces.join('')}" stroke="${color}" stroke-width="${num(3 * u, 1)}" fill="none"/>` +
    `<path d="${vane}" fill="${color}"/><path d="${blades.join('')}" fill="${color}"/><path d="${circle(top, h * 0.025, 1)}" fill="${color}"/>` +
    `<path d="M${num(tx - tw / 2, 1)},${num(y, 1)}v${num(-th, 1)}a${num(tw / 2, 1)},${num(th * 0.35, 1)} 0 0,1 ${num(tw, 1)},0v${num(th, 1)}a${num(tw / 2, 1)},${num(th * 0.35, 1)} 0 0,1 ${num(-tw, 1)},0Z" fill="${steel}"/>` +
    `<ellipse cx="${num(tx, 1)}" cy="${num(y - th, 1)}" rx="${num(tw / 2 - 2 * u, 1)}" ry="${num(th * 0.3, 1)}" fill="${mix(sky, '#5a7f9a', 0.35)}"/>` +
    `<path d="M${num(tx - tw * 0.3, 1)},${num(y - th - th * 0.05, 1)}h${num(tw * 0.35, 1)}" stroke="#ffffff" stroke-width="${num(1.6 * u, 1)}" opacity="0.55"/>` +
    `<path d="M${num(tx - tw / 2, 1)},${num(y - th * 0.5, 1)}a${num(tw / 2, 1)},${num(th * 0.35, 1)} 0 0,0 ${num(tw, 1)},0" fill="none" stroke="${darken(steel, 0.3)}" stroke-width="${num(1.4 * u, 1)}"/>`
  );
}

/** A round bale of hay seen from its end, lying along the view: a lit, spiralled face and its round side. */
export function bale(g, { x, y, r, u, tint, sunLeft, light, shadow }) {
  const { num, mix, darken, lighten } = g;
  const hay = tint('#c9a457');
  const len = r * 0.9;
  const back = sunLeft ? 1 : -1; // the body runs away from the sun, so the face we see is lit
  const rx = r * 0.62;
  const cy = y - r;
  const rings = [0.25, 0.45, 0.65, 0.85].map((k) => `<ellipse cx="${num(x, 1)}" cy="${num(cy, 1)}" rx="${num(rx * k, 1)}" ry="${num(r * k, 1)}"/>`).join('');
  return (
    `<ellipse cx="${num(x + back * (len + r * 0.8), 1)}" cy="${num(y, 1)}" rx="${num(len + r * 1.2, 1)}" ry="${num(r * 0.16, 1)}" fill="${shadow}" opacity="0.4"/>` +
    `<path d="M${num(x, 1)},${num(y - 2 * r, 1)}h${num(back * len, 1)}a${num(rx, 1)},${num(r, 1)} 0 0,${back > 0 ? 1 : 0} 0,${num(2 * r, 1)}h${num(-back * len, 1)}Z" fill="${darken(hay, 0.12)}"/>` +
    `<path d="M${num(x, 1)},${num(y - 1.4 * r, 1)}h${num(back * (len + rx * 0.8), 1)}M${num(x, 1)},${num(y - 0.6 * r, 1)}h${num(back * (len + rx * 0.8), 1)}" stroke="${darken(hay, 0.3)}" stroke-width="${num(1.2 * u, 1)}" opacity="0.35"/>` +
    `<ellipse cx="${num(x, 1)}" cy="${num(cy, 1)}" rx="${num(rx, 1)}" ry="${num(r, 1)}" fill="${mix(hay, light, 0.3)}"/>` +
    `<g fill="none" stroke="${darken(hay, 0.22)}" stroke-width="${num(Math.max(1, r * 0.04), 1)}" opacity="0.55">${rings}</g>` +
    `<ellipse cx="${num(x, 1)}" cy="${num(cy, 1)}" rx="${num(rx, 1)}" ry="${num(r, 1)}" fill="none" stroke="${lighten(hay, 0.25)}" stroke-width="${num(Math.max(1, r * 0.05), 1)}" opacity="0.6"/>`
  );
}

/**
 * The corral fence of the demo's 'corral' landscape (scene.ts draws it behind the horse), drawn again at the same
 * place so that it can pass in front of the animals standing behind it.
 */
export function corralFence(g, { y, u, width, tint }) {
  const { num, darken, lighten } = g;
  const wood = tint('#7a5638');
  const posts = [];
  const rails = [];
  const h = 120 * u;
  const gap = 190 * u;
  const [x0, x1] = [-width * 0.1, width * 1.1];
  for (let x = x0; x <= x1 + gap; x += gap) posts.push(`M${num(x - 6 * u, 1)},${num(y + 8 * u, 1)}h${num(12 * u, 1)}v${num(-h - 10 * u, 1)}h${num(-12 * u, 1)}Z`);
  for (const k of [0.12, 0.45, 0.78]) {
    const ry = y - h * (1 - k);
    let d = `M${num(x0, 1)},${num(ry, 1)}`;
    for (let x = x0; x < x1 + gap; x += gap) d += `Q${num(x + gap / 2, 1)},${num(ry + 5 * u, 1)} ${num(x + gap, 1)},${num(ry, 1)}`;
    rails.push(d);
  }
  return (
    `<path d="${rails.join('')}" fill="none" stroke="${wood}" stroke-width="${num(9 * u, 1)}"/>` +
    `<path d="${rails.join('')}" fill="none" stroke="${lighten(wood, 0.25)}" stroke-width="${num(2.5 * u, 1)}" transform="translate(0,${num(-3 * u, 1)})"/>` +
    `<path d="${posts.join('')}" fill="${darken(wood, 0.15)}"/>`
  );
}

/**
 * A post-and-rail fence running into the distance: from `near` (the nearest post's foot) towards `far`, posts
 * shrinking with distance.
 */
export function railFence(g, { near, far, nearH, count, tint, light }) {
  const { num, lerp, mix, darken } = g;
  const wood = tint('#7a5638');
  const posts = [];
  const tops = [];
  for (let i = 0; i < count; i++) {
    // Spacing shrinks like perspective: equal steps in 1/depth.
    const t = 1 - 1 / (1 + i * 0.35);
    const tEnd = 1 - 1 / (1 + (count - 1) * 0.35);
    const p = lerp(near, far, t / tEnd);
    const h = nearH * (1 - (t / tEnd) * (1 - 0.12));
    const w = h * 0.07;
    posts.push(`M${num(p[0] - w / 2, 1)},${num(p[1] + w * 0.3, 1)}h${num(w, 1)}v${num(-h, 1)}h${num(-w, 1)}Z`);
    tops.push([p[0], p[1], h]);
  }
  const rails = [0.2, 0.52, 0.84].map((k) => `M${tops.map(([x, y, h]) => `${num(x, 1)},${num(y - h * k, 1)}`).join('L')}`);
  const rail = nearH * 0.05;
  return (
    `<path d="${rails.join('')}" fill="none" stroke="${wood}" stroke-width="${num(rail, 1)}" stroke-linejoin="round"/>` +
    `<path d="${rails.join('')}" fill="none" stroke="${mix(wood, light, 0.3)}" stroke-width="${num(rail * 0.3, 1)}" transform="translate(0,${num(-rail * 0.3, 1)})"/>` +
    `<path d="${posts.join('')}" fill="${darken(wood, 0.18)}"/>`
  );
}

/**
 * A rider in the saddle, in the horse's own coordinates (demo horse: withers at [76, -102], facing right):
 * saddle pad and saddle, chaps and boot in the stirrup, jacket, hands at the horn, hat. Drawn over the horse.
 */
export function rider(g, { jacket, hat, pad, light, lean = 0, rope = false }) {
  const { smooth, ellipse, darken, mix, rotate, polygon, circle } = g;
  const hip = [48, -106];
  const R = (p) => rotate(p, lean, hip);
  const leather = '#6b4226';
  const skin = '#c98e67';
  const chaps = '#5a3b27';
  const parts = [];
  parts.push(`<path d="${smooth([[28, -104], [66, -106], { corner: [68, -84] }, { corner: [30, -82] }], true, 1)}" fill="${pad}"/>`);
  parts.push(`<path d="${smooth([[30, -104], [32, -84], [60, -82], [62, -104]], false, 1)}" fill="none" stroke="${mix(pad, '#ffffff', 0.4)}" stroke-width="1.5" stroke-dasharray="3 2" opacity="0.7"/>`);
  parts.push(`<path d="${smooth([[30, -110], [40, -104], [58, -104], [66, -112], { corner: [70, -118] }, { corner: [67, -102] }, [56, -96], [36, -96]], true, 1)}" fill="${leather}"/>`);
  parts.push(`<path d="${ellipse([69, -119], 3, 2, 0, 1)}" fill="${darken(leather, 0.2)}"/>`);
  // Near leg: thigh forward and down, shin to the stirrup.
  parts.push(`<path d="${smooth([[40, -112], [58, -110], [64, -94], { corner: [66, -68] }, { corner: [56, -66] }, [52, -92], [40, -100]], true, 1)}" fill="${chaps}"/>`);
  parts.push(`<path d="${smooth([[54, -70], [67, -70], { corner: [74, -62] }, { corner: [74, -58] }, { corner: [54, -58] }], true, 1)}" fill="#2e2019"/>`);
  parts.push(`<path d="M58,-92L60,-60" stroke="${darken(leather, 0.15)}" stroke-width="3"/><path d="${polygon([[52, -60], [72, -60], [70, -54], [54, -54]], 1)}" fill="${darken(leather, 0.3)}"/>`);
  // Torso, arm and head, leaning with the ride.
  const torso = smooth([R([36, -112]), R([54, -114]), R([58, -138]), R([56, -154]), R([42, -156]), R([36, -138])], true, 1);
  parts.push(`<path d="${torso}" fill="${jacket}"/>`);
  parts.push(`<path d="${smooth([R([38, -150]), R([44, -134]), R([40, -118])], false, 1)}" fill="none" stroke="${mix(jacket, light, 0.35)}" stroke-width="2.5" opacity="0.6"/>`);
  const hand = R([72, -118]);
  parts.push(`<path d="${smooth([R([52, -150]), R([62, -132]), hand], false, 1)}" fill="none" stroke="${darken(jacket, 0.1)}" stroke-width="7" stroke-linecap="round"/>`);
  parts.push(`<path d="${circle(hand, 3.4, 1)}" fill="#8a5a3a"/>`);
  if (rope) {
    parts.push(`<path d="${ellipse(R([34, -132]), 7, 10, -10, 1)}" fill="none" stroke="#d8c49a" stroke-width="1.8"/><path d="${ellipse(R([34, -132]), 5, 8, -10, 1)}" fill="none" stroke="#d8c49a" stroke-width="1.4"/>`);
  }
  const neck = R([49, -158]);
  const head = R([50, -166]);
  parts.push(`<path d="${circle(neck, 4, 1)}" fill="${skin}"/><path d="${ellipse(head, 7, 8, lean, 1)}" fill="${skin}"/>`);
  parts.push(`<path d="${ellipse(R([52, -172]), 17, 3.2, lean, 1)}" fill="${hat}"/><path d="${smooth([R([42, -172]), R([44, -184]), R([50, -182]), R([56, -185]), R([59, -172])], true, 1)}" fill="${hat}"/>`);
  parts.push(`<path d="${smooth([R([43, -175]), R([59, -175])], false, 1)}" stroke="${darken(hat, 0.4)}" stroke-width="2"/>`);
  parts.push(`<path d="${ellipse(R([53, -180]), 4, 2, lean, 1)}" fill="${light}" opacity="0.25"/>`);
  return parts.join('');
}

/** Dust kicked up by hooves: soft overlapping puffs, fading upwards. */
export function dust(g, { x, y, w, color, seed, opacity = 0.5 }) {
  const { rng, between, circle } = g;
  const r = rng(seed);
  const puffs = [];
  for (let i = 0; i < 26; i++) {
    const px = x + between(r, -0.5, 0.5) * w;
    const py = y - Math.pow(r(), 1.5) * w * 0.28;
    puffs.push(circle([px, py], between(r, 0.04, 0.1) * w, 1));
  }
  // Blurred, so the puffs read as a cloud rather than as circles.
  const id = `dust${seed}`;
  return (
    `<defs><filter id="${id}" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="${(w * 0.025).toFixed(1)}"/></filter></defs>` +
    `<g filter="url(#${id})"><path d="${puffs.join('')}" fill="${color}" opacity="${opacity * 0.6}"/><path d="${puffs.slice(0, 12).join('')}" fill="${color}" opacity="${opacity * 0.5}"/></g>`
  );
}

/** A campfire: its glow over the ground, stones, logs, flames and sparks. */
export function campfire(g, { x, y, s, seed }) {
  const { rng, between, smooth, circle, ellipse, num } = g;
  const r = rng(seed);
  const flame = (h, w, lean) => smooth([[x - w, y - s * 0.05], [x - w * 0.7, y - h * 0.45], { corner: [x + lean, y - h] }, [x + w * 0.7, y - h * 0.5], [x + w, y - s * 0.05]], true, 1);
  const sparks = [];
  for (let i = 0; i < 22; i++) sparks.push(circle([x + between(r, -0.5, 0.5) * s, y - s * between(r, 1.1, 3.2)], between(r, 0.008, 0.02) * s, 1));
  const stones = [];
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * (i / 8);
    stones.push(ellipse([x + Math.cos(a) * s * 0.55, y + Math.sin(a) * s * 0.06], s * 0.1, s * 0.06, 0, 1));
  }
  return (
    `<defs><radialGradient id="fireglow"><stop offset="0" stop-color="#ffb35c" stop-opacity="0.75"/><stop offset="0.3" stop-color="#ff8a3a" stop-opacity="0.32"/><stop offset="1" stop-color="#ff6a2a" stop-opacity="0"/></radialGradient></defs>` +
    `<ellipse cx="${num(x, 1)}" cy="${num(y - s * 0.3, 1)}" rx="${num(s * 5, 1)}" ry="${num(s * 3.2, 1)}" fill="url(#fireglow)"/>` +
    `<path d="${stones.join('')}" fill="#5b4a3e"/>` +
    `<path d="M${num(x - s * 0.5, 1)},${num(y, 1)}L${num(x + s * 0.45, 1)},${num(y - s * 0.16, 1)}M${num(x + s * 0.5, 1)},${num(y, 1)}L${num(x - s * 0.45, 1)},${num(y - s * 0.16, 1)}" stroke="#3e2a1c" stroke-width="${num(s * 0.1, 1)}" stroke-linecap="round"/>` +
    `<path d="${flame(s * 1.25, s * 0.4, s * 0.05)}" fill="#e2552a"/>` +
    `<path d="${flame(s * 0.95, s * 0.3, -s * 0.1)}" fill="#f6923a"/>` +
    `<path d="${flame(s * 0.6, s * 0.2, s * 0.04)}" fill="#ffd36a"/>` +
    `<path d="${sparks.join('')}" fill="#ffcf7a" opacity="0.85"/>`
  );
}

/** A canvas wall tent, lit from inside. */
export function tent(g, { x, y, w, glow }) {
  const { polygon, num } = g;
  const h = w * 0.62;
  return (
    `<path d="${polygon([[x - w / 2, y], [x - w / 2, y - h * 0.55], [x, y - h], [x + w / 2, y - h * 0.55], [x + w / 2, y]], 1)}" fill="${glow}"/>` +
    `<path d="${polygon([[x + w / 2, y], [x + w / 2, y - h * 0.55], [x + w * 0.95, y - h * 0.62], [x + w * 0.95, y - h * 0.05]], 1)}" fill="#3a3036"/>` +
    `<path d="${polygon([[x, y - h], [x + w * 0.45, y - h * 1.07], [x + w * 0.95, y - h * 0.62], [x + w / 2, y - h * 0.55]], 1)}" fill="#4a3c40"/>` +
    `<path d="${polygon([[x - w * 0.12, y], [x, y - h * 0.6], [x + w * 0.12, y]], 1)}" fill="#fff0c8" opacity="0.85"/>` +
    `<path d="M${num(x, 1)},${num(y - h, 1)}v${num(-h * 0.12, 1)}" stroke="#2a2226" stroke-width="${num(w * 0.02, 1)}"/>`
  );
}

/** Someone sitting by the fire, seen against it: a dark figure in a hat with a warm rim on the fire's side. */
export function sittingFigure(g, { x, y, s, facing, rim }) {
  const { smooth, ellipse } = g;
  const f = facing === 'left' ? -1 : 1;
  const P = (px, py) => [x + px * s * f, y + py * s];
  const body = smooth([P(-0.2, 0), P(0.5, 0), P(0.55, -0.22), P(0.2, -0.3), P(0.18, -0.75), P(0.02, -0.95), P(-0.2, -0.85), P(-0.25, -0.4)], true, 1);
  const head = ellipse(P(0.04, -1.06), s * 0.12, s * 0.14, 0, 1);
  const hat = ellipse(P(0.04, -1.16), s * 0.28, s * 0.05, 0, 1) + smooth([P(-0.1, -1.16), P(-0.08, -1.34), P(0.16, -1.34), P(0.18, -1.16)], true, 1);
  const edge = smooth([P(0.18, -0.75), P(0.2, -0.3), P(0.55, -0.22), P(0.5, 0)], false, 1);
  return `<path d="${body}${head}${hat}" fill="#17131a"/><path d="${edge}" fill="none" stroke="${rim}" stroke-width="${(s * 0.04).toFixed(1)}" opacity="0.8"/>`;
}

/** Bleachers full of spectators, behind the arena fence. */
export function grandstand(g, { x0, x1, y, h, u, tint, seed }) {
  const { rng, between, circle, num, polygon } = g;
  const r = rng(seed);
  const rows = 6;
  const parts = [`<path d="${polygon([[x0, y], [x0 + h * 0.2, y - h], [x1 - h * 0.2, y - h], [x1, y]], 1)}" fill="${tint('#6f6a66')}"/>`];
  const crowd = ['#c2452f', '#2f5a8a', '#e7d9b8', '#3d6b45', '#d79b2e', '#5a4a6a', '#f1efe9'];
  const heads = {};
  for (let row = 0; row < rows; row++) {
    const ry = y - (h * (row + 0.6)) / rows;
    const inset = (h * 0.2 * (row + 0.6)) / rows;
    parts.push(`<path d="M${num(x0 + inset, 1)},${num(ry + (h / rows) * 0.35, 1)}H${num(x1 - inset, 1)}" stroke="${tint('#8c8580')}" stroke-width="${num(2 * u, 1)}"/>`);
    for (let px = x0 + inset + 6 * u; px < x1 - inset; px += between(r, 7, 13) * u) {
      if (r() < 0.15) continue;
      const c = tint(crowd[Math.floor(r() * crowd.length)]);
      (heads[c] ??= []).push(circle([px, ry], between(r, 2.6, 3.6) * u, 1));
    }
  }
  for (const [c, d] of Object.entries(heads)) parts.push(`<path d="${d.join('')}" fill="${c}"/>`);
  return parts.join('');
}

/** Arena lights on a pole, glowing. */
export function lightPole(g, { x, y, h, u, tint }) {
  const { num, circle } = g;
  const top = y - h;
  const lamps = [-1, 0, 1].map((k) => circle([x + k * 9 * u, top], 3.6 * u, 1)).join('');
  return (
    `<defs><radialGradient id="lamp"><stop offset="0" stop-color="#fff4d6" stop-opacity="0.9"/><stop offset="0.3" stop-color="#ffe2a0" stop-opacity="0.35"/><stop offset="1" stop-color="#ffd080" stop-opacity="0"/></radialGradient></defs>` +
    `<path d="M${num(x, 1)},${num(y, 1)}V${num(top, 1)}M${num(x - 14 * u, 1)},${num(top + 5 * u, 1)}h${num(28 * u, 1)}" stroke="${tint('#3b3633')}" stroke-width="${num(3 * u, 1)}"/>` +
    `<circle cx="${num(x, 1)}" cy="${num(top, 1)}" r="${num(70 * u, 1)}" fill="url(#lamp)"/><path d="${lamps}" fill="#fffbe8"/>`
  );
}

/** A string of pennants between two points, sagging. */
export function bunting(g, { from, to, u, colors }) {
  const { num, polygon, lerp } = g;
  const n = Math.max(4, Math.round(Math.hypot(to[0] - from[0], to[1] - from[1]) / (26 * u)));
  const sag = (t) => Math.sin(Math.PI * t) * 30 * u;
  const flags = {};
  for (let i = 0; i < n; i++) {
    const t0 = i / n;
    const t1 = (i + 0.8) / n;
    const a = lerp(from, to, t0);
    const b = lerp(from, to, t1);
    const p = [a[0], a[1] + sag(t0)];
    const q = [b[0], b[1] + sag(t1)];
    const c = colors[i % colors.length];
    (flags[c] ??= []).push(polygon([p, q, [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2 + 16 * u]], 1));
  }
  const line = [];
  for (let i = 0; i <= 20; i++) {
    const t = i / 20;
    const a = lerp(from, to, t);
    line.push(`${num(a[0], 1)},${num(a[1] + sag(t), 1)}`);
  }
  return `<path d="M${line.join('L')}" fill="none" stroke="#3a302a" stroke-width="${num(1.2 * u, 1)}"/>` + Object.entries(flags).map(([c, d]) => `<path d="${d.join('')}" fill="${c}"/>`).join('');
}

/** A barrel-racing barrel, striped, lit on one side. */
export function barrel(g, { x, y, w, color, light, sunLeft }) {
  const { num, mix, darken } = g;
  const h = w * 1.3;
  const id = `barrel${Math.round(x)}`;
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${sunLeft ? mix(color, light, 0.3) : darken(color, 0.35)}"/><stop offset="0.5" stop-color="${color}"/><stop offset="1" stop-color="${sunLeft ? darken(color, 0.35) : mix(color, light, 0.3)}"/></linearGradient></defs>` +
    `<path d="M${num(x - w / 2, 1)},${num(y, 1)}V${num(y - h, 1)}a${num(w / 2, 1)},${num(w * 0.12, 1)} 0 0,1 ${num(w, 1)},0V${num(y, 1)}a${num(w / 2, 1)},${num(w * 0.12, 1)} 0 0,1 ${num(-w, 1)},0Z" fill="url(#${id})"/>` +
    `<path d="M${num(x - w / 2, 1)},${num(y - h * 0.33, 1)}a${num(w / 2, 1)},${num(w * 0.12, 1)} 0 0,0 ${num(w, 1)},0M${num(x - w / 2, 1)},${num(y - h * 0.66, 1)}a${num(w / 2, 1)},${num(w * 0.12, 1)} 0 0,0 ${num(w, 1)},0" fill="none" stroke="#f2ede4" stroke-width="${num(w * 0.1, 1)}"/>` +
    `<ellipse cx="${num(x, 1)}" cy="${num(y - h, 1)}" rx="${num(w / 2, 1)}" ry="${num(w * 0.12, 1)}" fill="${darken(color, 0.45)}"/>`
  );
}
