// Draws the staff app's icons (shell/public/icons/, named in shell/public/manifest.webmanifest): the ranch's
// horseshoe from the site's brand mark (shell/kit/src/layouts/brand-mark.tsx) in sand on saddle leather, the
// colours of shell/kit/src/theme.ts. "any" icons are a rounded tile; maskable ones fill the square and keep the
// horseshoe inside the middle 80 %, the part every platform's mask leaves visible. The PNGs are committed.
//
//   node scripts/app-icons/make-icons.mjs
//
// Needs the repository's dev dependencies (sharp); the same drawing always gives the same files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sharp = createRequire(path.join(root, 'services/demo/package.json'))('sharp');
const OUT = path.join(root, 'shell/public/icons');

const LEATHER_DARK = '#3b2414';
const LEATHER = '#7a3e14';
const SAND = '#f7f0e3';

/** The brand mark's horseshoe (a 64-unit box), with the nail holes a real shoe has, scaled to `size` and centred. */
function horseshoe(size, scale) {
  const s = (size * scale) / 64;
  const at = (size - 64 * s) / 2;
  const nails = [
    [20, 14], [20, 24], [20, 34],
    [44, 14], [44, 24], [44, 34],
  ].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.6" fill="${LEATHER_DARK}"/>`).join('');
  return `<g transform="translate(${at} ${at + 2 * s}) scale(${s})">
    <path d="M20 8v26a12 12 0 0 0 24 0V8" fill="none" stroke="${SAND}" stroke-width="7" stroke-linecap="round"/>
    ${nails}
  </g>`;
}

function icon(size, maskable) {
  const tile = maskable
    ? `<rect width="${size}" height="${size}" fill="${LEATHER_DARK}"/>`
    : `<rect width="${size}" height="${size}" rx="${size * 0.2}" fill="${LEATHER_DARK}"/>
       <rect x="${size * 0.04}" y="${size * 0.04}" width="${size * 0.92}" height="${size * 0.92}" rx="${size * 0.17}" fill="none" stroke="${LEATHER}" stroke-width="${size * 0.02}"/>`;
  // A maskable icon's mark stays well inside the safe circle (80 % of the square).
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    ${tile}${horseshoe(size, maskable ? 0.62 : 0.8)}
  </svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-192.png', size: 192, maskable: true },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  // Home-screen icon for iOS, which ignores the manifest's icons and rounds the corners itself.
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

mkdirSync(OUT, { recursive: true });
for (const { file, size, maskable } of ICONS) {
  const png = await sharp(Buffer.from(icon(size, maskable))).png({ compressionLevel: 9 }).toBuffer();
  const { width, height } = await sharp(png).metadata();
  if (width !== size || height !== size) throw new Error(`${file} came out ${width}x${height}, not ${size}x${size}`);
  writeFileSync(path.join(OUT, file), png);
  console.log(`${file}: ${size}x${size}, ${png.length} bytes`);
}
