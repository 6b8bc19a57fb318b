// What the build weighs, read from dist/ without a browser: every chunk of dist/meta.json with
// its role and gzip -9 size, each widget's own chunks, and the cost of the shared src/ modules.
import { readdir, readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { BYTES } from './budgets.mjs';

const DIST = 'dist';

/** gzip -9: the level the budgets are set in (a CDN's static compression). */
export const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Every .js output of the build, sorted by file: { file, role, raw, gzip, inputs, imports }. */
export async function chunkSizes() {
  const meta = JSON.parse(await readFile(`${DIST}/meta.json`, 'utf8'));
  const list = [];
  for (const [path, output] of Object.entries(meta.outputs)) {
    if (!path.endsWith('.js')) continue;
    const code = await readFile(path);
    const inputs = Object.keys(output.inputs);
    list.push({
      file: path.slice(DIST.length + 1),
      role: roleOf(output, inputs),
      raw: code.length,
      gzip: gzipBytes(code),
      inputs,
      imports: output.imports
        .filter((entry) => entry.kind === 'import-statement')
        .map((entry) => entry.path.slice(DIST.length + 1)),
    });
  }
  return list.sort((a, b) => a.file.localeCompare(b.file));
}

/** A chunk's name in the tables, from its entry point or the inputs it holds. */
function roleOf(output, inputs) {
  if (output.entryPoint === 'widgets/boot.ts') return 'boot';
  if (inputs.some((input) => input.includes('node_modules/react-dom/'))) return 'react-dom + mount';
  if (inputs.some((input) => input.includes('node_modules/react/'))) return 'react';
  const widget = inputs.map((input) => input.match(/^widgets\/([^/]+)\//)?.[1]).find(Boolean);
  if (widget) return `widget: ${widget}`;
  if (inputs.length === 0) return 'esbuild helpers';
  const catalog = inputs.map((input) => input.match(/^src\/i18n\/(fr|ar)\.ts$/)?.[1]).find(Boolean);
  if (catalog) return `catalog: ${catalog}`;
  const names = [
    ...new Set(
      inputs.map((input) =>
        input
          .replace(/^node_modules\//, '')
          .split('/')
          .slice(0, 2)
          .join('/'),
      ),
    ),
  ];
  return `shared: ${names.slice(0, 3).join(', ')}`;
}

/** A widget's own chunk(s): those whose role names it (shared chunks are reported once above). */
export function widgetSizes(list) {
  const sizes = {};
  for (const chunk of list) {
    const name = chunk.role.startsWith('widget: ') ? chunk.role.slice(8) : null;
    if (name) sizes[name] = (sizes[name] ?? 0) + chunk.gzip;
  }
  return sizes;
}

/**
 * The cost of a shared src/ module, measured on its own: every export bundled (so the figure is
 * an upper bound for any chunk that imports part of it), React left out.
 */
export async function moduleCosts() {
  const formatFiles = (await readdir('src/format')).filter((file) => file.endsWith('.ts'));
  const entries = [
    {
      name: 'src/format (every rule)',
      contents: formatFiles.map((file) => `export * from './src/format/${file}';`).join('\n'),
      budget: BYTES.formatRules,
    },
    {
      name: 'src/media (repository, client, JSONP, wire readers, ItemType table)',
      contents:
        "export * from './src/media/repository.ts'; export * from './src/media/client.ts'; export * from './src/media/item-types.ts';",
    },
  ];
  const costs = [];
  for (const entry of entries) {
    const result = await esbuild.build({
      stdin: { contents: entry.contents, resolveDir: process.cwd(), loader: 'ts' },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      external: ['react', 'react-dom'],
    });
    costs.push({
      name: entry.name,
      gzip: gzipBytes(result.outputFiles[0].contents),
      budget: entry.budget,
    });
  }
  return costs;
}
