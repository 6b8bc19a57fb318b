// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleImage, isImageName } from '../../../demo/image-service.mjs';

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    if (handleImage(req, res, url)) return;
    res.writeHead(418).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function get(path: string) {
  const res = await fetch(`${base}${path}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  const picture = res.headers.get('content-type') === 'image/png' ? readPng(bytes) : readSvg(bytes);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
    body: bytes.toString('latin1'),
    ...picture,
  };
}

function readSvg(bytes: Buffer) {
  const body = bytes.toString('utf8');
  const size = /<svg [^>]*width="(\d+)" height="(\d+)"/.exec(body);
  const label = /aria-label="([^"]*)"/.exec(body)?.[1];
  return { width: Number(size?.[1]), height: Number(size?.[2]), label };
}

/** Size from the IHDR chunk, label from the tEXt Title chunk. */
function readPng(bytes: Buffer) {
  let label: string | undefined;
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = bytes.toString('latin1', at + 8, at + 8 + length);
    if (type === 'tEXt' && data.startsWith('Title\0')) label = data.slice('Title\0'.length);
    at += 12 + length;
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), label };
}

const serviceUrl = (src: string, width: number, fallback: string) =>
  `/image-service/image?command_1=url&url_1=${encodeURIComponent(src)}&command_2=resize&width_2=${width}&default_1=${encodeURIComponent(fallback)}`;

describe('given a local image path /images/<name>', () => {
  it('answers a cacheable SVG placeholder, 1200x800 by default, labelled with the name', async () => {
    const img = await get('/images/x.jpg');
    expect(img.status).toBe(200);
    expect(img.type).toMatch(/^image\/svg\+xml/);
    expect(img.cache).toBe('public, max-age=3600');
    expect(img.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect([img.width, img.height]).toEqual([1200, 800]);
    expect(img.label).toBe('x.jpg');
  });

  it('is the same picture every time, and another colour for another name', async () => {
    const a = await get('/images/news-12.jpg');
    expect((await get('/images/news-12.jpg')).body).toBe(a.body);
    const colour = (body: string) => /stop-color="(#[0-9a-f]{6})"/.exec(body)?.[1];
    expect(colour((await get('/images/news-13.jpg')).body)).not.toBe(colour(a.body));
  });

  it('takes the width of a photo size from its name, or width_1 / w from the query', async () => {
    const photo = await get('/images/photo-1400-3-640.jpg');
    expect([photo.width, photo.height]).toEqual([640, 427]);
    const resized = await get('/images/event-1.jpg?command_1=resize&width_1=1000');
    expect([resized.width, resized.height]).toEqual([1000, 667]);
    expect((await get('/images/a.png?w=300')).width).toBe(300);
    expect((await get('/images/a.png?w=huge')).width).toBe(1200);
  });

  it('draws the default image as a neutral school placeholder', async () => {
    const img = await get('/images/default.jpg');
    expect(img.status).toBe(200);
    expect(img.label).toBe('International Schools');
    expect(img.body).toContain('#e3e6ea');
  });

  it('answers 404 to a name outside [A-Za-z0-9._-]', async () => {
    for (const path of ['/images/a%20b.jpg', '/images/a$b.jpg', '/images/sub/x.jpg', '/images/']) {
      expect((await get(path)).status).toBe(404);
    }
    expect(isImageName('..')).toBe(false);
    expect(isImageName('ok-name_1.jpg')).toBe(true);
  });
});

describe('given an image-service resize URL', () => {
  it('answers a local /images source as a cacheable PNG at the asked width, 3:2', async () => {
    const img = await get(serviceUrl('/images/news-12.jpg', 360, '/images/default.jpg'));
    expect(img.status).toBe(200);
    // A raster, like a real resizing service: Chromium decodes it off the main thread.
    expect(img.type).toBe('image/png');
    expect(img.body.startsWith('\x89PNG\r\n\x1a\n')).toBe(true);
    expect(img.cache).toBe('public, max-age=3600');
    expect([img.width, img.height]).toEqual([360, 240]);
    expect(img.label).toBe('news-12.jpg');
  });

  it('answers the default image for a foreign, empty or invalid source, never fetching it', async () => {
    for (const src of [
      'https://example.org/images/a.jpg',
      '//example.org/images/a.jpg',
      '',
      '/images/../secret',
      '/uploads/a.jpg',
      'javascript:alert(1)',
    ]) {
      const img = await get(serviceUrl(src, 720, '/images/default-news.jpg'));
      expect(img.status).toBe(200);
      expect(img.label).toBe('International Schools');
      expect(img.width).toBe(720);
    }
  });

  it('answers a grey "no image" picture when the default is not local either', async () => {
    const img = await get(serviceUrl('', 250, 'https://example.org/default.jpg'));
    expect(img.status).toBe(200);
    expect(img.label).toBe('No image');
    expect(img.width).toBe(250);
    const bare = await get('/image-service/image?command_1=url');
    expect(bare.label).toBe('No image');
  });

  it('refuses another command shape with 400, and other service paths with 404', async () => {
    expect((await get('/image-service/image?command_1=crop')).status).toBe(400);
    expect((await get('/image-service/other?command_1=url')).status).toBe(404);
  });
});

describe('given any other path', () => {
  it('leaves it to the rest of the server', async () => {
    expect((await get('/imagesx/a.jpg')).status).toBe(418);
    expect(handleImage({} as IncomingMessage, {} as ServerResponse, new URL(`${base}/x`))).toBe(
      false,
    );
  });
});
