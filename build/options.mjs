// The bundle's esbuild options: build.mjs builds with them, and the chunk-map test
// (test/unit/build/chunk-map.test.ts) builds the same chunks in memory.
import { keepChunksTogether } from './chunks.mjs';

/** @type {import('esbuild').BuildOptions} */
export const options = {
  // popups-map: the event map's stylesheet (Leaflet's rules), linked by the map chunk on first
  // use instead of riding in widgets.css on every page.
  entryPoints: {
    boot: 'widgets/boot.ts',
    widgets: 'widgets/widgets.css',
    'popups-map': 'widgets/popups/kinds/event/map.css',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2022', 'chrome111', 'firefox115', 'safari16'],
  minify: true,
  // Maps beside every file, without a `sourceMappingURL` comment: that comment weighs on every
  // file a page loads, for a visitor who never opens the devtools. The
  // server names each file's map in a `SourceMap` response header instead (demo/app.mjs).
  sourcemap: 'external',
  metafile: true,
  jsx: 'automatic',
  chunkNames: 'chunks/[name]-[hash]',
  entryNames: '[name]',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'linked',
  logLevel: 'warning',
  // The chunk layout is declared in build/chunks.json; this keeps each shared chunk's modules
  // together (build/chunks.mjs says how), and test/unit/build/chunk-map.test.ts checks the rest.
  plugins: [keepChunksTogether],
};
