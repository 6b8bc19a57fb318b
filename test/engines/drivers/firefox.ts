// Firefox ESR (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi: Playwright
// cannot drive a stock Firefox. puppeteer-core stays at 24, the last major that runs on Node 20.
import puppeteer, { type ConsoleMessage, type Page } from 'puppeteer-core';
import type { EngineBrowser, EngineDriver, EnginePage, Viewport } from '../engine-page';

const EXECUTABLE = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export const firefoxDriver: EngineDriver = {
  engine: 'firefox',
  needsErrorRecorder: false,
  // WebDriver BiDi's offline network conditions (page.setOfflineMode) reach the page's own
  // requests only: a service worker's fetches still went out (the parents area's page came back
  // fresh from the server, new CSP nonce and all), and in a probe Firefox's own offline mode
  // (Services.io.offline, chrome-privileged) still let localhost through. The server stops too.
  offlineSparesWorkers: true,
  async launch(): Promise<EngineBrowser> {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: EXECUTABLE,
      headless: true,
      // No update checks, telemetry or default-browser prompt: nothing reaches the internet.
      extraPrefsFirefox: {
        'app.update.enabled': false,
        'browser.shell.checkDefaultBrowser': false,
        'datareporting.policy.dataSubmissionEnabled': false,
        'network.captive-portal-service.enabled': false,
      },
    });
    return {
      async newPage(viewport: Viewport) {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        await page.setViewport(viewport);
        return wrap(page, () => context.close());
      },
      close: () => browser.close(),
    };
  },
};

function wrap(page: Page, close: () => Promise<void>): EnginePage {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${String(error)}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
  const first = async (selector: string) => {
    const handle = await page.waitForSelector(selector, { visible: true, timeout: 5_000 });
    if (!handle) throw new Error(`No element matches ${selector}`);
    return handle;
  };
  return {
    engine: 'firefox',
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    back: async () => {
      // A history step within the page (pushState) fires no load: do not wait for one.
      await page.evaluate(() => history.back());
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load' });
    },
    click: async (selector) => (await first(selector)).click(),
    press: (key) => page.keyboard.press(key),
    type: async (selector, text) => (await first(selector)).type(text),
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    screenshot: async (path) => {
      await page.screenshot({ path: path as `${string}.png` });
    },
    errors: async () => [...errors],
    goOffline: () => page.setOfflineMode(true),
    close,
  };
}
