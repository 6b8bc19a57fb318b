// The raster pictures of the image-service stand-in: a diagonal gradient, a soft circle and the
// school crest's shield, as PNG. The resizing service of a real site answers with raster images
// (JPEG, PNG), which Chromium decodes off the main thread; an SVG in an <img> is drawn on the
// main thread instead, a cost no real page pays, and with a hundred cards it was most of the
// style, layout and paint work the bench measured.
import { encodePng } from './png.mjs';

/** @param {string} hex '#rrggbb' @returns {[number, number, number]} */
const rgb = (hex) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/**
 * Inside the shield of the crest (the SVG path 'M50 0 100 14v42c0 34-22 54-50 64C22 110 0 90
 * 0 56V14z' in a 100x120 box), with its curved lower half drawn as half an ellipse.
 * @param {number} u 0..100 @param {number} v 0..120
 */
function inShield(u, v) {
  if (u < 0 || u > 100 || v < 0 || v > 120) return false;
  if (v < 14) return Math.abs(u - 50) <= (50 * v) / 14;
  if (v <= 56) return true;
  const t = (v - 56) / 64;
  return Math.abs(u - 50) <= 50 * Math.sqrt(Math.max(0, 1 - t * t));
}

/**
 * @param {number} width
 * @param {number} height
 * @param {{ from: string, to: string, ink: string, label: string }} look
 * @returns {Buffer}
 */
export function placeholderPng(width, height, { from, to, ink, label }) {
  const [a, b, c] = [rgb(from), rgb(to), rgb(ink)];
  const stride = width * 3 + 1;
  const rows = Buffer.alloc(stride * height);
  const crest = height * 0.42;
  const scale = crest / 120;
  const left = (width - 100 * scale) / 2;
  const top = height * 0.16;
  const circle = { x: width * 0.85, y: height * 0.15, r: height * 0.35 };
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let alpha = 0;
      if ((x - circle.x) ** 2 + (y - circle.y) ** 2 <= circle.r ** 2) alpha += 0.08;
      if (inShield((x - left) / scale, (y - top) / scale)) alpha += 0.3;
      for (let k = 0; k < 3; k++) {
        const base = a[k] + (b[k] - a[k]) * t;
        rows[row + 1 + x * 3 + k] = Math.round(base + (c[k] - base) * Math.min(1, alpha));
      }
    }
  }
  return encodePng(width, height, subFiltered(rows, stride), label);
}

/**
 * PNG's "Sub" filter on every row (each byte minus the one a pixel to the left): gradients then
 * compress to a few hundred bytes instead of tens of kilobytes.
 * @param {Buffer} rows rows with a 0 filter byte @param {number} stride
 */
function subFiltered(rows, stride) {
  const out = Buffer.alloc(rows.length);
  for (let row = 0; row < rows.length; row += stride) {
    out[row] = 1;
    for (let i = 1; i < stride; i++) {
      out[row + i] = (rows[row + i] - (i > 3 ? rows[row + i - 3] : 0)) & 0xff;
    }
  }
  return out;
}
