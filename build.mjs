// Builds the widget bundle: one small boot entry, then one chunk per widget and shared chunks
// (React, the media client) that esbuild splits out of the dynamic imports.
// `node build.mjs --watch` rebuilds on change for development.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import * as esbuild from 'esbuild';
import { options } from './build/options.mjs';
import { addPreloads, preloadingChunks, __preload as preloadWithImport } from './build/preload.mjs';
import { layPlugin } from './integrations/wordpress/build-plugin.mjs';

const watch = process.argv.includes('--watch');
const { outdir } = options;

await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });

if (watch) {
  const ctx = await esbuild.context({
    ...options,
    plugins: [
      ...options.plugins,
      { name: 'meta', setup: (b) => b.onEnd((r) => writeMeta(r.metafile)) },
    ],
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
  await preloadChunkGraphs(metafile, `${outdir}/boot.js`);
  await preloadLazyGraphs(metafile, `${outdir}/boot.js`);
  await hintEagerCompile(metafile);
  await writeFile(`${outdir}/meta.json`, JSON.stringify(metafile));
  await buildParentsWorker(menuChunks(metafile));
  await buildMediaWorker();
  // The WordPress plugin carries the bundle (integrations/wordpress/README.md).
  await layPlugin({ dist: outdir });
}

/**
 * The menu's chunks: its own, what it imports and what it may load later (the promos). The
 * menu's code loads only on a first touch of its button, so a parents-area visit online may
 * never have fetched it; the parents worker keeps these from its install, so the menu opens
 * offline too.
 */
function menuChunks(metafile) {
  const boot = metafile.outputs[`${outdir}/boot.js`];
  const menu = boot.imports.find((entry) => /\/chunks\/Menu-\w+\.js$/.test(entry.path));
  if (!menu) throw new Error('menuChunks: boot.js imports no Menu chunk');
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const entry of metafile.outputs[path].imports) visit(entry.path);
  };
  visit(menu.path);
  return [...seen].map((path) => relative(outdir, path));
}

/**
 * The parents area's service worker (widgets/home-screen-prompt/offline/sw.ts) as its own
 * script, dist/parents-sw.js: a classic worker cannot import the page's ES chunks, so it is
 * one file (Workbox's modules bundled in), built after the page bundle so that it carries the
 * bundle's version: a hash of every output. A new bundle makes a new worker script, which the
 * browser installs, and whose caches replace the old version's.
 */
async function buildParentsWorker(precachedChunks) {
  const hash = createHash('sha256');
  for (const file of (await readdir(outdir, { recursive: true })).sort()) {
    if (/\.(js|css)$/.test(file)) hash.update(file).update(await readFile(`${outdir}/${file}`));
  }
  await buildClassicWorker(
    { 'parents-sw': 'widgets/home-screen-prompt/offline/sw.ts' },
    {
      define: {
        ...options.define,
        __BUNDLE_VERSION__: JSON.stringify(hash.digest('hex').slice(0, 12)),
        __PRECACHED_CHUNKS__: JSON.stringify(precachedChunks),
      },
      legalComments: 'linked',
    },
  );
}

/**
 * The media worker (src/media/answer-worker.ts) as its own classic script, dist/media-worker.js,
 * beside boot.js: the page starts it by that address to read a long answer off its main thread
 * (src/media/off-thread.ts). It imports nothing at run time.
 */
async function buildMediaWorker() {
  await buildClassicWorker({ 'media-worker': 'src/media/answer-worker.ts' });
}

/** A worker's script beside boot.js: one classic file (a worker cannot import the page's chunks). */
function buildClassicWorker(entryPoints, extra = {}) {
  return esbuild.build({
    entryPoints,
    outdir,
    bundle: true,
    format: 'iife',
    target: options.target,
    minify: true,
    sourcemap: 'linked',
    logLevel: 'warning',
    ...extra,
  });
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

/**
 * A widget's chunk names its shared chunks (React, src/ui, src/format, ...) in static imports,
 * and the browser sees those only once the widget's chunk has arrived AND been parsed on the
 * main thread, which is busy with the very click or scroll that asked for the widget. On a
 * cold menu click the menu's small dependencies were asked for only once its chunk had arrived
 * and been parsed: a second round trip after the first; the media hub's graph is four chunks
 * deep. So each of boot's `import()`s first asks for the whole static graph of its target
 * by `<link rel="modulepreload">` (what Vite's preload helper does), in the same round as the
 * chunk itself. Under the bundle's Content Security Policy ('strict-dynamic') a modulepreload
 * added by a trusted script is allowed like the script it stands for.
 *
 * Every page pays for the lists in boot.js, so they are short: shared chunks are all named
 * chunks/chunk-HASH.js and a list holds the hashes only, and a widget's list leaves out React's
 * graph, which the runtime imports beside every widget (react-root's own list has it). The
 * lists lengthen the lines they sit on, so the source map's columns there are approximate.
 */
async function preloadChunkGraphs(metafile, file) {
  const staticGraph = (path, seen = new Set()) => {
    for (const entry of metafile.outputs[path].imports) {
      if (entry.kind !== 'import-statement' || seen.has(entry.path)) continue;
      seen.add(entry.path);
      staticGraph(entry.path, seen);
    }
    return seen;
  };
  const targets = metafile.outputs[file].imports.filter((entry) => entry.kind === 'dynamic-import');
  const reactRoot = targets.find((entry) => /\/react-root-\w+\.js$/.test(entry.path));
  if (!reactRoot) throw new Error(`preloadChunkGraphs: ${file} imports no react-root chunk`);
  const reactGraph = staticGraph(reactRoot.path);
  let code = await readFile(file, 'utf8');
  for (const target of targets) {
    const graph = [...staticGraph(target.path)].filter(
      (path) => target === reactRoot || !reactGraph.has(path),
    );
    if (graph.length === 0) continue;
    const hashes = graph.map((path) => {
      const hash = /\/chunks\/chunk-(\w+)\.js$/.exec(path)?.[1];
      if (!hash) throw new Error(`preloadChunkGraphs: ${path} is not a shared chunk`);
      return hash;
    });
    const call = `import("./${relative(dirname(file), target.path)}")`;
    if (!code.includes(call)) throw new Error(`preloadChunkGraphs: ${call} not found in ${file}`);
    code = code.replaceAll(call, `(__preload("${hashes.join(' ')}"),${call})`);
  }
  const { code: helper } = await esbuild.transform(String(__preload), {
    minify: true,
    target: options.target,
  });
  // At the end, so that no line moves. A function declaration is hoisted: boot's first
  // synchronous imports can call it.
  await writeFile(file, `${code.trimEnd()}\n${helper}`);
}

/**
 * The same for the chunks a click loads: each of their `import()`s asks for its target's
 * shared chunks with it (build/preload.mjs says why and where not).
 */
async function preloadLazyGraphs(metafile, boot) {
  const { code: helper } = await esbuild.transform(String(preloadWithImport), {
    minify: true,
    target: options.target,
  });
  for (const path of preloadingChunks(metafile, boot)) {
    const code = await readFile(path, 'utf8');
    const rewritten = addPreloads(metafile, path, code, helper);
    if (rewritten !== code) await writeFile(path, rewritten);
  }
}

/**
 * React DOM is CommonJS, so esbuild wraps the whole of it in one function that runs when the
 * React chunk is evaluated. V8 only pre-parses a function that is not called at once, then
 * parses it again, on the main thread, when it is called: on the landing page that task was the
 * longest of every page (the long tasks the bench holds to `tbt`, bench/budgets.mjs). V8's
 * explicit compile hint, a first-line `//# allFunctionsCalledOnLoad` (Chrome 136; other engines
 * read a comment), has the chunk's functions compiled with the file, off the main thread, and
 * that task shorter.
 * Only this chunk: every function of React's renderer is called by the first render anyway.
 * The map gets one empty line in front, so that its lines still match.
 */
async function hintEagerCompile(metafile) {
  const chunks = Object.entries(metafile.outputs).filter(
    ([path, output]) =>
      path.endsWith('.js') &&
      Object.keys(output.inputs).some((input) => input.startsWith('node_modules/react-dom/')),
  );
  if (chunks.length !== 1) throw new Error('hintEagerCompile: expected one chunk with React DOM');
  const [path] = chunks[0];
  await writeFile(path, `//# allFunctionsCalledOnLoad\n${await readFile(path, 'utf8')}`);
  const map = JSON.parse(await readFile(`${path}.map`, 'utf8'));
  map.mappings = `;${map.mappings}`;
  await writeFile(`${path}.map`, JSON.stringify(map));
}

/**
 * Written into boot.js: one `<link rel="modulepreload">` per chunk hash not asked for before
 * (the function itself records the hashes it has asked for: the fewest bytes on every page).
 * Each link is added in a task of its own: adding one starts its request on the main thread,
 * and the media hub's nine in the mount's task made that task a long one (Total Blocking Time).
 */
// Each hash its own binding (the arrow's parameter): the timer reads it later. (A loop over
// one shared variable once preloaded the last chunk n times.)
function __preload(hashes) {
  hashes.split(' ').map(
    (hash) =>
      (__preload[hash] ||= setTimeout(() =>
        document.head.append(
          Object.assign(document.createElement('link'), {
            rel: 'modulepreload',
            // The setter takes the URL as its string.
            href: new URL(`chunks/chunk-${hash}.js`, import.meta.url),
          }),
        ),
      )),
  );
}
