import type { IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBody } from '../../../demo/compress.mjs';

const request = (acceptEncoding?: string) =>
  ({
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  }) as IncomingMessage;

const SCRIPT = 'text/javascript; charset=utf-8';
const text = `window.answer = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ Id: i, Title: `Item ${i}` })))};`;

describe('the demo server compresses text as a real CMS or CDN would', () => {
  it('sends brotli to a browser that accepts it, and the bytes decode to the same text', () => {
    const { body, headers } = encodeBody(request('gzip, deflate, br, zstd'), SCRIPT, text);
    expect(headers['Content-Encoding']).toBe('br');
    expect(headers.Vary).toBe('Accept-Encoding');
    expect(headers['Content-Length']).toBe(body.length);
    expect(body.length).toBeLessThan(text.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(text);
  });

  it('sends gzip where brotli is not accepted', () => {
    const { body, headers } = encodeBody(
      request('gzip, deflate'),
      'text/html; charset=utf-8',
      text,
    );
    expect(headers['Content-Encoding']).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe(text);
  });

  it('sends the bytes as they are without Accept-Encoding, with br;q=0, or for an image', () => {
    for (const [accept, type] of [
      [undefined, SCRIPT],
      ['br;q=0, identity', SCRIPT],
      ['gzip, br', 'image/png'],
    ] as const) {
      const { body, headers } = encodeBody(request(accept), type, text);
      expect(headers['Content-Encoding']).toBeUndefined();
      expect(body.toString()).toBe(text);
      expect(headers['Content-Length']).toBe(Buffer.byteLength(text));
    }
  });

  it('answers a stand-in that builds its own request without headers, as it is', () => {
    const { body, headers } = encodeBody({} as IncomingMessage, SCRIPT, text);
    expect(headers['Content-Encoding']).toBeUndefined();
    expect(body.toString()).toBe(text);
  });

  it('leaves a small answer alone: the header would cost what compression saves', () => {
    const { headers } = encodeBody(request('br'), SCRIPT, 'cb({"Items":[]})');
    expect(headers['Content-Encoding']).toBeUndefined();
  });

  it("compresses a static file again when a rebuild changed it, not the cached old one's bytes", () => {
    const before = encodeBody(request('br'), SCRIPT, Buffer.from(text), '/dist/boot.js');
    const changed = `${text}\nwindow.rebuilt = true;`;
    const after = encodeBody(request('br'), SCRIPT, Buffer.from(changed), '/dist/boot.js');
    expect(brotliDecompressSync(before.body).toString()).toBe(text);
    expect(brotliDecompressSync(after.body).toString()).toBe(changed);
  });
});
