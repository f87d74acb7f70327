// Makes the app's PNG icons from one drawing (the favicon's anchor): the manifest's 192 and 512 px
// icons, a maskable 512 px one (the mark inside the 80% safe zone on a full-bleed background, so a
// phone's circle or squircle mask never cuts it) and the 180 px apple-touch-icon (opaque: iOS rounds
// it itself). Run `node scripts/icons.mjs` after changing the drawing; the PNGs are committed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const BRAND = '#2f5d62';
const OUT = path.resolve(import.meta.dirname, '../apps/web/public/icons');
const mark = `<path d="M32 12v36M20 24a12 12 0 0 0 24 0M18 40c4 8 24 8 28 0" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>`;

/** The mark on the brand colour: `radius` rounds the corners, `scale` shrinks the mark about the centre. */
const svg = ({ radius, scale }) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="${radius}" fill="${BRAND}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${mark}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, radius: 14, scale: 1 },
  { file: 'icon-512.png', size: 512, radius: 14, scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, radius: 0, scale: 0.72 },
  { file: 'apple-touch-icon.png', size: 180, radius: 0, scale: 0.86 },
];

mkdirSync(OUT, { recursive: true });
for (const { file, size, ...look } of icons) {
  await sharp(Buffer.from(svg(look)), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, file));
  console.log(`${file} ${size}x${size}`);
}
