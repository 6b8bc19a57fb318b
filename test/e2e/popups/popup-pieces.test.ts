// The pop-up pieces in Chromium, outside the pop-up host: a test page
// (served by request interception, bundled here from
// test/e2e/support/fixtures/popup-pieces.tsx) renders click-to-load embeds, the photo viewer
// and its share button against the real demo services and the demo's provider stand-ins
// (http://127.0.0.1:PORT/embed-standin/..., another origin), which the items' real provider URLs
// reach through config embedHosts only.
import * as esbuild from 'esbuild';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedIdsByGroup } from '../../../demo/data/seed.mjs';
import { standinHosts } from '../../../demo/embed-standins.mjs';
import { baseUrl, expectNoAxeViolations, launch } from '../support/browser';

const PAGE_PATH = '/demo-test/popup-pieces';

let browser: Browser;
let script: string;

beforeAll(async () => {
  const built = await esbuild.build({
    entryPoints: ['test/e2e/support/fixtures/popup-pieces.tsx'],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  script = built.outputFiles[0]?.text ?? '';
  browser = await launch();
});
afterAll(() => browser.close());

/** The test page; its module script carries the nonce of the 404 page's CSP (demo/csp.mjs). */
function pageHtml(nonce: string) {
  const site = baseUrl();
  const config = {
    mediaServiceUrl: `${site}/media-service/`,
    imageServiceUrl: `${site}/image-service/image`,
    photoFeedIds: feedIdsByGroup.photos,
    embedHosts: standinHosts(site),
    items: [
      {
        ItemType: 'Youtube',
        URL: 'https://www.youtube.com/watch?v=demo0000118',
        Title: 'Choir',
        Image: '/images/youtube-118.jpg',
      },
      {
        ItemType: 'Vimeo',
        URL: 'https://vimeo.com/76979871',
        Title: 'Sports day',
        Image: 'https://i.vimeocdn.com/video/1.jpg',
      },
      {
        ItemType: 'SoundCloudTrack',
        URL: 'https://soundcloud.com/riversideis/band-205',
        Title: 'Band',
        Image: '',
      },
      {
        ItemType: 'Twitter',
        URL: 'https://twitter.com/RiversideSch/status/1234567890',
        Title: 'Tweet',
        Image: '',
      },
      // The path the demo seed used before its items had real provider URLs: a plain link now.
      {
        ItemType: 'Youtube',
        URL: '/embed-standin/youtube/119',
        Title: 'Old stand-in path',
        Image: '',
      },
    ],
    bookingCode: 'w1x2y3ri',
  };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pop-up pieces (test page)</title>
<link rel="stylesheet" href="/widgets/widgets.css"></head>
<body><main><h1>Pop-up pieces</h1><div id="root"></div></main>
<script type="application/json" id="fixture-config">${JSON.stringify(config)}</script>
<script type="module" src="${PAGE_PATH}.js" nonce="${nonce}"></script></body></html>`;
}

interface Opened {
  context: BrowserContext;
  page: Page;
  requests: string[];
  errors: string[];
}

async function openPieces(width = 1280, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, ...options });
  await context.route(`${baseUrl()}${PAGE_PATH}.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: script }),
  );
  const requests: string[] = [];
  const errors: string[] = [];
  context.on('request', (request) => requests.push(request.url()));

  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await load(page, errors);
  return { context, page, requests, errors } satisfies Opened;
}

/**
 * Opens the test page. The document must come from the demo server itself: Chromium's local
 * network access checks treat a document made up by request interception as public, and would
 * then block the frames of the stand-ins on 127.0.0.1. So: the server's 404 page at PAGE_PATH,
 * its content replaced.
 */
async function load(page: Page, errors: string[]) {
  const response = await page.goto(`${baseUrl()}${PAGE_PATH}`);
  errors.length = 0; // the 404 of that page
  // document.open keeps the 404 page's policy, so the replacement's script needs its nonce.
  const policy = (await response?.headerValue('content-security-policy')) ?? '';
  await page.setContent(pageHtml(/'nonce-([^']+)'/.exec(policy)?.[1] ?? ''));
  await page.getByRole('button', { name: 'Load YouTube content' }).waitFor();
  await page.locator('.wgt-photos__thumbnails button').first().waitFor();
}

const siteOrigin = () => new URL(baseUrl()).origin;
const offSite = (requests: string[]) =>
  requests.filter((url) => !url.startsWith('data:') && new URL(url).origin !== siteOrigin());

describe('given the embed placeholders and the photo viewer on a page', () => {
  let opened: Opened;
  beforeAll(async () => {
    opened = await openPieces();
  });
  afterAll(() => opened.context.close());

  it('has sent no request to any host but the site itself before a click', async () => {
    await opened.page.waitForLoadState('networkidle');
    expect(opened.requests.length).toBeGreaterThan(5);
    expect(offSite(opened.requests)).toEqual([]);
    expect(await opened.page.locator('iframe').count()).toBe(0);
    expect(opened.errors).toEqual([]);
  });

  it('shows a placeholder for each real provider URL and none for an old stand-in path', async () => {
    expect(await opened.page.getByRole('button', { name: /^Load .* content$/ }).count()).toBe(5);
    expect(await opened.page.getByText('Old stand-in path').count()).toBe(0);
  });

  it('has no axe-core violation', async () => {
    await expectNoAxeViolations(opened.page);
  });

  it('a click loads only that provider: its stand-in answers in an iframe, focused', async () => {
    await opened.page.getByRole('button', { name: 'Load YouTube content' }).click();
    const frame = opened.page.frameLocator('iframe[title="YouTube: Choir"]');
    await expect
      .poll(() => frame.locator('strong').textContent())
      .toBe('YouTube player stand-in: demo0000118');
    const standin = standinHosts(baseUrl()).youtube;
    expect(offSite(opened.requests)).toEqual([`${standin}/embed/demo0000118`]);
    expect(await opened.page.evaluate(() => document.activeElement?.getAttribute('title'))).toBe(
      'YouTube: Choir',
    );
  });

  it('the booking form stand-in loads in a sandbox that allows its form', async () => {
    await opened.page.getByRole('button', { name: 'Load booking form content' }).click();
    const frame = opened.page.frameLocator('iframe[title^="booking form"]');
    await frame.getByRole('spinbutton', { name: 'Tickets' }).fill('2');
    await frame.getByRole('textbox', { name: 'Your name' }).fill('Ada');
    await frame.getByRole('button', { name: 'Book' }).click();
    await expect.poll(() => frame.getByRole('status').textContent()).toContain('2 ticket(s)');
  });
});

describe('given "Always load Vimeo content during this visit" ticked', () => {
  it('the next page of the visit loads Vimeo at once, and nothing else', async () => {
    const opened = await openPieces();
    try {
      await opened.page.getByRole('checkbox', { name: /Always load Vimeo/ }).check();
      await opened.page.getByRole('button', { name: 'Load Vimeo content' }).click();
      await load(opened.page, opened.errors);
      await opened.page.locator('iframe[title="Vimeo: Sports day"]').waitFor();
      expect(await opened.page.locator('iframe').count()).toBe(1);
      await opened.page.getByRole('button', { name: 'Load YouTube content' }).waitFor();
    } finally {
      await opened.context.close();
    }
  });
});

describe('given the photo viewer', () => {
  const thumbnailCount = (page: Page) => page.locator('.wgt-photos__thumbnails button').count();

  it('shows five thumbnails at 1280px and one at 375px', async () => {
    const wide = await openPieces(1280);
    const narrow = await openPieces(375);
    try {
      expect(await thumbnailCount(wide.page)).toBe(5);
      expect(await thumbnailCount(narrow.page)).toBe(1);
    } finally {
      await wide.context.close();
      await narrow.context.close();
    }
  });

  it('works with the keyboard alone: Tab to Next, Enter, arrow keys, Play and Pause', async () => {
    const { page, context } = await openPieces(1280, { reducedMotion: 'reduce' });
    try {
      const position = page.locator('.wgt-photos__position');
      const count = Number((await position.textContent())?.match(/of (\d+)/)?.[1]);
      await page.getByRole('button', { name: 'Next photo' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => position.textContent()).toBe(`Photo 2 of ${count}`);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => position.textContent()).toBe(`Photo ${count} of ${count}`);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Play');
      await page.keyboard.press('Space');
      await expect.poll(() => page.getByRole('button', { name: 'Pause' }).count()).toBe(1);
      await expect
        .poll(() => position.textContent(), { timeout: 5_000 })
        .toBe(`Photo 1 of ${count}`);
      await page.keyboard.press('Space');
      await expect.poll(() => page.getByRole('button', { name: 'Play' }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe('given the share button of the viewer', () => {
  it('with clipboard permission, copies the share URL and says "Link copied"', async () => {
    const { page, context } = await openPieces(1280, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    try {
      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Link copied' }).count())
        .toBe(1);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(new RegExp(`^${siteOrigin()}/media/newsfeed/\\d+/\\d+$`));
    } finally {
      await context.close();
    }
  });

  it('with the permission denied, warns and shows the URL selected to copy by hand', async () => {
    const { page, context } = await openPieces();
    try {
      // Playwright can only grant; CDP denies, in this page's own browser context.
      const cdp = await context.newCDPSession(page);
      const { targetInfo } = await cdp.send('Target.getTargetInfo');
      for (const name of ['clipboard-write', 'clipboard-read']) {
        await cdp.send('Browser.setPermission', {
          permission: { name },
          setting: 'denied',
          origin: siteOrigin(),
          browserContextId: targetInfo.browserContextId,
        });
      }
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.getByRole('button', { name: 'Copy link' }).click();
      const field = page.getByRole('textbox', { name: 'Copy this link' });
      await field.waitFor();
      expect(await field.inputValue()).toMatch(/\/media\/newsfeed\/\d+\/\d+$/);
      expect(
        await page.evaluate(() => {
          const input = document.activeElement as HTMLInputElement;
          return (input.selectionEnd ?? 0) - (input.selectionStart ?? 0) === input.value.length;
        }),
      ).toBe(true);
      expect(warnings).toContain('[widgets] Copy to clipboard failed.');
    } finally {
      await context.close();
    }
  });
});
