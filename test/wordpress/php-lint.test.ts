import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

async function phpFiles() {
  const found: string[] = [];
  for (const dir of ['integrations/wordpress', 'test/wordpress']) {
    for (const entry of await readdir(join(ROOT, dir), { recursive: true })) {
      if (entry.endsWith('.php') && !entry.includes('/dist/')) found.push(join(dir, entry));
    }
  }
  return found.sort();
}

describe('the PHP of the WordPress plugin and runner', () => {
  it('passes php -l, every file', async () => {
    const files = await phpFiles();
    expect(files.length).toBeGreaterThan(10);
    const failures = files.filter((file) => {
      try {
        execFileSync('php', ['-l', join(ROOT, file)], { stdio: 'pipe' });
        return false;
      } catch {
        return true;
      }
    });
    expect(failures).toEqual([]);
  });
});

/** WordPress Coding Standards as shipped beside the project (../shared/tools/phpcs, its README). */
const WPCS = join(ROOT, '../shared/tools/phpcs/wpcs');
/** The standard's security sniffs: escaping, nonces, input, redirects, menu slugs. */
const SECURITY_SNIFFS = [
  'WordPress.Security.EscapeOutput',
  'WordPress.Security.NonceVerification',
  'WordPress.Security.PluginMenuSlug',
  'WordPress.Security.SafeRedirect',
  'WordPress.Security.ValidatedSanitizedInput',
  'WordPress.DB.PreparedSQL',
];
const PLUGIN = join(ROOT, 'integrations/wordpress/school-site-widgets');

describe("the plugin under WordPress Coding Standards' security sniffs", () => {
  it('reports nothing', () => {
    let report = '';
    try {
      execFileSync(
        WPCS,
        [
          `--sniffs=${SECURITY_SNIFFS.join(',')}`,
          '--report=emacs',
          '--ignore=*/dist/*,*/build/*',
          PLUGIN,
        ],
        { stdio: 'pipe', encoding: 'utf8' },
      );
    } catch (error) {
      // phpcs exits 1 or 2 when it reports; anything it printed is the finding.
      const { stdout, stderr } = error as { stdout: string; stderr: string };
      report = `${stdout}${stderr}` || String(error);
    }
    expect(report.replaceAll(`${PLUGIN}/`, '')).toBe('');
  });

  it('lets no line off without naming the sniff and the reason', async () => {
    const unexplained: string[] = [];
    // What phpcs.xml.dist reads: the plugin, the runner's PHP, the tests' PHP.
    for (const dir of [
      PLUGIN,
      join(ROOT, 'integrations/wordpress/php'),
      join(ROOT, 'test/wordpress/support'),
    ]) {
      for (const entry of await readdir(dir, { recursive: true })) {
        if (!entry.endsWith('.php') || /(^|\/)(dist|build)\//.test(entry)) continue;
        const lines = (await readFile(join(dir, entry), 'utf8')).split('\n');
        lines.forEach((line, index) => {
          if (
            /phpcs:(ignore|disable)/.test(line) &&
            !/phpcs:(ignore|disable) [\w.]+(, ?[\w.]+)* -- \S/.test(line)
          ) {
            unexplained.push(
              `${join(dir, entry).replace(`${ROOT}/`, '')}:${index + 1}: ${line.trim()}`,
            );
          }
        });
      }
    }
    expect(unexplained).toEqual([]);
  });
});
