import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';

// biome.json lets code outside src/kernel import src/kernel/types.ts alone. That is safe only
// while the file holds nothing that exists at run time: a value there would be shared between
// the boot chunk and a lazy chunk, and esbuild would split it into a chunk every page fetches.
describe('given the kernel file that lazily loaded code may import', () => {
  it('compiles to no JavaScript at all', async () => {
    const source = await readFile('src/kernel/types.ts', 'utf8');
    const { code } = await transform(source, { loader: 'ts', format: 'esm' });
    expect(code.trim()).toBe('');
  });
});
