// Draws the parents area's app icons (a school crest on the brand colour) and writes them as
// PNG files: demo/static/parents-icon-192.png and -512.png. The PNGs are committed; run this
// again only to change the design: `node demo/tools/make-icons.mjs`.
// Full bleed, with the crest inside the central 80% circle, so one image serves both
// `purpose: any` and `purpose: maskable` (https://www.w3.org/TR/appmanifest/#icon-masks).
import { writeFileSync } from 'node:fs';
import { encodePng } from '../png.mjs';

const MAROON = [138, 21, 56];
const GOLD = [242, 193, 78];
const WHITE = [255, 255, 255];
/** Samples per pixel along each axis, for smooth edges. */
const SUPERSAMPLE = 4;

/** The shield: flat top, straight sides, curving to a point; coordinates are 0..1. */
function inShield(x, y, scale = 1) {
  const sx = 0.5 + (x - 0.5) / scale;
  const sy = 0.5 + (y - 0.5) / scale;
  if (sy < 0.2 || sy > 0.82) return false;
  const t = sy <= 0.5 ? 0 : (sy - 0.5) / 0.32;
  return Math.abs(sx - 0.5) <= 0.24 * (1 - t * t);
}

/** The crest's colour at a point. */
function colourAt(x, y) {
  if (!inShield(x, y)) return MAROON;
  if (!inShield(x, y, 0.86)) return GOLD;
  const chevron = 0.47 + 0.8 * Math.abs(x - 0.5);
  if (Math.abs(y - chevron) < 0.045) return MAROON;
  for (const dotX of [0.4, 0.5, 0.6]) {
    if ((x - dotX) ** 2 + (y - 0.33) ** 2 < 0.035 ** 2) return GOLD;
  }
  return WHITE;
}

function drawIcon(size) {
  const row = 1 + size * 3;
  const pixels = Buffer.alloc(row * size);
  for (let py = 0; py < size; py++) {
    pixels[py * row] = 0; // PNG filter type "None"
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const colour = colourAt(
            (px + (sx + 0.5) / SUPERSAMPLE) / size,
            (py + (sy + 0.5) / SUPERSAMPLE) / size,
          );
          for (let c = 0; c < 3; c++) sum[c] += colour[c];
        }
      }
      for (let c = 0; c < 3; c++) {
        pixels[py * row + 1 + px * 3 + c] = Math.round(sum[c] / SUPERSAMPLE ** 2);
      }
    }
  }
  return encodePng(size, size, pixels);
}

for (const size of [192, 512]) {
  const file = new URL(`../static/parents-icon-${size}.png`, import.meta.url);
  writeFileSync(file, drawIcon(size));
  console.log(`wrote ${file.pathname}`);
}
