import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { inject } from 'vitest';

// Helpers of the settings tests (test/wordpress/settings-*.test.ts).

/** Runs support/settings-setup.php on the test site (what it does: its header); its output. */
function settingsSetup(env: Record<string, string>) {
  return new Promise<string>((resolve, reject) => {
    execFile(
      'php',
      [join(import.meta.dirname, 'settings-setup.php')],
      { cwd: inject('wpSiteDir'), env: { ...process.env, SSW_URL: inject('wpUrl'), ...env } },
      (error, stdout, stderr) =>
        error ? reject(new Error(`${stdout}${stderr}`)) : resolve(stdout),
    );
  });
}

/** Removes the plugin's option: a site where the settings were never saved. */
export const deleteConfig = () => settingsSetup({ SSW_DO: 'delete-config' }).then(() => {});

/** The option's check of a form's fields (name => value), then of its own answer. */
export async function sanitizeTwice(fields: [string, string][]) {
  const query = new URLSearchParams(fields).toString();
  const answer = await settingsSetup({ SSW_DO: 'sanitize-twice', SSW_QUERY: query });
  return JSON.parse(answer) as {
    once: Record<string, string>;
    twice: Record<string, string>;
    errors: string[];
  };
}
