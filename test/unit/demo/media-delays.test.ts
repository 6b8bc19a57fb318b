// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDelayedService,
  delayedServiceUrl,
  MAX_DELAY_MS,
  parseDelay,
} from '../../../demo/media-service/delays.mjs';
import { createMediaService } from '../../../demo/media-service/service.mjs';

describe('given the ?demoDelay= value of a page', () => {
  it('reads a fixed delay or a range', () => {
    expect(parseDelay('0')).toEqual({ min: 0, max: 0 });
    expect(parseDelay('1500')).toEqual({ min: 1500, max: 1500 });
    expect(parseDelay('200-1500')).toEqual({ min: 200, max: 1500 });
    expect(parseDelay(`${MAX_DELAY_MS}`)).toEqual({ min: MAX_DELAY_MS, max: MAX_DELAY_MS });
  });

  it('ignores anything else', () => {
    for (const value of [null, '', 'x', '-1', '10-5', '1-2-3', ' 1', `${MAX_DELAY_MS + 1}`]) {
      expect(parseDelay(value)).toBeNull();
    }
  });

  it('points the page at the delay prefix of the stand-in', () => {
    expect(delayedServiceUrl('http://localhost:8080', { min: 5, max: 9 })).toBe(
      'http://localhost:8080/media-service/delay/5-9/',
    );
  });
});

describe('given the slow stand-in', () => {
  const media = createMediaService({ now: new Date('2026-11-21T10:17:43Z') });
  // The random source picks 0, 1, 0.5, ... in turn: the delays are min, max, the middle.
  const picks = [0, 1, 0.5];
  let next = 0;
  const delayed = createDelayedService(media, { random: () => picks[next++ % picks.length] ?? 0 });
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (!delayed.handle(req, res, url)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    delayed.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const timed = async (path: string) => {
    const started = Date.now();
    const response = await fetch(`${origin}${path}`);
    return { status: response.status, body: await response.text(), ms: Date.now() - started };
  };

  it('answers as the stand-in does, after a delay drawn between min and max', async () => {
    const query = 'GetAplicationToken?FeedType=Twitter&callback=cb';
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await timed(`/media-service/delay/100-400/${query}`));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toBe('cb("demo-token-Twitter");');
    }
    const [min, max, middle] = answers.map((answer) => answer.ms);
    expect(min).toBeGreaterThanOrEqual(100);
    expect(max).toBeGreaterThanOrEqual(400);
    expect(middle).toBeGreaterThanOrEqual(250);
    expect(min).toBeLessThan(max ?? 0);
  });

  it('answers 404 to a malformed delay or path', async () => {
    expect((await timed('/media-service/delay/x/GetMediaItems?callback=cb')).status).toBe(404);
    expect((await timed('/media-service/delay/5/a/b?callback=cb')).status).toBe(404);
  });

  it('leaves paths outside its prefix alone', () => {
    const url = new URL('http://localhost/media-service/GetMediaItems');
    expect(delayed.handle({} as never, {} as never, url)).toBe(false);
  });

  it('forgets a request the browser gave up on', async () => {
    const controller = new AbortController();
    const request = fetch(`${origin}/media-service/delay/5000/GetMediaItems?callback=cb`, {
      signal: controller.signal,
    }).catch(() => 'aborted');
    await expect.poll(() => delayed.waiting()).toBe(1);
    controller.abort();
    expect(await request).toBe('aborted');
    await expect.poll(() => delayed.waiting()).toBe(0);
  });
});
