import { execFileSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
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
