// Builds the widget bundle: one small boot entry, then one chunk per widget and shared chunks
// (React, the media client) that esbuild splits out of the dynamic imports.
// `node build.mjs --watch` rebuilds on change for development.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import * as esbuild from 'esbuild';

const watch = process.argv.includes('--watch');
const outdir = 'dist';

/** @type {esbuild.BuildOptions} */
const options = {
  // popups-map: the event map's stylesheet (Leaflet's rules), linked by the map chunk on first
  // use instead of riding in widgets.css on every page.
  entryPoints: {
    boot: 'widgets/boot.ts',
    widgets: 'widgets/widgets.css',
    'popups-map': 'widgets/popups/event/map.css',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2022', 'chrome111', 'firefox115', 'safari16'],
  minify: true,
  sourcemap: 'linked',
  metafile: true,
  jsx: 'automatic',
  chunkNames: 'chunks/[name]-[hash]',
  entryNames: '[name]',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'linked',
  logLevel: 'warning',
};

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

if (watch) {
  const ctx = await esbuild.context({
    ...options,
    plugins: [{ name: 'meta', setup: (b) => b.onEnd((r) => writeMeta(r.metafile)) }],
  });
  await ctx.watch();
  console.log('watching for changes...');
} else {
  const result = await esbuild.build(options);
  await writeMeta(result.metafile);
}

async function writeMeta(metafile) {
  if (!metafile) return;
  await dropHelperOnlyImports(metafile);
  await writeFile(`${outdir}/meta.json`, JSON.stringify(metafile));
}

/**
 * esbuild imports its shared runtime-helper chunk (__commonJS, __toESM: needed by React's
 * CommonJS build) from every entry point, even one that uses none of it
 * (evanw/esbuild#1892, #1747), and from lazy chunks such as the tag manager's. That would make
 * every page fetch a second file before any widget is needed. The chunk only defines helpers, so a side-effect-only import of it can go;
 * the chunks that use the helpers import them by name and still get them.
 */
async function dropHelperOnlyImports(metafile) {
  const helperOnly = new Set(
    Object.entries(metafile.outputs)
      .filter(([path, output]) => path.endsWith('.js') && Object.keys(output.inputs).length === 0)
      .map(([path]) => path),
  );
  for (const [path, output] of Object.entries(metafile.outputs)) {
    if (!path.endsWith('.js')) continue;
    let code = await readFile(path, 'utf8');
    for (const chunk of helperOnly) {
      let specifier = relative(dirname(path), chunk);
      if (!specifier.startsWith('.')) specifier = `./${specifier}`;
      const sideEffectImport = `import"${specifier}";`;
      if (!code.includes(sideEffectImport)) continue;
      code = code.replace(sideEffectImport, '');
      output.imports = output.imports.filter((entry) => entry.path !== chunk);
    }
    await writeFile(path, code);
  }
}
