// A stand-in for a map tile server: /tiles/{z}/{x}/{y}.png answers a 256x256 PNG drawn here
// (a pale land colour varying by tile, a street grid, a border), so the event map shows real
// tiles without reaching the internet. PNG encoded with node:zlib, as demo/tools/make-icons.mjs.
import { encodePng } from './png.mjs';

const SIZE = 256;
const TILE_PATH = /^\/tiles\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/;
const cache = new Map();

/** Answers GET /tiles/z/x/y.png; returns false for any other path. */
export function handleTile(_req, res, url) {
  const match = TILE_PATH.exec(url.pathname);
  if (!match) return false;
  const [z, x, y] = match.slice(1).map(Number);
  const key = `${z}/${x}/${y}`;
  let png = cache.get(key);
  if (!png) {
    png = drawTile(x + y * 7 + z * 13);
    if (cache.size > 500) cache.clear();
    cache.set(key, png);
  }
  res.writeHead(200, {
    'Content-Type': 'image/png',
    'Content-Length': png.length,
    'Cache-Control': 'public, max-age=3600',
  });
  res.end(png);
  return true;
}

function drawTile(seed) {
  const land = [
    [236, 240, 228],
    [228, 236, 222],
    [240, 236, 226],
    [232, 238, 232],
  ][seed % 4];
  const street = [255, 255, 255];
  const edge = [210, 214, 206];
  const row = 1 + SIZE * 3;
  const pixels = Buffer.alloc(row * SIZE);
  for (let py = 0; py < SIZE; py++) {
    pixels[py * row] = 0; // filter: none
    for (let px = 0; px < SIZE; px++) {
      const onStreet = px % 64 < 5 || py % 64 < 5;
      const onEdge = px === 0 || py === 0;
      const colour = onEdge ? edge : onStreet ? street : land;
      pixels.set(colour, py * row + 1 + px * 3);
    }
  }
  return encodePng(SIZE, SIZE, pixels);
}
