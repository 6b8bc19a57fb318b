// Builds the widget bundle: one small boot entry, then one chunk per widget and shared chunks
// (React, the media client) that esbuild splits out of the dynamic imports.
// `node build.mjs --watch` rebuilds on change for development.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import * as esbuild from 'esbuild';

const watch = process.argv.includes('--watch');
const outdir = 'dist';

/** @type {esbuild.BuildOptions} */
const options = {
  entryPoints: { boot: 'widgets/boot.ts', widgets: 'widgets/widgets.css' },
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
  if (metafile) await writeFile(`${outdir}/meta.json`, JSON.stringify(metafile));
}
