import { copyFile, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, widgetMounted } from '../e2e/support/browser';
import {
  ageAnswers,
  askRoute as ask,
  closeMediaServices,
  newsItem,
  ROUTE,
  mediaService as standIn,
} from './support/media-service';
import { adminPage, clickAndLoad, pageConfig, resetSettings, wpUrl } from './support/wordpress';

// Issue 47: visitors' pages ask the plugin's route (includes/media-route.php) for the media
// calls, never the media service: no script of its origin runs in them. The route takes only
// the widgets' calls and parameters (src/media/calls.json), reads the service once per
// question whatever the crowd, keeps answers (fresh, then stale while the service fails or
// hangs), and says how a cache may keep them.

const CSP_PLUGIN = join(import.meta.dirname, 'support/strict-csp.php');
const muPlugin = () => join(inject('wpSiteDir'), 'wp-content/mu-plugins/ssw-strict-csp.php');

let browser: Browser;
const mediaService = (answer: (call: string) => unknown, delayMs = 0) =>
  standIn(browser, answer, delayMs);
beforeAll(async () => {
  browser = await launch();
  await mkdir(dirname(muPlugin()), { recursive: true });
  await copyFile(CSP_PLUGIN, muPlugin());
});
afterAll(async () => {
  await rm(muPlugin(), { force: true });
  await browser.close();
});
afterEach(async () => {
  await resetSettings();
  await closeMediaServices();
});

const items = (title: string) => () => [newsItem(1, title), newsItem(2, `${title} (2)`)];

describe("visitors' pages", () => {
  /** A visitor's page with every request and every CSP violation it met. */
  async function visit(path: string, strictCsp: boolean) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    if (strictCsp) {
      await context.addCookies([{ name: 'ssw_test_csp', value: '1', url: wpUrl('/') }]);
    }
    const page = await context.newPage();
    const requests: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const response = await page.goto(wpUrl(path));
    return { context, page, requests, problems, response };
  }

  const cards = (page: Page, widget: string) =>
    page.locator(`[data-widget="${widget}"] [data-widget-root] .wgt-card`);

  it.each([
    ['with no policy', false],
    ["under a strict CSP (script-src 'self' 'nonce-…', connect-src 'self')", true],
  ])('work from the site alone, %s: cards, Load more, pop-ups, the calendar', async (_, strict) => {
    const media = new URL(String(inject('wpDemoUrl'))).origin;
    const { context, page, requests, problems, response } = await visit('/media/', strict);
    if (strict) {
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'nonce-");
    }
    const config = await pageConfig(page);
    expect(config.mediaTransport).toBe('json');
    expect(config.mediaServiceUrl).toBe(`${ROUTE}/{call}`);

    await widgetMounted(page, 'media-hub');
    await cards(page, 'media-hub').first().waitFor();
    const firstPage = await cards(page, 'media-hub').count();
    await page.getByRole('button', { name: /more/i }).first().click();
    await expect.poll(() => cards(page, 'media-hub').count()).toBeGreaterThan(firstPage);
    await widgetMounted(page, 'popups');
    const news = cards(page, 'media-hub').filter({ has: page.locator('.wgt-card__link') });
    await news.first().locator('.wgt-card__link').click();
    await page.locator('dialog[open]').waitFor();
    await page.keyboard.press('Escape');

    await page.goto(wpUrl('/calendar/'));
    await widgetMounted(page, 'calendar');
    await cards(page, 'calendar').first().waitFor();

    const toService = requests.filter(
      (url) => url.startsWith(media) && url.includes('/media-service'),
    );
    expect(toService).toEqual([]);
    expect(requests.filter((url) => url.includes(`${ROUTE}/GetMediaItems`)).length).toBeGreaterThan(
      0,
    );
    expect(requests.some((url) => url.includes(`${ROUTE}/GetMediaItemDescription`))).toBe(true);
    expect(problems.join('\n')).toBe('');
    await context.close();
  });
});

describe('the media route, asked as anyone can', () => {
  it('refuses what the widgets never ask, naming the parameter', async () => {
    await mediaService(items('Sports day'));
    const long = 'a'.repeat(201);
    const refusals: [string, string, number, RegExp][] = [
      ['Nope', 'FeedIds=1', 404, /not a call the widgets make/],
      ['GetAplicationToken', 'FeedType=Youtube', 404, /not a call/],
      ['GetMediaItems', 'skip=0&take=6', 400, /FeedIds is required/],
      ['GetMediaItems', 'FeedIds=1,999', 400, /FeedIds must list feeds of this site/],
      ['GetMediaItems', `FeedIds=${Array(200).fill(1).join(',')}`, 400, /FeedIds/],
      ['GetMediaItems', 'FeedIds=1&take=5000', 400, /take must be a whole number from 1 to 1000/],
      ['GetMediaItems', 'FeedIds=1&take=-1', 400, /take/],
      ['GetMediaItems', 'FeedIds=1&skip=1e3', 400, /skip/],
      ['GetMediaItems', 'FeedIds[]=1', 400, /FeedIds/],
      ['GetMediaItems', 'FeedIds=1&IsExtended=yes', 400, /IsExtended must be true or false/],
      ['GetMediaItemsAdvanced', `FeedIds=1&SearchExpression=${long}`, 400, /at most 200/],
      ['GetMediaItemsAdvanced', 'FeedIds=1&SearchExpression=a%00b', 400, /SearchExpression/],
      ['GetMediaItemsAdvanced', 'FeedIds=1&SearchExpression=x&AndOr=xor', 400, /and or or/],
      ['GetMediaItemDescription', 'ItemId=1&FeedId=999', 400, /FeedId must be a feed/],
      ['GetPhotosSet', 'SetId=../../etc', 400, /SetId/],
    ];
    for (const [call, query, status, message] of refusals) {
      const answer = await ask(call, query);
      expect([call, query, answer.status]).toEqual([call, query, status]);
      expect(answer.json().message).toMatch(message);
    }
  });

  it('drops parameters it does not know, and asks the service in one order', async () => {
    const service = await mediaService(items('Sports day'));
    const answer = await ask('GetMediaItems', 'take=2&FeedIds=1,2&skip=0&callback=evil&Debug=1');
    expect(answer.status).toBe(200);
    expect(answer.json().map((entry: { Title: string }) => entry.Title)).toEqual([
      'Sports day',
      'Sports day (2)',
    ]);
    expect(service.asked).toEqual(['GetMediaItems?FeedIds=1%2C2&skip=0&take=2']);
    // The same question in another order or with other extras is the same key: no second read.
    await ask('GetMediaItems', 'FeedIds=1,2&skip=0&take=2&_fields=Title');
    expect(service.asked).toHaveLength(1);
  });

  it('names its answer (ETag), answers 304 to it, and says how long a cache may keep it', async () => {
    await mediaService(items('Open day'));
    const first = await ask('GetMediaItems', 'FeedIds=1&skip=0&take=2');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const cacheControl = first.headers.get('cache-control') ?? '';
    expect(cacheControl).toMatch(/^public, max-age=\d+, stale-while-revalidate=86400$/);
    expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeGreaterThan(250);
    expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(300);
    const again = await ask('GetMediaItems', 'FeedIds=1&skip=0&take=2', { 'If-None-Match': etag });
    expect([again.status, again.text]).toEqual([304, '']);
    const other = await ask('GetMediaItems', 'FeedIds=1&skip=0&take=2', { 'If-None-Match': '"x"' });
    expect(other.status).toBe(200);
    expect(other.text).toBe(first.text);
  });

  it('checks the answer is its call’s before keeping or passing it on', async () => {
    const service = await mediaService(items('Concert'));
    service.mode = 'wrong-shape';
    const wrong = await ask('GetMediaItems', 'FeedIds=1&skip=0&take=3');
    expect(wrong.status).toBe(502);
    expect(wrong.headers.get('cache-control')).toBe('no-store');
    service.mode = 'no-jsonp';
    const script = await ask('GetMediaItems', 'FeedIds=1&skip=0&take=4');
    expect([script.status, script.text.includes('alert')]).toEqual([502, false]);
  });
});

describe('one read of the service per question', () => {
  it('a cold question asked by 200 at once reaches the service once', async () => {
    const service = await mediaService(items('Swimming gala'), 1_500);
    const query = 'FeedIds=1,2,3&skip=0&take=5';
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => ask('GetMediaItems', query)),
    );
    expect(service.asked).toHaveLength(1);
    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].every((status) => status === 200 || status === 503)).toBe(true);
    // Those that came while the service was being read are told to ask again shortly.
    for (const answer of answers.filter(({ status }) => status === 503)) {
      expect(answer.headers.get('retry-after')).toBe('1');
    }
    const later = await ask('GetMediaItems', query);
    expect(later.status).toBe(200);
    expect(later.json()[0].Title).toBe('Swimming gala');
    expect(service.asked).toHaveLength(1);
  });

  it('a failing service: a failure kept briefly, the service asked once', async () => {
    const service = await mediaService(items('x'));
    service.mode = 'fail';
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await ask('GetMediaItems', 'FeedIds=4&skip=0&take=6')).status).toBe(502);
    }
    expect(service.asked).toHaveLength(1);
  });

  it('a stale answer is served while the service fails, and while it hangs', async () => {
    const service = await mediaService(items('Science fair'));
    const query = 'FeedIds=5&skip=0&take=6';
    const fresh = await ask('GetMediaItems', query);
    expect(fresh.status).toBe(200);

    await ageAnswers();
    service.mode = 'fail';
    const failing = await ask('GetMediaItems', query);
    expect([failing.status, failing.text]).toEqual([200, fresh.text]);
    expect(service.asked).toHaveLength(2);
    // The failed read stands for a while: no read per request.
    await ask('GetMediaItems', query);
    expect(service.asked).toHaveLength(2);

    await ageAnswers();
    service.mode = 'hang';
    const started = performance.now();
    const reading = ask('GetMediaItems', query).then((answer) => ({
      ...answer,
      at: performance.now() - started,
    }));
    const others = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        // After the reader has taken the question, a moment apart, as visitors come.
        await new Promise((resolve) => setTimeout(resolve, 300 + index * 150));
        const answer = await ask('GetMediaItems', query);
        return { ...answer, at: performance.now() - started };
      }),
    );
    const reader = await reading;
    expect(service.asked).toHaveLength(3);
    expect([reader.status, reader.text]).toEqual([200, fresh.text]);
    // One PHP worker waits for the service, its time limit (2 s) and no more than a page's
    // time besides; the others answer stale without waiting for it: all before the reader.
    expect(reader.at).toBeGreaterThan(2_000);
    expect(reader.at).toBeLessThan(8_000);
    for (const other of others) {
      expect([other.status, other.text]).toEqual([200, fresh.text]);
      expect(other.at).toBeLessThan(reader.at);
    }
  });
});

describe('the settings', () => {
  it("refuse the site's own route as the media service, saying why, and keep the service", async () => {
    const { context, page } = await adminPage(browser);
    await page.goto(wpUrl('/wp-admin/options-general.php?page=school-site-widgets'));
    const field = page.getByLabel('Media service URL', { exact: true });
    const service = await field.inputValue();
    // As the visitors' page shows it (a path of the site), and as a whole address.
    for (const typed of [`${ROUTE}/{call}`, wpUrl(`${ROUTE}/`)]) {
      await field.fill(typed);
      await clickAndLoad(page, page.locator('#submit'));
      expect(await page.locator('.settings-error.notice-error p').first().textContent()).toContain(
        "Media service URL was not saved: mediaServiceUrl: this is the site's own media route",
      );
      expect(await field.inputValue(), typed).toBe(service);
    }
    await context.close();
  });
});
