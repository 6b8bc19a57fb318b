import { execFile } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { wpUrl } from './wordpress';

// Helpers of the security tests (test/wordpress/security-*.test.ts).

/** Runs support/security-setup.php on the test site (what it does: its header). */
export function securitySetup(env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    execFile(
      'php',
      [join(import.meta.dirname, 'security-setup.php')],
      { cwd: inject('wpSiteDir'), env: { ...process.env, SSW_URL: inject('wpUrl'), ...env } },
      (error, stdout, stderr) => (error ? reject(new Error(`${stdout}${stderr}`)) : resolve()),
    );
  });
}

/** Writes one key of the plugin's option as an older version left it ('' removes it). */
export const rawConfig = (key: string, json: string) =>
  securitySetup({ SSW_DO: 'raw-config', SSW_KEY: key, SSW_JSON: json });

/**
 * A REST call as the user logged in on `page`, with the nonce WordPress gives that user
 * (admin-ajax.php?action=rest-nonce): what that user's own scripts could send.
 */
export async function restAs(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ({ ajax, url, body }) => {
      const nonce = await fetch(`${ajax}?action=rest-nonce`).then((response) => response.text());
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'X-WP-Nonce': nonce, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { ajax: wpUrl('/wp-admin/admin-ajax.php'), url: wpUrl(`/wp-json${path}`), body },
  );
}
