import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../e2e/support/browser';
import { createPage, setPluginActive, wpUrl } from './support/wordpress';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await setPluginActive(true);
  await browser.close();
});

async function visit(url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(url);
  return { context, page, errors, status: response?.status() };
}

describe('bad input on WordPress', () => {
  it("blocks with attributes out of range show the widgets' invalid state and keep their server markup", async () => {
    const url = await createPage(
      'Bad blocks',
      '<!-- wp:school-site-widgets/media-hub {"group":"news","take":500} /-->\n' +
        '<!-- wp:school-site-widgets/calendar {"days":0} /-->',
    );
    const { context, page, errors } = await visit(url);
    for (const name of ['media-hub', 'calendar']) {
      const element = page.locator(`[data-widget="${name}"]`);
      await expect.poll(() => element.getAttribute('data-widget-state')).toBe('invalid');
      expect(await element.isVisible()).toBe(true);
    }
    expect(await page.locator('[data-widget="media-hub"] .wgt-media-hub__empty').isVisible()).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a deactivated plugin leaves readable pages: titles and text, no widgets, no errors', async () => {
    await setPluginActive(false);
    const { context, page, status, errors } = await visit(wpUrl('/parents/'));
    expect(status).toBe(200);
    expect(await page.locator('h1').first().textContent()).toBe('Parents area');
    expect(await page.getByText('Term dates, lunch menus and the uniform shop').isVisible()).toBe(
      true,
    );
    expect(await page.locator('[data-widget], script[data-widgets-config]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
    await setPluginActive(true);
    const again = await visit(wpUrl('/parents/'));
    expect(await again.page.locator('script[data-widgets-config]').count()).toBe(1);
    await again.context.close();
  });
});
