// The widget gallery (/widgets on the demo, demo/pages/gallery.mjs): generated from the widgets'
// README files. Every README's example mounts cleanly there (a README whose example does not
// fails here), its snippet is the README's own, the copy button copies it, and axe is content.
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readmeEntry } from '../../../demo/pages/gallery.mjs';
import { baseUrl, expectNoAxeViolations, launch } from '../support/browser';

const READMES = readdirSync('widgets', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => {
    try {
      readFileSync(`widgets/${name}/README.md`);
      return true;
    } catch {
      return false;
    }
  });

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The bundle's own console lines at warning or error level, and uncaught errors. */
const problems: string[] = [];
beforeAll(async () => {
  browser = await launch();
  context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  page = await context.newPage();
  page.on('console', (message) => {
    const level = message.type();
    if ((level === 'error' || level === 'warning') && message.text().startsWith('[widgets]')) {
      problems.push(`${level}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(new URL('/widgets', baseUrl()).href);
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

const stateOf = (name: string) =>
  page
    .locator(`[data-gallery-live="${name}"] [data-widget]`)
    .evaluateAll((list) => list.map((element) => element.getAttribute('data-widget-state')));

describe('given the widget gallery', () => {
  it('has a section for every widget README, with its example live', async () => {
    const shown = await page
      .locator('[data-gallery-live]')
      .evaluateAll((list) => list.map((element) => element.getAttribute('data-gallery-live')));
    expect([...shown].sort()).toEqual([...READMES].sort());
  });

  it.each(READMES)("%s: the README's example mounts cleanly", async (name) => {
    const live = page.locator(`[data-gallery-live="${name}"]`);
    await live.scrollIntoViewIfNeeded();
    for (const element of await live.locator('[data-widget]').all()) {
      await element.scrollIntoViewIfNeeded();
      // A widget that loads on interaction: the visitor's hover on what opens it.
      const id = await element.getAttribute('id');
      const opener = id ? page.locator(`[aria-controls="${id}"]`).first() : null;
      if (opener && (await opener.count()) > 0) await opener.hover();
    }
    await expect
      .poll(() => stateOf(name), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['mounted']));
    expect((await stateOf(name)).every((state) => state === 'mounted')).toBe(true);
    expect(problems.filter((line) => line.includes(name) || line.startsWith('pageerror'))).toEqual(
      [],
    );
  });

  it("shows each README's example as the snippet, and Copy puts it on the clipboard", async () => {
    for (const name of READMES) {
      const { snippet } = readmeEntry(name, readFileSync(`widgets/${name}/README.md`, 'utf8'));
      const code = page.locator(`#widget-${name}-snippet`);
      expect(await code.textContent()).toBe(snippet);
    }
    const button = page.getByRole('button', { name: 'Copy the footer snippet' });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await expect
      .poll(() =>
        page
          .locator(
            '#widget-footer ~ .gallery__snippet [role="status"], .gallery__snippet [role="status"]',
          )
          .allTextContents(),
      )
      .toContain('Snippet copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await page.locator('#widget-footer-snippet').textContent(),
    );
  });

  it('lists the options of a widget from its README table', async () => {
    const table = page.getByRole('table', { name: 'Options and markup of media-hub' });
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(2);
    expect(await table.textContent()).toContain('data-take');
  });

  it('axe finds no violation', async () => {
    await expectNoAxeViolations(page);
  });

  it('the bundle reported no problem while the examples mounted', () => {
    expect(problems).toEqual([]);
  });
});
