// Makes the manifest's maskable icons from public/icon.svg: run `node scripts/make-maskable-icons.mjs`
// after changing the icon, and commit the PNGs. A launcher crops a maskable icon to any shape inside
// its central circle (80 % of the side), so the blue fills the whole square and the holds are shrunk
// to sit well inside that circle.
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const publicDir = new URL('../public/', import.meta.url);
const svg = readFileSync(new URL('icon.svg', publicDir), 'utf8').trim();
const background = /<rect[^>]*fill="([^"]+)"/.exec(svg)[1];
const holds = svg
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>$/, '')
  .replace(/<rect[^>]*\/>/, '');
// The farthest hold edge is 12.8 units from the centre of the 32-unit icon: at 0.8 it sits at 10.2,
// inside the safe circle's 12.8.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(16 16) scale(0.8) translate(-16 -16)">${holds}</g></svg>`;

for (const size of [192, 512]) {
  const png = await sharp(Buffer.from(maskable), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  writeFileSync(new URL(`icon-maskable-${size}.png`, publicDir), png);
  console.log(`icon-maskable-${size}.png: ${png.length} bytes`);
}
