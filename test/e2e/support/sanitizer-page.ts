// A Chromium page holding the bundle's own sanitizer (src/ui/sanitize-html.ts, with DOMPurify
// and the policies), built for it, as `window.sanitizeHtml`: the tests that hold HTML to the
// sanitizer's rules (test/e2e/security/sanitize-html.test.ts, and the WordPress plugin's save
// against the same policy, test/wordpress/rich-field-policy.test.ts) run it in a real browser.
import * as esbuild from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { launch } from './browser';

/** The browser and its page with `window.sanitizeHtml`; close the browser when done. */
export async function sanitizerPage(): Promise<{ browser: Browser; page: Page }> {
  const built = await esbuild.build({
    stdin: {
      contents:
        "import { sanitizeHtml } from './src/ui/sanitize-html';\nwindow.sanitizeHtml = sanitizeHtml;",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    logLevel: 'warning',
  });
  const browser = await launch();
  const page = await browser.newPage();
  await page.addScriptTag({ content: built.outputFiles[0]?.text ?? '' });
  return { browser, page };
}
