// Preloading a lazy chunk's static graph with it, for the chunks a click loads (build.mjs writes
// it into the files; test/unit/build/chunk-map.test.ts checks it on the build in memory).
//
// esbuild hoists a chunk's static imports to its top (a chunk imports every shared chunk its
// graph needs, however deep), but the browser reads them only once the chunk has arrived AND
// been parsed. After a click the main thread is busy rendering what the click asked for, so on
// the photo viewer's path the ShareButton's chunk was asked for some 130 ms after the viewer's
// had arrived (4x CPU throttling), and the first photo waited for it. So an `import()` in a chunk
// loaded after a click asks, in the same moment, for the shared chunks its target needs that the
// importing chunk has not already loaded (everything in the importer's own static graph is
// here: it ran), by `<link rel="modulepreload">`, as boot.js does for the widgets' chunks
// (build.mjs, `preloadChunkGraphs`) and Vite's `__vitePreload` for every dynamic import.
//
// Not in the first-load chunks (the widgets' own, React's door and what they import): each of
// them is paid for on every page, and the first loads are at their byte budgets. A first-load
// chunk's `import()` whose target needs a shared chunk more is listed by `firstLoadGaps`, and
// pinned by the chunk-map test.
import { relative } from 'node:path';

/** @typedef {{ imports: { path: string, kind: string }[], entryPoint?: string }} Output */
/** @typedef {{ outputs: Record<string, Output> }} Metafile */

/** Every chunk `path` imports statically, however deep (itself not included). */
export function staticGraph(metafile, path, seen = new Set()) {
  for (const entry of metafile.outputs[path]?.imports ?? []) {
    if (entry.kind !== 'import-statement' || seen.has(entry.path)) continue;
    seen.add(entry.path);
    staticGraph(metafile, entry.path, seen);
  }
  return seen;
}

/**
 * The chunks of a page's first load: boot, each widget's own chunk (boot imports them), React's
 * door, and their static graphs.
 */
export function firstLoadChunks(metafile, boot) {
  const roots = metafile.outputs[boot].imports
    .filter((entry) => entry.kind === 'dynamic-import')
    .map((entry) => entry.path)
    .filter((path) => {
      const entryPoint = metafile.outputs[path]?.entryPoint ?? '';
      return entryPoint.startsWith('widgets/') || entryPoint === 'src/ui/react-root.tsx';
    });
  const loaded = new Set([boot, ...roots]);
  for (const root of roots) for (const path of staticGraph(metafile, root)) loaded.add(path);
  return loaded;
}

/**
 * Each `import()` of `importer`, with the chunks its target imports statically that the
 * importer's own graph does not hold: what the browser would ask for only once the target
 * has arrived and been parsed.
 */
export function lazyImports(metafile, importer) {
  const here = staticGraph(metafile, importer).add(importer);
  return metafile.outputs[importer].imports
    .filter((entry) => entry.kind === 'dynamic-import')
    .map((entry) => ({
      target: entry.path,
      needs: [...staticGraph(metafile, entry.path)].filter((path) => !here.has(path)),
    }));
}

/** The chunks whose `import()`s preload their targets' graphs: all but boot and first loads. */
export function preloadingChunks(metafile, boot) {
  const firstLoad = firstLoadChunks(metafile, boot);
  return Object.keys(metafile.outputs).filter(
    (path) => path.endsWith('.js') && !firstLoad.has(path),
  );
}

/**
 * First-load chunks' `import()`s whose target needs chunks the importer has not loaded, but for
 * targets boot.js asks for itself, with their graphs (the landing intro's background).
 */
export function firstLoadGaps(metafile, boot) {
  const bootAsks = new Set(metafile.outputs[boot].imports.map((entry) => entry.path));
  return [...firstLoadChunks(metafile, boot)]
    .filter((path) => path !== boot)
    .flatMap((importer) =>
      lazyImports(metafile, importer)
        .filter(({ target, needs }) => needs.length > 0 && !bootAsks.has(target))
        .map(({ target, needs }) => ({ importer, target, needs })),
    );
}

/** The helper's name in a chunk; the build fails if a chunk already has the name. */
export const PRELOAD = '__preload';

/**
 * `code`, the chunk at `path`, with each `import("./T.js")` whose target needs more chunks
 * written `__preload(import("./T.js"),"HASH HASH")`, and the helper at the end (a function
 * declaration: hoisted, and no line above moves, so the source map holds but for the columns
 * after a call on its line). The code as it was when no `import()` needs a preload. Shared
 * chunks are all named chunks/chunk-HASH.js, beside every chunk: a list holds the hashes.
 */
export function addPreloads(metafile, path, code, helper) {
  let rewritten = code;
  for (const { target, needs } of lazyImports(metafile, path)) {
    if (needs.length === 0) continue;
    const hashes = needs.map((need) => {
      const hash = /\/chunks\/chunk-(\w+)\.js$/.exec(need)?.[1];
      if (!hash) throw new Error(`addPreloads: ${need} is not a shared chunk`);
      return hash;
    });
    let specifier = relative(path.replace(/\/[^/]*$/, ''), target);
    if (!specifier.startsWith('.')) specifier = `./${specifier}`;
    const call = `import("${specifier}")`;
    if (!rewritten.includes(call)) throw new Error(`addPreloads: ${call} not found in ${path}`);
    rewritten = rewritten.replaceAll(call, `${PRELOAD}(${call},"${hashes.join(' ')}")`);
  }
  if (rewritten === code) return code;
  if (new RegExp(`\\b${PRELOAD}\\b`).test(code)) {
    throw new Error(`addPreloads: ${path} already names ${PRELOAD}`);
  }
  return `${rewritten.trimEnd()}\n${helper}`;
}

/**
 * Written into each chunk that needs it (minified: build.mjs), and run in the `import()`'s
 * own moment: one `<link rel="modulepreload">` per chunk not asked for before by this chunk,
 * added after the `import()` has asked for the target itself (its argument), so the target's
 * request leaves first. At once, not in a timer as boot's are: a click's task (a pop-up's render)
 * is the one that asks, and a timer would wait for its end. A handful of links.
 * The URL is the chunk's own (`import.meta.url`), so a bundle served from a CMS's plugin folder
 * preloads from there.
 */
export function __preload(load, hashes) {
  for (const hash of hashes.split(' ')) {
    __preload[hash] ||= document.head.appendChild(
      Object.assign(document.createElement('link'), {
        rel: 'modulepreload',
        // The setter takes the URL as its string.
        href: new URL(`chunk-${hash}.js`, import.meta.url),
      }),
    );
  }
  return load;
}
