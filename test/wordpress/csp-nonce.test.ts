import { copyFile, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch } from '../e2e/support/browser';
import { wpUrl } from './support/wordpress';

// Issue #48, part 4: the plugin prints its config element and boot module through WordPress's
// script tag functions, so the filters CSP plugins use to add their nonce
// (wp_script_attributes, wp_inline_script_attributes) apply. Under a nonce-only policy
// (support/csp-nonce.php) a script printed past them would not run: no widget would mount.

const PLUGIN_FILE = join(import.meta.dirname, 'support/csp-nonce.php');
const muPlugin = () => join(inject('wpSiteDir'), 'wp-content/mu-plugins/ssw-csp-nonce.php');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  await mkdir(dirname(muPlugin()), { recursive: true });
  await copyFile(PLUGIN_FILE, muPlugin());
});
afterAll(async () => {
  await rm(muPlugin(), { force: true });
  await browser.close();
});

describe("a CSP plugin's nonce, given through WordPress's script filters", () => {
  it.each(['/', '/media/', '/calendar/', '/parents/'])(
    'reaches the config and boot.js on %s: every widget mounts, nothing is refused',
    async (path) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addCookies([{ name: 'ssw_test_nonce_csp', value: '1', url: wpUrl('/') }]);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.effectiveDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto(wpUrl(path));
      expect(response?.headers()['content-security-policy']).toMatch(
        /^script-src 'nonce-[^']+' 'strict-dynamic';/,
      );
      const nonce = /'nonce-([^']+)'/.exec(
        response?.headers()['content-security-policy'] ?? '',
      )?.[1];
      // The nonce is on both of the plugin's elements, as printed.
      const ours = await page.$$eval(
        'script[data-widgets-config], script[src*="boot.js"]',
        (scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce),
      );
      expect(ours).toEqual([nonce, nonce]);
      const widgets = page.locator('[data-widget]');
      expect(await widgets.count()).toBeGreaterThan(0);
      await expect
        .poll(() =>
          widgets.evaluateAll((elements) =>
            elements
              .filter((element) => element.getAttribute('data-widget-state') !== 'mounted')
              .map((element) => element.getAttribute('data-widget')),
          ),
        )
        .toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
