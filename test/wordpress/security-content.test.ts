// Issue #44 on what the plugin writes into visitors' pages and documents: an Author's landing
// intro image, the parents manifest of posts a visitor cannot read, card image URLs, and the
// plugin's PHP files requested alone.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../e2e/support/browser';
import { rawConfig, restAs } from './support/security';
import { adminPage, createUser, logInAs, resetSettings, wpUrl } from './support/wordpress';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());
afterEach(() => resetSettings());

async function visit(url: string, javaScriptEnabled = true) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    javaScriptEnabled,
  });
  const page = await context.newPage();
  const response = await page.goto(url);
  return { page, status: response?.status() };
}

describe("an Author's landing intro", () => {
  it('cannot lay its section over the page through the image URL', async () => {
    // The site has no image service: the image URL goes into the intro's style as it is.
    await rawConfig('imageServiceUrl', '');
    await createUser('introauthor', 'author');
    const context = await browser.newContext();
    const author = await context.newPage();
    await logInAs(author, 'introauthor');
    const image = "http://x/a');position:fixed;inset:0;z-index:99999;background:red;x:('";
    const { status, json } = await restAs(author, '/wp/v2/posts', {
      title: 'An author’s welcome',
      status: 'publish',
      content:
        `<!-- wp:school-site-widgets/landing-intro ${JSON.stringify({ image, strapline: 'Hello' })} /-->\n` +
        '<!-- wp:paragraph --><p>The rest of the post.</p><!-- /wp:paragraph -->',
    });
    expect(status).toBe(201);
    await context.close();
    const { page } = await visit(json.link);
    const intro = page.locator('[data-widget="landing-intro"]');
    expect(await intro.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');
    // The visitor can still reach the post's own text: nothing lies over it.
    const paragraph = page.getByText('The rest of the post.');
    const box = await paragraph.boundingBox();
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? '',
      { x: (box?.x ?? 0) + 5, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
    );
    expect(onTop).toBe('The rest of the post.');
    await page.context().close();
  });
});

describe('the parents manifest (?ssw_parents_manifest=ID)', () => {
  it('of a reusable block or a password-protected page holding the prompt is a 404', async () => {
    const { context, page: admin } = await adminPage(browser);
    const prompt = '<!-- wp:school-site-widgets/home-screen-prompt {"title":"Add"} /-->';
    const block = await restAs(admin, '/wp/v2/blocks', {
      title: 'Staff only: restructuring plan',
      status: 'publish',
      content: prompt,
    });
    const protectedPage = await restAs(admin, '/wp/v2/pages', {
      title: 'Governors: closed minutes',
      status: 'publish',
      password: 'governors',
      content: prompt,
    });
    expect([block.status, protectedPage.status]).toEqual([201, 201]);
    await context.close();
    // Anyone may ask: a forged request, no login.
    const visitor = await browser.newContext();
    for (const id of [block.json.id, protectedPage.json.id]) {
      const response = await visitor.request.get(wpUrl(`/?ssw_parents_manifest=${id}`));
      const text = await response.text();
      expect(response.status(), text).toBe(404);
      expect(text).not.toMatch(/restructuring|closed minutes/);
    }
    // The parents area's own manifest still answers.
    const parents = await visitor.newPage();
    await parents.goto(wpUrl('/parents/'));
    const href = (await parents.locator('link[rel="manifest"]').getAttribute('href')) ?? '';
    expect((await visitor.request.get(new URL(href, parents.url()).href)).status()).toBe(200);
    await visitor.close();
  });
});

describe('server card images', () => {
  it('a saved default image that is no http(s) URL lands in no src', async () => {
    // Values an older version (or a filter) left: the settings' check refuses them today.
    await rawConfig('imageServiceUrl', '');
    await rawConfig('defaultImage', JSON.stringify('javascript:alert(document.domain)'));
    const { page } = await visit(wpUrl('/media/'), false);
    expect(await page.locator('.wgt-card').count()).toBeGreaterThan(0);
    const sources = await page.$$eval('img', (images) =>
      images.flatMap((image) => [
        image.getAttribute('src') ?? '',
        image.getAttribute('srcset') ?? '',
      ]),
    );
    expect(sources.filter((source) => /javascript:/i.test(source))).toEqual([]);
    await page.context().close();
  });
});

describe("the plugin's PHP files requested alone", () => {
  const PLUGIN = join(import.meta.dirname, '../../integrations/wordpress/school-site-widgets');
  // Every PHP source of the plugin (issue #48, part 5): the built dist/ is left out, whose
  // parents-sw.php is meant to be requested (the parents area's worker).
  const files = (readdirSync(PLUGIN, { recursive: true }) as string[]).filter(
    (name) => name.endsWith('.php') && !name.startsWith('dist'),
  );

  it('answer nothing: no PHP error, no server path, no worker', async () => {
    expect(files).toContain('includes/rules/title.php');
    expect(files).toContain('includes/parents-sw.php');
    expect(files).toContain('uninstall.php');
    for (const name of files) {
      const response = await fetch(wpUrl(`/wp-content/plugins/school-site-widgets/${name}`));
      const text = await response.text();
      expect(response.status, name).toBeLessThan(500);
      expect(text, name).not.toMatch(
        /Fatal error|Warning|Notice|Uncaught|\.php on line|\/includes\//,
      );
      expect(text, name).toBe('');
    }
  });
});
