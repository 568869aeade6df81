// Draws the site's favicon and the staff app's icons (shell/public/icons/, named in shell/public/manifest.webmanifest
// and the shell's index.html): the ranch's mark, a horseshoe around an R (the shapes of RANCH_MARK in
// shell/kit/src/layouts/brand-mark.tsx, copied here as numbers), in sand on saddle leather, the colours of
// shell/kit/src/theme.ts. "any" icons and the favicon are a rounded tile; maskable ones fill the square and keep the
// mark inside the middle 80 %, the part every platform's mask leaves visible. The files are committed.
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

/** RANCH_MARK of brand-mark.tsx. */
const SHOE = 'M19 51.5A21 21 0 1 1 45 51.5';
const NAILS = [[12.3, 42.2], [11.7, 29.6], [18.5, 18.9], [51.7, 42.2], [52.3, 29.6], [45.5, 18.9]];
const LETTER = 'M26 45V22h7.5a5.75 5.75 0 0 1 0 11.5H26M32.5 33.5 39 45';

/** The mark (a 64-unit box) scaled to `scale` of `size` and centred. */
function mark(size, scale) {
  const s = (size * scale) / 64;
  const at = (size - 64 * s) / 2;
  const nails = NAILS.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.6" fill="${LEATHER_DARK}"/>`).join('');
  return `<g transform="translate(${at} ${at}) scale(${s})">
    <path d="${SHOE}" fill="none" stroke="${SAND}" stroke-width="8.5"/>${nails}
    <path d="${LETTER}" fill="none" stroke="${SAND}" stroke-width="4" stroke-linejoin="round"/>
  </g>`;
}

function icon(size, maskable) {
  const tile = maskable
    ? `<rect width="${size}" height="${size}" fill="${LEATHER_DARK}"/>`
    : `<rect width="${size}" height="${size}" rx="${size * 0.2}" fill="${LEATHER_DARK}"/>
  <rect x="${size * 0.04}" y="${size * 0.04}" width="${size * 0.92}" height="${size * 0.92}" rx="${size * 0.17}" fill="none" stroke="${LEATHER}" stroke-width="${size * 0.02}"/>`;
  // A maskable icon's mark stays well inside the safe circle (80 % of the square).
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  ${tile}
  ${mark(size, maskable ? 0.7 : 0.92)}
</svg>
`;
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
// The favicon, drawn by the browser at any size.
writeFileSync(path.join(OUT, 'icon.svg'), icon(64, false));
console.log('icon.svg');
for (const { file, size, maskable } of ICONS) {
  const png = await sharp(Buffer.from(icon(size, maskable))).png({ compressionLevel: 9 }).toBuffer();
  const { width, height } = await sharp(png).metadata();
  if (width !== size || height !== size) throw new Error(`${file} came out ${width}x${height}, not ${size}x${size}`);
  writeFileSync(path.join(OUT, file), png);
  console.log(`${file}: ${size}x${size}, ${png.length} bytes`);
}
