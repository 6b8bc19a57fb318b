// Chromium through playwright-core, as the rest of the end-to-end suite drives it.
import type { ConsoleMessage, Page } from 'playwright-core';
import { launch } from '../../e2e/support/browser';
import type { EngineBrowser, EngineDriver, EnginePage, Viewport } from '../engine-page';

export const chromiumDriver: EngineDriver = {
  engine: 'chromium',
  needsErrorRecorder: false,
  async launch(): Promise<EngineBrowser> {
    const browser = await launch();
    return {
      async newPage(viewport: Viewport) {
        const context = await browser.newContext({ viewport });
        return wrap(
          await context.newPage(),
          () => context.close(),
          () => context.setOffline(true),
        );
      },
      close: () => browser.close(),
    };
  },
};

function wrap(page: Page, close: () => Promise<void>, goOffline: () => Promise<void>): EnginePage {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    // A failed load's line names no address: its location does, which the failure then says.
    const where = message.location()?.url;
    if (message.type() === 'error')
      errors.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
  });
  return {
    engine: 'chromium',
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    back: async () => {
      await page.goBack({ waitUntil: 'commit' });
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load' });
    },
    click: (selector) => page.locator(selector).first().click(),
    press: (key) => page.keyboard.press(key),
    type: (selector, text) => page.locator(selector).first().pressSequentially(text),
    evaluate: (fn, arg) => page.evaluate(fn as never, arg),
    screenshot: async (path) => {
      await page.screenshot({ path });
    },
    errors: async () => [...errors],
    goOffline,
    close,
  };
}
