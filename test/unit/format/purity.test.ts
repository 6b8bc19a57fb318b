// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = join(import.meta.dirname, '../../../src/format');
const files = readdirSync(folder).filter((name) => name.endsWith('.ts'));

function code(name: string): string {
  // Comments may mention anything; only code counts.
  return readFileSync(join(folder, name), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
}

describe('given the format rules', () => {
  it('has files to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)('%s imports no React and touches no DOM', (name) => {
    const source = code(name);
    expect(source).not.toMatch(/from ['"]react/);
    expect(source).not.toMatch(/\b(window|document|navigator|localStorage)\b/);
  });

  it.each(files)('%s never reads the clock', (name) => {
    expect(code(name)).not.toMatch(/new Date\(\s*\)|Date\.now\(/);
  });

  it.each(files)('%s re-exports nothing (no barrel)', (name) => {
    expect(code(name)).not.toMatch(/export\s+(\*|\{[^}]*\})\s+from/);
  });
});
