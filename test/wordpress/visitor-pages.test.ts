import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { days } from '../../widgets/calendar/options.json';
import { take } from '../../widgets/media-hub/options.json';
import { launch, widgetMounted } from '../e2e/support/browser';
import { createPage, pageConfig, wpUrl } from './support/wordpress';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

async function visit(path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(wpUrl(path));
  return { context, page, errors, requests };
}

const PLUGIN = '/wp-content/plugins/school-site-widgets/';
const hosts = (page: Page) => page.locator('[data-widget="popups"]').count();

describe("the plugin on visitors' pages", () => {
  it('gives each page a meta description: its text, in plain words, at most 160 characters', async () => {
    const { context, page } = await visit('/media/');
    const description = () => page.getAttribute('meta[name="description"]', 'content');
    expect(await description()).toBe('News, events, photos and posts from our three schools.');
    const long = `${'A <strong>bold</strong> &amp; long line about the school. '.repeat(6)}`;
    const url = await createPage(
      'Long story',
      `<!-- wp:paragraph -->\n<p>${long}</p>\n<!-- /wp:paragraph -->`,
    );
    await page.goto(url);
    const text = (await description()) ?? '';
    expect(text.startsWith('A bold & long line about the school. A bold')).toBe(true);
    expect(text).not.toMatch(/[<>]/);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('…')).toBe(true);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    await context.close();
  });

  it('loads the config, boot.js and widgets.css, no jQuery and no editor code', async () => {
    const { context, page, requests, errors } = await visit('/media/');
    await widgetMounted(page, 'media-hub');
    expect(await page.locator('script[data-widgets-config]').count()).toBe(1);
    // The media calls go to the site's route (includes/media-route.php), not the service.
    const config = await pageConfig(page);
    expect([config.mediaServiceUrl, config.mediaTransport]).toEqual([
      '/wp-json/school-site-widgets/v1/media/{call}',
      'json',
    ]);
    const own = await page.$$eval('script[src], link[rel="stylesheet"]', (elements) =>
      elements
        .map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '')
        .filter((url) => url.includes('/plugins/school-site-widgets/'))
        .map((url) => new URL(url).pathname),
    );
    expect(own.sort()).toEqual([`${PLUGIN}dist/boot.js`, `${PLUGIN}dist/widgets.css`]);
    expect(requests.filter((url) => /jquery/i.test(url))).toEqual([]);
    expect(requests.filter((url) => url.includes(`${PLUGIN}build/`))).toEqual([]);
    // Everything else of the plugin the page fetched is the bundle's own chunks.
    expect(
      requests
        .filter((url) => url.includes(PLUGIN))
        .filter((url) => !new URL(url).pathname.startsWith(`${PLUGIN}dist/`)),
    ).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a hub and a calendar saved without a number get the widget’s default, from block.json', async () => {
    // The seeded pages' blocks have no attributes: WordPress fills in block.json's defaults.
    const { context, page } = await visit('/media/');
    expect(await page.locator('[data-widget="media-hub"]').getAttribute('data-take')).toBe(
      String(take.default),
    );
    await page.goto(wpUrl('/calendar/'));
    expect(await page.locator('[data-widget="calendar"]').getAttribute('data-days')).toBe(
      String(days.default),
    );
    await context.close();
  });

  it('puts one pop-ups host on pages with a hub or calendar, none elsewhere', async () => {
    const { context, page } = await visit('/media/');
    expect(await hosts(page)).toBe(1);
    await page.goto(wpUrl('/calendar/'));
    expect(await hosts(page)).toBe(1);
    await page.goto(wpUrl('/about/'));
    expect(await hosts(page)).toBe(0);
    await context.close();
  });

  it('the parents page is part of the parents area: body class, prompt and calendar of 7 days', async () => {
    const { context, page, errors } = await visit('/parents/');
    expect(await page.evaluate(() => document.body.classList.contains('parents-area'))).toBe(true);
    const prompt = page.locator('[data-widget="home-screen-prompt"]');
    expect(await prompt.getAttribute('data-prompt-title')).toBe(
      'Add the Parents area to your home screen',
    );
    expect(await prompt.getAttribute('data-widget-state')).not.toBe('invalid');
    await widgetMounted(page, 'calendar');
    expect(await page.locator('[data-widget="calendar"]').getAttribute('data-days')).toBe('7');
    await page.goto(wpUrl('/about/'));
    expect(await page.evaluate(() => document.body.classList.contains('parents-area'))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the front page has the landing intro, its background sized through the image service', async () => {
    const { context, page, errors } = await visit('/');
    await widgetMounted(page, 'landing-intro');
    const intro = page.locator('[data-widget="landing-intro"]');
    expect(await intro.locator('[data-intro-title]').textContent()).toBe(
      'Three schools, one family',
    );
    expect(await intro.getAttribute('data-intro-background')).toMatch(
      /\/image-service\/image\?command_1=url&url_1=.*&width_2=\{width\}&height_2=\{height\}$/,
    );
    expect(await intro.getAttribute('data-intro-background-sized')).not.toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
