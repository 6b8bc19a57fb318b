// What the bundle's files carry to a phone, and what a developer still gets from them. The
// files have no `sourceMappingURL` comment (35 bytes gzip in each file a page loads); the server
// names each map in a `SourceMap` header, and the map still points at the right source lines.
// React DOM's chunk opens with V8's compile hint, which moves its parse off the main thread.
import type { Browser, BrowserContext } from 'playwright-core';
import { type RawSourceMap, SourceMapConsumer } from 'source-map-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launch, widgetMounted } from '../support/browser';

let browser: Browser;
let context: BrowserContext;
const scripts = new Map<string, { body: string; sourceMap: string | undefined }>();

beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/widgets/') || !url.pathname.endsWith('.js')) return;
    pending.push(
      response.text().then((body) => {
        scripts.set(url.pathname, { body, sourceMap: response.headers().sourcemap });
      }),
    );
  });
  await page.goto(new URL('/media', baseUrl()).href);
  await widgetMounted(page, 'media-hub');
  await Promise.all(pending);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function mapOf(path: string, header: string) {
  const response = await fetch(new URL(header, new URL(path, baseUrl())));
  expect(response.ok, `${header} for ${path}`).toBe(true);
  return (await response.json()) as RawSourceMap;
}

describe('the bundle files a media page loads', () => {
  it('carry no source map comment, and each names a map the server has in its header', async () => {
    expect(scripts.size).toBeGreaterThan(5);
    for (const [path, { body, sourceMap }] of scripts) {
      expect(body, path).not.toContain('sourceMappingURL');
      expect(sourceMap, path).toBe(`${path.split('/').pop()}.map`);
      expect((await mapOf(path, sourceMap as string)).version, path).toBe(3);
    }
  });

  it("open React DOM's chunk with the compile hint, and its map still finds the source line", async () => {
    const [path, chunk] =
      [...scripts].find(([path]) => /\/react-root-\w+\.js$/.test(path)) ?? expect.fail('no React');
    expect(chunk.body.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    // A property name survives minifying: find its last use (react-root.tsx comes after React
    // DOM, which names the option too), and ask the map where it came from.
    const lines = chunk.body.split('\n');
    const line = lines.findLastIndex((text) => text.includes('onCaughtError'));
    const column = lines[line]?.lastIndexOf('onCaughtError') ?? -1;
    const map = new SourceMapConsumer(await mapOf(path, chunk.sourceMap as string));
    const original = map.originalPositionFor({ line: line + 1, column });
    expect(original.source).toMatch(/src\/ui\/react-root\.tsx$/);
    const source = map.sourceContentFor(original.source) ?? '';
    expect(source.split('\n')[original.line - 1]).toContain('onCaughtError');
  });

  it('keep the compile hint out of every other chunk', () => {
    for (const [path, { body }] of scripts) {
      if (/\/react-root-\w+\.js$/.test(path)) continue;
      expect(body, path).not.toContain('allFunctionsCalledOnLoad');
    }
  });
});
